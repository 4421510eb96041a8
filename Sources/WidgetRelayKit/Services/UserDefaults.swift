import Foundation
import Synchronization

/// App-group defaults through Foundation's own `UserDefaults`.
///
/// `UserDefaults(suiteName:)` with a suite's name (a `String`, as app code writes it) gives an
/// object of Foundation's type (a subclass that keeps the values itself, never in Foundation's
/// preferences: ``SuiteDefaults``) on a domain of its own for the suite *and the store of the
/// code running now* (``AppEnvironment/current``), which this type keeps equal to that store's
/// `defaults/<suite>/<key>` values:
///
/// - the domain is loaded from the store when it is first made, and brought up to date
///   (its own changes written to the store, then the store's values read again) each time
///   `UserDefaults(suiteName:)` names it again, and each time app code starts with that store;
/// - what app code wrote to it is written to its store when the app code returns (the
///   phone's `AppCodeRunner` calls ``flush(store:)``): inside an intent's `perform()` the
///   store is the interaction's held-aside store, so its writes are committed with its result
///   exactly once, or (when it fails or times out) not at all, as before;
/// - two interactions never share a domain (each has its own store), so one never sees the
///   other's writes before they are committed;
/// - each domain has one Foundation object, made once, which `UserDefaults(suiteName:)`
///   returns each time it names that domain (no Foundation initializer per call), and a domain
///   whose store is gone is reused for a later store: brought to that store's values key by
///   key, or emptied first when what it holds is not known (its app code failed or timed out,
///   or its store refused a write). App code that keeps writing to a domain after it returned
///   (a task it left running) writes into whatever store reuses it, and the next flush takes
///   such a write as that store's (before the reuse kept what a domain held, it emptied it,
///   which caught a stray write made before the reuse, not one made after).
///
/// `UserDefaults.standard` is Foundation's own: the process's defaults, as an extension's
/// standard defaults are its own on iOS (app and extension share only app groups).
public enum AppGroupDefaults {
    /// One store's domain for one suite.
    struct Domain: Sendable {
        /// The domain's name: "<suite>.widgetrelay-<n>" (the suite name Foundation's initializer
        /// is given; nothing is kept under it in Foundation's preferences).
        let name: String
        let suite: String
        /// The store it mirrors (compared by identity; weak, so a finished overlay's domains go).
        let owner: StoreReference
        var store: AnyObject? { owner.object }
        /// Each key's value as last read from or written to the store, encoded.
        var stored: [String: Data]
        /// Whether the domain holds what `stored` says (false once the store refused a flush:
        /// the domain keeps changes the store does not have).
        var clean = true
        /// How many times a flush read the whole domain back and encoded every value again: only
        /// after the store refused a flush (``SuiteDefaults`` notes every write app code makes).
        var reads = 0
    }

    private struct Registry {
        var domains: [String: Domain] = [:]
        /// Domains whose store is gone, for reuse (each suite its own), with what each holds
        /// (its values as last flushed, encoded): a domain reused is brought to its new store's
        /// values key by key, as ``sync(store:)`` does, rather than emptied and filled again.
        var free: [String: [(name: String, holding: [String: Data]?)]] = [:]
        var next = 0
    }

    private static let registry = Mutex(Registry())
    /// The object for each domain name, made once, and the one app code's
    /// `UserDefaults(suiteName:)` gets: Linux Foundation's designated initializer checks and
    /// copies the process's arguments into the new object's volatile domain each time (the
    /// phone's command line: 105 µs of a tap's app code with two calls, 2026-11-29).
    private static let instances = Mutex([String: SuiteDefaults]())

    static func prefix(_ suite: String) -> String { "defaults/\(suite)/" }

    /// Foundation's object on the domain of `suite` for the current store (``domain(forSuite:)``):
    /// what `UserDefaults(suiteName:)` with a suite's name returns, the same object each time
    /// for one store's domain.
    public static func defaults(forSuite suite: String) -> Foundation.UserDefaults {
        foundation(domain(forSuite: suite))
    }

