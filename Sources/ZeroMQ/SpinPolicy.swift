/// When a ``SocketLoop`` polls without sleeping instead of blocking in its wait: only while
/// an answer it expects within microseconds is outstanding (the phone's trip to app code),
/// and only for a moment. Waking a thread that sleeps in `epoll_wait` costs tens of microseconds
/// on a small virtual machine; a loop that polls for the answer instead skips that.
///
/// The decision is pure: the loop passes in the time and what is outstanding.
public struct SpinPolicy: Sendable, Hashable {
    /// How long one spin lasts before the loop sleeps after all.
    public var spin: Duration
    /// How long after the latest expectation began the loop still spins for it: an answer slower
    /// than this (app code waiting on the network) is waited for asleep.
    public var window: Duration

    public init(spin: Duration, window: Duration) {
        self.spin = spin
        self.window = window
    }

    /// Never spins.
    public static let never = SpinPolicy(spin: .zero, window: .zero)

    /// For a trip to app code, which comes back in tens of microseconds: a spin of 50 µs within
    /// 1 ms of the trip's start; never on one core, where the spin would hold the core the answer
    /// needs.
    public static func awaitingAppCode(cores: Int, spin: Duration = .microseconds(50)) -> SpinPolicy {
        cores > 1 && spin > .zero ? SpinPolicy(spin: spin, window: .milliseconds(1)) : .never
    }

    /// Until when (nanoseconds on the loop's monotonic clock) to poll without sleeping; nil: sleep.
    /// - Parameters:
    ///   - now: the time now.
    ///   - outstanding: how many expected answers have not come.
    ///   - latestExpected: when the latest of them began.
    public func spinUntil(now: UInt64, outstanding: Int, latestExpected: UInt64) -> UInt64? {
        let spin = Self.nanoseconds(spin), window = Self.nanoseconds(window)
        guard spin > 0, outstanding > 0, now >= latestExpected, now - latestExpected < window else { return nil }
        return now + spin
    }

    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
}
