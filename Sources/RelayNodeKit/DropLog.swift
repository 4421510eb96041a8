import Logging
import RelayHub

/// Log lines for dropped frames, rate-limited: the first of each reason at once, then at
/// most one per interval saying how many came meanwhile (a flood is counted, not logged).
struct DropLog: Sendable {
    let interval: Duration
    private var last: [DropReason: ContinuousClock.Instant] = [:]
    private var suppressed: [DropReason: Int] = [:]

    init(interval: Duration) { self.interval = interval }

    /// The line to log now for a drop of `reason`, if any: (message, how many were not logged before it).
    mutating func note(_ reason: DropReason, at now: ContinuousClock.Instant) -> Int? {
        if let last = last[reason], now - last < interval {
            suppressed[reason, default: 0] += 1
            return nil
        }
        last[reason] = now
        defer { suppressed[reason] = 0 }
        return suppressed[reason, default: 0]
    }

    /// How much a drop of `reason` matters.
    static func level(_ reason: DropReason) -> Logger.Level {
        switch reason {
        case .impersonation, .tooManyPhones, .phoneOverLimit: .warning
        case .subscriptionRefused, .requestFromNonReader, .malformed, .invalidReader, .invalidDumpRecord,
            .replyToUnknownRoute:
            .notice
        case .requestToUnknownPhone, .unexpectedDump, .updateWithoutRoster, .snapshotQueueFull, .unsent,
            .pairingWithoutWindow:
            .info
        }
    }
}
