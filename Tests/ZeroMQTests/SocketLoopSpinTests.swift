import TestSupport
import Testing
import ZeroMQ

/// The loop polls a moment for an answer it was told is due (the phone's trip to app code)
/// instead of sleeping and being woken; otherwise it sleeps.
@Suite("SocketLoop: spinning for an expected answer")
struct SocketLoopSpinTests {
    @Test("the policy spins only with an answer outstanding, within its window, and never on one core")
    func policy() {
        let policy = SpinPolicy(spin: .microseconds(50), window: .milliseconds(1))
        #expect(policy.spinUntil(now: 10_000, outstanding: 0, latestExpected: 9_000) == nil)
        #expect(policy.spinUntil(now: 10_000, outstanding: 1, latestExpected: 9_000) == 60_000)
        #expect(policy.spinUntil(now: 10_000, outstanding: 2, latestExpected: 10_000) == 60_000)
        #expect(policy.spinUntil(now: 1_009_000, outstanding: 1, latestExpected: 9_000) == nil)  // 1 ms on: asleep
        // a clock read out of order
        #expect(policy.spinUntil(now: 8_000, outstanding: 1, latestExpected: 9_000) == nil)
        #expect(SpinPolicy.never.spinUntil(now: 10_000, outstanding: 1, latestExpected: 10_000) == nil)
        #expect(SpinPolicy.awaitingAppCode(cores: 1) == .never)
        #expect(SpinPolicy.awaitingAppCode(cores: 2) == policy)
    }

    actor OnLoop {
        let loop: SocketLoop
        nonisolated var unownedExecutor: UnownedSerialExecutor { loop.asUnownedSerialExecutor() }
        init(loop: SocketLoop) { self.loop = loop }
        func hop() {}
    }

    @Test("with an answer expected, work queued from another thread is found by the spin; with none, the loop sleeps")
    func spinFindsWork() async throws {
        // A spin long enough that the test does not depend on how fast this machine is (a spin
        // ends as soon as it finds work, or the answer is no longer expected).
        let loop = try SocketLoop(name: "spin-test", spin: SpinPolicy(spin: .seconds(10), window: .seconds(60)))
        // The hops come from a thread of their own (another loop), not the test's pool threads,
        // which other tests may keep busy.
        let caller = try SocketLoop(name: "spin-test-caller")
        defer { loop.stop(); caller.stop() }
        let onLoop = OnLoop(loop: loop)
        /// 20 hops onto the loop; if `whileSpinning`, each after the first once the loop spins (a
        /// sleeping loop begins to spin only once woken).
        func hops(whileSpinning: Bool) async throws {
            try await Task(executorPreference: caller) {
                for index in 0..<20 {
                    if whileSpinning && index > 0 {
                        try await poll("the loop to spin", within: 60, every: .milliseconds(1)) { loop.isSpinning }
                    }
                    await onLoop.hop()
                }
            }.value
        }
        try await hops(whileSpinning: false)
        #expect(loop.spinHits == 0 && !loop.isSpinning)
        loop.expectAnswer()
        try await hops(whileSpinning: true)
        loop.answerCame()
        #expect(loop.spinHits >= 19)
        try await poll("the spin to end", within: 60, every: .milliseconds(1)) { !loop.isSpinning }
        let after = loop.spinHits
        try await hops(whileSpinning: false)
        #expect(loop.spinHits == after)
    }
}
