@testable import RelayHub
import Testing

/// Bounds: past them the hub drops and counts, and one phone's excess is its own.
@Suite struct BoundsTests {
    typealias H = HubHarness

    static var small: HubLimits {
        var limits = HubLimits()
        limits.recordsPerPhone = 3
        limits.bytesPerPhone = 1000
        limits.phones = 2
        return limits
    }

    @Test func aPhonePastItsRecordBoundLosesItsMapForAWhileOthersKeepTheirs() {
        var relay = H(limits: Self.small)
        relay.synced()
        relay.roster(H.otherPhone, route: H.otherPhoneRoute)
        relay.dump(H.otherPhone, seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        var effects: [RelayHub.Effect] = []
        for seq in UInt64(1)...4 { effects += relay.update(Make.set(item: UInt8(seq), seq: seq, topicSeq: seq)) }
        #expect(effects.drops == [.phoneOverLimit] && effects.published.count == 4)
        #expect(relay.hub.size(of: H.phone).records == 0)
        #expect(relay.snapshot().refusals == [.syncing])
        #expect(relay.update(Make.set(item: 5, seq: 5, topicSeq: 5)).published.count == 1, "still forwarded")
        #expect(
            relay.snapshot(phone: H.otherPhone).snapshots.first?.texts == ["set all/ 1.0 @1"],
            "the other phone is untouched")
        relay.advance(.seconds(30))
        #expect(relay.roster().dumpRequests == 0)
        relay.advance(.seconds(30))
        #expect(relay.roster().dumpRequests == 1, "asked again after the back-off")
    }

    @Test func aDumpPastTheBoundsIsNotKept() {
        var relay = H(limits: Self.small)
        relay.roster()
        let big = Record(
            topic: "all/", seq: 1, topicSeq: 1, epoch: 1, op: .set, item: [1], bytes: [UInt8](repeating: 0, count: 1001)
        )
        #expect(relay.dump(seq: 1, topicSeqs: ["all/": 1], [big]).drops == [.phoneOverLimit])
        #expect(relay.hub.size(of: H.phone).bytes == 0)
    }

    @Test func updatesHeldWhileAwaitingADumpCountTowardTheBound() {
        var relay = H(limits: Self.small)
        relay.roster()
        var effects: [RelayHub.Effect] = []
        for seq in UInt64(1)...4 { effects += relay.update(Make.pass(seq: seq, topicSeq: seq)) }
        #expect(effects.drops == [.phoneOverLimit])
    }

    @Test func phonesBeyondTheBoundAreNotKept() {
        var relay = H(limits: Self.small)
        relay.roster()
        relay.roster(H.otherPhone, route: H.otherPhoneRoute)
        #expect(relay.roster(PhoneID("cccc"), route: Route([3])).drops == [.tooManyPhones])
        #expect(relay.roster().drops.isEmpty, "a known phone still is")
    }

    @Test func everythingIsCounted() {
        var relay = H()
        relay.synced(seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        relay.update(Make.set(item: 2, seq: 2, topicSeq: 2))
        _ = relay.snapshot()
        _ = relay.snapshot(H.stranger)
        _ = relay.handle(.rejected(.malformed))
        let stats = relay.hub.stats
        #expect(
            stats.dumpsRequested == 1 && stats.dumpsApplied == 1 && stats.updatesPublished == 1
                && stats.updatesApplied == 1)
        #expect(stats.snapshotsServed == 1 && stats.refusals == [.notAReader: 1] && stats.drops == [.malformed: 1])
    }
}
