import DomainModel
import Foundation
import MirrorCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

// The codec between what a mirror receives (the phone's published updates, its snapshots, the
// mirror's own cache) and the model values MirrorCore's replica takes: each item decoded alone
// here, at the edge, with the message it came as kept opaque (``WireOriginal``) for the cache.

extension PublishedUpdate {
    /// The update one message from the phone's PUB carries, as its frames (topic, envelope),
    /// decoded for the mirror `deviceID`; nil for anything else (not two frames, not an
    /// envelope, not an update).
    public init?(published frames: [[UInt8]], deviceID: String) {
        guard let update = Relay_V1_Update(published: frames) else { return nil }
        self.init(update, topic: frames[0], deviceID: deviceID)
    }

    /// An update as it came on `topic`, each item decoded alone.
    package init(_ update: Relay_V1_Update, topic: [UInt8], deviceID: String) {
        let change: Change =
            switch update.change {
            case .heartbeat(let heartbeat):
                .heartbeat(
                    deviceSeqs: heartbeat.deviceSeqs,
                    phoneTime: heartbeat.hasPhoneTime ? PhoneTime(heartbeat.phoneTime) : nil)
            case .invalidation(let notice):
                .invalidation(instanceID: notice.instanceID, interactionID: notice.interactionID)
            case .timeline(let timeline):
                .timeline(
                    instanceID: timeline.instanceID, interactionID: timeline.interactionID,
                    .decoding(timeline, id: timeline.instanceID))
            case .instanceAdded(let added):
                .instanceAdded(
                    InstanceRecord(added.instance),
                    placeholder: added.hasPlaceholder
                        ? .decoding(added.placeholder, id: added.instance.instanceID) : nil)
            case .instanceConfigured(let configured): .instanceConfigured(InstanceRecord(configured.instance))
            case .instanceRemoved(let removed): .instanceRemoved(instanceID: removed.instanceID)
            case .activity(let activity): .activity(.decoding(activity, id: activity.activityID))
            case .control(let control): .control(.decodingControl(control))
            case .recommendations(let item): .recommendations(.decoding(item, id: item.kind))
            case .relevances(let item): .relevances(.decoding(item, id: item.kind))
            case nil: .unknown
            }
        self.init(
            epoch: update.epoch, seq: update.seq, topicSeq: update.topicSeq,
            isDeviceTopic: topic == Topic.device(deviceID),
            change: change, publishedAt: update.hasPublishedAt ? PhoneTime(update.publishedAt) : nil)
    }
}

extension MirrorCore.Event {
    /// One message from the SUB, as its frames (topic, envelope), decoded for the mirror
    /// `deviceID`: ``MirrorCore/Event/published(_:)``, or ``MirrorCore/Event/unreadable`` when it is
    /// not an update.
    public static func published(_ frames: [[UInt8]], deviceID: String) -> Self {
        PublishedUpdate(published: frames, deviceID: deviceID).map { .published($0) } ?? .unreadable
    }
}

extension SnapshotReply {
    /// A snapshot as the phone sent it, each item decoded alone, with what ``Salvage`` had to
    /// leave out of it.
    package init(_ snapshot: Relay_V1_Snapshot, salvaged: [QuarantinedItem] = []) {
        self.init()
        epoch = snapshot.epoch
        seq = snapshot.seq
        broadcastSeq = snapshot.broadcastSeq
        deviceSeq = snapshot.deviceSeq
        part = snapshot.part
        parts = snapshot.parts
        takenAt = snapshot.hasTakenAt ? PhoneTime(snapshot.takenAt) : nil
        instances = snapshot.instances.map { item in
            Instance(
                record: InstanceRecord(item.instance),
                timeline: item.hasTimeline ? .decoding(item.timeline, id: item.instance.instanceID) : nil,
                placeholder: item.hasPlaceholder ? .decoding(item.placeholder, id: item.instance.instanceID) : nil)
        }
        activities = snapshot.activities.map { .decoding($0, id: $0.activityID) }
        controls = snapshot.controls.map(ReceivedItem.decodingControl)
        recommendations = snapshot.recommendations.map { .decoding($0, id: $0.kind) }
        relevances = snapshot.relevances.map { .decoding($0, id: $0.kind) }
        self.salvaged = salvaged
    }

    /// The snapshot as relay.v1 writes it (a mirror's cache): each item as it came, or, made
    /// here, encoded; an item that came and did not decode is written as it came.
    package var wire: Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot()
        snapshot.epoch = epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeq
        snapshot.part = part
        snapshot.parts = parts
        snapshot.instances = instances.map { item in
            .with {
                $0.instance = item.record.wire
                let id = item.record.id
                if let timeline = item.timeline?.wire({ (value: ArchivedTimeline) in
                    WireCodec.encode(value, instanceID: id)
                }) {
                    $0.timeline = timeline
                }
                if let placeholder = item.placeholder?.wire({ (value: ArchivedView) in WireCodec.encode(value) }) {
                    $0.placeholder = placeholder
                }
            }
        }
        snapshot.activities = activities.compactMap { $0.wire { (value: LiveActivity) in WireCodec.encode(value) } }
        snapshot.controls = controls.compactMap { $0.wire { (value: ControlState) in WireCodec.encode(value) } }
        snapshot.recommendations = recommendations.compactMap { item in
            item.wire { (value: [WidgetRecommendation]) in WireCodec.encode(value, kind: item.id) }
        }
        snapshot.relevances = relevances.compactMap { item in
            item.wire { (value: WidgetRelevances) in WireCodec.encode(value, kind: item.id) }
        }
        if let takenAt {
            snapshot.takenAt =
                takenAt.original?.message as? Google_Protobuf_Timestamp ?? WireTime.timestamp(takenAt.date)
        }
        return snapshot
    }
}

