/// When a mirror's subscription at one relay has been quiet too long, so the mirror
/// subscribes there again.
///
/// A relay decides each subscription as it comes, by the phone's roster as the relay has it
/// then, and a SUB sends its subscriptions once per connection. A mirror that subscribed
/// before the phone's roster reached the relay (a fresh relay, or one restarted before the
/// phone dialled in again) is refused, and would hear nothing from that relay for good while
/// its requests through it still work. A phone publishes at least a heartbeat every second on
/// both topics a mirror reads, so a relay heard from for none of `initial` is a sign: the
/// mirror opens its subscriber there again. Each time it stays quiet the next silence allowed
/// doubles, up to `maximum` (the phone may be down, and a reconnection costs the relay a
/// handshake); anything heard sets it back to `initial`.
package struct SubscriptionSilence: Sendable, Hashable {
    /// The silence allowed after something was heard.
    package let initial: Duration
    /// The longest silence allowed.
    package let maximum: Duration
    /// The silence allowed now.
    package private(set) var allowed: Duration
    /// When something was last heard, or the subscription last opened.
    package private(set) var since: ContinuousClock.Instant

    package init(
        initial: Duration = .seconds(3), maximum: Duration = .seconds(60), openedAt now: ContinuousClock.Instant
    ) {
        self.initial = initial
        self.maximum = max(initial, maximum)
        allowed = initial
        since = now
    }

    /// When to look again.
    package var deadline: ContinuousClock.Instant { since.advanced(by: allowed) }

    /// Something came from the relay on this subscription.
    package mutating func heard(at now: ContinuousClock.Instant) {
        since = now
        allowed = initial
    }

    /// Whether to subscribe again now; if so, the subscription counts as opened now and the
    /// next silence allowed is twice this one (at most `maximum`).
    package mutating func isDue(at now: ContinuousClock.Instant) -> Bool {
        guard now >= deadline else { return false }
        since = now
        allowed = min(allowed * 2, maximum)
        return true
    }
}
