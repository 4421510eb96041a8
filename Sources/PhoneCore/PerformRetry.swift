/// How one interaction's `perform()` is retried after it loses to another commit, and when
/// the phone gives up.
///
/// Interactions perform side by side and commit like database transactions: the commit
/// checks what `perform()` read, and a run whose reads another interaction's commit changed
/// stores nothing and runs again on the new data. After losing `sharedAttempts` times it
/// runs *alone* (``PerformTurns``: the others still perform but wait to commit), so only a
/// write from outside interactions (an app action, a push) can make it lose again; after
/// ``maximumAttempts`` runs the tap fails with ``givingUp`` instead of running again.
///
/// A value with no clock and no I/O: the driver asks ``nextAttempt()`` before each run and
/// tells ``commitEnded()`` when a commit stored the result (or failed), not when it was stale.
public struct PerformRetry: Sendable, Hashable {
    /// How often a `perform()` whose reads went stale runs before the tap fails.
    public static let performAttempts = 8
    /// After this many runs that lost to another interaction's commit, the next runs alone.
    public static let sharedAttempts = 2
    /// The failure the mirror is shown when the phone gives up.
    public static let givingUp = "other interactions kept changing the data this one reads; try again"

    /// What to do before the next run.
    public enum Decision: Sendable, Hashable {
        /// Run `perform()`, for the `attempt`th time (1 first); `runAloneFirst`: take the turn
        /// to run alone before it (``PerformTurns/runAlone(_:)``).
        case perform(attempt: Int, runAloneFirst: Bool)
        /// Run no more: answer `perform()` as failed with this message (nothing was stored).
        case giveUp(message: String)
    }

    /// The most runs; then ``Decision/giveUp(message:)``.
    public let maximumAttempts: Int
    /// Runs that share the commit with others; the ones after run alone.
    public let sharedAttempts: Int
    /// Runs so far.
    public private(set) var attempts = 0
    /// Whether this interaction holds (or waits for) the turn to run alone.
    public private(set) var runsAlone = false

    public init(maximumAttempts: Int = PerformRetry.performAttempts, sharedAttempts: Int = PerformRetry.sharedAttempts)
    {
        self.maximumAttempts = maximumAttempts
        self.sharedAttempts = sharedAttempts
    }

    /// Before a run: run (alone, from the run after `sharedAttempts`), or give up.
    public mutating func nextAttempt() -> Decision {
        guard attempts < maximumAttempts else { return .giveUp(message: Self.givingUp) }
        attempts += 1
        let runAloneFirst = attempts > sharedAttempts && !runsAlone
        if runAloneFirst { runsAlone = true }
        return .perform(attempt: attempts, runAloneFirst: runAloneFirst)
    }

    /// A commit stored the result (or failed for good): true when the turn to run alone ends
    /// now (``PerformTurns/endAlone(_:)``). A stale commit is not an end: the next run keeps the turn.
    public mutating func commitEnded() -> Bool {
        defer { runsAlone = false }
        return runsAlone
    }
}
