import Foundation
import Synchronization

/// App-group defaults through Foundation's own `UserDefaults`.
///
/// Foundation's `UserDefaults` keeps a suite's values in the process (CFPreferences on Linux);
/// nothing of its storage can be redirected. So `UserDefaults(suiteName:)` with a suite's
/// name (a `String`, as app code writes it) gives Foundation's object on a domain of its own
/// for the suite *and the store of the code running now* (``AppEnvironment/current``), which
/// this type keeps equal to that store's `defaults/<suite>/<key>` values:
///
/// - the domain is loaded from the store when it is first made, and brought up to date
///   (its own changes written to the store, then the store's values read again) each time
///   `UserDefaults(suiteName:)` names it again, and each time app code starts with that store;
/// - what app code wrote to it is written to its store when the app code returns (the
///   phone's `AppCodeRunner` calls ``flush(store:)``): inside an intent's `perform()` the
///   store is the interaction's held-aside store, so its writes are committed with its result
///   exactly once, or (when it fails or times out) not at all, as before;
/// - two interactions never share a domain (each has its own store), so one never sees the
///   other's writes before they are committed.
///
/// `UserDefaults.standard` is Foundation's own: the process's defaults, as an extension's
/// standard defaults are its own on iOS (app and extension share only app groups).
public enum AppGroupDefaults {
    /// One store's domain for one suite.
    struct Domain: Sendable {
        /// Foundation's suite name of the domain: "<suite>.widgetrelay-<n>".
        let name: String
        let suite: String
        /// The store it mirrors (compared by identity; weak, so a finished overlay's domains go).
        let owner: StoreReference
        var store: AnyObject? { owner.object }
        /// Each key's value as last read from or written to the store, encoded.
        var stored: [String: Data]
    }

    private struct Registry {
        var domains: [String: Domain] = [:]
        /// Domain names whose store is gone, for reuse (each suite its own; emptied when reused).
        var free: [String: [String]] = [:]
        var next = 0
    }

    private static let registry = Mutex(Registry())
    /// Foundation's object for each domain name, made once: Linux Foundation's
    /// `UserDefaults(suiteName:)` parses the process's arguments into a volatile domain each
    /// time it is made, which cost a tap more than the rest of the defaults' work together.
    private static let instances = Mutex([String: Foundation.UserDefaults]())

    static func prefix(_ suite: String) -> String { "defaults/\(suite)/" }

    /// The domain of `suite` for the current store: made (and loaded) the first time, brought
    /// up to date after.
    static func domain(forSuite suite: String) -> String {
        let store = AppEnvironment.current.store
        let identity = store as AnyObject
        let existing = registry.withLock { registry in
            registry.domains.values.first { $0.suite == suite && $0.store === identity }?.name
        }
        if let existing {
            sync(existing, store: store)
            return existing
        }
        let name = registry.withLock { registry -> String in
            recycle(&registry)
            if let reused = registry.free[suite]?.popLast() { return reused }
            registry.next += 1
            return "\(suite).widgetrelay-\(registry.next)"
        }
        let stored = load(name, suite: suite, from: store)
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
                clear(name)
                registry.domains[name] = nil
                registry.free[domain.suite, default: []].append(name)
            }
        }
    }

    private static func names(of store: any AppGroupStore) -> [String] {
        let identity = store as AnyObject
        return registry.withLock { $0.domains.values.filter { $0.store === identity }.map(\.name).sorted() }
    }

    /// Domains whose store is gone: their names kept for reuse (emptied when reused, by
    /// `load`: a tap's store goes after every tap, and emptying it twice was a tap's
    /// costliest step).
    private static func recycle(_ registry: inout Registry) {
        for (name, domain) in registry.domains where domain.store == nil {
            registry.domains[name] = nil
            registry.free[domain.suite, default: []].append(name)
        }
    }

    private static func foundation(_ name: String) -> Foundation.UserDefaults {
        instances.withLock { instances in
            if let made = instances[name] { return made }
            let made = Foundation.UserDefaults(suiteName: Optional(name))!
            instances[name] = made
            return made
        }
    }

    private static func clear(_ name: String) {
        let defaults = foundation(name)
        for key in (defaults.persistentDomain(forName: name) ?? [:]).keys { defaults.removeObject(forKey: key) }
    }

    /// Fills the domain with the store's values; returns them encoded. `holding` is what the
    /// domain holds now when that is known (its values as last flushed): then only the keys
    /// whose value differs are set or removed, rather than every key removed and set again.
    private static func load(
        _ name: String, suite: String, from store: any AppGroupStore, holding: [String: Data]? = nil
    ) -> [String: Data] {
        if holding == nil { clear(name) }
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
            defaults.set(value, forKey: short)
            stored[short] = data
        }
        for key in before.keys where stored[key] == nil { defaults.removeObject(forKey: key) }
        return stored
    }

    /// Writes the domain's changes to `store`; whether the domain then holds what its record
    /// says (`stored`): false when the store refused the changes.
    @discardableResult
    private static func flush(_ name: String, store: any AppGroupStore) -> Bool {
        guard let domain = registry.withLock({ $0.domains[name] }) else { return false }
        let current = (foundation(name).persistentDomain(forName: name) ?? [:]).compactMapValues(StoredDefault.encode)
        var changes: [String: Data?] = [:]
        for (key, data) in current where domain.stored[key] != data {
            changes[prefix(domain.suite) + key] = .some(data)
        }
        for key in domain.stored.keys where current[key] == nil { changes[prefix(domain.suite) + key] = .some(nil) }
        guard !changes.isEmpty else { return true }
        do {
            try store.write(changes)
            registry.withLock { $0.domains[name]?.stored = current }
            return true
        } catch {
            // The store refused (the phone's database failed): the domain keeps the changes,
            // which the next flush tries again.
            return false
        }
    }

    private static func sync(_ name: String, store: any AppGroupStore) {
        let clean = flush(name, store: store)
        guard let domain = registry.withLock({ $0.domains[name] }) else { return }
        let stored = load(name, suite: domain.suite, from: store, holding: clean ? domain.stored : nil)
        registry.withLock { $0.domains[name]?.stored = stored }
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
    case string(String), int(Int), double(Double), bool(Bool), data(Data), date(Date), strings([String]), propertyList(
        Data)

    static func encode(_ value: Any) -> Data? {
        let stored: StoredDefault
        switch value {
        case let value as String: stored = .string(value)
        case let value as Bool: stored = .bool(value)
        case let value as Int: stored = .int(value)
        case let value as Double: stored = .double(value)
        case let value as Float: stored = .double(Double(value))
        case let value as Data: stored = .data(value)
        case let value as Date: stored = .date(value)
        case let value as [String]: stored = .strings(value)
        default:
            guard let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            else { return nil }
            stored = .propertyList(data)
        }
        return try? JSONEncoder().encode(stored)
    }

    static func decode(_ data: Data) -> Any? {
        switch try? JSONDecoder().decode(StoredDefault.self, from: data) {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .data(let value): value
        case .date(let value): value
        case .strings(let value): value
        case .propertyList(let data): try? PropertyListSerialization.propertyList(from: data, format: nil)
        case nil: nil
        }
    }
}

extension UserDefaults {
    /// `UserDefaults(suiteName:)` with the suite's name: Foundation's `UserDefaults`, on the
    /// current store's domain for that suite (see ``AppGroupDefaults``).
    public convenience init?(suiteName: String) {
        self.init(suiteName: Optional(AppGroupDefaults.domain(forSuite: suiteName)))
    }

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
