@testable import RelayHub
import Testing

/// The Clone map's rules: the latest record per (item, part), deletes and their tombstones,
/// grants per topic, and phones kept apart.
@Suite struct MapTests {
    typealias H = HubHarness

    @Test func aSetReplacesOnlyARecordWithALowerSeq() {
        var map = CloneMap(epoch: 1)
        map.keep(Make.set(item: 1, seq: 5, topicSeq: 5))
        map.keep(Make.set(item: 1, seq: 4, topicSeq: 4))
        #expect(map.records(of: ["all/"]).map(\.seq) == [5])
        map.keep(Make.set(item: 1, seq: 6, topicSeq: 6))
        map.keep(Make.set(item: 1, part: 1, seq: 7, topicSeq: 7))
        #expect(map.records(of: ["all/"]).map(\.seq) == [6, 7], "one record per (item, part)")
        #expect(map.recordCount == 2)
    }

    @Test func aDeleteAfterASetHidesTheItemAndAnOlderDumpCannotResurrectIt() {
        var relay = H()
        relay.synced(
            seq: 2, topicSeqs: ["all/": 2],
            [Make.set(item: 1, seq: 1, topicSeq: 1), Make.set(item: 1, part: 1, seq: 2, topicSeq: 2)])
        relay.update(Make.delete(item: 1, seq: 3, topicSeq: 3))
        // Both parts gone; the DELETE itself goes as the phone's word for the position (#50).
        #expect(relay.snapshot().snapshots.first?.texts == ["delete 1 @3"], "both parts gone")
        // A gap, then a dump made before the delete (a late answer to an earlier ask).
        #expect(relay.update(Make.set(item: 2, seq: 9, topicSeq: 9)).dumpRequests == 1)
        relay.dump(
            seq: 2, topicSeqs: ["all/": 2],
            [Make.set(item: 1, seq: 1, topicSeq: 1), Make.set(item: 1, part: 1, seq: 2, topicSeq: 2)])
        let queued = relay.snapshot(id: "s2")
        #expect(queued.isEmpty, "still a gap (the held seq 9 is past the merged position 3): asked again")
        relay.dump(
            seq: 9, topicSeqs: ["all/": 9],
            [Make.set(item: 1, seq: 8, topicSeq: 8), Make.set(item: 2, seq: 9, topicSeq: 9)])
        #expect(
            relay.snapshot(id: "s3").snapshots.first?.texts == ["set all/ 1.0 @8", "set all/ 2.0 @9"],
            "a SET newer than the delete does bring it back")
    }

    @Test func tombstonesNewerThanTheDumpWinInTheMerge() {
        var old = CloneMap.merging(
            Dump(epoch: 1, seq: 1, topicSeqs: ["all/": 1], records: [Make.set(item: 1, seq: 1, topicSeq: 1)]), into: nil
        )
        old.advance(with: Make.delete(item: 1, seq: 2, topicSeq: 2))
        old.advance(with: Make.set(item: 3, seq: 3, topicSeq: 3))
        let stale = Dump(epoch: 1, seq: 1, topicSeqs: ["all/": 1], records: [Make.set(item: 1, seq: 1, topicSeq: 1)])
        let merged = CloneMap.merging(stale, into: old)
        #expect(
            merged.records(of: ["all/"]).map(\.item) == [[3]],
            "the delete at 2 wins over the dump at 1; the live SET at 3 stays")
        #expect(merged.topicSeqs == ["all/": 3] && merged.seq == 3)
    }

    @Test func aDumpOlderThanTheOneTheMapWasMadeFromIsDropped() {
        var relay = H()
        relay.synced(seq: 5, topicSeqs: ["all/": 5])
        relay.update(Make.set(item: 1, seq: 9, topicSeq: 9))  // gap
        #expect(relay.dump(seq: 4, topicSeqs: ["all/": 4], []).drops == [.unexpectedDump])
    }

    @Test func grantsAreKeptPerTopicTheLatestOnly() {
        var relay = H()
        relay.synced(
            seq: 2, topicSeqs: ["dev/desk/": 1, "dev/watch/": 1],
            [Make.grant("dev/desk/", seq: 1, topicSeq: 1), Make.grant("dev/watch/", seq: 2, topicSeq: 1)])
        relay.update(Make.grant("dev/desk/", seq: 3, topicSeq: 2, keyEpoch: 2))
        #expect(relay.snapshot().snapshots.first?.texts == ["grant dev/desk/ @3"])
        #expect(relay.snapshot(H.watch, route: H.watchRoute).snapshots.first?.texts == ["grant dev/watch/ @2"])
    }

    @Test func passRecordsAreForwardedAndKeptNowhere() {
        var relay = H()
        relay.synced()
        let effects = relay.update(Make.pass(seq: 1, topicSeq: 1))
        #expect(effects.published == ["\(H.phone)/all/"])
        #expect(relay.hub.size(of: H.phone).records == 0)
        #expect(relay.hub.position(of: H.phone)?.topicSeqs["all/"] == 1, "an invalidation notice advances its topic")
    }

    @Test func aPhonesUpdatesNeverReachAnotherPhonesMap() {
        var relay = H()
        relay.synced(seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        relay.roster(H.otherPhone, route: H.otherPhoneRoute)
        relay.dump(H.otherPhone, seq: 0, topicSeqs: [:], [])
        for seq in UInt64(1)...5 {
            relay.update(Make.set(item: UInt8(seq), seq: seq, topicSeq: seq), from: H.otherPhone)
        }
        relay.update(Make.set(item: 9, seq: 1, topicSeq: 1, epoch: 7), from: H.otherPhone)  // the other phone restarts
        #expect(relay.snapshot().snapshots.first?.texts == ["set all/ 1.0 @1"])
        #expect(
            relay.hub.position(of: H.phone)?.topicSeqs == ["all/": 1] && relay.hub.syncState(of: H.phone) == .synced)
    }

    @Test func updatesFromAPhoneWithNoRosterAreForwardedNotKept() {
        var relay = H()
        let effects = relay.update(Make.set(item: 1, seq: 1, topicSeq: 1))
        #expect(effects.published == ["\(H.phone)/all/"] && effects.drops == [.updateWithoutRoster])
        #expect(relay.hub.syncState(of: H.phone) == nil)
    }
}
