import Dispatch
import GRDB
import PhoneCore
import Synchronization

/// Moves the store's write-ahead log into the main file beside the writer, never in its way.
///
/// SQLite's automatic checkpoint runs inside the commit that takes the log past 1,000
/// pages: that commit copies every page back and syncs the main file, so one interaction
/// in a few hundred waited milliseconds (the p99.9 in `tools/bench`). The writer's
/// automatic checkpoint is off; instead, when its ``CheckpointPolicy`` says (the writer
/// paused, or a long run of commits) a PASSIVE checkpoint runs on a connection of this
/// checkpointer's own, on its own queue: a PASSIVE checkpoint takes no lock a writer or a
/// reader needs, so commits and reads go on beside it, and the log stays bounded
/// (``maximumLogFrames``, then a RESTART by the writer; the file keeps its size when it starts
/// again, ``PhoneDatabase/logSizeLimit``). (Run on the writer's own queue,
/// between commits, the next commit waited for it: the stall moved instead of going. On a
/// second connection without a busy timeout, a commit or read now and then met SQLITE_BUSY
/// while the log was being reset: every connection of the store waits out such a moment,
/// ``PhoneDatabase/busyTimeout``. Every 100 commits, a commit in a hundred still met the
/// checkpoint's sync of the main file: see ``CheckpointPolicy``.)
///
/// Whatever the disk's pace, the log never outgrows ``CheckpointPolicy/logFramesLimit`` by more
/// than a commit: SQLite tells the writer the log's length after each commit (its WAL hook,
/// ``logLength(_:)``), and past the limit the writer's next commit waits for the checkpoint
/// under way and starts the log again right behind it (``restartBehindCheckpoint()``). (Beside
/// a slow pass the writer's own RESTART meets SQLITE_BUSY at once, and commits went on growing
/// the log for as long as the pass took: 62 MB once, on a disk still flushing a build.)
final class Checkpointer: TransactionObserver, Sendable {
    /// A writer that never pauses leaves a PASSIVE checkpoint frames it has not copied, and the
    /// log starts again from its beginning only when it was copied whole: past this many frames
    /// (about 24 MB; an interaction's commit writes about four, so ``CheckpointPolicy/standard``'s
    /// run of 2,000 commits leaves about 8,000) the writer itself runs a RESTART checkpoint
    /// before its next commit (``takeRestart()``): a moment's wait for that commit, under
    /// sustained load only. (Run here, a RESTART waits for a moment with no writer, which such
    /// a writer rarely leaves; a writer gone quiet for ``CheckpointPolicy/restartGrace`` leaves
    /// its RESTART to this checkpointer, and no pass begins while one is wanted.)
    static let maximumLogFrames = 6000
    /// PASSIVE passes at most per checkpoint.
    static let passes = 4

    /// The connection that checkpoints (its queue is its own).
    let connection: DatabaseQueue
    /// When to checkpoint.
    let policy: CheckpointPolicy
    private struct State {
        /// Commits since the last checkpoint began, and when the last one was.
        var commits = 0
        var lastCommit = ContinuousClock.now
        var running = false
        /// A later look is scheduled (``CheckpointPolicy/Decision/askAgain(after:)``).
        var askingAgain = false
        var done = 0
        /// RESTARTs run here, for a quiet writer.
        var restarts = 0
        var restartWanted = false
        /// The writer's RESTART failed: want it again once the checkpoint under way has ended,
        var restartAfterCheckpoint = false
        /// or, when none was under way (it ended meanwhile, or a reader was in the way), after
        /// this many more commits.
        var restartAfterCommits: Int?
        /// The log outgrew ``CheckpointPolicy/logFramesLimit``: the writer must start it again
        /// before its next commit, waiting for the checkpoint under way if one is.
        var restartRequired = false
        /// The writer waits for the checkpoint under way, to restart the log behind it: the
        /// checkpoint makes no more passes, and no other begins before that RESTART.
        var writerWaiting = false
        /// Times the writer waited so.
        var writerWaits = 0
    }
    private let state = Mutex(State())
    /// Where the policy is asked again after a delay.
    private let timer = DispatchQueue(label: "checkpointer-timer")

