import Foundation
import Synchronization

/// Foundation's `UserDefaults` on one app-group domain (``AppGroupDefaults``), which notes that
/// it was written to.
///
/// App code holds it as Foundation's type (`UserDefaults(suiteName:)` returns it) and every
/// write it can make goes through one of the overrides below: Foundation's typed setters
/// (`set(_: Int, forKey:)`, `set(_: URL?, forKey:)`, …) all call `set(_: Any?, forKey:)`. So
/// a flush after app code that wrote nothing need not read the domain back from Foundation,
/// which on Linux costs a new `UserDefaults` and a read of `/etc/passwd` each time (150 µs, most
/// of the defaults' share of a tap). Linux Foundation posts no `didChangeNotification` for
/// `set`, so a subclass is the one place to see a write.
///
/// `persistentDomain(forName:)`, `setPersistentDomain(_:forName:)` and
/// `removePersistentDomain(forName:)` with the app group's name reach this domain, as they reach
/// the group's defaults on iOS.
final class SuiteDefaults: UserDefaults {
    /// Set by every write (after it), taken by a flush: atomic, as writes come from any thread.
    private let written = Atomic(false)
    /// Foundation's name of the domain ("<suite>.widgetrelay-<n>") and the app group's name app
    /// code knows it by ("group.…"): the persistent-domain calls take either.
    private let domain: String
    private let suite: String

    /// Foundation's initializer on the domain `domain`. (Foundation's fails for no suite name
    /// only; a name is always given here.)
    init?(domain: String, suite: String) {
        self.domain = domain
        self.suite = suite
        // `Optional(…)`: Foundation's designated initializer, not the kit's `init?(suiteName:)`
        // for app code (a protocol extension's, which Swift 6.3's SILGen crashes on as `super.init`).
        super.init(suiteName: Optional(domain))
    }

    /// The domain Foundation keeps for `name`: this object's own when app code names its app group.
    private func foundationName(_ name: String) -> String { name == suite ? domain : name }

    /// Whether anything was written since the last call, and forgets it.
    @discardableResult
    func takeWritten() -> Bool { written.exchange(false, ordering: .acquiringAndReleasing) }

    private func noteWrite() { written.store(true, ordering: .releasing) }

    /// The kit's own write (the store's value loaded into the domain): not app code's, so not
    /// noted. A write app code makes meanwhile, on another thread, stays noted for the next flush.
    func setLoaded(_ value: Any, forKey defaultName: String) { super.set(value, forKey: defaultName) }

    /// The kit's own removal (a key the store no longer holds): not noted.
    func removeLoaded(forKey defaultName: String) { super.removeObject(forKey: defaultName) }

    override func set(_ value: Any?, forKey defaultName: String) {
        super.set(value, forKey: defaultName)
        noteWrite()
    }

    override func removeObject(forKey defaultName: String) {
        super.removeObject(forKey: defaultName)
        noteWrite()
    }

    override func persistentDomain(forName domainName: String) -> [String: Any]? {
        super.persistentDomain(forName: foundationName(domainName))
    }

    override func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        super.setPersistentDomain(domain, forName: foundationName(domainName))
        noteWrite()
    }

    override func removePersistentDomain(forName domainName: String) {
        super.removePersistentDomain(forName: foundationName(domainName))
        noteWrite()
    }
}
