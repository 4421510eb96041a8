import Foundation
import GRDB

extension PhoneDatabase {
    /// v4: interaction records by time, so a batch past the retention window is found without a scan.
    static func migrateToV4(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX interactions_at ON interactions(at)")
    }

    /// Deletes the oldest interaction records from before `cutoff`, `limit` at most, in a
    /// transaction of its own on the writer's queue (after the commits queued before it, never
    /// in one), and calls `done` there with how many. The in-memory filter keeps saying "maybe"
    /// for those (a read then finds them gone) until it is rebuilt, once it holds more than its
    /// capacity.
    package func pruneInteractions(before cutoff: Date, limit: Int, done: @escaping @Sendable (Result<Int, any Error>) -> Void) {
        pool.asyncWriteWithoutTransaction { [self] db in
            do {
                try db.execute(sql: """
                    DELETE FROM interactions WHERE rowid IN (SELECT rowid FROM interactions WHERE at < ? ORDER BY at LIMIT ?)
                    """, arguments: [cutoff.timeIntervalSince1970, limit])
                let deleted = db.changesCount
                if deleted > 0, recorded.withLock({ $0.count > $0.capacity }) {
                    // Read on the writer's queue: every commit is either in the table or inserted after.
                    let filter = try Self.loadFilter(db)
                    recorded.withLock { $0 = filter }
                }
                done(.success(deleted))
            } catch {
                done(.failure(error))
            }
        }
    }

    /// The store's size on disk now: the main file and its write-ahead log.
    package func size() -> StoreSize {
        func bytes(_ path: String) -> UInt64 {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.uint64Value ?? 0
        }
        let wal = bytes(path + "-wal")
        // A log starts with a 32-byte header; each frame is a page and a 24-byte header.
        let frames = wal > 32 ? (wal - 32) / UInt64(pageSize + 24) : 0
        return StoreSize(fileBytes: bytes(path), walBytes: wal, walFrames: frames)
    }

    /// How many interaction records the store keeps.
    package func interactionRecords() throws -> Int {
        try pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM interactions") ?? 0 }
    }
}

/// The phone's store on disk: the main file and its write-ahead log (`phone-node status`).
package struct StoreSize: Sendable, Hashable {
    package var fileBytes: UInt64
    package var walBytes: UInt64
    /// The frames the log file has room for (a page each), whether or not a checkpoint copied them.
    package var walFrames: UInt64
}
