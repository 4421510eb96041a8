/// When the `Checkpointer` copies the store's log into its main file: once the writer has
/// paused (``idle``), or, under writes that never pause, after ``commitsUnderLoad`` commits.
///
/// A checkpoint syncs the main file, and on ext4 a commit's sync of the log that meets it
/// waits for it: in `tools/bench`, with a checkpoint every 100 commits, about one commit in a
/// hundred waited up to a millisecond or two (durable p99 0.8 ms, p99.9 1.6–1.9 ms; with no
/// checkpoint at all 0.56 ms and the phone's own p99.9 0.45 ms). Checkpoints in the pauses
/// between interactions meet no commit; under sustained writes, one per ``commitsUnderLoad``
/// keeps those that do under one in a thousand, and the log under about 8,000 frames (32 MB).
///
/// A value that decides; the checkpointer tells it the commits and the time.
public struct CheckpointPolicy: Sendable, Equatable {
    /// How long after the last commit a checkpoint runs.
    public var idle: Duration
    /// Commits without such a pause after which a checkpoint runs anyway.
    public var commitsUnderLoad: Int
    /// How long the writer may leave a wanted RESTART of the log untaken (it takes it before
    /// its next commit) before the checkpointer, the writer gone quiet, runs it itself.
    public var restartGrace: Duration = .milliseconds(100)
    /// The log's hard bound, in frames (pages): a commit that leaves the log longer has the
    /// writer start it again before its next commit, behind the checkpoint under way if one is
    /// (waiting for it). 12,000 frames are about 49 MB, half again the log a run of
    /// ``commitsUnderLoad`` commits leaves: only a checkpoint slower than a run of commits (a
    /// disk busy with other writers) lets the log reach it.
    public var logFramesLimit = 12_000

    public init(
        idle: Duration, commitsUnderLoad: Int, restartGrace: Duration = .milliseconds(100), logFramesLimit: Int = 12_000
    ) {
        (self.idle, self.commitsUnderLoad, self.restartGrace, self.logFramesLimit) = (
            idle, commitsUnderLoad, restartGrace, logFramesLimit
        )
    }

    /// The store's: half a second of quiet, or 2,000 commits in a row.
    public static let standard = CheckpointPolicy(idle: .milliseconds(500), commitsUnderLoad: 2000)

    /// What to do now.
    public enum Decision: Equatable {
        /// Nothing to copy.
        case nothing
        /// Checkpoint now.
        case checkpoint
        /// Ask again after this long (if no commit comes meanwhile, it is then time).
        case askAgain(after: Duration)
    }

    /// - Parameters:
    ///   - commits: commits since the last checkpoint began.
    ///   - quietFor: how long since the last of them.
    public func decide(commits: Int, quietFor: Duration) -> Decision {
        guard commits > 0 else { return .nothing }
        if commits >= commitsUnderLoad || quietFor >= idle { return .checkpoint }
        return .askAgain(after: idle - max(.zero, quietFor))
    }
}
