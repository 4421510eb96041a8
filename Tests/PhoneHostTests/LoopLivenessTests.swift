@testable import PhoneNodeKit
import Testing

/// `/healthz` of a phone: healthy while its loop turns, a reason once it has been silent too long.
@Suite("LoopLiveness")
struct LoopLivenessTests {
    @Test("silent for three heartbeats (at least 5 s): stuck, saying for how long")
    func stuck() {
        let second: UInt64 = 1_000_000_000
        #expect(LoopLiveness(heartbeat: .seconds(1)).stuckAfter == .seconds(5))
        #expect(LoopLiveness(heartbeat: .seconds(3)).stuckAfter == .seconds(9))
        #expect(LoopLiveness.report(lastTurn: 10 * second, now: 14 * second, stuckAfter: .seconds(5)).isHealthy)
        let report = LoopLiveness.report(lastTurn: 10 * second, now: 17 * second, stuckAfter: .seconds(5))
        #expect(report.problems == ["the phone's loop took no turn for 7 s (stuck after 5 s)"])
        #expect(LoopLiveness.report(lastTurn: 20 * second, now: 10 * second, stuckAfter: .seconds(5)).isHealthy)  // read out of order
    }
}
