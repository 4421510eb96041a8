import DomainModel
import Foundation
import MirrorCore
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

@Suite("Replica: the Clone client")
struct ReplicaTests {
    static let device = "desk"

    static func instance(_ id: String) -> Relay_V1_WidgetInstance {
        .with {
            $0.instanceID = id; $0.kind = "K"; $0.family = .systemSmall; $0.ownerDeviceID = device
        }
    }

    static func timeline(_ id: String, text: String) -> Relay_V1_TimelineUpdate {
        WireCodec.encode(
            ArchivedTimeline(
                entries: [
                    ArchivedEntry(
                        date: Date(timeIntervalSince1970: 1_000), relevance: nil,
                        view: ArchivedView(
                            root: ViewNode(.text(.verbatim(text))), family: .systemSmall, renderingMode: .accented))
                ],
                policy: .never), instanceID: id)
    }

    static func update(epoch: UInt64 = 1, seq: UInt64, topicSeq: UInt64, _ fill: (inout Relay_V1_Update) -> Void)
        -> Relay_V1_Update
    {
        var update = Relay_V1_Update()
        update.epoch = epoch
        update.seq = seq
        update.topicSeq = topicSeq
        fill(&update)
        return update
    }

    static func snapshot(epoch: UInt64 = 1, seq: UInt64, broadcast: UInt64, device: UInt64, text: String = "snap")
        -> Relay_V1_Snapshot
    {
        .with {
            $0.epoch = epoch
            $0.seq = seq
            $0.broadcastSeq = broadcast
            $0.deviceSeq = device
            $0.instances = [
                .with {
                    $0.instance = instance("w"); $0.timeline = timeline("w", text: text)
                }
            ]
        }
    }

    let mine = Topic.device(device)
    let all = Topic.all

