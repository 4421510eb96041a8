import Foundation
import GRDB

extension PhoneDatabase {
    /// Deletes, among the `limit` oldest interaction records, those from before `cutoff`, in a
    /// transaction of its own on the writer's queue (after the commits queued before it, never
    /// in one), and calls `done` there with how many. The in-memory filter keeps saying "maybe"
    /// for those (a read then finds them gone) until it is rebuilt, once it holds more than its
    /// capacity.
    ///
    /// Records are found by insertion order (the rowid), which is the order of their times as
    /// the phone's clock gave them, so a batch reads `limit` rows and no index on `at` costs every
    /// commit a page (one made the log under sustained commits a quarter larger). A record whose
    /// time is out of order (a clock set back) waits for those before it.
    package func pruneInteractions(
        before cutoff: Date, limit: Int, done: @escaping @Sendable (Result<Int, any Error>) -> Void
    ) {
        pool.asyncWriteWithoutTransaction { [self] db in
            do {
                try db.execute(
                    sql: """
                        DELETE FROM interactions WHERE rowid IN (
                            SELECT rowid FROM (SELECT rowid, at FROM interactions ORDER BY rowid LIMIT ?) WHERE at < ?)
                        """, arguments: [limit, cutoff.timeIntervalSince1970])
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
