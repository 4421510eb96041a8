import Dispatch
import GRDB
import Synchronization

/// Moves the store's write-ahead log into the main file beside the phone, never in an
/// interaction's way.
///
/// SQLite's automatic checkpoint runs inside the commit that crosses its threshold
/// (1,000 pages): that commit copies every page back and syncs the main file, so one
/// interaction in a few hundred waited milliseconds (the p99.9 in `tools/bench`). The
/// writer's automatic checkpoint is off; instead, every ``interval`` commits:
/// 1. a PASSIVE checkpoint on a connection and queue of its own copies the log's pages
///    and syncs the main file, beside the writer, never taking its lock;
/// 2. then a second PASSIVE checkpoint, queued on the writer, copies the few pages
///    committed meanwhile. Only a log checkpointed to its end, with the writer idle,
///    lets the next commit start the log again from its beginning; without this step a
///    steady stream of taps would grow the log for ever.
/// A commit that comes during step 2 waits for those few pages only.
final class Checkpointer: TransactionObserver, Sendable {
    /// Commits between checkpoints (an interaction's commit writes about four pages).
    static let interval = 100

    private let connection: DatabaseQueue
    private let queue = DispatchQueue(label: "widgetrelay.store.checkpoint", qos: .utility)
    /// Step 2, on the writer's queue; it reports when it ran.
    private let finish: @Sendable (_ done: @escaping @Sendable () -> Void) -> Void
    private struct State {
        var commits = 0
        var running = false
        var done = 0
    }
    private let state = Mutex(State())

    init(path: String, finish: @escaping @Sendable (_ done: @escaping @Sendable () -> Void) -> Void) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(1)
        connection = try DatabaseQueue(path: path, configuration: configuration)
        self.finish = finish
    }

    /// Whether a checkpoint is under way.
    var isRunning: Bool { state.withLock { $0.running } }

    /// Checkpoints finished so far.
    var checkpoints: Int { state.withLock { $0.done } }

    /// Runs a checkpoint now, on the caller's thread.
    func checkpoint() throws {
        try connection.writeWithoutTransaction { _ = try $0.checkpoint(.passive) }
    }

    private func commitCounted() {
        let start = state.withLock { state -> Bool in
            state.commits += 1
            guard state.commits >= Self.interval, !state.running else { return false }
            state.commits = 0
            state.running = true
            return true
        }
        guard start else { return }
        queue.async { [self] in
            try? checkpoint()  // a busy or failed one leaves the log for the next
            finish {
                self.state.withLock {
                    $0.running = false
                    $0.done += 1
                }
            }
        }
    }

    // MARK: TransactionObserver (on the writer's connection)

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { commitCounted() }
    func databaseDidRollback(_ db: Database) {}
}
