import Foundation
import Synchronization

/// Foundation's `UserDefaults` on one app-group domain (``AppGroupDefaults``): the values are
/// its own, kept in the object, never in Foundation's preferences, and it notes what app code
/// wrote.
///
/// App code holds it as Foundation's type (`UserDefaults(suiteName:)` returns it) and every
/// read and write it can make goes through the overrides below: Foundation's typed getters
/// (`integer(forKey:)`, `string(forKey:)`, …) all call `object(forKey:)`, and its typed setters
/// (`set(_: Int, forKey:)`, `set(_: URL?, forKey:)`, …) all call `set(_: Any?, forKey:)`. So a
/// flush writes to the store the values app code set, key by key, without reading the domain
/// back, and no read or write reaches Linux Foundation's CFPreferences (each call there looks up
/// the user's name and home folder: about 14 µs idle, most of app code's share of a durable tap in
/// the 2026-11-30 A/B). Linux Foundation posts no `didChangeNotification` for `set`, so a subclass
/// is the one place to see a write.
///
/// A value reads back as the store gives it after a restart (``StoredDefault``'s kinds), and
/// Foundation's typed getters read it as they read Foundation's own object's (tested for each
/// kind and typed setter). The command line's arguments come first, as Foundation reads them
/// first for any key; a key the domain does not hold reads what app code registered through this
/// app group's defaults (`register(defaults:)`, or `setVolatileDomain` with the registration
/// domain's name). Never Foundation's preferences: a domain's name may be one an earlier release
/// wrote a file of Foundation's under (`~/.config/<name>.plist`). Nor Foundation's registration
/// domain: Linux Foundation keeps it in a global it reads and writes with no lock, so
/// `UserDefaults.standard` does not read what was registered here (on iOS it would), and what
/// `UserDefaults.standard.register` registers is not read here.
///
/// `persistentDomain(forName:)`, `setPersistentDomain(_:forName:)` and
/// `removePersistentDomain(forName:)` with the app group's name reach this domain, as they reach
/// the group's defaults on iOS, and with another name that app group's domain; nothing is ever
/// written to a file of Foundation's.
final class SuiteDefaults: UserDefaults {
    /// The domain's values and what app code wrote since the last flush took it. Locked, as
    /// reads and writes come from any thread.
    private let state = Mutex(State())
    /// The identity of the domain ("<suite>.widgetrelay-<n>") and the app group's name app code
    /// knows it by ("group.…"): the persistent-domain calls take either.
    private let domain: String
    private let suite: String

    /// Foundation's initializer, named `domain`. (Foundation's fails for no suite name only; a
    /// name is always given here. Nothing is read from Foundation's domain of that name.)
    init?(domain: String, suite: String) {
        self.domain = domain
        self.suite = suite
        // `Optional(…)`: Foundation's designated initializer, not the kit's `init?(suiteName:)`
        // for app code (a protocol extension's, which Swift 6.3's SILGen crashes on as `super.init`).
        super.init(suiteName: Optional(domain))
    }

    /// Whether `name` is this domain's (either of its names).
    private func isOwn(_ name: String) -> Bool { name == suite || name == domain }

    /// What was written since the last call, and forgets it.
    func takeWrites() -> Writes {
        state.withLock { state in
            defer { state.writes = Writes() }; return state.writes
        }
    }

    /// The domain's values, as app code reads them.
    func values() -> [String: Any] { state.withLock { $0.values.mapValues(\.value) } }

    /// Empties the domain and forgets what was written to it, at once: a write app code makes
    /// on another thread lands before (and is gone) or after (and is kept and noted), never
    /// between the two.
    func reset() { state.withLock { $0 = State() } }

    /// Keeps `value` (nil: removes the key) as the store keeps it, and notes the write as app
    /// code's unless it is the kit's own (the store's value loaded into the domain), which never
    /// replaces a write app code made and no flush has taken yet. A value that is no property
    /// list is refused: the key keeps what it held, and standard error names the key and the
    /// value's type (never the value). Foundation's setter stops the program there, as iOS stops
    /// the extension; here one phone process serves every app, and one app's mistake must not
    /// stop the others.
    private func keep(_ key: String, _ value: Any?, noted: Bool) {
        let encoded: Data?
        if let value {
            guard let bytes = StoredDefault.encode(value) else {
                let refusal =
                    "error: UserDefaults(suiteName: \"\(suite)\").set(_:forKey: \"\(key)\") refused a "
                    + "\(type(of: value)), which is no property list: the key keeps what it held\n"
                FileHandle.standardError.write(Data(refusal.utf8))
                return
            }
            encoded = bytes
        } else {
            encoded = nil
        }
        // Read back as a restart reads it from the store (decoded outside the lock).
        let held = encoded.flatMap(StoredDefault.decode).map(Held.init)
        state.withLock { state in
            if !noted, state.writes.values.keys.contains(key) { return }
            state.values[key] = held
            if noted { state.writes.values[key] = .some(encoded) }
        }
    }

