import Codec
import RelayLink
import Testing

/// The phone-signed digest of a snapshot cut (#50), in memory: the phone's ledger signs each
/// topic's cut in every header it publishes, and a mirror's link refuses a relay's answer whose
/// records are not that cut at the claimed position.
extension MirrorLinkTests {
    /// What the phone publishes on "dev/desk/", as its headers: the cut each signs from `ledger`.
    struct Phone {
        var ledger = CutLedger()
        var seq: UInt64 = 10
        let topic = "dev/desk/"

        init() {
            // Its first dump (nothing restored): the topic is known whole from here on.
            _ = ledger.dumped(topic: topic, epoch: 7, position: 0, records: [])
        }

        mutating func publish(_ op: CloneOperation, item: UInt8 = 0, part: UInt32 = 0, at topicSeq: UInt64)
            -> SealedHeaderFields
        {
            seq += 1
            var header = SealedHeaderFields()
            header.topic = topic
            header.epoch = 7
            header.seq = seq
            header.topicSeq = topicSeq
            header.op = op
            if op == .set || op == .delete {
                header.item = Array(repeating: item, count: 16)
                header.part = part
            }
            header.cut = ledger.published(
                topic: topic, epoch: 7, topicSeq: topicSeq, op: op, item: header.item, part: header.part)
            return header
        }
    }

    /// One whole answer of `records` at `position` on the device's topic ("all/" empty at 0),
    /// checked by a fresh link: its verdict and counts.
    static func check(_ records: [SealedHeaderFields], at position: UInt64) -> (
        MirrorLink.SnapshotVerdict, MirrorRelayCounters
    ) {
        var link = MirrorLink()
        _ = link.relay(for: "s1", isSnapshot: true, among: 1, at: .now)
        let verdict = link.checked(
            snapshot: "s1", from: 0, part: 0, parts: 0, epoch: 7, claimed: ["all/": 0, "dev/desk/": position],
            topics: ["all/", "dev/desk/"], opened: [beat("all/", 0)] + records, refused: [])
        return (verdict, link.counters)
    }

    @Test(
        "a relay that holds back the latest record of one item (an older one, or none, beside the phone's record at a later position), or brings a removed item back, is refused: the records are not the cut the phone signed there"
    )
    func heldBackLatestRecord() {
        var phone = Phone()
        let widget1 = phone.publish(.set, item: 1, part: 1, at: 1)  // widget 1's timeline
        let widget2 = phone.publish(.set, item: 2, part: 1, at: 2)  // widget 2's timeline
        let widget1Again = phone.publish(.set, item: 1, part: 1, at: 3)  // widget 1's new timeline
        let beat3 = phone.publish(.heartbeat, at: 3)

        // Honest: the latest record of each, witnessed by the last update (or the heartbeat).
        #expect(Self.check([widget2, widget1Again], at: 3).0 == .take)
        #expect(Self.check([widget2, widget1Again, beat3], at: 3).0 == .take)
        // An earlier cut, whole, is the phone's too (what a relay can still do).
        #expect(Self.check([widget1, widget2], at: 2).0 == .take)

        // Widget 1's latest record held back: its older one, or none, beside the phone's heartbeat at 3.
        for records in [[widget1, widget2, beat3], [widget2, beat3], [widget1, widget2, widget1Again.withoutRecord]] {
            let (verdict, counters) = Self.check(records, at: 3)
            guard case .refuse(let why) = verdict else {
                Issue.record("a held-back record taken: \(records.map(\.topicSeq))")
                continue
            }
            #expect(why.contains("not the phone's cut at dev/desk/ 3"), "\(why)")
            #expect(counters.notTheCut == 1 && counters.refused == 1 && counters.snapshotPartsDropped == 1)
        }

        // Widget 2 removed at 4: a relay that brings its record back is refused; without it, taken.
        let removed = phone.publish(.delete, item: 2, at: 4)
        #expect(Self.check([widget2, widget1Again, removed], at: 4).0 != .take)
        #expect(Self.check([widget1Again, removed], at: 4).0 == .take)
        // A position with no cut the phone signed (a phone's heartbeat from before it knew its
        // state whole carries none) is not taken either.
        var unsigned = removed
        unsigned.cut = []
        #expect(Self.check([widget1Again, unsigned], at: 4).0 != .take)
        // An empty answer of a made-up epoch (no record of the phone's at all, positions 0): refused.
        var link = MirrorLink()
        _ = link.relay(for: "s2", isSnapshot: true, among: 1, at: .now)
        let empty = link.checked(
            snapshot: "s2", from: 0, part: 0, parts: 0, epoch: 99, claimed: [:], topics: ["all/", "dev/desk/"],
            opened: [], refused: [])
        #expect(empty == .refuse("a snapshot position the phone signed no cut at: all/ 0"))
    }

    @Test(
        "a relay's map made of the phone's dump and later updates gives the cut the phone signed: a dump's records carry when each item last changed, a widget's reconfiguration is in its instance's group"
    )
    func dumpsAndUpdatesMakeTheSameCut() {
        var phone = Phone()
        let added = phone.publish(.set, item: 1, part: 0, at: 1)
        let timeline = phone.publish(.set, item: 1, part: 1, at: 2)
        let configured = phone.publish(.set, item: 1, part: 2, at: 3)
        // A relay that heard every update.
        #expect(Self.check([added, timeline, configured], at: 3).0 == .take)
        // Holding back the reconfiguration (the instance as first added) is refused.
        #expect(Self.check([added, timeline, phone.publish(.heartbeat, at: 3)], at: 3).0 != .take)

        // A dump at 3 (a relay restarted): the instance (as reconfigured, part 0) and its timeline,
        // stamped at the dump's position and with when each last changed; a restored widget 2 too.
        let stamps = phone.ledger.dumped(
            topic: "dev/desk/", epoch: 7, position: 3,
            records: [
                (Array(repeating: 1, count: 16), 0), (Array(repeating: 1, count: 16), 1),
                (Array(repeating: 2, count: 16), 0),
            ])
        #expect(stamps.changedAt == [3, 2, 0])
        func dumped(_ item: UInt8, part: UInt32, changedAt: UInt64) -> SealedHeaderFields {
            var header = SealedHeaderFields()
            header.topic = "dev/desk/"
            header.epoch = 7
            header.seq = 13
            header.topicSeq = 3
            header.op = .set
            header.item = Array(repeating: item, count: 16)
            header.part = part
            header.changedAt = changedAt
            header.cut = stamps.digest
            return header
        }
        let dump = [
            dumped(1, part: 0, changedAt: 3), dumped(1, part: 1, changedAt: 2), dumped(2, part: 0, changedAt: 0),
        ]
        #expect(Self.check(dump, at: 3).0 == .take)
        // Widget 1's timeline changes at 4: the relay's map, the dump's records and that update, is
        // the cut the update signs; with the update held back (the dump's older timeline), refused.
        let timeline4 = phone.publish(.set, item: 1, part: 1, at: 4)
        #expect(Self.check(dump + [timeline4], at: 4).0 == .take)
        #expect(Self.check(dump + [phone.publish(.heartbeat, at: 4)], at: 4).0 != .take)
        // The restored widget left out of the dump's records: refused.
        #expect(Self.check([dump[0], dump[1], timeline4], at: 4).0 != .take)
    }
}

extension SealedHeaderFields {
    /// The same position as a heartbeat (the record itself not sent): the phone's word of the cut only.
    fileprivate var withoutRecord: SealedHeaderFields {
        var header = self
        header.op = .heartbeat
        header.item = []
        header.part = 0
        return header
    }
}
