import PhoneCore
import Testing

/// The rate limit on logged refusals (issue #18: a paired device filled the disk through the log).
@Suite("Phone: refusal log")
struct RefusalRateLimiterTests {
    typealias Limiter = RefusalRateLimiter<String>
    let start = ContinuousClock.now

    func policy(
        perSecond: Double = 2, burst: Double = 5, overallPerSecond: Double = 100, overallBurst: Double = 100,
        maxKeys: Int = 1024
    ) -> Limiter.Policy {
        Limiter.Policy(
            perSecond: perSecond, burst: burst, overallPerSecond: overallPerSecond, overallBurst: overallBurst,
            maxKeys: maxKeys)
    }

    @Test("a burst from one peer: the first few are logged, the rest counted")
    func burst() {
        var limiter = Limiter(policy: policy())
        let verdicts = (0..<1000).map { _ in limiter.admit("desk", at: start) }
        #expect(verdicts.prefix(5).allSatisfy { $0 == .log(suppressedBefore: 0) })
        #expect(verdicts.dropFirst(5).allSatisfy { $0 == .suppress })
        #expect(limiter.total == 1000)
        #expect(limiter.suppressed == 995)
    }

    @Test("time refills the bucket at the rate, and the next logged line says how many were suppressed")
    func refill() {
        var limiter = Limiter(policy: policy())
        for _ in 0..<10 { _ = limiter.admit("desk", at: start) }
        #expect(limiter.admit("desk", at: start + .milliseconds(400)) == .suppress)  // 0.8 of a token
        #expect(limiter.admit("desk", at: start + .milliseconds(500)) == .log(suppressedBefore: 6))
        #expect(limiter.admit("desk", at: start + .milliseconds(500)) == .suppress)
        // An hour of silence refills only up to the burst.
        let later = start + .seconds(3600)
        #expect((0..<7).map { _ in limiter.admit("desk", at: later) }.filter { $0 != .suppress }.count == 5)
    }

    @Test("a sustained flood is logged at the rate: 10 s at 1000/s from one peer logs 5 + 2 × 10")
    func sustainedFlood() {
        var limiter = Limiter(policy: policy())
        var logged = 0
        for millisecond in 0...10_000 where limiter.admit("desk", at: start + .milliseconds(millisecond)) != .suppress {
            logged += 1
        }
        #expect((24...25).contains(logged))  // 20 tokens refilled, give or take rounding
        #expect(limiter.total == 10_001)
    }

    @Test("each peer has its own bucket; all together are bounded by the overall one")
    func peersAndOverall() {
        var limiter = Limiter(policy: policy(overallPerSecond: 1, overallBurst: 8))
        #expect((0..<5).allSatisfy { _ in limiter.admit("a", at: start) != .suppress })
        #expect(limiter.admit("a", at: start) == .suppress)
        // b has its own bucket, but only 3 of everyone's 8 are left.
        #expect((0..<5).map { _ in limiter.admit("b", at: start) }.filter { $0 != .suppress }.count == 3)
        #expect(limiter.admit("c", at: start) == .suppress)
    }

    @Test("peers remembered stay bounded")
    func boundedPeers() {
        var limiter = Limiter(policy: policy(maxKeys: 4))
        for peer in 0..<100 { _ = limiter.admit("peer-\(peer)", at: start) }
        #expect(limiter.total == 100)
        #expect(limiter.rememberedPeers <= 4)
    }
}
