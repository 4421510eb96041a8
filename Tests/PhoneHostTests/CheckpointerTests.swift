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
    @Test("3,000 interaction commits in a row: checkpoints ran between them, the log stayed small, nothing was lost")
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
        // The last checkpoint triggered has finished (both steps).
        try await within(10, "the checkpoints") {
            while database.checkpointer.checkpoints < 1 || database.checkpointer.isRunning { await Task.yield() }
        }
        // One more commit starts the log again from its beginning: it stays a few hundred pages.
        try database.commitInteraction(result, device: "watch", changes: [:], at: Date())
        // Without it the log holds every page of 3,000 commits (over 15 MB); with it, a few hundred.
        let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0
        #expect(log < 4 * 1024 * 1024, "the log is \(log) bytes")
        #expect(database.value(forKey: "counter") == Data("2999".utf8))
        #expect(try database.interactionResult("tap-0", device: "desk") != nil)
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
