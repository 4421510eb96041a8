import RelayLink
import Testing

/// When a mirror subscribes at a relay again: after a silence, doubling while it lasts, back to
/// the first once anything is heard.
@Suite("a relay's subscription quiet too long")
struct SubscriptionSilenceTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start.advanced(by: .milliseconds(milliseconds)) }

    @Test("quiet for the silence allowed: due, and the next silence is twice as long, up to the maximum")
    func doublesWhileQuiet() {
        var watch = SubscriptionSilence(initial: .seconds(3), maximum: .seconds(10), openedAt: at(0))
        do { let due = watch.isDue(at: at(2_999)); #expect(!due) }
        do { let due = watch.isDue(at: at(3_000)); #expect(due) }
        #expect(watch.allowed == .seconds(6) && watch.deadline == at(9_000))
        do { let due = watch.isDue(at: at(8_999)); #expect(!due) }
        do { let due = watch.isDue(at: at(9_000)); #expect(due) }
        #expect(watch.allowed == .seconds(10), "at most the maximum")
        do { let due = watch.isDue(at: at(19_000)); #expect(due) }
        #expect(watch.allowed == .seconds(10))
    }

    @Test("anything heard moves the deadline and sets the silence allowed back")
    func hearingResets() {
        var watch = SubscriptionSilence(initial: .seconds(3), maximum: .seconds(60), openedAt: at(0))
        do { let due = watch.isDue(at: at(3_000)); #expect(due) }
        #expect(watch.allowed == .seconds(6))
        watch.heard(at: at(4_000))
        #expect(watch.allowed == .seconds(3) && watch.deadline == at(7_000))
        watch.heard(at: at(6_500))
        do { let due = watch.isDue(at: at(9_000)); #expect(!due, "heard 2.5 s before") }
        do { let due = watch.isDue(at: at(9_500)); #expect(due) }
    }

    @Test("a maximum below the first silence is the first silence")
    func maximumAtLeastInitial() {
        let watch = SubscriptionSilence(initial: .seconds(5), maximum: .seconds(1), openedAt: at(0))
        #expect(watch.maximum == .seconds(5))
    }
}
