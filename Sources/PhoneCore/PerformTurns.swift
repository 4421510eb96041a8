/// Who may commit an interaction's writes now: the starvation rule of ``PerformRetry``.
///
/// Interactions perform side by side, and the first to commit wins: the others' reads went
/// stale, so their commits store nothing and they run again. Under contention one could
/// lose again and again; so one that lost `PerformRetry/sharedAttempts` times runs
/// *alone*: the others still perform, but wait to commit until it has, so it cannot lose
/// again to them. Several that must run alone take turns, first come first served.
///
/// A value: each call answers whether the caller goes on or waits, and which waiting
/// turns go on now. The driver keeps one suspended task per waiting turn and resumes those.
public struct PerformTurns: Sendable, Hashable {
    /// Whether the caller goes on now or waits to be resumed.
    public enum Answer: Sendable, Hashable {
        case proceed
        /// Wait until a later call returns this turn among those to resume.
        case wait
    }

    /// The turn running alone now.
    public private(set) var alone: Int?
    /// Those waiting to run alone, in order.
    public private(set) var queue: [Int] = []
    /// Those waiting to commit until nobody runs alone, in order.
    public private(set) var waitingToCommit: [Int] = []
    /// The last number given.
    public private(set) var last = 0

    public init() {}

    /// A number for one interaction's perform step.
    public mutating func nextTurn() -> Int {
        last += 1
        return last
    }

    /// `turn` asks to run alone: at once if nobody does, else after those before it.
    public mutating func runAlone(_ turn: Int) -> Answer {
        guard alone != nil else {
            alone = turn
            return .proceed
        }
        queue.append(turn)
        return .wait
    }

    /// `turn` is about to commit: it may unless another runs alone. A turn told to wait asks
    /// again when resumed (someone else may run alone by then).
    public mutating func mayCommit(_ turn: Int) -> Answer {
        guard let alone, alone != turn else { return .proceed }
        waitingToCommit.append(turn)
        return .wait
    }

    /// `turn` has committed or given up: the next in line runs alone, or, when none is, every
    /// turn waiting to commit goes on. Returns the turns to resume.
    public mutating func endAlone(_ turn: Int) -> [Int] {
        guard alone == turn else {
            queue.removeAll { $0 == turn }
            return []
        }
        if !queue.isEmpty {
            let next = queue.removeFirst()
            alone = next
            return [next]
        }
        alone = nil
        defer { waitingToCommit = [] }
        return waitingToCommit
    }

    /// The node stops: every waiting turn goes on (its lane is cancelled anyway).
    public mutating func releaseAll() -> [Int] {
        let waiting = queue + waitingToCommit
        (alone, queue, waitingToCommit) = (nil, [], [])
        return waiting
    }
}
