import Dispatch
import GRDB
import Synchronization

/// Moves the store's write-ahead log into the main file beside the writer, never in its way.
///
/// SQLite's automatic checkpoint runs inside the commit that takes the log past 1,000
/// pages: that commit copies every page back and syncs the main file, so one interaction
/// in a few hundred waited milliseconds (the p99.9 in `tools/bench`). The writer's
/// automatic checkpoint is off; instead, every ``interval`` commits a PASSIVE checkpoint
/// runs on a connection of this checkpointer's own, on its own queue: a PASSIVE
/// checkpoint takes no lock a writer or a reader needs, so commits and reads go on beside
/// it, and the log stays bounded (``maximumLogFrames``, then a RESTART by the writer; the file is cut back to
/// ``PhoneDatabase/logSizeLimit`` when it starts again). (Run on the writer's own queue, between commits, the next commit waited for it:
/// the stall moved instead of going. On a second connection without a busy timeout, a
/// commit or read now and then met SQLITE_BUSY while the log was being reset: every
/// connection of the store waits out such a moment, ``PhoneDatabase/busyTimeout``.)
final class Checkpointer: TransactionObserver, Sendable {
    /// Commits between checkpoints (an interaction's commit writes about four pages).
    static let interval = 100
    /// A writer that never pauses leaves a PASSIVE checkpoint frames it has not copied, and the
    /// log starts again from its beginning only when it was copied whole: past this many frames
    /// (about 8 MB) the writer itself runs a RESTART checkpoint before its next commit
    /// (``takeRestart()``): a moment's wait for that commit, under sustained load only. (Run
    /// here, a RESTART waits for a moment with no writer, which such a writer rarely leaves.)
    static let maximumLogFrames = 2000
    /// PASSIVE passes at most per checkpoint.
    static let passes = 4

    /// The connection that checkpoints (its queue is its own).
    let connection: DatabaseQueue
    private struct State {
        var commits = 0
        var running = false
        var done = 0
        var restartWanted = false
    }
    private let state = Mutex(State())

    /// A checkpointer with a connection of its own to the store at `path`.
    init(path: String, configuration: Configuration) throws {
        connection = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Whether the log outgrew ``maximumLogFrames`` (once: the writer restarts it).
    func takeRestart() -> Bool {
        state.withLock { state in
            defer { state.restartWanted = false }
            return state.restartWanted
        }
    }

    /// Whether a checkpoint is queued or under way.
    var isRunning: Bool { state.withLock { $0.running } }

    /// Checkpoints finished so far.
    var checkpoints: Int { state.withLock { $0.done } }

    private func commitCounted() {
        let start = state.withLock { state -> Bool in
            state.commits += 1
            guard state.commits >= Self.interval, !state.running else { return false }
            state.commits = 0
            state.running = true
            return true
        }
        guard start else { return }
        connection.asyncWriteWithoutTransaction { [self] db in
            // A pass copies the log as it was when the pass began; commits during it leave it
            // short of the end. Another pass copies just those, until one finds nothing new: then
            // the next commit can start the log again from its beginning.
            var pass = try? db.checkpoint(.passive)
            var passes = 1
            while let last = pass, passes < Self.passes {
                pass = try? db.checkpoint(.passive)
                passes += 1
                guard let now = pass, now.walFrameCount > last.walFrameCount else { break }
            }
            // (A pass reports the log as it began: "all copied" says nothing of commits since.)
            let behind = (pass?.walFrameCount ?? 0) > Self.maximumLogFrames
            state.withLock {
                if behind { $0.restartWanted = true }
                $0.running = false
                $0.done += 1
            }
        }
    }

    // MARK: TransactionObserver (on the writer's connection)

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { commitCounted() }
    func databaseDidRollback(_ db: Database) {}
}
