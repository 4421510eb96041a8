import Foundation
import Synchronization

/// Foundation's `UserDefaults` on one app-group domain (``AppGroupDefaults``), which notes what
/// app code wrote to it.
///
/// App code holds it as Foundation's type (`UserDefaults(suiteName:)` returns it) and every
/// write it can make goes through one of the overrides below: Foundation's typed setters
/// (`set(_: Int, forKey:)`, `set(_: URL?, forKey:)`, …) all call `set(_: Any?, forKey:)`. So
/// a flush writes to the store the values app code set, key by key, without reading the domain
/// back from Foundation (`persistentDomain(forName:)` costs a new `UserDefaults` and a read of
/// `/etc/passwd` on Linux: 70–150 µs, most of the defaults' share of a tap in the 2026-11-30
/// profile). Linux Foundation posts no `didChangeNotification` for `set`, so a subclass is the
/// one place to see a write.
///
/// `persistentDomain(forName:)`, `setPersistentDomain(_:forName:)` and
/// `removePersistentDomain(forName:)` with the app group's name reach this domain, as they reach
/// the group's defaults on iOS; the last two key by key, never to a file of Foundation's.
final class SuiteDefaults: UserDefaults {
    /// What app code wrote since the last flush took it: each key's last value (nil: removed).
    /// Locked, as writes come from any thread.
    private let writes = Mutex(Writes())
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

    /// What was written since the last call, and forgets it.
    func takeWrites() -> Writes {
        writes.withLock { taken in
            defer { taken = Writes() }; return taken
        }
    }

    /// Notes a write, encoded as the store keeps it (nil: removed), *before* Foundation makes
    /// it: a setter that calls another (`set(_: Any?)` with a URL calls `set(_: URL?)`, which
    /// calls `set(_: Any?)` with what Foundation keeps) leaves the innermost, last noted value,
    /// the one Foundation keeps. Encoded at once, so a mutable object app code changes after
    /// setting it is stored as it was set, as Foundation keeps it. (A value that is no property
    /// list is not kept by Foundation either: its setter stops the program.)
    private func note(_ key: String, _ value: Any?) {
        let encoded = value.flatMap(StoredDefault.encode)
        writes.withLock { $0.values[key] = .some(encoded) }
    }

    /// The kit's own write (the store's value loaded into the domain): not app code's, so not
    /// noted. A write app code makes meanwhile, on another thread, stays noted for the next flush.
    func setLoaded(_ value: Any, forKey defaultName: String) { super.set(value, forKey: defaultName) }

    /// The kit's own removal (a key the store no longer holds): not noted.
    func removeLoaded(forKey defaultName: String) { super.removeObject(forKey: defaultName) }

    override func set(_ value: Any?, forKey defaultName: String) {
        note(defaultName, value)
        super.set(value, forKey: defaultName)
    }

    override func removeObject(forKey defaultName: String) {
        note(defaultName, nil)
        super.removeObject(forKey: defaultName)
    }

    override func persistentDomain(forName domainName: String) -> [String: Any]? {
        super.persistentDomain(forName: foundationName(domainName))
    }

    /// With the app group's name, the domain's keys replaced one by one (each noted as app
    /// code's write): Linux Foundation's own writes the domain to a file in the user's
    /// configuration folder (`~/.config/<domain>.plist`), outside the phone's store, where the
    /// app group's data would outlive it. Any other domain is Foundation's.
    override func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        guard foundationName(domainName) == self.domain else {
            return super.setPersistentDomain(domain, forName: domainName)
        }
        replaceDomain(with: domain)
    }

    /// With the app group's name, every key removed (noted), for the reason above.
    override func removePersistentDomain(forName domainName: String) {
        guard foundationName(domainName) == domain else { return super.removePersistentDomain(forName: domainName) }
        replaceDomain(with: [:])
    }

    private func replaceDomain(with values: [String: Any]) {
        for key in (super.persistentDomain(forName: domain) ?? [:]).keys where values[key] == nil {
            removeObject(forKey: key)
        }
        for (key, value) in values { set(value, forKey: key) }
    }
}

extension SuiteDefaults {
    /// What app code wrote to a domain since a flush last took it.
    struct Writes: Sendable {
        /// Each key app code set or removed: its last value, encoded as the store keeps it
        /// (``StoredDefault``; nil: removed).
        var values: [String: Data?] = [:]
        var isEmpty: Bool { values.isEmpty }
    }
}
