import Foundation
import Synchronization
import WidgetRelayKit

/// The app group's data in the phone's database.
final class SQLiteAppGroupStore: AppGroupStore {
    let database: PhoneDatabase
    init(database: PhoneDatabase) { self.database = database }
    func value(forKey key: String) -> Data? { database.value(forKey: key) }
    func write(_ changes: [String: Data?]) throws { try database.write(changes) }
    func keys(withPrefix prefix: String) -> [String] { database.keys(withPrefix: prefix) }
    /// `<data>/AppGroups`, beside the database: the app groups' shared folders.
    var containerDirectory: URL? {
        URL(fileURLWithPath: database.pool.path).deletingLastPathComponent().appendingPathComponent("AppGroups", isDirectory: true)
    }
}

/// A store that keeps an intent's writes aside until the phone commits them
/// together with the interaction's record (exactly once). Reads see the
/// pending writes first.
final class OverlayStore: AppGroupStore {
    private let base: any AppGroupStore
    private let pending = Mutex<[String: Data?]>([:])

    init(base: any AppGroupStore) { self.base = base }

    /// The base's folders: files are not held aside.
    var containerDirectory: URL? { base.containerDirectory }

    /// Every write so far, to commit.
    var changes: [String: Data?] { pending.withLock { $0 } }

    func value(forKey key: String) -> Data? {
        if let entry = pending.withLock({ $0[key] }) { return entry }
        return base.value(forKey: key)
    }

    func write(_ changes: [String: Data?]) throws {
        pending.withLock { pending in for (key, value) in changes { pending[key] = .some(value) } }
    }

    func keys(withPrefix prefix: String) -> [String] {
        let overlay = pending.withLock { $0 }
        var keys = Set(base.keys(withPrefix: prefix))
        for (key, value) in overlay where key.hasPrefix(prefix) {
            if value == nil { keys.remove(key) } else { keys.insert(key) }
        }
        return keys.sorted()
    }
}
