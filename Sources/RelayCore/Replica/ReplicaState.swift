import DomainModel
import Foundation
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// One widget instance as a mirror holds it.
public struct MirroredInstance: Sendable, Hashable {
    package var instance: Relay_V1_WidgetInstance
    /// The latest timeline; nil until the first reload arrives.
    public var timeline: ArchivedTimeline?
    /// Shown, redacted, until the first timeline arrives.
    public var placeholder: ArchivedView?
    /// Why part of it could not be decoded (its timeline or placeholder was quarantined):
    /// the widget is shown with an error mark.
    public var problem: String?
    /// Whether ``timeline`` is the last good one kept because the phone's newer one could not
    /// be shown: out of date whatever the connection, so shown stale (#34).
    public internal(set) var showsLastGood = false
    /// The timeline shown (or, with none to show, the one received that could not be) and the
    /// placeholder as received: what the cache writes.
    var wireTimeline: WireCopy<Relay_V1_TimelineUpdate>?
    var wirePlaceholder: WireCopy<Relay_V1_ArchivedView>?

    package init(instance: Relay_V1_WidgetInstance, timeline: ArchivedTimeline?, placeholder: ArchivedView?) {
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
///
/// Everything that arrives is hostile until checked: each item of a snapshot or
/// update is decoded alone, and one that cannot be is quarantined (``quarantine``)
/// while the rest is applied.
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
    /// Items set aside because they could not be decoded, by ``QuarantinedItem/key``.
    public private(set) var quarantine: [String: QuarantinedItem] = [:]

    /// What was received, for the cache.
    private var wireActivities: [String: WireCopy<Relay_V1_ActivityUpdate>] = [:]
    private var wireControls: [String: WireCopy<Relay_V1_ControlUpdate>] = [:]
    private var wireRecommendations: [String: WireCopy<Relay_V1_RecommendationsChanged>] = [:]
    private var wireRelevances: [String: WireCopy<Relay_V1_RelevancesChanged>] = [:]
    private var wirePhoneTime: WireCopy<Google_Protobuf_Timestamp>?

    public init() {}

    /// The instances in the order they were added.
    public var orderedInstances: [MirroredInstance] {
        instances.values.sorted { ($0.instance.createdAt.safeSeconds, $0.id) < ($1.instance.createdAt.safeSeconds, $1.id) }
    }

    /// The quarantined items, in a stable order.
    public var quarantined: [QuarantinedItem] { quarantine.keys.sorted().compactMap { quarantine[$0] } }

    /// The state a snapshot describes: every item that decodes; the others quarantined.
    /// (Declared `throws` for its callers; it no longer throws.)
    package init(snapshot: Relay_V1_Snapshot) throws {
        epoch = snapshot.epoch
        seq = snapshot.seq
        broadcastSeq = snapshot.broadcastSeq
        deviceSeq = snapshot.deviceSeq
        add(itemsOf: snapshot)
        if snapshot.hasTakenAt { setPhoneTime(snapshot.takenAt) }
    }

    /// Adds the items of a snapshot, or of one part of it, each decoded alone.
    mutating func add(itemsOf snapshot: Relay_V1_Snapshot) {
        for item in snapshot.instances {
            addInstance(item.instance, timeline: item.hasTimeline ? item.timeline : nil, placeholder: item.hasPlaceholder ? item.placeholder : nil)
        }
        for activity in snapshot.activities { applyActivity(activity) }
        for control in snapshot.controls { applyControl(control) }
        for item in snapshot.recommendations { applyRecommendations(item) }
        for item in snapshot.relevances { applyRelevances(item) }
    }

    /// Shows what one part of a snapshot brought (``SnapshotAssembly``) before the snapshot is
    /// whole: its widget instances, and with part 0 the Live Activities, controls,
    /// recommendations and relevances, as `incoming` holds them; everything else stays as it was.
    mutating func show(partOf part: Relay_V1_Snapshot, from incoming: ReplicaState) {
        for id in part.instances.map(\.instance.instanceID) where !id.isEmpty {
            instances[id] = incoming.instances[id]
            for kind in [QuarantinedItem.Kind.instance, .timeline, .placeholder] {
                let key = QuarantinedItem(kind: kind, id: id, reason: "").key
                quarantine[key] = incoming.quarantine[key]
            }
        }
        guard part.part == 0 else { return }
        (activities, wireActivities) = (incoming.activities, incoming.wireActivities)
        (controls, wireControls) = (incoming.controls, incoming.wireControls)
        (recommendations, wireRecommendations) = (incoming.recommendations, incoming.wireRecommendations)
        (relevances, wireRelevances) = (incoming.relevances, incoming.wireRelevances)
    }

    /// The state as a snapshot: what a mirror caches on disk (the items as received).
    package var snapshot: Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot()
        snapshot.epoch = epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeq
        snapshot.instances = orderedInstances.map { item in
            .with {
                $0.instance = item.instance
                if let wire = item.wireTimeline { $0.timeline = wire.message }
                else if let timeline = item.timeline { $0.timeline = WireCodec.encode(timeline, instanceID: item.id) }
                if let wire = item.wirePlaceholder { $0.placeholder = wire.message }
                else if let placeholder = item.placeholder { $0.placeholder = WireCodec.encode(placeholder) }
            }
        }
        snapshot.activities = activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map {
            wireActivities[$0.record.id]?.message ?? WireCodec.encode($0)
        }
        snapshot.controls = controls.keys.sorted().compactMap { kind in
            wireControls[kind]?.message ?? controls[kind].map(WireCodec.encode)
        }
        snapshot.recommendations = recommendations.keys.sorted().compactMap { kind in
            wireRecommendations[kind]?.message ?? recommendations[kind].map { WireCodec.encode($0, kind: kind) }
        }
        snapshot.relevances = relevances.keys.sorted().compactMap { kind in
            wireRelevances[kind]?.message ?? relevances[kind].map { WireCodec.encode($0, kind: kind) }
        }
        if let wire = wirePhoneTime, wire.message.safeDate == phoneTime { snapshot.takenAt = wire.message }
        else if let phoneTime { snapshot.takenAt = WireTime.timestamp(phoneTime) }
        return snapshot
    }

