import Logging
import PhoneCore
import DomainModel

/// The phone's log of refused requests (ErrorReplies): rate limited per peer by a
/// ``RefusalRateLimiter``, each reason cut to ``reasonLimit`` characters with its
/// control characters replaced, and every refusal counted for `status`.
struct RefusalLog: Sendable {
    /// The longest reason written to the log, in Unicode scalars.
    static let reasonLimit = 200

    private var limiter: RefusalRateLimiter<[UInt8]>

    init(policy: RefusalRateLimiter<[UInt8]>.Policy = .init()) {
        limiter = RefusalRateLimiter(policy: policy)
    }

    /// Refusals so far.
    var total: Int { limiter.total }
    /// Refusals so far that were not logged.
    var suppressed: Int { limiter.suppressed }

    /// For `status`: "N refusals (M not logged)".
    var summary: String { "\(total) refusals (\(suppressed) not logged)" }

    /// Counts a refusal sent to the peer whose routing id is `peer`, and logs it at
    /// `notice` unless that peer (or everyone) has been refused too often lately.
    mutating func record(
        to peer: [UInt8], code: RelayError.Code, reason: String, logger: Logger,
        at now: ContinuousClock.Instant = .now
    ) {
        guard case .log(let suppressedBefore) = limiter.admit(peer, at: now) else { return }
        var metadata: Logger.Metadata = ["code": "\(code)", "reason": "\(Self.shortened(reason))"]
        if suppressedBefore > 0 { metadata["suppressed"] = "\(suppressedBefore)" }
        logger.notice(
            suppressedBefore > 0
                ? "refused a request (\(suppressedBefore) refusals suppressed before it)" : "refused a request",
            metadata: metadata)
    }

    /// `reason` with control characters replaced by "?" and cut to ``reasonLimit``
    /// scalars (a count a long grapheme cluster cannot stretch), saying how much was cut.
    static func shortened(_ reason: String) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        for scalar in reason.unicodeScalars {
            count += 1
            guard count <= reasonLimit else { continue }
            scalars.append(scalar.properties.generalCategory == .control ? "?" : scalar)
        }
        let kept = String(scalars)
        return count > reasonLimit ? "\(kept)… (\(count - reasonLimit) more characters)" : kept
    }
}
