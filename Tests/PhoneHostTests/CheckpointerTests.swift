import Dispatch
import Foundation
import GRDB
import PhoneCore
@testable import PhoneHost
import TestSupport
import Synchronization
import Testing

/// The write-ahead log is moved into the main file between commits: no commit runs
/// SQLite's automatic checkpoint, checkpoints run when the writer pauses, and the log stays
/// bounded however many commits come without a pause.
@Suite("Checkpointer: the store's log checkpointed between commits, not in one", .heavy)
struct CheckpointerTests {
    /// Holds the checkpointer's connection (a thread with no core: the checkpoint it starts
    /// waits) until the semaphore returned is signalled.
    static func hold(_ checkpointer: Checkpointer) -> DispatchSemaphore {
        let (holding, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        checkpointer.connection.asyncWriteWithoutTransaction { _ in
            holding.signal()
            release.wait()
        }
        holding.wait()
        return release
    }

    @Test(
        "the policy: nothing to copy, a pause long enough, a long run of commits, else ask again when the pause would be long enough"
    )
    func policy() {
        let policy = CheckpointPolicy(idle: .milliseconds(500), commitsUnderLoad: 2000)
        #expect(policy.decide(commits: 0, quietFor: .seconds(10)) == .nothing)
        #expect(policy.decide(commits: 1, quietFor: .zero) == .askAgain(after: .milliseconds(500)))
        #expect(policy.decide(commits: 1, quietFor: .milliseconds(200)) == .askAgain(after: .milliseconds(300)))
        #expect(policy.decide(commits: 1, quietFor: .milliseconds(500)) == .checkpoint)
        #expect(policy.decide(commits: 1999, quietFor: .zero) == .askAgain(after: .milliseconds(500)))
        #expect(policy.decide(commits: 2000, quietFor: .zero) == .checkpoint)
        // clocks read out of order
        #expect(policy.decide(commits: 1, quietFor: .milliseconds(-5)) == .askAgain(after: .milliseconds(500)))
    }

    @Test("a few commits, then a pause: a checkpoint copies them all into the main file")
    func checkpointWhenIdle() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }  // the logs grow to tens of MB
        let path = StoreFixture.databasePath(folder)
        let database = try PhoneDatabase(
            path: path, checkpointPolicy: CheckpointPolicy(idle: .milliseconds(20), commitsUnderLoad: 1_000_000))
        var result = InteractionAnswer(interactionID: "")
        for index in 0..<10 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        // The main file alone (a copy without its log) holds all ten once a checkpoint after the
        // pause has copied them; nothing else here checkpoints.
        let copy = "\(folder)/copy.sqlite"
        func interactionsInMainFile() -> Int {
            try? FileManager.default.removeItem(atPath: copy)
            guard (try? FileManager.default.copyItem(atPath: path, toPath: copy)) != nil,
                let queue = try? DatabaseQueue(path: copy)
            else { return -1 }
            return (try? queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM interactions") }) ?? -1
        }
        // The pass copies them before it counts itself done: both are waited for.
        try await poll("a checkpoint, and the ten interactions in the main file", within: 60, every: .milliseconds(5)) {
            database.checkpointer.checkpoints >= 1 && interactionsInMainFile() == 10
        }
    }

