import Codec
import RelayLink
import Testing

/// A mirror's link through relays as a value, on a clock the test moves (instants given).
@Suite("MirrorLink: relay choice, replays and duplicates, the refusal log's pace")
struct MirrorLinkTests {
    let t0 = ContinuousClock.now

    /// The phone's heartbeat at `topicSeq` on `topic`, as opened: it signs the cut `cut` there
    /// (an empty one unless said).
    static func beat(_ topic: String, _ topicSeq: UInt64, cut: TopicCut = TopicCut()) -> SealedHeaderFields {
        var header = SealedHeaderFields()
        header.topic = topic
        header.topicSeq = topicSeq
        header.op = .heartbeat
        header.cut = cut.digest
        return header
    }

    @Test("each attempt of a request goes to the next relay; each new snapshot request starts at the next")
    func relayChoice() {
        var link = MirrorLink()
        // Every relay answers each attempt (a late answer, say): none is avoided.
        #expect(
            (0..<4).map { _ in
                let relay = link.relay(for: "r1", isSnapshot: false, among: 3, at: t0)
                link.answered(by: relay)
                return relay
            } == [0, 1, 2, 0])
        #expect(link.relay(for: nil, isSnapshot: false, among: 3, at: t0) == 0)
        #expect(link.relay(for: "s1", isSnapshot: true, among: 3, at: t0) == 0)
        link.answered(by: 0)
        #expect(link.relay(for: "s1", isSnapshot: true, among: 3, at: t0) == 1)
        #expect(link.relay(for: "s2", isSnapshot: true, among: 3, at: t0) == 1)
        #expect(link.relay(for: "s3", isSnapshot: true, among: 3, at: t0) == 2)
        // Only the relay the latest attempt went to is heard on it.
        #expect(!link.takes(snapshot: "s1", from: 0) && link.takes(snapshot: "s1", from: 1))
        #expect(link.counters.notAsked == 1)
    }

    @Test(
        "relay health (#50 point 4): a relay that left an attempt unanswered is avoided by new requests until it answers again (a probe's answer), probed once a second meanwhile, tried again after 30 s without one"
    )
    func relayHealth() {
        var link = MirrorLink()
        #expect(link.relay(for: "tap1", isSnapshot: false, among: 2, at: t0) == 0)
        // Relay 0 is dead: the tap is sent again at its time-out, to relay 1, which answers.
        #expect(link.relay(for: "tap1", isSnapshot: false, among: 2, at: t0 + .milliseconds(2_500)) == 1)
        link.answered(by: 1)
        // Every later tap goes to relay 1 first: no time-out.
        for tap in 2...6 {
            #expect(link.relay(for: "tap\(tap)", isSnapshot: false, among: 2, at: t0 + .seconds(3 + tap)) == 1)
            link.answered(by: 1)
        }
        #expect(
            link.relay(for: "snap", isSnapshot: true, among: 2, at: t0 + .seconds(10)) == 1, "a snapshot request too")
        link.answered(by: 1)
        // Relay 0 is probed off the request path, at most once a second.
        #expect(link.probes(at: t0 + .seconds(3)) == [0])
        #expect(link.probes(at: t0 + .milliseconds(3_500)).isEmpty)
        #expect(link.probes(at: t0 + .seconds(4)) == [0])
        // Its probe answered: used again at once, and no longer probed.
        link.answered(by: 0)
        #expect(link.relay(for: "tap7", isSnapshot: false, among: 2, at: t0 + .seconds(12)) == 0)
        link.answered(by: 0)
        #expect(link.probes(at: t0 + .seconds(13)).isEmpty)

        // Both dead: a request still goes somewhere (round the relays), and a relay that never
        // answers a probe is tried again 30 s after it was found silent.
        var both = MirrorLink()
        #expect(both.relay(for: "a", isSnapshot: false, among: 2, at: t0) == 0)
        #expect(both.relay(for: "a", isSnapshot: false, among: 2, at: t0 + .seconds(2)) == 1)
        #expect(both.relay(for: "a", isSnapshot: false, among: 2, at: t0 + .seconds(4)) == 0)
        #expect(both.health.avoids(0, at: t0 + .seconds(5)) && both.health.avoids(1, at: t0 + .seconds(5)))
        #expect(both.relay(for: "b", isSnapshot: false, among: 2, at: t0 + .seconds(5)) == 0)
        // Relay 0, silent since t0 + 2 s, is tried first again at t0 + 32 s; relay 1 (since 4 s) not yet.
        #expect(!both.health.avoids(0, at: t0 + .seconds(32)) && both.health.avoids(1, at: t0 + .seconds(32)))
        #expect(both.relay(for: "c", isSnapshot: false, among: 2, at: t0 + .seconds(32)) == 0)
    }

    @Test(
        "an answer to a snapshot request never sent is refused; a relay asked twice may answer twice, not three times; each answer logged once"
    )
    func unaskedAnswers() {
        var link = MirrorLink()
        let never = "a snapshot answer to a request this mirror never sent"
        let first = link.answer(snapshot: "never", from: 0)
        let second = link.answer(snapshot: "never", from: 0)
        #expect(first == .refuse(never, log: true) && second == .refuse(never, log: false), "logged once an answer")
        // One relay, asked twice (the first attempt timed out): its late answer and its second both taken.
        let relays = [
            link.relay(for: "s1", isSnapshot: true, among: 1, at: t0),
            link.relay(for: "s1", isSnapshot: true, among: 1, at: t0 + .seconds(3)),
        ]
        #expect(relays == [0, 0])
        for _ in 0..<2 {
            let verdict = link.answer(snapshot: "s1", from: 0)
            let checked = link.checked(
                snapshot: "s1", from: 0, part: 0, parts: 0, epoch: 7, claimed: [:], topics: ["all/", "dev/desk/"],
                opened: [Self.beat("all/", 0), Self.beat("dev/desk/", 0)], refused: [])
            #expect(verdict == .take && checked == .take)
        }
        guard case .refuse(let why, log: true) = link.answer(snapshot: "s1", from: 0) else {
            Issue.record("a third answer to two attempts taken")
            return
        }
        #expect(why.hasPrefix("a snapshot answer a relay sent again"))
        let counters = link.counters
        #expect(counters.unasked == 3 && counters.refused == 3 && counters.notAsked == 0, "\(counters)")
    }

    @Test(
        "epochs that jump (the phone numbers them by its clock in ms) or come out lower are each a history of their own: taken once, retired when left"
    )
    func epochsThatJump() {
        var link = MirrorLink()
        let epochs: [UInt64] = [1_795_000_000_000, 1_795_000_060_000, 1_795_000_060_001, 7, 1_795_000_120_000]
        let heard = epochs.map { link.opened(update: "all/", epoch: $0, topicSeq: 1, isHeartbeat: false, from: 0) }
        #expect(heard == Array(repeating: .deliver, count: epochs.count))
        // Every epoch left is retired: a relay replaying one is refused, whatever its size.
        let replayed = epochs.dropLast().map {
            link.opened(update: "all/", epoch: $0, topicSeq: 2, isHeartbeat: false, from: 0)
        }
        #expect(replayed == Array(repeating: .replayed, count: epochs.count - 1))
    }

    @Test(
        "a relay that refused this device as a reader and answers it as one now is subscribed at again, once; a probe's answer says nothing"
    )
    func subscribeAgainAfterANotAReaderRefusal() {
        var link = MirrorLink()
        let answers: [(relay: Int, MirrorLink.Answer)] = [
            (0, .asReader),  // never refused: nothing to do
            (1, .notAReader),
            (1, .notAReader),  // refused again: still no roster there
            (1, .other),  // a probe's answer: the relay may still have no roster
            (0, .asReader),  // another relay's answer
            (1, .asReader),  // the roster came: subscribe there again
            (1, .asReader),  // once
        ]
        let subscribeAgain = answers.map { link.answered(by: $0.relay, $0.1) }
        #expect(subscribeAgain == [false, false, false, false, false, true, false])
    }

    @Test(
        "a dead relay that answers no probe stays avoided while probes go out: no request waits on it every 30 s"
    )
    func deadRelayStaysAvoided() {
        var link = MirrorLink()
        let first = [
            link.relay(for: "tap1", isSnapshot: false, among: 2, at: t0),
            link.relay(for: "tap1", isSnapshot: false, among: 2, at: t0 + .milliseconds(2_500)),
        ]
        #expect(first == [0, 1], "relay 0 dead: the tap sent again through relay 1")
        link.answered(by: 1)
        // A tap a second for two minutes, a probe of relay 0 as updates arrive, never answered.
        var chosen: [Int] = []
        for second in 3...120 {
            let now = t0 + .seconds(second)
            _ = link.probes(at: now)
            chosen.append(link.relay(for: "tap-\(second)", isSnapshot: false, among: 2, at: now))
            link.answered(by: 1)
        }
        #expect(
            chosen.allSatisfy { $0 == 1 },
            "relay 0 chosen at \(chosen.indices.filter { chosen[$0] == 0 }.map { $0 + 3 }) s")
    }

    @Test(
        "a snapshot answer whose position the phone's records do not vouch for is refused, with the rest of that answer; the next attempt, from the next relay, is taken"
    )
    func forgedPositions() {
        var link = MirrorLink()
        let topics = ["all/", "dev/desk/"]
        #expect(link.relay(for: "s1", isSnapshot: true, among: 2, at: t0) == 0)
        // Relay 0 answers in two parts, advancing "dev/desk/" to 1,000 where the phone's records reach 12.
        let claimed: [String: UInt64] = ["all/": 2, "dev/desk/": 1_000]
        #expect(link.takes(snapshot: "s1", from: 0) == true)
        let part0 = link.checked(
            snapshot: "s1", from: 0, part: 0, parts: 2, epoch: 7, claimed: claimed, topics: topics,
            opened: [Self.beat("dev/desk/", 12), Self.beat("all/", 2)], refused: [])
        #expect(part0 == .take)
        #expect(link.takes(snapshot: "s1", from: 0) == true)
        guard
            case .refuse(let why) = link.checked(
                snapshot: "s1", from: 0, part: 1, parts: 2, epoch: 7, claimed: claimed, topics: topics,
                opened: [Self.beat("dev/desk/", 12)], refused: [])
        else {
            Issue.record("an advanced position taken")
            return
        }
        #expect(why.contains("dev/desk/ 1000") && why.contains("reach 12"), "\(why)")
        #expect(link.counters.forgedPosition == 1 && link.counters.refused == 1)
        // The rest of relay 0's answer is dropped; nothing of it covers an update.
        #expect(link.takes(snapshot: "s1", from: 0) == false)
        #expect(link.opened(update: "dev/desk/", epoch: 7, topicSeq: 13, isHeartbeat: false, from: 0) == .deliver)
        // The core asks again at its time-out: relay 1, whose honest answer is taken.
        #expect(link.relay(for: "s1", isSnapshot: true, among: 2, at: t0 + .seconds(3)) == 1)
        #expect(link.takes(snapshot: "s1", from: 1) == true)
        let honest = link.checked(
            snapshot: "s1", from: 1, part: 0, parts: 0, epoch: 7, claimed: ["all/": 2, "dev/desk/": 13], topics: topics,
            opened: [Self.beat("dev/desk/", 13), Self.beat("all/", 2)], refused: [])
        #expect(honest == .take)
        // A refused record refuses its part, whatever the positions.
        #expect(link.relay(for: "s2", isSnapshot: true, among: 2, at: t0 + .seconds(4)) == 1)
        let refused = link.checked(
            snapshot: "s2", from: 1, part: 0, parts: 0, epoch: 7, claimed: [:], topics: topics,
            opened: [], refused: ["badSignature"])
        #expect(refused == .refuse("a snapshot whose record was refused (badSignature)"))
        #expect(link.counters.snapshotPartsDropped == 3)
        // Positions 0 need no witness; a record past a claimed position is outside the cut.
        #expect(SnapshotWitness(epoch: 7).forged(claimed: [:], topics: topics) == nil)
        #expect(
            SnapshotWitness.outside(topic: "all/", epoch: 7, seq: 5, topicSeq: 3, cut: 7, seq: 9, claimed: ["all/": 2])
                != nil)
        #expect(
            SnapshotWitness.outside(topic: "all/", epoch: 6, seq: 5, topicSeq: 2, cut: 7, seq: 9, claimed: ["all/": 2])
                != nil)
        #expect(
            SnapshotWitness.outside(topic: "all/", epoch: 7, seq: 5, topicSeq: 2, cut: 7, seq: 9, claimed: ["all/": 2])
                == nil)
    }

    @Test("the same relay again is a replay; another relay's copy a duplicate; a heartbeat at the position neither")
    func replaysAndDuplicates() {
        var link = MirrorLink()
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 1, isHeartbeat: false, from: 0) == .deliver)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 1, isHeartbeat: false, from: 1) == .duplicate)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 1, isHeartbeat: false, from: 0) == .replayed)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 1, isHeartbeat: true, from: 0) == .deliver)
        #expect(link.opened(update: "all/", epoch: 2, topicSeq: 1, isHeartbeat: false, from: 0) == .deliver)
        #expect(link.counters.updates == 3 && link.counters.duplicates == 1 && link.counters.replayed == 1)
    }

    @Test(
        "across epochs (#50, hostile relay): once the phone's signed updates moved on to a new epoch, an update or a snapshot of the epoch it left is never handed on (a replay from the relay that delivered the new one; a stale copy from another), where it would make the replica resync"
    )
    func replaysAcrossEpochs() {
        var link = MirrorLink()
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 4, isHeartbeat: false, from: 0) == .deliver)
        #expect(link.opened(update: "dev/desk/", epoch: 1, topicSeq: 2, isHeartbeat: false, from: 1) == .deliver)
        // The phone restarts: epoch 2 through relay 0.
        #expect(link.opened(update: "all/", epoch: 2, topicSeq: 1, isHeartbeat: false, from: 0) == .deliver)
        // Relay 0 replays epoch 1 (an update, a heartbeat, on either topic): refused as replays.
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 5, isHeartbeat: false, from: 0) == .replayed)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 4, isHeartbeat: true, from: 0) == .replayed)
        // Relay 1 never delivered epoch 2: its epoch-1 copy is stale, dropped (not a refusal).
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 5, isHeartbeat: false, from: 1) == .duplicate)
        #expect(link.opened(update: "all/", epoch: 2, topicSeq: 2, isHeartbeat: false, from: 1) == .deliver)
        #expect(link.counters.replayed == 2 && link.counters.duplicates == 1)
        // A snapshot of the epoch the phone left is refused, from any relay.
        let verdict = link.checked(
            snapshot: "s1", from: 1, part: 0, parts: 0, epoch: 1, claimed: ["all/": 4, "dev/desk/": 2],
            topics: ["all/", "dev/desk/"], opened: [Self.beat("all/", 4), Self.beat("dev/desk/", 2)], refused: [])
        #expect(verdict == .refuse("a snapshot of epoch 1, which the phone has left"))
        #expect(
            link.checked(
                snapshot: "s2", from: 1, part: 0, parts: 0, epoch: 2, claimed: ["all/": 2, "dev/desk/": 0],
                topics: ["all/", "dev/desk/"], opened: [Self.beat("all/", 2), Self.beat("dev/desk/", 0)], refused: [])
                == .take)
    }

    @Test("a whole snapshot's cut covers the updates at or below it; a part that is not the last, nothing")
    func cut() {
        var link = MirrorLink()
        link.assembled(
            epoch: 1, topicSeqs: ["all/": 5, "dev/desk/": 2], deviceTopic: "dev/desk/", isPart: true, isLast: false)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 5, isHeartbeat: false, from: 0) == .deliver)
        link.assembled(
            epoch: 1, topicSeqs: ["all/": 7, "dev/desk/": 2], deviceTopic: "dev/desk/", isPart: true, isLast: true)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 7, isHeartbeat: false, from: 1) == .duplicate)
        #expect(link.opened(update: "dev/desk/", epoch: 1, topicSeq: 2, isHeartbeat: false, from: 1) == .duplicate)
        #expect(link.opened(update: "dev/desk/", epoch: 1, topicSeq: 3, isHeartbeat: false, from: 1) == .deliver)
        #expect(link.counters.snapshots == 2 && link.counters.snapshotParts == 2)
    }

    @Test(
        "refusals are logged at most once a second, with every count; those held back with the next line or at the close"
    )
    func pace() {
        var link = MirrorLink()
        link.counters.forged += 1
        #expect(link.refusal("forged", at: t0)?.counters.forged == 1)
        link.counters.forged += 1
        #expect(link.refusal("forged again", at: t0 + .milliseconds(500)) == nil)
        #expect(link.heldRefusals(at: t0 + .milliseconds(900)) == nil)
        let held = link.heldRefusals(at: t0 + .seconds(1))
        #expect(held?.why == "the counts since the last line" && held?.counters == link.counters)
        #expect(link.heldRefusals(at: t0 + .seconds(5)) == nil)
        link.counters.malformed += 1
        #expect(link.refusal("malformed", at: t0 + .milliseconds(1_200)) == nil)
        #expect(link.heldRefusals(at: t0 + .milliseconds(1_300), force: true)?.counters.malformed == 1)
    }
}
