import Dispatch
import NodeMetrics
import Synchronization

/// When the phone's loop last took a heartbeat turn, and whether that is recent enough to call
/// it alive (`/healthz`): the loop feeds it, a scrape reads it.
final class LoopLiveness: Sendable {
    /// A loop silent for this long is stuck: three heartbeats, and never under 5 s.
    let stuckAfter: Duration
    private let lastTurn: Atomic<UInt64>

    init(heartbeat: Duration) {
        stuckAfter = max(heartbeat * 3, .seconds(5))
        lastTurn = Atomic(DispatchTime.now().uptimeNanoseconds)  // a grace period from the start
    }

    /// The loop took a turn (on the loop).
    func turned() { lastTurn.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed) }

    /// Healthy, or how long the loop has been silent.
    func report(at now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> HealthReport {
        Self.report(lastTurn: lastTurn.load(ordering: .relaxed), now: now, stuckAfter: stuckAfter)
    }

    static func report(lastTurn: UInt64, now: UInt64, stuckAfter: Duration) -> HealthReport {
        let silent = Duration.nanoseconds(Int64(clamping: now &- min(now, lastTurn)))
        guard silent >= stuckAfter else { return .healthy }
        return HealthReport(problems: ["the phone's loop took no turn for \(silent.components.seconds) s (stuck after \(stuckAfter.components.seconds) s)"])
    }
}