    @Test("commits without a pause: a checkpoint every commitsUnderLoad, none before")
    func checkpointUnderLoad() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }  // the logs grow to tens of MB
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 50))
        var result = InteractionAnswer(interactionID: "")
        func commit(_ range: Range<Int>) throws {
            for index in range {
                result.interactionID = "tap-\(index)"
                try database.commitInteraction(
                    result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
            }
        }
        try commit(0..<50)
        try await poll("the first checkpoint", within: 60, every: .milliseconds(5)) {
            database.checkpointer.checkpoints == 1 && !database.checkpointer.isRunning
        }
        try commit(50..<99)
        #expect(
            database.checkpointer.checkpoints == 1 && !database.checkpointer.isRunning, "a checkpoint before 50 commits"
        )
        try commit(99..<100)
        try await poll("the second checkpoint", within: 60, every: .milliseconds(5)) {
            database.checkpointer.checkpoints == 2
        }
    }

    @Test(
        "a checkpoint that cannot keep up: after half a run of commits beside it, the writer starts the log again itself"
    )
    func writerRestartsBesideSlowCheckpoint() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 50))
        // The checkpointer's connection busy until released: the checkpoint the 50th commit
        // starts waits behind this, as one on a thread that gets no core would.
        let release = Self.hold(database.checkpointer)
        defer { release.signal() }
        var result = InteractionAnswer(interactionID: "")
        for index in 0..<76 {  // 50 start the checkpoint, 25 more overtake it, one restarts the log
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        #expect(database.checkpointer.isRunning)
        // The log started again at the 76th commit: it holds that commit's frames, not 76 commits'.
        let log = try await database.pool.writeWithoutTransaction { try $0.checkpoint(.passive) }
        #expect(log.walFrameCount < 20, "the log holds \(log.walFrameCount) frames")
    }

    @Test(
        "past its hard bound, the writer waits for the checkpoint under way and starts the log again behind it: the log grows no more while a slow pass runs"
    )
    func writerRestartsBehindSlowCheckpoint() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 50))
        let checkpointer = database.checkpointer
        // The checkpointer's connection busy until released: the checkpoint the 50th commit
        // starts waits behind this, as a pass on a slow disk (or a thread with no core) would.
        let release = Self.hold(checkpointer)
        var released = false
        defer { if !released { release.signal() } }
        var result = InteractionAnswer(interactionID: "")
        for index in 0..<60 {  // 50 start the checkpoint, 10 more beside it
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        #expect(checkpointer.isRunning && !checkpointer.isWriterWaiting)
        // A RESTART wanted once the pass ends (the writer's own met it) is done by the one behind it.
        checkpointer.restartFailed()
        // SQLite says the log outgrew the hard bound: the next commit waits for the checkpoint…
        checkpointer.logLength(CheckpointPolicy.standard.logFramesLimit + 1)
        let committing = Thread.detachNewThreadAsync {
            Result {
                try database.commitInteraction(
                    InteractionAnswer(interactionID: "tap-60"), device: "desk", changes: ["counter": Data("60".utf8)],
                    at: Date())
            }
        }
        try await poll("the writer waiting for the checkpoint", within: 60, every: .milliseconds(5)) {
            checkpointer.isWriterWaiting
        }
        #expect(database.value(forKey: "counter") == Data("59".utf8), "the commit did not wait")
        // …and once it has ended, starts the log again behind it, then commits.
        release.signal()
        released = true
        try await within(60, "the commit behind the checkpoint") { try await committing.value.get() }
        #expect(checkpointer.writerWaits == 1 && !checkpointer.isWriterWaiting && checkpointer.checkpoints == 1)
        #expect(database.value(forKey: "counter") == Data("60".utf8))
        // The log started again before that commit: it holds its frames, not 61 commits'.
        let log = try await database.pool.writeWithoutTransaction { try $0.checkpoint(.passive) }
        #expect(log.walFrameCount < 20, "the log holds \(log.walFrameCount) frames")
        #expect(checkpointer.takeRestart() == .none, "a second RESTART wanted after the one behind the checkpoint")
    }

    @Test(
        "SQLite tells the writer the log's length: past the hard bound, with no checkpoint due, the next commit starts the log again"
    )
    func logLengthFromSQLite() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let limit = 100
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 1_000_000, logFramesLimit: limit)
        )
        // The log file's size as the commits go (200 commits would make it about 800 frames long):
        // a restart reuses the file from its beginning, so its size is the longest the log was.
        let walPath = StoreFixture.databasePath(folder) + "-wal"
        let frameBytes = database.pageSize + 24
        var result = InteractionAnswer(interactionID: "")
        for index in 0..<200 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        let longest =
            ((try FileManager.default.attributesOfItem(atPath: walPath)[.size] as? Int ?? 0) - 32) / frameBytes
        #expect(longest > limit, "the log never reached the bound: \(longest) frames")
        #expect(longest <= limit + 10, "the log grew past the bound: \(longest) frames")
        #expect(database.checkpointer.checkpoints == 0 && database.checkpointer.writerWaits == 0)
        #expect(database.value(forKey: "counter") == Data("199".utf8))
    }

    @Test(
        "10,000 interaction commits in a row: checkpoints ran beside them, the log stayed bounded and kept its size as it started again, nothing was lost"
    )
    func logStaysSmall() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }  // the logs grow to tens of MB
        let path = StoreFixture.databasePath(folder)
        let database = try PhoneDatabase(path: path)
        // The writer never checkpoints inside a commit.
        let autocheckpoint = try await database.pool.write { try Int.fetchOne($0, sql: "PRAGMA wal_autocheckpoint") }
        #expect(autocheckpoint == 0)
        // Every commit is synced before it returns (GRDB's WAL set-up had made it NORMAL: the log not synced).
        let synchronous = try await database.pool.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") }
        #expect(synchronous == 2, "synchronous is \(synchronous.map(String.init) ?? "?"), not FULL (2)")
        var result = InteractionAnswer(interactionID: "")
        // The log's largest size as the commits go: without the checkpointer, every page of
        // 10,000 commits (about 160 MB); beside a writer that never paused, a checkpoint every
        // 2,000 commits, the writer's restart of a log past 6,000 frames when it ends, and its
        // own restart once half a run of commits overtook a checkpoint keep it near 36 MB as a
        // rule; whatever pace the checkpointer's thread and the disk keep, the writer's restart
        // behind a checkpoint once the log outgrew its hard bound keeps it within that bound
        // and a commit (about 49 MB). (A log left to restart itself once copied grew to 70–96
        // MB; before the hard bound, a pass slowed by a disk still flushing a build, 62 MB.)
        let walPath = path + "-wal"
        func logSize() throws -> Int { try FileManager.default.attributesOfItem(atPath: walPath)[.size] as? Int ?? 0 }
        var during = 0
        for index in 0..<10_000 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
            if index % 100 == 99 { during = max(during, try logSize()) }
        }
        try await poll("the checkpoints", within: 60, every: .milliseconds(5)) {
            database.checkpointer.checkpoints >= 2 && !database.checkpointer.isRunning
        }
        print(
            "checkpointer: 10,000 commits, the log peaked at \(during / 1_048_576) MB after \(database.checkpointer.checkpoints) checkpoints"
        )
        // a commit's frames, with room
        let bound = 32 + CheckpointPolicy.standard.logFramesLimit * (database.pageSize + 24) + 256 * 1024
        #expect(during < bound, "the log reached \(during) bytes")
        // Once the writer pauses, a checkpoint copies the whole log, and the next commit starts
        // it again from its beginning: the file keeps its size (never cut back, so the commits
        // after a restart overwrite it, and a sync never writes the file's size as well).
        try await database.checkpointer.connection.writeWithoutTransaction { _ = try $0.checkpoint(.passive) }
        let before = try logSize()
        #expect(before > 4 * 1024 * 1024, "the log is \(before) bytes")
        try database.commitInteraction(result, device: "watch", changes: [:], at: Date())
        let after = try logSize()
        #expect(after == before, "the log went from \(before) to \(after) bytes as it started again")
        #expect(after < bound)
        // And it did start again: it holds that one commit's frames.
        let log = try await database.pool.writeWithoutTransaction { try $0.checkpoint(.passive) }
        #expect(log.walFrameCount < 20, "the log holds \(log.walFrameCount) frames")
        #expect(database.value(forKey: "counter") == Data("9999".utf8))
        #expect(try database.interactionResult("tap-0", device: "desk") != nil)
    }

    @Test(
        "a RESTART that meets SQLITE_BUSY is not forgotten: wanted again when the checkpoint under way ends, not before every commit"
    )
    func busyRestartIsRetried() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The writer is left the RESTART however quiet it stays (its own RESTART for a quiet writer: the next test).
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 50, restartGrace: .seconds(3600))
        )
        let checkpointer = database.checkpointer
        // The checkpoint the 50th commit starts waits behind this hold (a thread with no core).
        let release = Self.hold(checkpointer)
        var result = InteractionAnswer(interactionID: "")
        func commit(_ indices: Range<Int>) throws {
            for index in indices {
                result.interactionID = "tap-\(index)"
                try database.commitInteraction(
                    result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
            }
        }
        try commit(0..<75)  // 50 start the checkpoint, 25 more overtake it: the writer wants a RESTART
        // A reader on an older snapshot: the writer's RESTART waits its busy time-out, then meets SQLITE_BUSY.
        let (reading, readerDone) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        DispatchQueue.global().async {
            try? database.pool.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                reading.signal()
                readerDone.wait()
            }
        }
        reading.wait()
        try commit(75..<77)  // the first of these runs the RESTART, which fails
        #expect(checkpointer.isRunning)
        #expect(checkpointer.takeRestart() == .none, "not wanted again before the checkpoint in its way has ended")
        readerDone.signal()
        release.signal()
        try await poll("the held checkpoint to end", within: 60, every: .milliseconds(5)) {
            checkpointer.checkpoints >= 1 && !checkpointer.isRunning
        }
        #expect(checkpointer.takeRestart() == .now, "wanted again once it ended")
        #expect(database.value(forKey: "counter") == Data("76".utf8))
    }

    @Test(
        "a RESTART wanted at a checkpoint's end is not left behind a new pass: a quiet writer's is run by the checkpointer, which begins no pass meanwhile"
    )
    func quietWritersRestartRunsHere() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 50, restartGrace: .zero))
        let checkpointer = database.checkpointer
        let release = Self.hold(checkpointer)
        var result = InteractionAnswer(interactionID: "")
        // 50 start a checkpoint (held), 25 overtake it (a RESTART wanted), 50 more would start the
        // next pass at once when it ends: a slow pass under a writer that never pauses.
        for index in 0..<125 {
            result.interactionID = "tap-\(index)"
            // the writer's RESTART met the held pass
            if index == 75 { _ = checkpointer.takeRestart(); checkpointer.restartFailed() }
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        release.signal()
        // The pass ends with the RESTART wanted: the quiet writer's is run here, and only then the next pass.
        try await poll("the checkpointer's own RESTART", within: 60, every: .milliseconds(5)) {
            checkpointer.restarts >= 1 && !checkpointer.isRunning
        }
        #expect(checkpointer.checkpoints >= 1)
        // The next commit starts the log again from its beginning: it holds that commit's frames only.
        result.interactionID = "after"
        try database.commitInteraction(result, device: "desk", changes: ["counter": Data("125".utf8)], at: Date())
        let log = try await database.pool.writeWithoutTransaction { try $0.checkpoint(.passive) }
        #expect(log.walFrameCount < 20, "the log started again: it holds \(log.walFrameCount) frames")
        #expect(database.value(forKey: "counter") == Data("125".utf8))
    }

    @Test("a RESTART that failed with no checkpoint under way is wanted again an eighth of a run of commits later")
    func failedRestartWithoutCheckpoint() throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try PhoneDatabase(
            path: StoreFixture.databasePath(folder),
            checkpointPolicy: CheckpointPolicy(idle: .seconds(3600), commitsUnderLoad: 80))
        let checkpointer = database.checkpointer
        checkpointer.restartFailed()
        for index in 0..<9 {
            try database.commitInteraction(
                InteractionAnswer(interactionID: "tap-\(index)"), device: "desk", changes: [:], at: Date())
        }
        #expect(checkpointer.takeRestart() == .none, "not before every commit: a long reader would stall each")
        try database.commitInteraction(
            InteractionAnswer(interactionID: "tap-9"), device: "desk", changes: [:], at: Date())
        #expect(checkpointer.takeRestart() == .now)
        #expect(checkpointer.takeRestart() == .none)
    }

    @Test("a commit does not wait for a checkpoint under way: the checkpointer's connection is its own")
    func commitBesideCheckpoint() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }  // the logs grow to tens of MB
        let database = try PhoneDatabase(path: StoreFixture.databasePath(folder))
        var result = InteractionAnswer(interactionID: "")
        for index in 0..<150 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
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
        try await within(60, "commits beside a checkpoint under way") {
            await Thread.detachNewThreadAsync {
                var result = InteractionAnswer(interactionID: "")
                for index in 150..<160 {
                    result.interactionID = "tap-\(index)"
                    try? database.commitInteraction(
                        result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
                }
            }.value
        }
        #expect(database.value(forKey: "counter") == Data("159".utf8))
    }

    @Test("commits never fail while checkpoints and readers run beside them")
    func commitsBesideReaders() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }  // the logs grow to tens of MB
        let database = try PhoneDatabase(path: StoreFixture.databasePath(folder))
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
        var result = InteractionAnswer(interactionID: "")
        for index in 0..<3000 {
            result.interactionID = "tap-\(index)"
            try database.commitInteraction(
                result, device: "desk", changes: ["counter": Data(String(index).utf8)], at: Date())
        }
        done.store(true, ordering: .relaxed)
        for reader in readers { #expect(await reader.value > 0) }
        try await poll("a checkpoint", within: 60, every: .milliseconds(5)) { database.checkpointer.checkpoints > 0 }
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
