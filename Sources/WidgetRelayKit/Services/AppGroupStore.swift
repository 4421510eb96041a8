import Foundation

/// The app-group container apps and their widget code share: a key-value store
/// whose batches commit atomically. The phone node backs it with SQLite; tests
/// use ``InMemoryAppGroupStore``.
public protocol AppGroupStore: Sendable {
    /// The stored bytes for `key`.
    func value(forKey key: String) -> Data?
    /// Applies every change at once (nil removes the key); all or nothing.
    func write(_ changes: [String: Data?]) throws
    /// Every key starting with `prefix`.
    func keys(withPrefix prefix: String) -> [String]
}

/// A store in memory, for tests and previews.
public final class InMemoryAppGroupStore: AppGroupStore {
    private let values = NSLockedDictionary()
    public init() {}
    public func value(forKey key: String) -> Data? { values.get(key) }
    public func write(_ changes: [String: Data?]) throws { values.apply(changes) }
    public func keys(withPrefix prefix: String) -> [String] { values.keys().filter { $0.hasPrefix(prefix) }.sorted() }
}

final class NSLockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data] = [:]
    func get(_ key: String) -> Data? { lock.withLock { storage[key] } }
    func keys() -> [String] { lock.withLock { Array(storage.keys) } }
    func apply(_ changes: [String: Data?]) {
        lock.withLock { for (key, value) in changes { storage[key] = value } }
    }
}

/// `UserDefaults(suiteName:)` for the app group: typed values in the current
/// ``AppEnvironment``'s store, namespaced by suite. Sample code writes
/// `UserDefaults(suiteName:)`; a one-line typealias in the app maps the name here.
public struct AppGroupDefaults: Sendable {
    let suite: String
    let store: any AppGroupStore

    /// The defaults of an app group (any suite name is accepted, as on Apple's platforms).
    public init?(suiteName: String?) {
        suite = suiteName ?? "standard"
        store = AppEnvironment.current.store
    }

    /// The app's own defaults.
    public static var standard: AppGroupDefaults { AppGroupDefaults(suiteName: nil)! }

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
