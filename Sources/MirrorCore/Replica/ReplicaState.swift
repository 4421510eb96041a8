import DomainModel
import Foundation
import WidgetRelayKit

/// One widget instance as a mirror holds it.
public struct MirroredInstance: Sendable, Hashable {
    /// The instance as the phone describes it.
    public var instance: InstanceRecord
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
    var wireTimeline: ReceivedItem<ArchivedTimeline>?
    var wirePlaceholder: ReceivedItem<ArchivedView>?

    public init(instance: InstanceRecord, timeline: ArchivedTimeline?, placeholder: ArchivedView?) {
        self.instance = instance
        self.timeline = timeline
        self.placeholder = placeholder
    }

    public var id: String { instance.id }
    public var family: WidgetFamily? { instance.family }

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
    /// Items set aside because they could not be decoded, by `QuarantinedItem/key`.
    public private(set) var quarantine: [String: QuarantinedItem] = [:]

    /// What was received, for the cache.
    private var wireActivities: [String: WireOriginal] = [:]
    private var wireControls: [String: WireOriginal] = [:]
    private var wireRecommendations: [String: WireOriginal] = [:]
    private var wireRelevances: [String: WireOriginal] = [:]
    private var wirePhoneTime: PhoneTime?

    public init() {}

    /// The instances in the order they were added.
    public var orderedInstances: [MirroredInstance] {
        instances.values.sorted { ($0.instance.createdAt, $0.id) < ($1.instance.createdAt, $1.id) }
    }

    /// The quarantined items, in a stable order.
    public var quarantined: [QuarantinedItem] { quarantine.keys.sorted().compactMap { quarantine[$0] } }

    /// The state a snapshot describes: every item that decodes; the others quarantined.
    public init(snapshot: SnapshotReply) {
        epoch = snapshot.epoch
        seq = snapshot.seq
        broadcastSeq = snapshot.broadcastSeq
        deviceSeq = snapshot.deviceSeq
        add(itemsOf: snapshot)
        for item in snapshot.salvaged { quarantine(item) }
        if let takenAt = snapshot.takenAt { setPhoneTime(takenAt) }
    }

    /// Adds the items of a snapshot, or of one part of it, each decoded alone.
    mutating func add(itemsOf snapshot: SnapshotReply) {
        for item in snapshot.instances {
            addInstance(item.record, timeline: item.timeline, placeholder: item.placeholder)
        }
        for activity in snapshot.activities { applyActivity(activity) }
        for control in snapshot.controls { applyControl(control) }
        for item in snapshot.recommendations { applyRecommendations(item) }
        for item in snapshot.relevances { applyRelevances(item) }
    }