    /// A checkpointer with a connection of its own to the store at `path`.
    init(path: String, configuration: Configuration, policy: CheckpointPolicy = .standard) throws {
        connection = try DatabaseQueue(path: path, configuration: configuration)
        self.policy = policy
    }

    /// What the writer does about the log before its next commit.
    enum Restart: Equatable {
        /// Nothing: the log is within its bounds.
        case none
        /// Start the log again now (a RESTART checkpoint on the writer's connection).
        case now
        /// Start it again behind the checkpoint under way, waiting for it: ``restartBehindCheckpoint()``.
        case behindCheckpoint
    }

    /// Whether the log outgrew ``maximumLogFrames``, or half a run of ``CheckpointPolicy/commitsUnderLoad``
    /// commits came beside one checkpoint (once: the writer restarts it), or it outgrew
    /// ``CheckpointPolicy/logFramesLimit`` (the writer restarts it, behind the checkpoint under way).
    func takeRestart() -> Restart {
        state.withLock { state in
            if state.restartRequired {
                state.restartRequired = false
                state.restartWanted = false
                guard state.running else { return .now }
                state.writerWaiting = true
                return .behindCheckpoint
            }
            defer { state.restartWanted = false }
            return state.restartWanted ? .now : .none
        }
    }

    /// The log's length in frames after a commit, as SQLite's WAL hook tells the writer.
    func logLength(_ frames: Int) {
        guard frames > policy.logFramesLimit else { return }
        state.withLock { $0.restartRequired = true }
    }

    /// Waits for the checkpoint under way (it makes no more passes) and starts the log again
    /// right behind it, on this checkpointer's connection, before the writer's next commit: the
    /// log grows no more while a slow pass runs. (A reader in the way of that RESTART, waited
    /// out for ``PhoneDatabase/busyTimeout``, leaves the log as long: the next commit tries again.)
    /// Called by the writer when ``takeRestart()`` said ``Restart/behindCheckpoint``.
    func restartBehindCheckpoint() {
        let done = (try? connection.writeWithoutTransaction { try $0.checkpoint(.restart) }) != nil
        take(
            state.withLock { state in
                state.writerWaiting = false
                state.writerWaits += 1
                if done {
                    // All copied and the log started again: nothing to checkpoint or restart until more commits come.
                    state.commits = 0
                    state.restartWanted = false
                    state.restartAfterCheckpoint = false
                }
                return next(&state, now: .now)
            })
    }

    /// The writer's RESTART failed. A RESTART meets SQLITE_BUSY at once while this checkpointer's
    /// PASSIVE pass holds the checkpoint lock (SQLite never waits for that lock), which is just
    /// when it is wanted most (half a run of commits beside one checkpoint): forgotten, the log
    /// grew past its bound (91 MB once, two CPU hogs beside the suite). It is wanted again when
    /// the next checkpoint ends (or, none under way, an eighth of a run of commits later): not
    /// before every commit, which a long reader would stall.
    func restartFailed() {
        state.withLock { state in
            if state.running {
                state.restartAfterCheckpoint = true
            } else {
                state.restartAfterCommits = max(1, policy.commitsUnderLoad / 8)
            }
        }
    }

    /// Whether a checkpoint is queued or under way.
    var isRunning: Bool { state.withLock { $0.running } }

    /// Whether the writer is waiting for the checkpoint under way (``restartBehindCheckpoint()``).
    var isWriterWaiting: Bool { state.withLock { $0.writerWaiting } }

    /// Times the writer waited for a checkpoint to restart the log behind it, so far.
    var writerWaits: Int { state.withLock { $0.writerWaits } }

    /// Checkpoints finished so far.
    var checkpoints: Int { state.withLock { $0.done } }

    /// RESTARTs this checkpointer ran itself, for a writer gone quiet, so far.
    var restarts: Int { state.withLock { $0.restarts } }

    private enum Step { case nothing, checkpoint, restart, askAgain(after: Duration) }

