/// Decides which refusals the phone writes to its log: at most a few per second from
/// each peer, and a few more per second from all of them together, so a paired device
/// that sends bad messages in a loop cannot fill the disk through the log. Every
/// refusal is counted, logged or not.
///
/// A value with no clock of its own: each call says what time it is, so tests move
/// time by hand. Token buckets: each peer's holds `burst` and refills at `perSecond`;
/// one more bucket (`overallBurst`, `overallPerSecond`) bounds everyone together.
public struct RefusalRateLimiter<Key: Hashable & Sendable>: Sendable {
    /// The limits.
    public struct Policy: Sendable {
        public var perSecond = 2.0
        public var burst = 5.0
        public var overallPerSecond = 10.0
        public var overallBurst = 20.0
        /// Peers remembered at once; beyond it, idle ones are forgotten.
        public var maxKeys = 1024

        public init(
            perSecond: Double = 2.0, burst: Double = 5.0, overallPerSecond: Double = 10.0, overallBurst: Double = 20.0,
            maxKeys: Int = 1024
        ) {
            (self.perSecond, self.burst, self.overallPerSecond, self.overallBurst, self.maxKeys) =
                (perSecond, burst, overallPerSecond, overallBurst, maxKeys)
        }
    }

    /// Whether to log one refusal.
    public enum Verdict: Sendable, Equatable {
        /// Log it, and say that `suppressedBefore` refusals since the last logged one were not.
        case log(suppressedBefore: Int)
        /// Count it only.
        case suppress
    }

    private struct Bucket: Sendable {
        var tokens: Double
        var updated: ContinuousClock.Instant

        mutating func take(at now: ContinuousClock.Instant, perSecond: Double, burst: Double) -> Bool {
            refill(at: now, perSecond: perSecond, burst: burst)
            guard tokens >= 1 else { return false }
            tokens -= 1
            return true
        }

        mutating func refill(at now: ContinuousClock.Instant, perSecond: Double, burst: Double) {
            let elapsed = max(0, Self.seconds(now - updated))
            tokens = min(burst, tokens + elapsed * perSecond)
            updated = max(updated, now)
        }

        static func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
    }

    public let policy: Policy
    private var buckets: [Key: Bucket] = [:]
    private var overall: Bucket?
    /// Refusals so far.
    public private(set) var total = 0
    /// Refusals so far that were not logged.
    public private(set) var suppressed = 0
    private var suppressedSinceLogged = 0

    public init(policy: Policy = Policy()) { self.policy = policy }

    /// How many peers' buckets are kept.
    public var rememberedPeers: Int { buckets.count }

    /// Counts one refusal from `key` at `now` and says whether to log it.
    public mutating func admit(_ key: Key, at now: ContinuousClock.Instant) -> Verdict {
        total += 1
        if buckets[key] == nil { makeRoom(at: now) }
        var bucket = buckets[key] ?? Bucket(tokens: policy.burst, updated: now)
        var everyone = overall ?? Bucket(tokens: policy.overallBurst, updated: now)
        // The peer's own bucket first: a peer over its limit spends nothing of everyone's.
        let admitted =
            bucket.take(at: now, perSecond: policy.perSecond, burst: policy.burst)
            && everyone.take(at: now, perSecond: policy.overallPerSecond, burst: policy.overallBurst)
        buckets[key] = bucket
        overall = everyone
        guard admitted else {
            suppressed += 1
            suppressedSinceLogged += 1
            return .suppress
        }
        defer { suppressedSinceLogged = 0 }
        return .log(suppressedBefore: suppressedSinceLogged)
    }

    /// Forgets peers whose buckets are full again (they behave like new ones), and
    /// everyone if that is not enough: memory stays bounded whatever peers do.
    private mutating func makeRoom(at now: ContinuousClock.Instant) {
        guard buckets.count >= policy.maxKeys else { return }
        let policy = policy
        buckets = buckets.filter { _, bucket in
            var bucket = bucket
            bucket.refill(at: now, perSecond: policy.perSecond, burst: policy.burst)
            return bucket.tokens < policy.burst
        }
        if buckets.count >= policy.maxKeys { buckets.removeAll(keepingCapacity: true) }
    }
}