    @Test("updates before the snapshot are buffered; those it covers are dropped, later ones applied in order")
    func snapshotThenBuffered() throws {
        var replica = Replica(deviceID: Self.device)
        #expect(
            try replica.receive(
                Self.update(seq: 4, topicSeq: 2) { $0.timeline = Self.timeline("w", text: "old") }, topic: mine)
                == .buffered)
        #expect(
            try replica.receive(
                Self.update(seq: 6, topicSeq: 3) { $0.timeline = Self.timeline("w", text: "new") }, topic: mine)
                == .buffered)
        #expect(try replica.restore(Self.snapshot(seq: 5, broadcast: 1, device: 2)) == .applied)
        #expect(replica.state.instances["w"]?.timeline?.entries[0].view.texts == ["new"])
        #expect(replica.state.deviceSeq == 3)
        #expect(replica.state.seq == 6)
    }

    @Test("a gap, on either topic, asks for a resync; so does a new epoch")
    func gaps() throws {
        for (topic, update) in [
            (mine, Self.update(seq: 9, topicSeq: 4) { $0.timeline = Self.timeline("w", text: "x") }),
            (all, Self.update(seq: 9, topicSeq: 3) { $0.control = .init() }),
            (mine, Self.update(epoch: 2, seq: 1, topicSeq: 1) { $0.timeline = Self.timeline("w", text: "x") }),
        ] {
            var replica = Replica(deviceID: Self.device)
            _ = try replica.restore(Self.snapshot(seq: 5, broadcast: 1, device: 2))
            guard case .resyncNeeded = try replica.receive(update, topic: topic) else {
                Issue.record("no resync for \(update)")
                continue
            }
            #expect(!replica.isSynced)
            #expect(replica.state.instances["w"] != nil)  // content stays visible until the new snapshot
        }
    }

    /// sync.proto: epochs are compared for equality. A reset data folder starts the phone again
    /// at epoch 1, below the one a mirror synced in: that is a new history too.
    @Test(
        "an epoch other than the synced one, lower or higher, asks for a resync; the next snapshot's epoch is followed",
        arguments: [UInt64(1), 2, 4])
    func epochsAreComparedForEquality(_ epoch: UInt64) throws {
        var replica = Replica(deviceID: Self.device)
        _ = try replica.restore(Self.snapshot(epoch: 3, seq: 5, broadcast: 1, device: 2))
        let update = Self.update(epoch: epoch, seq: 6, topicSeq: 3) { $0.timeline = Self.timeline("w", text: "x") }
        guard case .resyncNeeded = try replica.receive(update, topic: mine) else {
            Issue.record("epoch \(epoch) after 3 was applied")
            return
        }
        #expect(try replica.restore(Self.snapshot(epoch: epoch, seq: 0, broadcast: 0, device: 0)) == .applied)
        #expect(
            try replica.receive(
                Self.update(epoch: epoch, seq: 1, topicSeq: 1) { $0.timeline = Self.timeline("w", text: "y") },
                topic: mine) == .applied)
        #expect(replica.state.epoch == epoch && replica.state.instances["w"]?.timeline?.entries[0].view.texts == ["y"])
    }

    @Test("a repeated update is ignored; the next one applies")
    func duplicates() throws {
        var replica = Replica(deviceID: Self.device)
        _ = try replica.restore(Self.snapshot(seq: 5, broadcast: 1, device: 2))
        let next = Self.update(seq: 6, topicSeq: 3) { $0.timeline = Self.timeline("w", text: "three") }
        #expect(try replica.receive(next, topic: mine) == .applied)
        #expect(try replica.receive(next, topic: mine) == .ignored)
        #expect(replica.state.instances["w"]?.timeline?.entries[0].view.texts == ["three"])
    }

    @Test(
        "a heartbeat that reports more than was received (either topic) asks for a resync; an honest one updates the phone's time"
    )
    func heartbeats() throws {
        var replica = Replica(deviceID: Self.device)
        _ = try replica.restore(Self.snapshot(seq: 5, broadcast: 1, device: 2))
        let time = Date(timeIntervalSince1970: 2_000)
        let honest = Self.update(seq: 5, topicSeq: 1) {
            $0.heartbeat = .with {
                $0.phoneTime = .init(date: time); $0.deviceSeqs = [Self.device: 2, "other": 9]
            }
        }
        #expect(try replica.receive(honest, topic: all) == .applied)
        #expect(replica.state.phoneTime == time)
        let missedMine = Self.update(seq: 7, topicSeq: 1) { $0.heartbeat = .with { $0.deviceSeqs = [Self.device: 3] } }
        guard case .resyncNeeded = try replica.receive(missedMine, topic: all) else {
            Issue.record("missed own update not noticed"); return
        }
        _ = try replica.restore(Self.snapshot(seq: 5, broadcast: 1, device: 2))
        let missedBroadcast = Self.update(seq: 7, topicSeq: 2) { $0.heartbeat = .init() }
        guard case .resyncNeeded = try replica.receive(missedBroadcast, topic: all) else {
            Issue.record("missed broadcast not noticed"); return
        }
    }

    @Test("the state survives a trip through a snapshot (the on-disk cache)")
    func cacheRoundTrip() throws {
        var replica = Replica(deviceID: Self.device)
        _ = try replica.restore(Self.snapshot(seq: 5, broadcast: 1, device: 2))
        let cached = try ReplicaState(
            snapshot: Relay_V1_Snapshot(serializedBytes: replica.state.snapshot.serializedBytes() as [UInt8]))
        #expect(cached == replica.state)
        let restarted = Replica(deviceID: Self.device, cached: cached)
        #expect(!restarted.isSynced)
        #expect(restarted.state.instances["w"]?.timeline?.entries[0].view.texts == ["snap"])
    }

    @Test("a mirrored instance shows the last entry whose date has come")
    func entryAtDate() {
        let view = { (text: String) in
            ArchivedView(root: ViewNode(.text(.verbatim(text))), family: .systemSmall, renderingMode: .fullColor)
        }
        let item = MirroredInstance(
            instance: InstanceRecord(Self.instance("w")),
            timeline: ArchivedTimeline(
                entries: [
                    ArchivedEntry(date: Date(timeIntervalSince1970: 100), relevance: nil, view: view("a")),
                    ArchivedEntry(date: Date(timeIntervalSince1970: 200), relevance: nil, view: view("b")),
                ], policy: .atEnd), placeholder: nil)
        #expect(item.entry(at: Date(timeIntervalSince1970: 50))?.view.texts == ["a"])
        #expect(item.entry(at: Date(timeIntervalSince1970: 150))?.view.texts == ["a"])
        #expect(item.entry(at: Date(timeIntervalSince1970: 250))?.view.texts == ["b"])
    }
}