extension ReceivedItem {
    /// `wire` decoded alone by `decode`; its failure the decoder's words.
    static func decoding<Wire: Sendable>(_ wire: Wire, id: String, _ decode: (Wire) throws -> Value) -> ReceivedItem {
        do {
            return ReceivedItem(id: id, value: .success(try decode(wire)), original: WireOriginal(wire))
        } catch {
            return ReceivedItem(id: id, value: .failure(ItemFailure("\(error)")), original: WireOriginal(wire))
        }
    }

    /// The message it came as, or `encode` of its value when it was made here; nil for neither.
    func wire<Wire>(_ encode: (Value) -> Wire) -> Wire? {
        if let original = original?.message as? Wire { return original }
        return decoded.map(encode)
    }
}

extension ReceivedItem where Value == ArchivedTimeline {
    static func decoding(_ wire: Relay_V1_TimelineUpdate, id: String) -> Self {
        decoding(wire, id: id, WireCodec.decode)
    }
}

extension ReceivedItem where Value == ArchivedView {
    static func decoding(_ wire: Relay_V1_ArchivedView, id: String) -> Self { decoding(wire, id: id, WireCodec.decode) }
}

extension ReceivedItem where Value == LiveActivity {
    static func decoding(_ wire: Relay_V1_ActivityUpdate, id: String) -> Self {
        decoding(wire, id: id, WireCodec.decode)
    }
}

extension ReceivedItem where Value == ControlState {
    /// A control, refused without its kind.
    static func decodingControl(_ wire: Relay_V1_ControlUpdate) -> Self {
        decoding(wire, id: wire.kind) { wire in
            guard !wire.kind.isEmpty else { throw CodecError("a control has no kind") }
            return try WireCodec.decode(wire)
        }
    }
}

extension ReceivedItem where Value == [WidgetRecommendation] {
    static func decoding(_ wire: Relay_V1_RecommendationsChanged, id: String) -> Self {
        decoding(wire, id: id, WireCodec.decode)
    }
}

extension ReceivedItem where Value == WidgetRelevances {
    static func decoding(_ wire: Relay_V1_RelevancesChanged, id: String) -> Self {
        decoding(wire, id: id, WireCodec.decode)
    }
}

extension InstanceRecord {
    package init(_ wire: Relay_V1_WidgetInstance) {
        self.init(
            id: wire.instanceID, kind: wire.kind, family: try? WireCodec.decode(wire.family),
            createdAt: wire.createdAt.safeSeconds, original: WireOriginal(wire))
    }

    /// The instance as it came (the cache writes it back); one made here carries its id, kind and family.
    var wire: Relay_V1_WidgetInstance {
        if let original = original?.message as? Relay_V1_WidgetInstance { return original }
        return .with {
            $0.instanceID = id
            $0.kind = kind
            if let family { $0.family = WireCodec.encode(family) }
        }
    }
}

extension PhoneTime {
    init(_ wire: Google_Protobuf_Timestamp) {
        self.init(date: wire.safeDate, original: WireOriginal(wire))
    }
}

extension Google_Protobuf_Timestamp {
    /// The date, never trapping; out of range it stays out of range (shown as an invalid
    /// date): ``WireTime/shownDate(_:)``.
    public var safeDate: Date { WireTime.shownDate(self) }

    /// Seconds since 1970, for ordering, never trapping.
    var safeSeconds: Double { Double(seconds) + Double(nanos) / 1e9 }
}

// What tests, the fuzz targets and the relay links feed a replica straight from relay.v1's
// messages: decoded here, then handed to the core. (Declared `throws` for their callers.)
extension Replica {
    /// Takes a snapshot, with `quarantined` left out of it before it could be decoded.
    package mutating func restore(_ snapshot: Relay_V1_Snapshot, quarantined: [QuarantinedItem] = []) throws -> Outcome
    {
        restore(SnapshotReply(snapshot, salvaged: quarantined))
    }

    /// Takes one part of a snapshot in parts, of `bytes` as it came.
    package mutating func restore(
        part: Relay_V1_Snapshot, bytes: Int, quarantined: [QuarantinedItem] = [],
        maxBytes: Int
    ) throws -> PartOutcome {
        var reply = SnapshotReply(part, salvaged: quarantined)
        reply.wireBytes = bytes
        return restore(part: reply, maxBytes: maxBytes)
    }

    /// One update from the SUB, with the topic it came on.
    package mutating func receive(_ update: Relay_V1_Update, topic: [UInt8]) throws -> Outcome {
        receive(PublishedUpdate(update, topic: topic, deviceID: deviceID))
    }
}

extension ReplicaState {
    /// The state a snapshot describes. (Declared `throws` for its callers; it does not throw.)
    package init(snapshot: Relay_V1_Snapshot) throws {
        self.init(snapshot: SnapshotReply(snapshot))
    }

    /// The state as a snapshot: what a mirror caches on disk (the items as received).
    package var snapshot: Relay_V1_Snapshot { asSnapshot.wire }
}