    /// The kit's own write (the store's value loaded into the domain): not app code's, so not
    /// noted. A write app code made meanwhile, on another thread, stays (and stays noted for the
    /// next flush).
    func setLoaded(_ value: Any, forKey defaultName: String) { keep(defaultName, value, noted: false) }

    /// The kit's own removal (a key the store no longer holds): not noted.
    func removeLoaded(forKey defaultName: String) { keep(defaultName, nil, noted: false) }

    override func object(forKey defaultName: String) -> Any? {
        if let argument = volatileDomain(forName: UserDefaults.argumentDomain)[defaultName] { return argument }
        if let held = state.withLock({ $0.values[defaultName] }) { return held.value }
        return Self.registered.withLock { $0[suite]?[defaultName] }?.value
    }

    /// What app code registered through an app group's defaults, a table for each app group: the
    /// registration domain, kept here so that a read never reaches Foundation's preferences.
    /// (iOS keeps one for each process; here one process runs every app the phone serves, so
    /// one app group's registrations are not another's.)
    private static let registered = Mutex([String: [String: Held]]())

    override func register(defaults registrationDictionary: [String: Any]) {
        // As the store would give them back (immutable, of the kinds a read gives).
        let held = registrationDictionary.mapValues { value in
            Held(value: StoredDefault.encode(value).flatMap(StoredDefault.decode) ?? value)
        }
        Self.registered.withLock { $0[suite, default: [:]].merge(held) { _, new in new } }
    }

    /// The registration domain's name reads and writes what ``register(defaults:)`` keeps.
    override func volatileDomain(forName domainName: String) -> [String: Any] {
        guard domainName == UserDefaults.registrationDomain else { return super.volatileDomain(forName: domainName) }
        return Self.registered.withLock { $0[suite] ?? [:] }.mapValues(\.value)
    }

    override func setVolatileDomain(_ domain: [String: Any], forName domainName: String) {
        guard domainName == UserDefaults.registrationDomain else {
            return super.setVolatileDomain(domain, forName: domainName)
        }
        register(defaults: domain)
    }

    override func set(_ value: Any?, forKey defaultName: String) {
        // Foundation keeps a URL as its path (a file URL's; a web URL's too).
        if let url = value as? URL { return set(url.absoluteURL.path, forKey: defaultName) }
        if let url = value as? NSURL, let path = url.absoluteURL?.path { return set(path, forKey: defaultName) }
        keep(defaultName, value, noted: true)
    }

    override func removeObject(forKey defaultName: String) { keep(defaultName, nil, noted: true) }

    override func dictionaryRepresentation() -> [String: Any] {
        volatileDomain(forName: UserDefaults.registrationDomain).merging(values()) { _, own in own }
    }

    override func synchronize() -> Bool { true }  // nothing of Foundation's to write

    /// The app group's domain with its name; another name is another app group's, as
    /// `UserDefaults(suiteName:)` gives it (never Foundation's file of that name).
    override func persistentDomain(forName domainName: String) -> [String: Any]? {
        isOwn(domainName)
            ? values() : AppGroupDefaults.defaults(forSuite: domainName).persistentDomain(forName: domainName)
    }

    /// The domain's keys replaced one by one (each noted as app code's write); Linux
    /// Foundation's own writes the domain to a file in the user's configuration folder
    /// (`~/.config/<name>.plist`), outside the phone's store.
    override func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        guard isOwn(domainName) else {
            return AppGroupDefaults.defaults(forSuite: domainName).setPersistentDomain(domain, forName: domainName)
        }
        replaceDomain(with: domain)
    }

    /// Every key removed (noted), for the reason above.
    override func removePersistentDomain(forName domainName: String) {
        guard isOwn(domainName) else {
            return AppGroupDefaults.defaults(forSuite: domainName).removePersistentDomain(forName: domainName)
        }
        replaceDomain(with: [:])
    }

    private func replaceDomain(with values: [String: Any]) {
        for key in self.values().keys where values[key] == nil { removeObject(forKey: key) }
        for (key, value) in values { set(value, forKey: key) }
    }
}

extension SuiteDefaults {
    /// A value the domain holds: a property list decoded from its stored bytes (a new object,
    /// never changed after), read from any thread.
    struct Held: @unchecked Sendable {
        let value: Any
    }

    /// The domain's values and the writes not yet taken.
    struct State: Sendable {
        var values: [String: Held] = [:]
        var writes = Writes()
    }

    /// What app code wrote to a domain since a flush last took it.
    struct Writes: Sendable {
        /// Each key app code set or removed: its last value, encoded as the store keeps it
        /// (``StoredDefault``; nil: removed).
        var values: [String: Data?] = [:]
        var isEmpty: Bool { values.isEmpty }
    }
}