    /// Applies one update's change (sequencing is the Replica's job); an item that
    /// cannot be decoded is quarantined. (Declared `throws` for its callers.)
    mutating func apply(_ update: Relay_V1_Update) throws {
        switch update.change {
        case .timeline(let timeline):
            guard instances[timeline.instanceID] != nil else { return }
            setTimeline(timeline, of: timeline.instanceID)
        case .instanceAdded(let added):
            addInstance(added.instance, timeline: nil, placeholder: added.hasPlaceholder ? added.placeholder : nil)
        case .instanceConfigured(let configured):
            instances[configured.instance.instanceID]?.instance = configured.instance
        case .instanceRemoved(let removed):
            instances[removed.instanceID] = nil
            quarantine = quarantine.filter { !($0.value.id == removed.instanceID && [.instance, .timeline, .placeholder].contains($0.value.kind)) }
        case .activity(let wire): applyActivity(wire)
        case .control(let control): applyControl(control)
        case .recommendations(let item): applyRecommendations(item)
        case .relevances(let item): applyRelevances(item)
        case .invalidation, .heartbeat, nil: break
        }
        if update.hasPublishedAt { setPhoneTime(update.publishedAt) }
    }

    /// Records an update that could not be read at all (its sequencing still counts).
    public mutating func quarantine(_ item: QuarantinedItem) {
        quarantine[item.key] = item
        if instances[item.id] != nil { instances[item.id]?.problem = Self.problem(of: item.id, in: quarantine) }
    }

    // MARK: Items, each decoded alone

    private mutating func addInstance(_ wire: Relay_V1_WidgetInstance, timeline: Relay_V1_TimelineUpdate?, placeholder: Relay_V1_ArchivedView?) {
        let id = wire.instanceID
        guard !id.isEmpty else {
            quarantine(QuarantinedItem(kind: .instance, id: "", reason: "a widget instance has no instance id"))
            return
        }
        var item = MirroredInstance(instance: wire, timeline: instances[id]?.timeline, placeholder: nil)
        item.wireTimeline = instances[id]?.wireTimeline
        item.showsLastGood = instances[id]?.showsLastGood ?? false
        instances[id] = item
        clear(.instance, id)
        if let placeholder {
            instances[id]?.wirePlaceholder = WireCopy(placeholder)
            do {
                instances[id]?.placeholder = try WireCodec.decode(placeholder)
                clear(.placeholder, id)
            } catch {
                reject(.placeholder, id, "its placeholder cannot be shown: \(error)")
            }
        }
        if let timeline { setTimeline(timeline, of: id) }
    }

    /// A new timeline; one that cannot be decoded leaves the last good one shown, with an error mark.
    /// The cache keeps the timeline shown, so a restart shows it again; with none to show, the
    /// one received, quarantined again when the cache is read.
    private mutating func setTimeline(_ wire: Relay_V1_TimelineUpdate, of id: String) {
        do {
            instances[id]?.timeline = try WireCodec.decode(wire)
            instances[id]?.wireTimeline = WireCopy(wire)
            instances[id]?.showsLastGood = false
            clear(.timeline, id)
        } catch {
            let keepsLastGood = instances[id]?.timeline != nil
            instances[id]?.showsLastGood = keepsLastGood
            if !keepsLastGood { instances[id]?.wireTimeline = WireCopy(wire) }
            reject(.timeline, id, "its timeline cannot be shown: \(error)")
        }
    }

