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
    /// The folder that holds the app groups' shared folders
    /// (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`); nil: none.
    var containerDirectory: URL? { get }
}

extension AppGroupStore {
    public var containerDirectory: URL? { nil }
}

/// A store in memory, for tests and previews.
public final class InMemoryAppGroupStore: AppGroupStore {
    private let values = NSLockedDictionary()
    /// A fresh temporary folder, this store's own, removed with the store (each test's environment
    /// made one and left it: two thousand a day in the temporary folder).
    public let containerDirectory: URL?
    public init() {
        containerDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetrelay-appgroups-\(UUID().uuidString)", isDirectory: true)
    }
    deinit {
        if let containerDirectory { try? FileManager.default.removeItem(at: containerDirectory) }
    }
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
