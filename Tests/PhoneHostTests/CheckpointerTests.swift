import Dispatch
import Foundation
@testable import PhoneHost
import RelayTestSupport
import RelayWire
import Synchronization
import Testing

/// The write-ahead log is moved into the main file between commits: no commit runs
/// SQLite's automatic checkpoint, and the log stays small however many commits come.
@Suite("Checkpointer: the store's log checkpointed between commits, not in one")
struct CheckpointerTests {
    @Test("3,000 interaction commits in a row: checkpoints ran beside them, the log stayed bounded and was cut back, nothing was lost")
    func logStaysSmall() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckpt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/phone.sqlite"
        let database = try PhoneDatabase(path: path)
        // The writer never checkpoints inside a commit.
        let autocheckpoint = try await database.pool.write { try Int.fetchOne($0, sql: "PRAGMA wal_autocheckpoint") }
        #expect(autocheckpoint == 0)
        var result = Relay_V1_InteractionResult()
        for index in 0..<3000 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        try await within(10, "the checkpoints") {
            while database.checkpointer.checkpoints < 1 || database.checkpointer.isRunning { await Task.yield() }
        }
        // Without the checkpointer the log holds every page of 3,000 commits (48 MB); beside a
        // writer that never paused, it stays near its bound (2,000 frames, about 8 MB, and what
        // the writer adds before the checkpointer's thread notices: more on a busy machine).
        let walPath = path + "-wal"
        func logSize() throws -> Int { try FileManager.default.attributesOfItem(atPath: walPath)[.size] as? Int ?? 0 }
        let during = try logSize()
        #expect(during < 24 * 1024 * 1024, "the log is \(during) bytes")
        // Once the writer pauses, a checkpoint copies the whole log, and the next commit starts
        // it again from its beginning, the file cut back to its limit.
        try await database.checkpointer.connection.writeWithoutTransaction { _ = try $0.checkpoint(.passive) }
        try database.commitInteraction(result, device: "watch", changes: [:], at: Date())
        let after = try logSize()
        #expect(after <= PhoneDatabase.logSizeLimit, "the log is \(after) bytes")
        #expect(database.value(forKey: "counter") == Data("2999".utf8))
        #expect(try database.interactionResult("tap-0", device: "desk") != nil)
    }

    @Test("a commit does not wait for a checkpoint under way: the checkpointer's connection is its own")
    func commitBesideCheckpoint() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckpt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try PhoneDatabase(path: "\(folder)/phone.sqlite")
        var result = Relay_V1_InteractionResult()
        for index in 0..<150 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        // A checkpoint under way, held there until the commits below are done.
        let (holding, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        database.checkpointer.connection.asyncWriteWithoutTransaction { db in
            _ = try? db.checkpoint(.passive)
            holding.signal()
            release.wait()
        }
        holding.wait()
        defer { release.signal() }
        try await within(10, "commits beside a checkpoint under way") {
            await Thread.detachNewThreadAsync {
                var result = Relay_V1_InteractionResult()
                for index in 150..<160 {
                    result.interactionID = "tap-\(index)"
                    try? database.commitInteraction(result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
                }
            }.value
        }
        #expect(database.value(forKey: "counter") == Data("159".utf8))
    }

    @Test("commits never fail while checkpoints and readers run beside them")
    func commitsBesideReaders() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckpt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try PhoneDatabase(path: "\(folder)/phone.sqlite")
        let done = Atomic<Bool>(false)
        let readers = (0..<3).map { reader in
            Thread.detachNewThreadAsync {
                var reads = 0
                repeat {
                    _ = database.value(forKey: "counter")
                    _ = try? database.interactionResult("tap-\(reads)", device: "desk")
                    reads += 1
                } while !done.load(ordering: .relaxed)
                return reads + reader * 0
            }
        }
        var result = Relay_V1_InteractionResult()
        for index in 0..<3000 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        done.store(true, ordering: .relaxed)
        for reader in readers { #expect(await reader.value > 0) }
        #expect(database.checkpointer.checkpoints > 0)
        #expect(database.value(forKey: "counter") == Data("2999".utf8))
    }
}

extension Thread {
    /// Runs `body` on a new thread (not Swift's shared ones); its value when it returns.
    static func detachNewThreadAsync<T: Sendable>(_ body: @escaping @Sendable () -> T) -> Task<T, Never> {
        Task {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: body()) }
            }
        }
    }
}
