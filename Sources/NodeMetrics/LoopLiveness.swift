import Dispatch
import Synchronization

/// When a node's loop last took a turn, and whether that is recent enough to call it alive
/// (`/healthz`): the loop feeds it, a scrape reads it. The phone's loop turns at each heartbeat,
/// the relay's at each tick of its hub, a mirror's when each of its phones' clients answers.
public final class LoopLiveness: Sendable {
    /// What turns, for the report ("the phone's loop").
    public let loop: String
    /// A loop silent for this long is stuck: three turns, and never under 5 s.
    public let stuckAfter: Duration
    private let lastTurn: Atomic<UInt64>

    /// A loop that turns every `interval`.
    public init(_ loop: String, turnsEvery interval: Duration) {
        self.loop = loop
        stuckAfter = max(interval * 3, .seconds(5))
        lastTurn = Atomic(DispatchTime.now().uptimeNanoseconds)  // a grace period from the start
    }

    /// The loop took a turn (on the loop).
    public func turned() { lastTurn.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed) }

    /// Healthy, or how long the loop has been silent.
    public func report(at now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> HealthReport {
        Self.report(loop, lastTurn: lastTurn.load(ordering: .relaxed), now: now, stuckAfter: stuckAfter)
    }

    static func report(_ loop: String, lastTurn: UInt64, now: UInt64, stuckAfter: Duration) -> HealthReport {
        let silent = Duration.nanoseconds(Int64(clamping: now &- min(now, lastTurn)))
        guard silent >= stuckAfter else { return .healthy }
        return HealthReport(problems: [
            "\(loop) took no turn for \(silent.components.seconds) s (stuck after \(stuckAfter.components.seconds) s)"
        ])
    }
}
