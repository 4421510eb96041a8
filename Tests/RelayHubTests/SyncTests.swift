@testable import RelayHub
import Testing

/// Rosters, dumps and the map's position: when the relay asks a phone for its dump, and
/// what a dump and the live stream make of the map.
@Suite struct SyncTests {
    typealias H = HubHarness

    @Test func aRosterAsksForTheDumpAndAdmitsItsReaders() {
        var relay = H()
        let effects = relay.roster()
        #expect(effects.contains(.requestDump(H.phone, route: H.phoneRoute, knownEpoch: 0)))
        let admitted = effects.compactMap {
            if case .readersChanged(let directory) = $0 { directory.keys } else { nil }
        }
        #expect(admitted == [Set([H.desk, H.watch])])
        #expect(relay.hub.syncState(of: H.phone) == .awaitingDump(since: relay.now))
        #expect(relay.hub.stats.dumpsRequested == 1)
    }

    @Test func theSameRosterAgainChangesNothingUntilTheDumpIsLate() {
        var relay = H()
        relay.roster()
        relay.advance(.seconds(1))
        #expect(relay.roster().isEmpty, "no new readers, dump asked 1 s ago")
        relay.advance(.seconds(1))
        #expect(relay.roster().dumpRequests == 1, "still awaited after 2 s: asked again")
        relay.advance(.seconds(2))
        #expect(relay.handle(.tick).dumpRequests == 1, "a tick asks again too")
        relay.dump(seq: 0, topicSeqs: [:], [])
        relay.advance(.seconds(5))
        #expect(relay.roster().isEmpty && relay.handle(.tick).isEmpty, "synced: nothing to ask")
    }

