import Foundation
import GRDB
import PhoneCore
@testable import PhoneHost
import TestSupport
import Testing
import WidgetRelayKit

/// The app group's data is read from memory (as `UserDefaults` holds its domain): a read never
/// waits for SQLite and never fails, and what it sees is what is committed, no more.
@Suite("App-group values: read from memory, as committed")
struct AppGroupValuesTests {
    static func data(_ text: String) -> Data { Data(text.utf8) }

    static func openStore() throws -> (folder: String, database: PhoneDatabase, store: SQLiteAppGroupStore) {
        let folder = TemporaryFolder.shared.makeFolder()
        let database = try PhoneDatabase(path: StoreFixture.databasePath(folder))
        return (folder, database, SQLiteAppGroupStore(database: database))
    }

    @Test("writes, removals and a prefix's keys read back; a reopened store loads them")
    func readBack() throws {
        let (folder, _, store) = try Self.openStore()
        try store.write(["a/1": Self.data("one"), "a/2": Self.data("two"), "b/1": Self.data("three")])
        try store.write(["a/1": nil])
        #expect(store.value(forKey: "a/1") == nil)
        #expect(store.value(forKey: "a/2") == Self.data("two"))
        #expect(store.keys(withPrefix: "a/") == ["a/2"])
        #expect(store.keys(withPrefix: "") == ["a/2", "b/1"])
        let reopened = SQLiteAppGroupStore(database: try PhoneDatabase(path: StoreFixture.databasePath(folder)))
        #expect(reopened.value(forKey: "b/1") == Self.data("three"))
        #expect(reopened.keys(withPrefix: "a/") == ["a/2"])
    }

    @Test("in a batch, a stale commit and a failed one change nothing in memory; the committed one does")
    func onlyCommittedChanges() throws {
        let (_, database, store) = try Self.openStore()
        try store.write(["counter": Self.data("1"), "other": Self.data("x")])
        func commit(_ id: String, _ key: String, _ value: String, read: String) -> InteractionCommit {
            var result = InteractionAnswer(interactionID: "")
            result.interactionID = id
            return InteractionCommit(
                result: result, device: "desk", changes: [key: Self.data(value)],
                reads: StoreReads(values: [key: .some(Self.data(read))]), at: Date())
        }
        // Both read counter = 1: the first commits 2, the second finds its read changed; the
        // third reuses the first's interaction id, so its record's insert fails in its savepoint.
        let outcomes = database.commitInteractions([
            commit("t1", "counter", "2", read: "1"), commit("t2", "counter", "5", read: "1"),
            commit("t1", "other", "y", read: "x"),
        ])
        #expect(outcomes.map(\.isCommitted) == [true, false, false])
        if case .failed = outcomes[2] {} else { Issue.record("the reused id should fail, not be \(outcomes[2])") }
        #expect(store.value(forKey: "counter") == Self.data("2"))
        #expect(store.value(forKey: "other") == Self.data("x"))
    }

    /// The read that used to fail: `value(forKey:)` read the file through `try?`, so a failed
    /// read (a damaged page, a lock held past the busy timeout) looked like an absent key, and
    /// an intent's `integer(forKey:) + 1` would have counted from 0.
    @Test("pages damaged after the store opened: reads still answer what was committed")
    func damagedAfterOpen() throws {
        let (folder, database, store) = try Self.openStore()
        try store.write(
            Dictionary(uniqueKeysWithValues: (0..<200).map { ("value-\($0)", Data(repeating: 7, count: 200)) }))
        try store.write(["counter": Self.data("41")])
        try database.pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        let pages = try StoreFixture.pages(folder, table: "kv")
        for page in pages.root..<pages.count { try StoreFixture.overwrite(folder, page: page) }

        #expect(store.value(forKey: "counter") == Self.data("41"))
        #expect(store.value(forKey: "value-150") == Data(repeating: 7, count: 200))
        #expect(store.keys(withPrefix: "value-").count == 200)
    }
}
