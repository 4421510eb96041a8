import RelayLink
import Testing

/// A mirror's link through relays as a value, on a clock the test moves (instants given).
@Suite("MirrorLink: relay choice, replays and duplicates, the refusal log's pace")
struct MirrorLinkTests {
    let t0 = ContinuousClock.now

    @Test("each attempt of a request goes to the next relay; each new snapshot request starts at the next")
    func relayChoice() {
        var link = MirrorLink()
        #expect((0..<4).map { _ in link.relay(for: "r1", isSnapshot: false, among: 3) } == [0, 1, 2, 0])
        #expect(link.relay(for: nil, isSnapshot: false, among: 3) == 0)
        #expect(link.relay(for: "s1", isSnapshot: true, among: 3) == 0)
        #expect(link.relay(for: "s1", isSnapshot: true, among: 3) == 1)
        #expect(link.relay(for: "s2", isSnapshot: true, among: 3) == 1)
        #expect(link.relay(for: "s3", isSnapshot: true, among: 3) == 2)
        // Only the relay the latest attempt went to is heard on it.
        #expect(!link.takes(snapshot: "s1", from: 0) && link.takes(snapshot: "s1", from: 1))
        #expect(link.counters.notAsked == 1)
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

    @Test("a whole snapshot's cut covers the updates at or below it; a part that is not the last, nothing")
    func cut() {
        var link = MirrorLink()
        link.assembled(epoch: 1, topicSeqs: ["all/": 5, "dev/desk/": 2], deviceTopic: "dev/desk/", isPart: true, isLast: false)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 5, isHeartbeat: false, from: 0) == .deliver)
        link.assembled(epoch: 1, topicSeqs: ["all/": 7, "dev/desk/": 2], deviceTopic: "dev/desk/", isPart: true, isLast: true)
        #expect(link.opened(update: "all/", epoch: 1, topicSeq: 7, isHeartbeat: false, from: 1) == .duplicate)
        #expect(link.opened(update: "dev/desk/", epoch: 1, topicSeq: 2, isHeartbeat: false, from: 1) == .duplicate)
        #expect(link.opened(update: "dev/desk/", epoch: 1, topicSeq: 3, isHeartbeat: false, from: 1) == .deliver)
        #expect(link.counters.snapshots == 2 && link.counters.snapshotParts == 2)
    }

    @Test("refusals are logged at most once a second, with every count; those held back with the next line or at the close")
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