    /// The domain of `suite` for the current store: made (and loaded) the first time, brought
    /// up to date after.
    static func domain(forSuite suite: String) -> String {
        let store = AppEnvironment.current.store
        let identity = store as AnyObject
        if let existing = existing(suite, of: store)?.name {
            sync(existing, store: store)
            return existing
        }
        let (name, holding) = registry.withLock { registry -> (String, [String: Data]?) in
            recycle(&registry)
            if let reused = registry.free[suite]?.popLast() { return (reused.name, reused.holding) }
            registry.next += 1
            return ("\(suite).widgetrelay-\(registry.next)", nil)
        }
        let stored = load(name, suite: suite, from: store, holding: holding)
        registry.withLock {
            $0.domains[name] = Domain(name: name, suite: suite, owner: StoreReference(identity), stored: stored)
        }
        return name
    }

    /// Writes what app code changed in `store`'s domains to `store` (`AppCodeRunner` calls
    /// it when app code returns; tests call it to read the store itself).
    public static func flush(store: any AppGroupStore) {
        for name in names(of: store) { flush(name, store: store) }
    }

    /// Writes each of `store`'s domains' changes, then reads the store's values again: what
    /// app code starting now with `store` reads.
    public static func sync(store: any AppGroupStore) {
        for name in names(of: store) { sync(name, store: store) }
    }

    /// Forgets `store`'s domains without writing them (app code that failed or timed out).
    public static func discard(store: any AppGroupStore) {
        let identity = store as AnyObject
        registry.withLock { registry in
            for (name, domain) in registry.domains where domain.store === identity {
                foundation(name).reset()  // what the failed app code wrote is gone with it
                registry.domains[name] = nil
                registry.free[domain.suite, default: []].append((name, [:]))
            }
        }
    }

    /// How many times flushes read `suite`'s domain for `store` back (tests: never
    /// while the store takes every flush).
    package static func domainReads(forSuite suite: String, store: any AppGroupStore) -> Int {
        existing(suite, of: store)?.reads ?? 0
    }

    /// The name of `suite`'s domain for `store`, if it has one (tests look for its values in
    /// Foundation's own preferences under that name, and find none).
    package static func domainName(forSuite suite: String, store: any AppGroupStore) -> String? {
        existing(suite, of: store)?.name
    }

    /// `suite`'s domain for `store`, if it has one.
    private static func existing(_ suite: String, of store: any AppGroupStore) -> Domain? {
        let identity = store as AnyObject
        return registry.withLock { registry in
            registry.domains.values.first { $0.suite == suite && $0.store === identity }
        }
    }

    private static func names(of store: any AppGroupStore) -> [String] {
        let identity = store as AnyObject
        return registry.withLock { $0.domains.values.filter { $0.store === identity }.map(\.name).sorted() }
    }

    /// Domains whose store is gone: kept for reuse with what they hold. A tap's store goes
    /// after every tap, and emptying its domain and filling it again (a removal and a set per
    /// key, each decoding the store's value) was most of a tap's app code when Foundation held
    /// the values (120 µs, 2026-11-29): reused, it changes only the keys whose value the new
    /// store holds differently. What it holds is what app code left
    /// in it when it returned (``flush(store:)`` wrote it, or failed and said so: then it is
    /// emptied); app code that failed or timed out had its domains emptied (``discard(store:)``).
    private static func recycle(_ registry: inout Registry) {
        for (name, domain) in registry.domains where domain.store == nil {
            registry.domains[name] = nil
            registry.free[domain.suite, default: []].append((name, domain.clean ? domain.stored : nil))
        }
    }

    private static func foundation(_ name: String) -> SuiteDefaults {
        instances.withLock { instances in
            if let made = instances[name] { return made }
            let made = SuiteDefaults(domain: name, suite: suite(ofDomain: name))!  // fails for no name only
            instances[name] = made
            return made
        }
    }

    /// The app group's name of a domain named "<suite>.widgetrelay-<n>".
    private static func suite(ofDomain name: String) -> String {
        guard let mark = name.range(of: ".widgetrelay-", options: .backwards) else { return name }
        return String(name[..<mark.lowerBound])
    }