    /// What the policy says now, with the state updated for it (under the lock).
    private func next(_ state: inout State, now: ContinuousClock.Instant) -> Step {
        // The checkpoint's end asks again; a writer waiting to restart the log asks once it has.
        guard !state.running, !state.writerWaiting else { return .nothing }
        // A RESTART that is wanted goes first. A pass begun now would hold the lock the RESTART
        // needs (a slow pass lets a whole run of commits come meanwhile, and the next began at
        // once): the RESTART failed, was wanted again at that pass's end, failed again, and the
        // log grew to 68–88 MB beside a disk busy with other writers' syncs. The writer takes it
        // at its next commit; a writer gone quiet leaves it to this checkpointer.
        if state.restartWanted {
            if now - state.lastCommit >= policy.restartGrace {
                state.restartWanted = false
                state.running = true
                return .restart
            }
            guard !state.askingAgain else { return .nothing }
            state.askingAgain = true
            return .askAgain(after: policy.restartGrace - max(.zero, now - state.lastCommit))
        }
        switch policy.decide(commits: state.commits, quietFor: now - state.lastCommit) {
        case .nothing:
            return .nothing
        case .checkpoint:
            state.commits = 0
            state.running = true
            return .checkpoint
        case .askAgain(let delay):
            guard !state.askingAgain else { return .nothing }
            state.askingAgain = true
            return .askAgain(after: delay)
        }
    }

    private func take(_ step: Step) {
        switch step {
        case .nothing:
            break
        case .checkpoint:
            checkpoint()
        case .restart:
            restart()
        case .askAgain(let delay):
            // Weak: a store closed meanwhile is not kept open (nor checkpointed) by its timer.
            timer.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: delay.nanoseconds))) { [weak self] in
                guard let self else { return }
                take(
                    state.withLock { state in
                        state.askingAgain = false
                        return next(&state, now: .now)
                    })
            }
        }
    }

    private func commitCounted() {
        let now = ContinuousClock.now
        take(
            state.withLock { state in
                state.commits += 1
                state.lastCommit = now
                if let left = state.restartAfterCommits {
                    state.restartAfterCommits = left > 1 ? left - 1 : nil
                    if left <= 1 { state.restartWanted = true }
                }
                // Half a run of commits beside one checkpoint: its thread is not keeping up (a
                // machine short of cores). The writer restarts the log itself, waiting for the
                // checkpoint's pass, so the log's bound (about 1.5 runs of commits) does not
                // depend on that thread's pace.
                if state.running && state.commits == max(1, policy.commitsUnderLoad / 2) { state.restartWanted = true }
                return next(&state, now: now)
            })
    }

    private func checkpoint() {
        connection.asyncWriteWithoutTransaction { [self] db in
            ThreadName.checkpointer.apply()
            defer { ThreadName.dispatch.apply() }
            // A pass copies the log as it was when the pass began; commits during it leave it
            // short of the end. Another pass copies just those, until one finds nothing new: then
            // the next commit can start the log again from its beginning.
            var pass = try? db.checkpoint(.passive)
            var passes = 1
            while let last = pass, passes < Self.passes, !state.withLock({ $0.writerWaiting }) {
                pass = try? db.checkpoint(.passive)
                passes += 1
                guard let now = pass, now.walFrameCount > last.walFrameCount else { break }
            }
            // A pass reports the log as it began: "all copied" says nothing of commits since, and
            // a writer that commits all the while never finds the log copied whole to start it
            // again (measured: it grew a second run of commits long). Past the bound, it restarts.
            let behind = (pass?.walFrameCount ?? 0) > Self.maximumLogFrames
            take(
                state.withLock { state in
                    if behind || state.restartAfterCheckpoint { state.restartWanted = true }
                    state.restartAfterCheckpoint = false
                    state.running = false
                    state.done += 1
                    return next(&state, now: .now)  // commits that came meanwhile (or the RESTART first)
                })
        }
    }

    /// The RESTART a quiet writer left: run here, on this checkpointer's connection (it waits
    /// out a reader or a writer that comes meanwhile, ``PhoneDatabase/busyTimeout``).
    private func restart() {
        connection.asyncWriteWithoutTransaction { [self] db in
            ThreadName.checkpointer.apply()
            defer { ThreadName.dispatch.apply() }
            let done = (try? db.checkpoint(.restart)) != nil
            take(
                state.withLock { state in
                    if done {
                        state.restarts += 1
                    } else {
                        state.restartAfterCommits = max(1, policy.commitsUnderLoad / 8)
                    }
                    state.running = false
                    return next(&state, now: .now)
                })
        }
    }

    // MARK: TransactionObserver (on the writer's connection)

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { commitCounted() }
    func databaseDidRollback(_ db: Database) {}
}
