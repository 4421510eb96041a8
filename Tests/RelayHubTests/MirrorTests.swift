@testable import RelayHub
import Testing

/// What mirrors get: snapshots of their two topics only, refusals, subscriptions, and
/// requests and replies forwarded only between a phone and its readers.
@Suite struct MirrorSideTests {
    typealias H = HubHarness

    /// The phone's state: a grant and a record for each device, two broadcast records.
    static let state: [Record] = [
        Make.set(item: 1, seq: 1, topicSeq: 1), Make.grant("dev/desk/", seq: 2, topicSeq: 1),
        Make.grant("dev/watch/", seq: 3, topicSeq: 1), Make.set("dev/watch/", item: 4, seq: 4, topicSeq: 2),
        Make.set("dev/desk/", item: 5, seq: 5, topicSeq: 2), Make.set(item: 6, seq: 6, topicSeq: 2),
    ]
    static let positions: [String: UInt64] = ["all/": 2, "dev/desk/": 2, "dev/watch/": 2]

    @Test func aLateJoinerGetsItsGrantFirstThenExactlyItsTwoTopicsInSeqOrder() throws {
        var relay = H()
        relay.synced(seq: 6, topicSeqs: Self.positions, Self.state)
        let snapshot = try #require(relay.snapshot(H.watch, route: H.watchRoute).snapshots.first)
        #expect(
            snapshot.texts == ["grant dev/watch/ @3", "set all/ 1.0 @1", "set dev/watch/ 4.0 @4", "set all/ 6.0 @6"])
        #expect(snapshot.topicSeqs == ["all/": 2, "dev/watch/": 2])
        #expect(snapshot.seq == 6 && snapshot.phone == H.phone)
        #expect(!snapshot.texts.contains { $0.contains("dev/desk/") }, "another device's records never appear")
    }

    @Test func aSnapshotAfterLiveUpdatesHasThem() throws {
        var relay = H()
        relay.synced(seq: 6, topicSeqs: Self.positions, Self.state)
        relay.update(Make.set("dev/desk/", item: 5, seq: 7, topicSeq: 3))
        relay.update(Make.delete(item: 1, seq: 8, topicSeq: 3))
        let snapshot = try #require(relay.snapshot().snapshots.first)
        // The DELETE that brought "all/" to 3 goes with it: the phone's word for that position.
        #expect(snapshot.texts == ["grant dev/desk/ @2", "delete 1 @8", "set all/ 6.0 @6", "set dev/desk/ 5.0 @7"])
        #expect(snapshot.topicSeqs == ["all/": 3, "dev/desk/": 3] && snapshot.seq == 8)
    }

    /// Issue #50, point 2: a snapshot's positions are in clear, so the relay sends with them the
    /// phone's record at each (a mirror takes no position its records do not reach).
    @Test(
        "a snapshot carries the phone's record at each topic's position: the update that brought it there or a heartbeat at it, a dump's heartbeats at its positions included; in part 0"
    )
    func positionsAreWitnessed() throws {
        var relay = H()
        let dumped = relay.dump(seq: 6, topicSeqs: ["all/": 3, "dev/desk/": 2], [])  // no roster yet: dropped
        #expect(dumped.drops == [.unexpectedDump])
        relay.roster()
        let effects = relay.dump(
            seq: 6, topicSeqs: ["all/": 3, "dev/desk/": 2],
            [
                Make.set(item: 1, seq: 1, topicSeq: 1), Make.grant("dev/desk/", seq: 2, topicSeq: 2),
                Make.heartbeat(seq: 6, topicSeq: 3), Make.heartbeat("dev/desk/", seq: 6, topicSeq: 2),
                Make.heartbeat("dev/desk/", seq: 5, topicSeq: 1),
            ])
        #expect(effects.drops == [.invalidDumpRecord], "a heartbeat not at its topic's position is no witness")
        var snapshot = try #require(relay.snapshot().snapshots.first)
        #expect(
            snapshot.texts == ["grant dev/desk/ @2", "heartbeat all/ @6", "heartbeat dev/desk/ @6", "set all/ 1.0 @1"])
        // A SET brings "all/" to 4: it is the witness, sent once, as a record.
        relay.update(Make.set(item: 2, seq: 7, topicSeq: 4))
        snapshot = try #require(relay.snapshot().snapshots.first)
        #expect(
            snapshot.texts == ["grant dev/desk/ @2", "heartbeat dev/desk/ @6", "set all/ 1.0 @1", "set all/ 2.0 @7"])
        // A heartbeat at 4 leaves it (sent anyway); a DELETE brings "all/" to 5, and a heartbeat
        // at 5 (smaller) replaces that; one below the position does not.
        relay.update(Make.heartbeat(seq: 8, topicSeq: 4))
        relay.update(Make.delete(item: 1, seq: 9, topicSeq: 5))
        snapshot = try #require(relay.snapshot().snapshots.first)
        #expect(snapshot.texts == ["grant dev/desk/ @2", "delete 1 @9", "heartbeat dev/desk/ @6", "set all/ 2.0 @7"])
        relay.update(Make.heartbeat(seq: 9, topicSeq: 4))
        relay.update(Make.heartbeat(seq: 9, topicSeq: 5))
        snapshot = try #require(relay.snapshot().snapshots.first)
        #expect(
            snapshot.texts == ["grant dev/desk/ @2", "heartbeat all/ @9", "heartbeat dev/desk/ @6", "set all/ 2.0 @7"])
        // In parts, the witnesses are in part 0, with the grant.
        relay.update(Make.sized("dev/desk/", item: 3, seq: 10, topicSeq: 3, size: 20_000))
        relay.update(Make.pass("dev/desk/", seq: 11, topicSeq: 4))
        let parts = relay.snapshot(maxPartBytes: 16 * 1024).snapshots
        #expect(parts.count == 2)
        #expect(
            parts.first?.texts == ["grant dev/desk/ @2", "heartbeat all/ @9", "pass dev/desk/ @11", "set all/ 2.0 @7"])
        #expect(parts.first?.topicSeqs == ["all/": 5, "dev/desk/": 4])
    }

    /// (who asks, for which phone) → refused NOT_A_READER.
    @Test(arguments: [(HubHarness.stranger, HubHarness.phone), (HubHarness.desk, PhoneID("cccc-cccc-cccc-cccc-cccc"))])
    func nonReadersAreRefused(reader: ReaderKey, phone: PhoneID) {
        var relay = H()
        relay.synced()
        #expect(relay.snapshot(reader, phone: phone).refusals == [.notAReader])
        #expect(relay.hub.stats.refusals[.notAReader] == 1)
    }

    @Test func aSnapshotRequestWaitsAFewSecondsForTheDumpThenIsRefusedSyncing() {
        var relay = H()
        relay.roster()
        #expect(relay.snapshot().isEmpty)
        relay.advance(.seconds(2))
        #expect(relay.handle(.tick).refusals.isEmpty)
        relay.advance(.seconds(1))
        let effects = relay.handle(.tick)
        #expect(effects.refusals == [.syncing])
        relay.dump(seq: 0, topicSeqs: [:], [])
        #expect(relay.hub.stats.snapshotsServed == 0, "already answered")
    }

    @Test func theSnapshotQueueIsBounded() {
        var limits = HubLimits()
        limits.queuedSnapshotsPerPhone = 2
        var relay = H(limits: limits)
        relay.roster()
        #expect(relay.snapshot(id: "1").isEmpty && relay.snapshot(id: "2").isEmpty)
        let third = relay.snapshot(id: "3")
        #expect(third.refusals == [.syncing] && third.drops == [.snapshotQueueFull])
        #expect(relay.dump(seq: 0, topicSeqs: [:], []).snapshots.map(\.requestID) == ["1", "2"])
    }

    @Test func aQueuedRequestOfAReaderRemovedMeanwhileIsRefused() {
        var relay = H()
        relay.roster()
        _ = relay.snapshot(H.watch, route: H.watchRoute)
        relay.roster(readers: [Reader(key: H.desk, deviceID: "desk")])
        #expect(relay.dump(seq: 0, topicSeqs: [:], []).refusals == [.notAReader])
    }

    /// Topics a subscription names → whether the desk (reader of `phone` as "desk") may have it.
    static let subscriptions: [(String, Bool)] = [
        ("\(HubHarness.phone)/all/", true), ("\(HubHarness.phone)/dev/desk/", true),
        ("\(HubHarness.phone)/dev/watch/", false), ("\(HubHarness.phone)/", false), ("", false),
        ("\(HubHarness.phone)/all/x", false), ("\(HubHarness.phone)/all", false),
        ("\(HubHarness.phone)/dev/desk/x/", false),
        ("\(HubHarness.phone)/dev/", false), ("\(HubHarness.otherPhone)/all/", false), ("/all/", false),
        ("\(HubHarness.phone)/dev/desk", false),
    ]

    @Test(arguments: subscriptions)
    func subscriptionsAreExactlyTheReadersTwoTopics(topic: String, allowed: Bool) {
        var relay = H()
        relay.roster()
        #expect(relay.hub.allows(topic: Array(topic.utf8), key: H.desk) == allowed)
        #expect(!relay.hub.allows(topic: Array(topic.utf8), key: H.stranger))
    }

    @Test func requestsReachThePhoneOnlyFromItsReaders() {
        var relay = H()
        relay.roster()
        let bytes: [UInt8] = [1, 2, 3]
        #expect(
            relay.handle(.request(reader: H.desk, route: H.deskRoute, phone: H.phone, bytes: bytes))
                == [.forwardRequest(phoneRoute: H.phoneRoute, mirrorRoute: H.deskRoute, bytes: bytes)])
        #expect(
            relay.handle(.request(reader: H.stranger, route: H.strangerRoute, phone: H.phone, bytes: bytes)).drops
                == [.requestFromNonReader])
        #expect(
            relay.handle(.request(reader: H.desk, route: H.deskRoute, phone: H.otherPhone, bytes: bytes)).drops
                == [.requestToUnknownPhone])
        #expect(relay.hub.stats.requestsForwarded == 1 && relay.hub.stats.dropped == 2)
    }

    @Test func repliesGoOnlyToMirrorsThatAskedThatPhone() {
        var relay = H()
        relay.roster()
        relay.roster(H.otherPhone, route: H.otherPhoneRoute)
        _ = relay.handle(.request(reader: H.desk, route: H.deskRoute, phone: H.phone, bytes: [1]))
        #expect(
            relay.handle(.reply(H.phone, to: H.deskRoute, bytes: [2])) == [
                .forwardReply(mirrorRoute: H.deskRoute, bytes: [2])
            ])
        #expect(relay.handle(.reply(H.otherPhone, to: H.deskRoute, bytes: [3])).drops == [.replyToUnknownRoute])
        #expect(relay.handle(.reply(H.phone, to: H.watchRoute, bytes: [4])).drops == [.replyToUnknownRoute])
    }

    @Test func theRememberedRequestersAreBounded() {
        var limits = HubLimits()
        limits.requestersPerPhone = 2
        var relay = H(limits: limits)
        relay.roster()
        for route in [H.deskRoute, H.watchRoute, H.strangerRoute] {
            _ = relay.handle(.request(reader: H.desk, route: route, phone: H.phone, bytes: [1]))
        }
        #expect(
            relay.handle(.reply(H.phone, to: H.deskRoute, bytes: [2])).drops == [.replyToUnknownRoute],
            "the oldest is forgotten")
        #expect(relay.handle(.reply(H.phone, to: H.strangerRoute, bytes: [2])).drops.isEmpty)
    }
}