    /// Fills the domain with the store's values; returns them encoded. `holding` is what the
    /// domain holds now when that is known (its values as last flushed): then only the keys
    /// whose value differs are set or removed, rather than every key removed and set again.
    private static func load(
        _ name: String, suite: String, from store: any AppGroupStore, holding: [String: Data]? = nil
    ) -> [String: Data] {
        if holding == nil { foundation(name).reset() }
        let before = holding ?? [:]
        let defaults = foundation(name)
        var stored: [String: Data] = [:]
        let prefix = prefix(suite)
        for key in store.keys(withPrefix: prefix) {
            guard let data = store.value(forKey: key) else { continue }
            let short = String(key.dropFirst(prefix.count))
            if before[short] == data {
                stored[short] = data
                continue
            }
            guard let value = StoredDefault.decode(data) else { continue }
            defaults.setLoaded(value, forKey: short)
            stored[short] = data
        }
        for key in before.keys where stored[key] == nil { defaults.removeLoaded(forKey: key) }
        return stored
    }

    /// Writes the domain's changes to `store`; whether the domain then holds what its record
    /// says (`stored`): false when the store refused the changes.
    ///
    /// The changes are the values app code set and the keys it removed, as ``SuiteDefaults``
    /// noted them, encoded as the store keeps them; only when the store refused the last flush
    /// (the record no longer says what the domain holds) is the whole domain read back.
    @discardableResult
    private static func flush(_ name: String, store: any AppGroupStore) -> Bool {
        guard let domain = registry.withLock({ $0.domains[name] }) else { return false }
        let defaults = foundation(name)
        let writes = defaults.takeWrites()
        // Nothing written since the domain last matched its record: nothing to write.
        guard !writes.isEmpty || !domain.clean else { return domain.clean }
        var current = domain.stored
        if !domain.clean {
            registry.withLock { $0.domains[name]?.reads += 1 }
            current = (defaults.persistentDomain(forName: name) ?? [:]).compactMapValues(StoredDefault.encode)
        } else {
            for (key, written) in writes.values { current[key] = written }
        }
        var changes: [String: Data?] = [:]
        for (key, data) in current where domain.stored[key] != data {
            changes[prefix(domain.suite) + key] = .some(data)
        }
        for key in domain.stored.keys where current[key] == nil { changes[prefix(domain.suite) + key] = .some(nil) }
        guard !changes.isEmpty else { return true }
        do {
            try store.write(changes)
            registry.withLock {
                $0.domains[name]?.stored = current
                $0.domains[name]?.clean = true
            }
            return true
        } catch {
            // The store refused (the phone's database failed): the domain keeps the changes,
            // which the next flush tries again.
            registry.withLock { $0.domains[name]?.clean = false }
            return false
        }
    }

    private static func sync(_ name: String, store: any AppGroupStore) {
        let clean = flush(name, store: store)
        guard let domain = registry.withLock({ $0.domains[name] }) else { return }
        let stored = load(name, suite: domain.suite, from: store, holding: clean ? domain.stored : nil)
        registry.withLock {
            $0.domains[name]?.stored = stored
            $0.domains[name]?.clean = true
        }
    }
}

/// A store, held weakly: a domain goes with its store. (Only compared by identity, never
/// called through, so sharing the reference is safe.)
final class StoreReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A default's value as the store keeps it (the same JSON as before Foundation's type was
/// used: `{"int":{"_0":7}}`): strings, numbers, Booleans, data, dates, string arrays, and any
/// other property list (arrays and dictionaries) as its binary property list.
enum StoredDefault: Codable {
    case string(String), int(Int), double(Double), float(Float), bool(Bool), data(Data), date(Date), strings([String])
    case propertyList(Data)