    /// Shows what one part of a snapshot brought (``SnapshotAssembly``) before the snapshot is
    /// whole: its widget instances, and with part 0 the Live Activities, controls,
    /// recommendations and relevances, as `incoming` holds them; everything else stays as it was.
    mutating func show(partOf part: SnapshotReply, from incoming: ReplicaState) {
        for id in part.instances.map(\.record.id) where !id.isEmpty {
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

    /// The state as a snapshot: what a mirror caches on disk (the items as received; the codec
    /// writes each item's original, or encodes its value when it has none).
    public var asSnapshot: SnapshotReply {
        var snapshot = SnapshotReply()
        snapshot.epoch = epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeq
        snapshot.instances = orderedInstances.map { item in
            SnapshotReply.Instance(
                record: item.instance,
                timeline: item.wireTimeline
                    ?? item.timeline.map { ReceivedItem(id: item.id, value: .success($0), original: nil) },
                placeholder: item.wirePlaceholder
                    ?? item.placeholder.map { ReceivedItem(id: item.id, value: .success($0), original: nil) })
        }
        snapshot.activities = activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map {
            ReceivedItem(id: $0.record.id, value: .success($0), original: wireActivities[$0.record.id])
        }
        snapshot.controls = controls.keys.sorted().compactMap { kind in
            controls[kind].map { ReceivedItem(id: kind, value: .success($0), original: wireControls[kind]) }
        }
        snapshot.recommendations = recommendations.keys.sorted().compactMap { kind in
            recommendations[kind].map {
                ReceivedItem(id: kind, value: .success($0), original: wireRecommendations[kind])
            }
        }
        snapshot.relevances = relevances.keys.sorted().compactMap { kind in
            relevances[kind].map { ReceivedItem(id: kind, value: .success($0), original: wireRelevances[kind]) }
        }
        if let wire = wirePhoneTime, wire.date == phoneTime {
            snapshot.takenAt = wire
        } else if let phoneTime {
            snapshot.takenAt = PhoneTime(date: phoneTime, original: nil)
        }
        return snapshot
    }

    /// Applies one update's change (sequencing is the Replica's job); an item that
    /// could not be decoded is quarantined.
    mutating func apply(_ update: PublishedUpdate) {
        switch update.change {
        case .timeline(let instanceID, _, let timeline):
            guard instances[instanceID] != nil else { return }
            setTimeline(timeline, of: instanceID)
        case .instanceAdded(let record, let placeholder):
            addInstance(record, timeline: nil, placeholder: placeholder)
        case .instanceConfigured(let record):
            instances[record.id]?.instance = record
        case .instanceRemoved(let instanceID):
            instances[instanceID] = nil
            quarantine = quarantine.filter {
                !($0.value.id == instanceID && [.instance, .timeline, .placeholder].contains($0.value.kind))
            }
        case .activity(let item): applyActivity(item)
        case .control(let item): applyControl(item)
        case .recommendations(let item): applyRecommendations(item)
        case .relevances(let item): applyRelevances(item)
        case .invalidation, .heartbeat, .unknown: break
        }
        if let publishedAt = update.publishedAt { setPhoneTime(publishedAt) }
    }

    /// Records an update that could not be read at all (its sequencing still counts).
    public mutating func quarantine(_ item: QuarantinedItem) {
        quarantine[item.key] = item
        if instances[item.id] != nil { instances[item.id]?.problem = Self.problem(of: item.id, in: quarantine) }
    }

    // MARK: Items, each decoded alone

    private mutating func addInstance(
        _ record: InstanceRecord, timeline: ReceivedItem<ArchivedTimeline>?,
        placeholder: ReceivedItem<ArchivedView>?
    ) {
        let id = record.id
        guard !id.isEmpty else {
            quarantine(QuarantinedItem(kind: .instance, id: "", reason: "a widget instance has no instance id"))
            return
        }
        var item = MirroredInstance(instance: record, timeline: instances[id]?.timeline, placeholder: nil)
        item.wireTimeline = instances[id]?.wireTimeline
        item.showsLastGood = instances[id]?.showsLastGood ?? false
        instances[id] = item
        clear(.instance, id)
        if let placeholder {
            instances[id]?.wirePlaceholder = placeholder
            switch placeholder.value {
            case .success(let view):
                instances[id]?.placeholder = view
                clear(.placeholder, id)
            case .failure(let error):
                reject(.placeholder, id, "its placeholder cannot be shown: \(error)")
            }
        }
        if let timeline { setTimeline(timeline, of: id) }
    }

    /// A new timeline; one that cannot be decoded leaves the last good one shown, with an error mark.
    /// The cache keeps the timeline shown, so a restart shows it again; with none to show, the
    /// one received, quarantined again when the cache is read.
    private mutating func setTimeline(_ item: ReceivedItem<ArchivedTimeline>, of id: String) {
        switch item.value {
        case .success(let timeline):
            instances[id]?.timeline = timeline
            instances[id]?.wireTimeline = item
            instances[id]?.showsLastGood = false
            clear(.timeline, id)
        case .failure(let error):
            let keepsLastGood = instances[id]?.timeline != nil
            instances[id]?.showsLastGood = keepsLastGood
            if !keepsLastGood { instances[id]?.wireTimeline = item }
            reject(.timeline, id, "its timeline cannot be shown: \(error)")
        }
    }

    private mutating func applyActivity(_ item: ReceivedItem<LiveActivity>) {
        let id = item.id
        switch item.value {
        case .success(let activity):
            if activity.record.state == .dismissed {
                activities[id] = nil
                wireActivities[id] = nil
            } else {
                activities[id] = activity
                wireActivities[id] = item.original
            }
            clear(.activity, id)
        case .failure(let error):
            // A Live Activity that cannot be shown as it is now is not shown at all.
            activities[id] = nil
            wireActivities[id] = nil
            quarantine(QuarantinedItem(kind: .activity, id: id, reason: "\(error)"))
        }
    }

    private mutating func applyControl(_ item: ReceivedItem<ControlState>) {
        apply(item, .control, values: \.controls, copies: \.wireControls)
    }

    private mutating func applyRecommendations(_ item: ReceivedItem<[WidgetRecommendation]>) {
        apply(item, .recommendations, values: \.recommendations, copies: \.wireRecommendations)
    }

    private mutating func applyRelevances(_ item: ReceivedItem<WidgetRelevances>) {
        apply(item, .relevances, values: \.relevances, copies: \.wireRelevances)
    }

    /// One item decoded alone: kept with the message it came as, or, if it did not decode,
    /// dropped and quarantined under `kind` and its id.
    private mutating func apply<Value>(
        _ item: ReceivedItem<Value>, _ kind: QuarantinedItem.Kind,
        values: WritableKeyPath<ReplicaState, [String: Value]>,
        copies: WritableKeyPath<ReplicaState, [String: WireOriginal]>
    ) {
        switch item.value {
        case .success(let value):
            self[keyPath: values][item.id] = value
            self[keyPath: copies][item.id] = item.original
            clear(kind, item.id)
        case .failure(let error):
            self[keyPath: values][item.id] = nil
            self[keyPath: copies][item.id] = nil
            quarantine(QuarantinedItem(kind: kind, id: item.id, reason: "\(error)"))
        }
    }

    mutating func setPhoneTime(_ time: PhoneTime) {
        phoneTime = time.date
        wirePhoneTime = time
    }

    /// After a snapshot, as after an update: a widget whose new timeline cannot be shown keeps
    /// the last good one `previous` had (shown with its problem), rather than showing nothing.
    /// The cache writes what is shown, the last good timeline, so a restart shows it again.
    mutating func keepLastGoodTimelines(of previous: ReplicaState) {
        for (id, instance) in instances where instance.timeline == nil {
            guard quarantine[QuarantinedItem(kind: .timeline, id: id, reason: "").key] != nil,
                let last = previous.instances[id], let timeline = last.timeline
            else { continue }
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
        let reasons = quarantine.values.filter { $0.id == instance && [.timeline, .placeholder].contains($0.kind) }.map(
            \.reason
        ).sorted()
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