    @Test func theMirrorSideAdmitsTheUnionOfEveryRosterWhenItChanges() {
        var relay = H()
        relay.roster()
        let other = [Reader(key: H.stranger, deviceID: "tablet")]
        let effects = relay.roster(H.otherPhone, route: H.otherPhoneRoute, readers: other)
        let admitted = effects.compactMap {
            if case .readersChanged(let directory) = $0 { directory.keys } else { nil }
        }
        #expect(admitted == [Set([H.desk, H.watch, H.stranger])])
        let removed = relay.roster(readers: [Reader(key: H.desk, deviceID: "desk")])
        #expect(
            removed.compactMap { if case .readersChanged(let directory) = $0 { directory.keys } else { nil } } == [
                Set([H.desk, H.stranger])
            ])
    }

    @Test func readersWithDeviceIDsThatCannotNameATopicAreDropped() {
        var relay = H()
        let bad = [
            Reader(key: H.desk, deviceID: "desk"), Reader(key: H.watch, deviceID: "a/b"),
            Reader(key: H.stranger, deviceID: ""),
        ]
        let effects = relay.roster(readers: bad)
        #expect(effects.drops == [.invalidReader, .invalidReader])
        #expect(relay.hub.directory.keys == [H.desk])
    }

    @Test func aDumpBecomesTheMapAndAnswersQueuedSnapshotRequests() {
        var relay = H()
        relay.roster()
        #expect(relay.snapshot().isEmpty, "queued while the dump is awaited")
        let effects = relay.dump(
            seq: 3, topicSeqs: ["all/": 2, "dev/desk/": 1],
            [
                Make.set(item: 1, seq: 1, topicSeq: 1), Make.grant("dev/desk/", seq: 2, topicSeq: 1),
                Make.set(item: 2, seq: 3, topicSeq: 2),
            ])
        #expect(relay.hub.syncState(of: H.phone) == .synced)
        let snapshot = try! #require(effects.snapshots.first)
        #expect(snapshot.requestID == "s1" && snapshot.epoch == 1 && snapshot.seq == 3)
        #expect(snapshot.texts == ["grant dev/desk/ @2", "set all/ 1.0 @1", "set all/ 2.0 @3"])
        #expect(relay.hub.stats.dumpsApplied == 1 && relay.hub.stats.snapshotsServed == 1)
    }

    @Test func aDumpNobodyAwaitsOrOfAnotherEpochIsDropped() {
        var relay = H()
        relay.roster(epoch: 2)
        #expect(relay.dump(epoch: 1, seq: 0, topicSeqs: [:], []).drops == [.unexpectedDump])
        relay.dump(epoch: 2, seq: 0, topicSeqs: [:], [])
        #expect(
            relay.dump(epoch: 2, seq: 5, topicSeqs: [:], []).drops.isEmpty,
            "synced: a state sealed again under a new group key is taken")
        #expect(relay.hub.position(of: H.phone)?.seq == 5)
        #expect(relay.dump(HubHarness.otherPhone, seq: 0, topicSeqs: [:], []).drops == [.unexpectedDump], "no roster")
    }

    @Test func aDumpsDeleteAndPassRecordsAndOtherEpochsAreNotKept() {
        var relay = H()
        relay.roster()
        let effects = relay.dump(
            seq: 4, topicSeqs: ["all/": 4],
            [
                Make.set(item: 1, seq: 1, topicSeq: 1), Make.delete(item: 2, seq: 2, topicSeq: 2),
                Make.pass(seq: 3, topicSeq: 3), Make.set(item: 3, seq: 4, topicSeq: 4, epoch: 9),
            ])
        #expect(effects.drops == [.invalidDumpRecord, .invalidDumpRecord, .invalidDumpRecord])
        #expect(relay.snapshot().snapshots.first?.texts == ["set all/ 1.0 @1"])
    }

    @Test func updatesHeldWhileTheDumpIsAwaitedApplyAfterItWhenNewer() {
        var relay = H()
        relay.roster()
        relay.update(Make.set(item: 1, seq: 1, topicSeq: 1))  // the dump includes it
        relay.update(Make.set(item: 1, seq: 2, topicSeq: 2))  // newer than the dump
        relay.update(Make.set(item: 2, seq: 3, topicSeq: 3))
        relay.dump(seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        #expect(relay.hub.syncState(of: H.phone) == .synced)
        #expect(relay.hub.position(of: H.phone)?.topicSeqs == ["all/": 3])
        #expect(relay.snapshot().snapshots.first?.texts == ["set all/ 1.0 @2", "set all/ 2.0 @3"])
    }

    @Test func aGapAmongTheHeldUpdatesAsksForAnotherDump() {
        var relay = H()
        relay.roster()
        relay.update(Make.set(item: 1, seq: 5, topicSeq: 5))
        let effects = relay.dump(seq: 2, topicSeqs: ["all/": 2], [])
        #expect(effects.dumpRequests == 1 && relay.hub.stats.gaps == 1)
        #expect(relay.hub.syncState(of: H.phone) == .awaitingDump(since: relay.now))
        relay.dump(seq: 5, topicSeqs: ["all/": 5], [Make.set(item: 1, seq: 5, topicSeq: 5)])
        #expect(relay.hub.syncState(of: H.phone) == .synced)
    }

    @Test func aGapOnATopicAsksForADump() {
        var relay = H()
        relay.synced(seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        #expect(relay.update(Make.set(item: 2, seq: 2, topicSeq: 2)).dumpRequests == 0)
        let effects = relay.update(Make.set(item: 3, seq: 4, topicSeq: 4))
        #expect(effects.published == ["\(H.phone)/all/"], "forwarded all the same")
        #expect(effects.dumpRequests == 1 && relay.hub.stats.gaps == 1)
        #expect(relay.snapshot().isEmpty, "not synced: queued")
    }

    /// (topic_seq of a heartbeat after the topic's last was 3) → whether it is a gap: a
    /// heartbeat reports the topic's last position, so one past it means something was missed.
    @Test(arguments: [(UInt64(2), false), (3, false), (4, true), (5, true)])
    func heartbeatsAtTheLastTopicSeqAreFineAboveItAGap(topicSeq: UInt64, gap: Bool) {
        var relay = H()
        relay.synced(seq: 3, topicSeqs: ["all/": 3])
        let effects = relay.update(Make.heartbeat(seq: 3, topicSeq: topicSeq))
        #expect((effects.dumpRequests == 1) == gap)
        #expect(relay.hub.position(of: H.phone)?.topicSeqs["all/"] == 3, "a heartbeat never moves the position")
    }

    /// (topic_seq of an invalidation notice, PASS, after the topic's last was 3) → whether it is a gap.
    @Test(arguments: [(UInt64(3), false), (4, false), (5, true)])
    func invalidationNoticesAdvanceTheirTopic(topicSeq: UInt64, gap: Bool) {
        var relay = H()
        relay.synced(seq: 3, topicSeqs: ["all/": 3])
        let effects = relay.update(Make.pass(seq: 4, topicSeq: topicSeq))
        #expect((effects.dumpRequests == 1) == gap)
        #expect(relay.hub.position(of: H.phone)?.topicSeqs["all/"] == (gap ? 3 : topicSeq))
    }

    @Test func aLiveGrantIsKeptWithoutMovingItsTopic() {
        var relay = H()
        relay.synced(
            seq: 3, topicSeqs: ["all/": 3, "dev/desk/": 2], [Make.grant("dev/desk/", seq: 3, topicSeq: 2, keyEpoch: 1)])
        // A new group key, granted at the same position: the later grant wins, nothing is asked for.
        let effects = relay.update(Make.grant("dev/desk/", seq: 3, topicSeq: 2, keyEpoch: 2))
        #expect(effects.dumpRequests == 0)
        #expect(relay.hub.position(of: H.phone)?.topicSeqs["dev/desk/"] == 2)
        #expect(relay.hub.stats.gaps == 0)
        #expect(
            relay.snapshot().snapshots.first?.records.first?.keyEpoch == 2,
            "the desk's snapshot starts with the new grant")
    }

    @Test func anotherEpochDropsTheMapAndAsksForADump() {
        var relay = H()
        relay.synced(seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        let effects = relay.update(Make.set(item: 7, seq: 1, topicSeq: 1, epoch: 2))
        #expect(effects.contains(.requestDump(H.phone, route: H.phoneRoute, knownEpoch: 0)), "the old map is gone")
        #expect(relay.hub.stats.epochChanges == 1 && relay.hub.position(of: H.phone) == nil)
        relay.dump(epoch: 2, seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 7, seq: 1, topicSeq: 1, epoch: 2)])
        #expect(relay.snapshot().snapshots.first?.texts == ["set all/ 7.0 @1"], "nothing of epoch 1 left")
    }

    @Test func aRosterOfAnotherEpochDropsTheMapToo() {
        var relay = H()
        relay.synced(seq: 1, topicSeqs: ["all/": 1], [Make.set(item: 1, seq: 1, topicSeq: 1)])
        #expect(relay.roster(epoch: 2).dumpRequests == 1)
        #expect(relay.hub.position(of: H.phone) == nil)
    }
}
