import Foundation
import Synchronization
import WidgetRelayKit

/// The app group's data in the phone's database.
final class SQLiteAppGroupStore: AppGroupStore {
    let database: PhoneDatabase
    /// `<data>/AppGroups`, beside the database: the app groups' shared folders.
    let containerDirectory: URL?
    init(database: PhoneDatabase) {
        self.database = database
        containerDirectory = URL(fileURLWithPath: database.pool.path).deletingLastPathComponent()
            .appendingPathComponent("AppGroups", isDirectory: true)
    }
    func value(forKey key: String) -> Data? { database.value(forKey: key) }
    func write(_ changes: [String: Data?]) throws { try database.write(changes) }
    func keys(withPrefix prefix: String) -> [String] { database.keys(withPrefix: prefix) }
}

/// A store that keeps an intent's writes aside until the phone commits them
/// together with the interaction's record (exactly once). Reads see the
/// pending writes first.
///
/// It also remembers what it read from the base (``recordedReads``), so the commit can tell
/// whether another interaction committed a change to that data while this `perform()` ran
/// (two taps on two widgets that increment one counter): then this perform's writes would
/// undo the other's, and the phone runs it again instead.
final class OverlayStore: AppGroupStore {
    private let base: any AppGroupStore
    private let pending = Mutex<[String: Data?]>([:])
    /// What each key read from the base held then, and the keys each prefix listed.
    private let reads = Mutex(StoreReads())

    init(base: any AppGroupStore) { self.base = base }

    /// The base's folders: files are not held aside.
    var containerDirectory: URL? { base.containerDirectory }

    /// Every write so far, to commit.
    var changes: [String: Data?] { pending.withLock { $0 } }

    func value(forKey key: String) -> Data? {
        if let entry = pending.withLock({ $0[key] }) { return entry }
        let value = base.value(forKey: key)
        reads.withLock { reads in if reads.values[key] == nil { reads.values[key] = .some(value) } }
        return value
    }

    func write(_ changes: [String: Data?]) throws {
        pending.withLock { pending in for (key, value) in changes { pending[key] = .some(value) } }
    }

    func keys(withPrefix prefix: String) -> [String] {
        let overlay = pending.withLock { $0 }
        let listed = base.keys(withPrefix: prefix)
        reads.withLock { reads in if reads.prefixes[prefix] == nil { reads.prefixes[prefix] = listed } }
        var keys = Set(listed)
        for (key, value) in overlay where key.hasPrefix(prefix) {
            if value == nil { keys.remove(key) } else { keys.insert(key) }
        }
        return keys.sorted()
    }

    /// What this overlay read from the base: the commit stores its writes only if all of it
    /// still holds (``PhoneDatabase/commitInteractions(_:)`` checks, in its transaction).
    var recordedReads: StoreReads { reads.withLock { $0 } }
}

/// What a `perform()` read from the app-group store: each key's value then (nil: absent), and
/// the keys each prefix listed.
struct StoreReads: Sendable, Hashable {
    var values: [String: Data?] = [:]
    var prefixes: [String: [String]] = [:]
}
