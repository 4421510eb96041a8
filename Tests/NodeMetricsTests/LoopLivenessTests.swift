@testable import NodeMetrics
import Testing

/// `/healthz` of a node: healthy while its loop turns, a reason once it has been silent too long.
@Suite("LoopLiveness")
struct LoopLivenessTests {
    @Test("silent for three turns (at least 5 s): stuck, saying for how long")
    func stuck() {
        let second: UInt64 = 1_000_000_000
        #expect(LoopLiveness("the phone's loop", turnsEvery: .seconds(1)).stuckAfter == .seconds(5))
        #expect(LoopLiveness("the phone's loop", turnsEvery: .seconds(3)).stuckAfter == .seconds(9))
        #expect(
            LoopLiveness.report("the phone's loop", lastTurn: 10 * second, now: 14 * second, stuckAfter: .seconds(5))
                .isHealthy)
        let report = LoopLiveness.report(
            "the phone's loop", lastTurn: 10 * second, now: 17 * second, stuckAfter: .seconds(5))
        #expect(report.problems == ["the phone's loop took no turn for 7 s (stuck after 5 s)"])
        #expect(
            LoopLiveness.report("the relay's loop", lastTurn: 20 * second, now: 10 * second, stuckAfter: .seconds(5))
                .isHealthy)  // read out of order
    }
}
