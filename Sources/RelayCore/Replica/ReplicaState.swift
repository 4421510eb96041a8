import Foundation
import RelayWire
import WidgetRelayKit

/// One widget instance as a mirror holds it.
public struct MirroredInstance: Sendable, Hashable {
    public var instance: Relay_V1_WidgetInstance
    /// The latest timeline; nil until the first reload arrives.
    public var timeline: ArchivedTimeline?
    /// Shown, redacted, until the first timeline arrives.
    public var placeholder: ArchivedView?

    public init(instance: Relay_V1_WidgetInstance, timeline: ArchivedTimeline?, placeholder: ArchivedView?) {
        self.instance = instance
        self.timeline = timeline
        self.placeholder = placeholder
    }

    public var id: String { instance.instanceID }
    public var family: WidgetFamily? { try? WireCodec.decode(instance.family) }

    /// The entry to show at `date`: the last one whose date has come (the first
    /// before any has), as WidgetKit moves through a timeline without the app.
    public func entry(at date: Date) -> ArchivedEntry? {
        guard let entries = timeline?.entries, !entries.isEmpty else { return nil }
        return entries.last { $0.date <= date } ?? entries.first
    }
}

/// Everything a mirror knows of the phone's state, as of (epoch, seq).
public struct ReplicaState: Sendable, Hashable {
    public var epoch: UInt64 = 0
    /// The last global seq applied.
    public var seq: UInt64 = 0
    /// The last "all/" topic_seq applied.
    public var broadcastSeq: UInt64 = 0
    /// The last "dev/<id>/" topic_seq applied.
    public var deviceSeq: UInt64 = 0
    public var instances: [String: MirroredInstance] = [:]
    public var activities: [String: LiveActivity] = [:]
    public var controls: [String: ControlState] = [:]
    public var recommendations: [String: [WidgetRecommendation]] = [:]
    public var relevances: [String: WidgetRelevances] = [:]
    /// The phone's clock at the last heartbeat or update (a manual clock in tests and demos).
    public var phoneTime: Date?

    public init() {}

    /// The instances in the order they were added.
    public var orderedInstances: [MirroredInstance] {
        instances.values.sorted { (WireTime.clampedDate($0.instance.createdAt), $0.id) < (WireTime.clampedDate($1.instance.createdAt), $1.id) }
    }

    /// The state a snapshot describes.
    public init(snapshot: Relay_V1_Snapshot) throws {
        epoch = snapshot.epoch
        seq = snapshot.seq
        broadcastSeq = snapshot.broadcastSeq
        deviceSeq = snapshot.deviceSeq
        for item in snapshot.instances {
            instances[item.instance.instanceID] = MirroredInstance(
                instance: item.instance,
                timeline: item.hasTimeline ? try WireCodec.decode(item.timeline) : nil,
                placeholder: item.hasPlaceholder ? try WireCodec.decode(item.placeholder) : nil)
        }
        for activity in snapshot.activities {
            let decoded = try WireCodec.decode(activity)
            activities[decoded.record.id] = decoded
        }
        for control in snapshot.controls { controls[control.kind] = try WireCodec.decode(control) }
        for item in snapshot.recommendations { recommendations[item.kind] = try WireCodec.decode(item) }
        for item in snapshot.relevances { relevances[item.kind] = try WireCodec.decode(item) }
        phoneTime = snapshot.hasTakenAt ? WireTime.clampedDate(snapshot.takenAt) : nil
    }

    /// The state as a snapshot: what a mirror caches on disk.
    public var snapshot: Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot()
        snapshot.epoch = epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeq
        snapshot.instances = orderedInstances.map { item in
            .with {
                $0.instance = item.instance
                if let timeline = item.timeline { $0.timeline = WireCodec.encode(timeline, instanceID: item.id) }
                if let placeholder = item.placeholder { $0.placeholder = WireCodec.encode(placeholder) }
            }
        }
        snapshot.activities = activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map(WireCodec.encode)
        snapshot.controls = controls.keys.sorted().map { WireCodec.encode(controls[$0]!) }
        snapshot.recommendations = recommendations.keys.sorted().map { WireCodec.encode(recommendations[$0]!, kind: $0) }
        snapshot.relevances = relevances.keys.sorted().map { WireCodec.encode(relevances[$0]!, kind: $0) }
        if let phoneTime { snapshot.takenAt = WireTime.timestamp(phoneTime) }
        return snapshot
    }

    /// Applies one update's change (sequencing is the Replica's job).
    mutating func apply(_ update: Relay_V1_Update) throws {
        switch update.change {
        case .timeline(let timeline):
            guard var item = instances[timeline.instanceID] else { return }
            item.timeline = try WireCodec.decode(timeline)
            instances[timeline.instanceID] = item
        case .instanceAdded(let added):
            instances[added.instance.instanceID] = MirroredInstance(
                instance: added.instance, timeline: instances[added.instance.instanceID]?.timeline,
                placeholder: added.hasPlaceholder ? try WireCodec.decode(added.placeholder) : nil)
        case .instanceConfigured(let configured):
            instances[configured.instance.instanceID]?.instance = configured.instance
        case .instanceRemoved(let removed):
            instances[removed.instanceID] = nil
        case .activity(let wire):
            let activity = try WireCodec.decode(wire)
            if activity.record.state == .dismissed { activities[activity.record.id] = nil } else { activities[activity.record.id] = activity }
        case .control(let control): controls[control.kind] = try WireCodec.decode(control)
        case .recommendations(let item): recommendations[item.kind] = try WireCodec.decode(item)
        case .relevances(let item): relevances[item.kind] = try WireCodec.decode(item)
        case .invalidation, .heartbeat, nil: break
        }
        if update.hasPublishedAt { phoneTime = WireTime.clampedDate(update.publishedAt) }
    }
}
