/// The clock a mirror's subscriptions at its relays are watched by (``MirrorRelayChannel``,
/// ``SubscriptionSilence``): the continuous clock in service; in a test, one the test moves, so a
/// silence is reached when the test says so, never because real time went by.
package struct SilenceClock: Sendable {
    /// Now, on this clock.
    package let now: @Sendable () -> ContinuousClock.Instant
    /// Returns at `deadline` on this clock (at once if it passed), or throws when cancelled.
    package let sleep: @Sendable (_ deadline: ContinuousClock.Instant) async throws -> Void

    /// `clock`'s time, its instants the continuous clock's (so a silence's deadlines are too).
    package init<C: Clock>(_ clock: C) where C.Instant == ContinuousClock.Instant {
        now = { clock.now }
        sleep = { try await clock.sleep(until: $0, tolerance: nil) }
    }

    /// The continuous clock.
    package static let continuous = SilenceClock(ContinuousClock())
}
