import Codec
import Foundation

/// The clock a mirror's relay link reads (#48): relay health and the refusal log's pace
/// (``MirrorLink``, ``RelayHealth``), a subscription's silence (``MirrorRelayChannel``,
/// ``SubscriptionSilence``) and a rebuilt snapshot's stamp. In service it is the mirror's
/// ``NodeClock`` (the one its client is given: ``MirrorClient``'s monotonic clock), read as
/// instants of the continuous clock for the link's durations; in a test, a ``ManualClock`` (or
/// a clock of continuous instants) the test moves, so a second, a silence or a relay's 30 s
/// pass when the test says so, never because real time went by.
package struct LinkClock: Sendable {
    /// Now, on this clock.
    package let now: @Sendable () -> ContinuousClock.Instant
    /// Returns at `deadline` on this clock (at once if it passed), or throws when cancelled.
    package let sleep: @Sendable (_ deadline: ContinuousClock.Instant) async throws -> Void
    /// Now as a date (a rebuilt snapshot's `sent_at`).
    package let date: @Sendable () -> Date

    /// `clock`'s time: its dates for stamps, and for durations instants that move as its dates
    /// do (from the continuous clock's now at this call, an origin only: never read again).
    package init(_ clock: any NodeClock) {
        let originDate = clock.now()
        let origin = ContinuousClock.now
        now = { origin.advanced(by: .seconds(clock.now().timeIntervalSince(originDate))) }
        sleep = { deadline in
            let (seconds, attoseconds) = (deadline - origin).components
            try await clock.wait(until: originDate.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18))
        }
        date = { clock.now() }
    }

    /// `clock`'s time, its instants the continuous clock's (so a silence's deadlines are too);
    /// its dates the wall clock's.
    package init<C: Clock>(_ clock: C) where C.Instant == ContinuousClock.Instant {
        now = { clock.now }
        sleep = { try await clock.sleep(until: $0, tolerance: nil) }
        date = { Date() }
    }
}
