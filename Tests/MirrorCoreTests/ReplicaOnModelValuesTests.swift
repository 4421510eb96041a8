import DomainModel
import Foundation
import MirrorCore
import Testing
import WidgetRelayKit

/// MirrorCore's replica fed the model's values straight, as the codec hands them on: no relay.v1,
/// no codec. What decides — Clone ordering, quarantine, the last good timeline — is the core's.
@Suite("Replica on model values")
struct ReplicaOnModelValuesTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    static func timeline(_ text: String) -> ArchivedTimeline {
        let view = ArchivedView(root: ViewNode(.text(.verbatim(text))), family: .systemSmall, renderingMode: .fullColor)
        return ArchivedTimeline(entries: [ArchivedEntry(date: t0, relevance: nil, view: view)], policy: .never)
    }

    static func snapshot(_ text: String) -> SnapshotReply {
        var snapshot = SnapshotReply()
        snapshot.epoch = 7
        snapshot.seq = 1
        snapshot.broadcastSeq = 1
        snapshot.instances = [
            SnapshotReply.Instance(
                record: InstanceRecord(id: "w", kind: "Counter", family: .systemSmall, createdAt: 1, original: nil),
                timeline: ReceivedItem(id: "w", value: .success(timeline(text)), original: nil), placeholder: nil)
        ]
        return snapshot
    }

    static func update(seq: UInt64, _ timeline: Result<ArchivedTimeline, ItemFailure>) -> PublishedUpdate {
        PublishedUpdate(
            epoch: 7, seq: seq, topicSeq: seq, isDeviceTopic: false,
            change: .timeline(
                instanceID: "w", interactionID: "", ReceivedItem(id: "w", value: timeline, original: nil)),
            publishedAt: nil)
    }

    @Test("a timeline that did not decode is quarantined; the last good one stays, shown stale")
    func lastGoodTimelineKept() {
        var replica = Replica(deviceID: "desk")
        #expect(replica.restore(Self.snapshot("good")) == .applied)
        #expect(replica.receive(Self.update(seq: 2, .failure(ItemFailure("an entry without a view")))) == .applied)
        let widget = replica.state.instances["w"]
        #expect(widget?.timeline == Self.timeline("good"))
        #expect(widget?.showsLastGood == true)
        #expect(replica.state.quarantined.map(\.key) == ["timeline/w"])
        #expect(widget?.problem == "its timeline cannot be shown: an entry without a view")

        // The next good one replaces it and lifts the quarantine.
        #expect(replica.receive(Self.update(seq: 3, .success(Self.timeline("newer")))) == .applied)
        #expect(replica.state.instances["w"]?.timeline == Self.timeline("newer"))
        #expect(replica.state.instances["w"]?.showsLastGood == false)
        #expect(replica.state.quarantined.isEmpty)
    }

    @Test("a gap on a topic's counter asks for a snapshot; one already covered is ignored")
    func cloneOrdering() {
        var replica = Replica(deviceID: "desk")
        _ = replica.restore(Self.snapshot("good"))
        #expect(replica.receive(Self.update(seq: 1, .success(Self.timeline("old")))) == .ignored)
        guard case .resyncNeeded(let reason) = replica.receive(Self.update(seq: 3, .success(Self.timeline("skipped"))))
        else {
            Issue.record("a gap did not ask for a snapshot")
            return
        }
        #expect(reason.cause == .gap)
        #expect(!replica.isSynced)
    }

    @Test("the state as a snapshot restores the same state (what the cache writes, before the codec)")
    func stateRoundTrips() {
        var replica = Replica(deviceID: "desk")
        _ = replica.restore(Self.snapshot("good"))
        #expect(ReplicaState(snapshot: replica.state.asSnapshot) == replica.state)
    }
}
