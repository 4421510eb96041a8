/// Open-loop pacing: the n-th operation is due at `start + n / rate`, whether or not
/// earlier ones have answered. Latencies are measured from the due time, not from
/// when the sender got round to it, so a stall shows as latency (no coordinated omission).
public struct RatePacer: Sendable {
    public let start: ContinuousClock.Instant
    public let interval: Duration

    /// Paces `rate` operations per second from `start`.
    public init(rate: Double, start: ContinuousClock.Instant) {
        precondition(rate > 0, "a rate must be positive")
        self.start = start
        interval = .nanoseconds(Int64((1e9 / rate).rounded()))
    }

    /// When operation `index` (0-based) is due.
    public func due(_ index: Int) -> ContinuousClock.Instant { start + interval * index }

    /// How many operations were due by `now`.
    public func dueCount(at now: ContinuousClock.Instant) -> Int {
        guard now >= start else { return 0 }
        return Int((now - start) / interval) + 1
    }
}
