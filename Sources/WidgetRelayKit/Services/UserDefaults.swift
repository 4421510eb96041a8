import Foundation

/// `UserDefaults(suiteName:)` and `UserDefaults.standard`, as app code writes them:
/// typed values in the app group's durable store, namespaced by suite.
///
/// It shadows Foundation's `UserDefaults` (a process-local store on Linux) for code that
/// imports only WidgetRelayKit. Every call reads and writes the store of the code running
/// *now* (``AppEnvironment/current``), even through a value kept in a `static let`: on the
/// phone that is its SQLite store for app code and providers, and inside an intent's
/// `perform()` the held-aside store whose writes commit with the interaction, or not at all.
public struct UserDefaults: Sendable {
    let suite: String
    var store: any AppGroupStore { AppEnvironment.current.store }

    /// The defaults of an app group or other suite (any name is accepted, as on Apple's
    /// platforms for a suite the app may use; nil means ``standard``).
    public init?(suiteName: String?) {
        suite = suiteName ?? "standard"
    }

    /// The app's own defaults (kept in the same durable store).
    public static var standard: UserDefaults { UserDefaults(suiteName: nil)! }

    private func key(_ name: String) -> String { "defaults/\(suite)/\(name)" }

    private enum Stored: Codable {
        case string(String), int(Int), double(Double), bool(Bool), data(Data), date(Date), strings([String])
    }

    private func store(_ value: Stored?, _ name: String) {
        try? store.write([key(name): value.flatMap { try? JSONEncoder().encode($0) }])
    }

    private func stored(_ name: String) -> Stored? {
        store.value(forKey: key(name)).flatMap { try? JSONDecoder().decode(Stored.self, from: $0) }
    }

    public func set(_ value: String?, forKey name: String) { store(value.map(Stored.string), name) }
    public func set(_ value: Int, forKey name: String) { store(.int(value), name) }
    public func set(_ value: Double, forKey name: String) { store(.double(value), name) }
    public func set(_ value: Bool, forKey name: String) { store(.bool(value), name) }
    public func set(_ value: Data?, forKey name: String) { store(value.map(Stored.data), name) }
    public func set(_ value: Date?, forKey name: String) { store(value.map(Stored.date), name) }
    public func set(_ value: [String]?, forKey name: String) { store(value.map(Stored.strings), name) }
    public func removeObject(forKey name: String) { store(nil, name) }

    public func string(forKey name: String) -> String? {
        if case .string(let value) = stored(name) { return value }
        return nil
    }
    public func integer(forKey name: String) -> Int {
        if case .int(let value) = stored(name) { return value }
        return 0
    }
    public func double(forKey name: String) -> Double {
        if case .double(let value) = stored(name) { return value }
        return 0
    }
    public func bool(forKey name: String) -> Bool {
        if case .bool(let value) = stored(name) { return value }
        return false
    }
    public func data(forKey name: String) -> Data? {
        if case .data(let value) = stored(name) { return value }
        return nil
    }
    public func stringArray(forKey name: String) -> [String]? {
        if case .strings(let value) = stored(name) { return value }
        return nil
    }
    /// `setValue(_:forKey:)`, `set(_:forKey:)` with any value: a string, number, Boolean,
    /// data, date or string array is kept as that type; nil removes the key. Another type
    /// is not stored (Foundation would raise for a non-property-list value).
    public func setValue(_ value: Any?, forKey name: String) {
        switch value {
        case nil: removeObject(forKey: name)
        case let value as String: set(value, forKey: name)
        case let value as Bool: set(value, forKey: name)
        case let value as Int: set(value, forKey: name)
        case let value as Double: set(value, forKey: name)
        case let value as Data: set(value, forKey: name)
        case let value as Date: set(value, forKey: name)
        case let value as [String]: set(value, forKey: name)
        default: break
        }
    }

    /// `value(forKey:)` / `object(forKey:)`: what is stored, as the type it was stored as.
    public func value(forKey name: String) -> Any? { object(forKey: name) }

    public func object(forKey name: String) -> Any? {
        switch stored(name) {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .data(let value): value
        case .date(let value): value
        case .strings(let value): value
        case nil: nil
        }
    }

    /// Whether anything is stored for `name`.
    public func contains(_ name: String) -> Bool { store.value(forKey: key(name)) != nil }

    /// A Codable record (the "database access" part of the shared container).
    public func record<T: Decodable>(_ type: T.Type, forKey name: String) -> T? {
        store.value(forKey: "records/\(suite)/\(name)").flatMap { try? JSONDecoder().decode(T.self, from: $0) }
    }

    /// Stores a Codable record; nil removes it.
    public func setRecord<T: Encodable>(_ value: T?, forKey name: String) throws {
        try store.write(["records/\(suite)/\(name)": try value.map { try JSONEncoder.sorted.encode($0) }])
    }
}
