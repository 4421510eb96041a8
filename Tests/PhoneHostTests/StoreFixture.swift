import Foundation
import GRDB
@testable import PhoneHost

/// Phone stores made in the test process, and damage done to them, for start-up tests
/// of the real program.
enum StoreFixture {
    static func databasePath(_ data: String) -> String { "\(data)/phone.sqlite" }

    /// A store in `data` holding `values` app-group values of 200 bytes and `instances`
    /// Counter widgets, checkpointed and closed (everything in the main file).
    static func make(_ data: String, values: Int = 0, instances: Int = 0) throws {
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let database = try PhoneDatabase(path: databasePath(data))
        if values > 0 {
            try database.write(
                Dictionary(uniqueKeysWithValues: (0..<values).map { ("value-\($0)", Data(repeating: 7, count: 200)) }))
        }
        try database.pool.write { db in
            for index in 0..<instances {
                try db.execute(
                    sql:
                        "INSERT INTO instances (id, kind, family, owner, created_at) VALUES (?, 'Counter', 'systemSmall', 'desk', ?)",
                    arguments: ["w\(index)", Double(index)])
            }
        }
        try database.pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// The page where `table`'s B-tree starts, and the store's page count.
    static func pages(_ data: String, table: String) throws -> (root: Int, count: Int) {
        // The store `make` wrote may still be closing (its last connection checkpoints and
        // removes the log under an exclusive lock): wait for the lock, a hang guard only.
        var configuration = Configuration()
        configuration.busyMode = .timeout(60)
        let queue = try DatabaseQueue(path: databasePath(data), configuration: configuration)
        return try queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            )
        }
    }

    /// Overwrites page `page` (1-based, 4 KiB) of the store with garbage.
    static func overwrite(_ data: String, page: Int) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: databasePath(data)))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page - 1) * 4096))
        var generator = SystemRandomNumberGenerator()
        try handle.write(contentsOf: Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }
}
