import Dispatch
import GRDB
import Synchronization

/// Moves the store's write-ahead log into the main file between commits, not inside one.
///
/// SQLite's automatic checkpoint runs inside the commit that takes the log past 1,000
/// pages: that commit copies every page back and syncs the main file, so one interaction
/// in a few hundred waited milliseconds (the p99.9 in `tools/bench`). The writer's
/// automatic checkpoint is off; instead, every ``interval`` commits a PASSIVE checkpoint
/// is queued on the writer's own queue (GRDB's `asyncWriteWithoutTransaction`): it runs
/// after the commit that triggered it has returned, while the phone reloads, publishes and
/// replies, and a commit that comes meanwhile waits for it. A log checkpointed to its end
/// with the writer idle lets the next commit start the log again from its beginning.
///
/// (A first version checkpointed on a connection of its own, beside the writer: commits
/// then failed now and then with SQLITE_BUSY at `BEGIN IMMEDIATE` while it ran. One
/// connection checkpoints and writes, as before.)
final class Checkpointer: TransactionObserver, Sendable {
    /// Commits between checkpoints (an interaction's commit writes about four pages).
    static let interval = 100

    /// Queues a checkpoint on the writer; it reports when it ran.
    private let checkpoint: @Sendable (_ done: @escaping @Sendable () -> Void) -> Void
    private struct State {
        var commits = 0
        var running = false
        var done = 0
    }
    private let state = Mutex(State())

    init(checkpoint: @escaping @Sendable (_ done: @escaping @Sendable () -> Void) -> Void) {
        self.checkpoint = checkpoint
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
        checkpoint { [self] in
            state.withLock {
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