    static func encode(_ value: Any) -> Data? {
        let stored: StoredDefault
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber, let kind = StoredDefault(number) {
            return bytes(of: kind)
        }
        switch value {
        case let value as String: stored = .string(value)
        case let value as Bool: stored = .bool(value)
        case let value as Int: stored = .int(value)
        case let value as Double: stored = .double(value)
        case let value as Float: stored = .float(value)
        case let value as CGFloat: stored = .double(Double(value))
        case let value as any FixedWidthInteger:  // Int8 … UInt64, which Foundation takes too
            guard let whole = Int(exactly: value) else { return encode(NSNumber(value: UInt64(value))) }
            stored = .int(whole)
        case let value as Data: stored = .data(value)
        case let value as Date: stored = .date(value)
        case let value as [String]: stored = .strings(value)
        default:
            guard let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            else { return nil }
            stored = .propertyList(data)
        }
        return bytes(of: stored)
    }

    /// `stored` as the store keeps it: `JSONEncoder`'s bytes (``StoredDefaultJSON`` writes the
    /// two commonest kinds itself, the same bytes).
    private static func bytes(of stored: StoredDefault) -> Data? {
        StoredDefaultJSON.encode(stored) ?? (try? JSONEncoder().encode(stored))
    }

    /// An `NSNumber` as what it holds (Foundation's typed setters hand `set(_: Any?, forKey:)`
    /// one, and reading it back gives that kind again): Linux casts any `NSNumber` of 0 or 1 to
    /// `Bool` and any whole one to `Int`, so its kind is read from its type code. Nil for an
    /// unsigned number past `Int.max`, which is kept as any other property list.
    init?(_ number: NSNumber) {
        if number === NSNumber(value: true) || number === NSNumber(value: false) {  // the two CFBooleans
            self = .bool(number.boolValue)
            return
        }
        switch String(cString: number.objCType) {
        case "B": self = .bool(number.boolValue)
        case "f": self = .float(number.floatValue)
        case "d": self = .double(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            guard let whole = Int(exactly: number.uint64Value) else { return nil }
            self = .int(whole)
        default: self = .int(number.intValue)
        }
    }

    static func decode(_ data: Data) -> Any? {
        switch StoredDefaultJSON.decode(data) ?? (try? JSONDecoder().decode(StoredDefault.self, from: data)) {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .float(let value): value
        case .bool(let value): value
        case .data(let value): value
        case .date(let value): value
        case .strings(let value): value
        case .propertyList(let data): try? PropertyListSerialization.propertyList(from: data, format: nil)
        case nil: nil
        }
    }
}

/// What lets `UserDefaults(suiteName:)` with a suite's name answer with an object already made:
/// an initializer in a protocol's extension may hand back an existing instance, which a class's
/// own (convenience) initializer may not, since it must run Foundation's designated one. Only
/// Foundation's `UserDefaults` conforms; nothing to adopt.
public protocol AppGroupSuiteInitializable {}

extension UserDefaults: AppGroupSuiteInitializable {}

extension AppGroupSuiteInitializable where Self == UserDefaults {
    /// `UserDefaults(suiteName:)` with the suite's name: Foundation's `UserDefaults` on the
    /// current store's domain for that suite (see ``AppGroupDefaults``), brought up to date;
    /// the same object each time within one store's domain (one interaction's, or the phone's
    /// own), so it costs no new Foundation object.
    public init?(suiteName: String) {
        self = AppGroupDefaults.defaults(forSuite: suiteName)
    }
}

extension UserDefaults {
    /// Whether anything is stored for `name`.
    public func contains(_ name: String) -> Bool { object(forKey: name) != nil }
}

extension UserDefaults {
    /// A Codable record kept as its JSON in the defaults (the sample apps' to-do list).
    public func record<T: Decodable>(_ type: T.Type, forKey name: String) -> T? {
        data(forKey: name).flatMap { try? JSONDecoder().decode(T.self, from: $0) }
    }

    /// Keeps a Codable record as its JSON; nil removes it.
    public func setRecord<T: Encodable>(_ value: T?, forKey name: String) throws {
        guard let value else { return removeObject(forKey: name) }
        set(try JSONEncoder.sorted.encode(value), forKey: name)
    }
}

extension UserDefaults {
    /// `setValue(_:forKey:)`: key-value coding's setter on Apple's systems (Objective-C);
    /// here it is `set(_:forKey:)`: nil removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let value else { return removeObject(forKey: key) }
        set(value, forKey: key)
    }

    /// `value(forKey:)`: what `object(forKey:)` answers.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