    private mutating func applyActivity(_ wire: Relay_V1_ActivityUpdate) {
        let id = wire.activityID
        do {
            let activity = try WireCodec.decode(wire)
            if activity.record.state == .dismissed {
                activities[id] = nil
                wireActivities[id] = nil
            } else {
                activities[id] = activity
                wireActivities[id] = WireCopy(wire)
            }
            clear(.activity, id)
        } catch {
            // A Live Activity that cannot be shown as it is now is not shown at all.
            activities[id] = nil
            wireActivities[id] = nil
            quarantine(QuarantinedItem(kind: .activity, id: id, reason: "\(error)"))
        }
    }

    private mutating func applyControl(_ wire: Relay_V1_ControlUpdate) {
        apply(wire, .control, wire.kind, values: \.controls, copies: \.wireControls) { wire in
            guard !wire.kind.isEmpty else { throw CodecError("a control has no kind") }
            return try WireCodec.decode(wire)
        }
    }

    private mutating func applyRecommendations(_ wire: Relay_V1_RecommendationsChanged) {
        apply(wire, .recommendations, wire.kind, values: \.recommendations, copies: \.wireRecommendations, WireCodec.decode)
    }

    private mutating func applyRelevances(_ wire: Relay_V1_RelevancesChanged) {
        apply(wire, .relevances, wire.kind, values: \.relevances, copies: \.wireRelevances, WireCodec.decode)
    }

    /// One item decoded alone: kept with the bytes it came as, or, if it does not decode,
    /// dropped and quarantined under `kind`/`id`.
    private mutating func apply<Wire, Value>(_ wire: Wire, _ kind: QuarantinedItem.Kind, _ id: String,
                                             values: WritableKeyPath<ReplicaState, [String: Value]>,
                                             copies: WritableKeyPath<ReplicaState, [String: WireCopy<Wire>]>,
                                             _ decode: (Wire) throws -> Value) {
        do {
            self[keyPath: values][id] = try decode(wire)
            self[keyPath: copies][id] = WireCopy(wire)
            clear(kind, id)
        } catch {
            self[keyPath: values][id] = nil
            self[keyPath: copies][id] = nil
            quarantine(QuarantinedItem(kind: kind, id: id, reason: "\(error)"))
        }
    }

    mutating func setPhoneTime(_ wire: Google_Protobuf_Timestamp) {
        phoneTime = wire.safeDate
        wirePhoneTime = WireCopy(wire)
    }

    /// After a snapshot, as after an update: a widget whose new timeline cannot be shown keeps
    /// the last good one `previous` had (shown with its problem), rather than showing nothing.
    /// The cache writes what is shown, the last good timeline, so a restart shows it again.
    mutating func keepLastGoodTimelines(of previous: ReplicaState) {
        for (id, instance) in instances where instance.timeline == nil {
            guard quarantine[QuarantinedItem(kind: .timeline, id: id, reason: "").key] != nil,
                  let last = previous.instances[id], let timeline = last.timeline else { continue }
            instances[id]?.timeline = timeline
            instances[id]?.wireTimeline = last.wireTimeline
            instances[id]?.showsLastGood = true
        }
    }

    private mutating func reject(_ kind: QuarantinedItem.Kind, _ id: String, _ reason: String) {
        quarantine(QuarantinedItem(kind: kind, id: id, reason: reason))
        instances[id]?.problem = Self.problem(of: id, in: quarantine)
    }

    private mutating func clear(_ kind: QuarantinedItem.Kind, _ id: String) {
        quarantine[QuarantinedItem(kind: kind, id: id, reason: "").key] = nil
        if instances[id] != nil { instances[id]?.problem = Self.problem(of: id, in: quarantine) }
    }

    private static func problem(of instance: String, in quarantine: [String: QuarantinedItem]) -> String? {
        let reasons = quarantine.values.filter { $0.id == instance && [.timeline, .placeholder].contains($0.kind) }.map(\.reason).sorted()
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}

extension Google_Protobuf_Timestamp {
    /// The date, never trapping; out of range it stays out of range (shown as an invalid
    /// date): ``WireTime/shownDate(_:)``.
    public var safeDate: Date { WireTime.shownDate(self) }

    /// Seconds since 1970, for ordering, never trapping.
    var safeSeconds: Double { Double(seconds) + Double(nanos) / 1e9 }
}
