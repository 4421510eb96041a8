import Foundation
import RelayWire
import SwiftProtobuf

/// What an update is to a relay's Clone map, and how a phone's state becomes records
/// and records become a snapshot again (`proto/relay/v1/relayed.proto`).
///
/// Every update the phone publishes is the whole state of one thing (a widget
/// instance's timeline, a Live Activity, a control, a kind's recommendations or
/// relevances), so the latest update per thing is that thing's state: the relay keeps
/// it under a blinded name and a part, and a snapshot is those records put together.
package enum CloneRecords {
    /// A widget instance's parts.
    package enum InstancePart: UInt32 {
        /// `instance_added`: the instance and its placeholder.
        case added = 0
        /// `timeline`.
        case timeline = 1
        /// `instance_configured`: the instance as reconfigured (no placeholder).
        case configured = 2
    }

    /// The Clone map's view of `update`: what to do, the name of the thing (before
    /// blinding) and the part.
    package static func key(of update: Relay_V1_Update) -> (op: Relay_V1_CloneOp, name: String, part: UInt32) {
        switch update.change {
        case .timeline(let timeline): (.set, "instance:" + timeline.instanceID, InstancePart.timeline.rawValue)
        case .instanceAdded(let added): (.set, "instance:" + added.instance.instanceID, InstancePart.added.rawValue)
        case .instanceConfigured(let configured):
            (.set, "instance:" + configured.instance.instanceID, InstancePart.configured.rawValue)
        case .instanceRemoved(let removed): (.delete, "instance:" + removed.instanceID, 0)
        case .activity(let activity):
            // A snapshot holds every Live Activity not yet dismissed.
            (activity.state == .dismissed ? .delete : .set, "activity:" + activity.activityID, 0)
        case .control(let control): (.set, "control:" + control.kind, 0)
        case .recommendations(let item): (.set, "recommendations:" + item.kind, 0)
        case .relevances(let item): (.set, "relevances:" + item.kind, 0)
        case .heartbeat: (.heartbeat, "", 0)
        case .invalidation, .none: (.pass, "", 0)
        }
    }

    /// The updates that rebuild `snapshot` (one device's, or the shared part with no
    /// instances), each stamped with the snapshot's position on its topic.
    package static func updates(of snapshot: Relay_V1_Snapshot) -> (
        device: [Relay_V1_Update], shared: [Relay_V1_Update]
    ) {
        func stamped(_ topicSeq: UInt64, _ fill: (inout Relay_V1_Update) -> Void) -> Relay_V1_Update {
            var update = Relay_V1_Update()
            update.epoch = snapshot.epoch
            update.seq = snapshot.seq
            update.topicSeq = topicSeq
            if snapshot.hasTakenAt { update.publishedAt = snapshot.takenAt }
            fill(&update)
            return update
        }
        var device: [Relay_V1_Update] = []
        for item in snapshot.instances {
            device.append(
                stamped(snapshot.deviceSeq) {
                    $0.instanceAdded = .with {
                        $0.instance = item.instance
                        if item.hasPlaceholder { $0.placeholder = item.placeholder }
                    }
                })
            if item.hasTimeline {
                device.append(
                    stamped(snapshot.deviceSeq) {
                        $0.timeline = item.timeline
                        $0.timeline.instanceID = item.instance.instanceID
                    })
            }
        }
        var shared: [Relay_V1_Update] = []
        shared += snapshot.activities.map { activity in stamped(snapshot.broadcastSeq) { $0.activity = activity } }
        shared += snapshot.controls.map { control in stamped(snapshot.broadcastSeq) { $0.control = control } }
        shared += snapshot.recommendations.map { item in stamped(snapshot.broadcastSeq) { $0.recommendations = item } }
        shared += snapshot.relevances.map { item in stamped(snapshot.broadcastSeq) { $0.relevances = item } }
        return (device, shared)
    }

    /// The snapshot a device would have been sent, from the latest record of each thing
    /// (in any order; the higher seq wins where two name the same thing) and the
    /// position they are valid at.
    package static func snapshot(
        from updates: [Relay_V1_Update], epoch: UInt64, seq: UInt64,
        broadcastSeq: UInt64, deviceSeq: UInt64
    ) -> Relay_V1_Snapshot {
        var latest: [String: Relay_V1_Update] = [:]
        for update in updates {
            let (op, name, part) = key(of: update)
            guard op == .set else { continue }
            let slot = "\(name)#\(part)"
            if let held = latest[slot], held.seq > update.seq { continue }
            latest[slot] = update
        }
        var instances: [String: Relay_V1_InstanceState] = [:]
        var configured: [String: (seq: UInt64, instance: Relay_V1_WidgetInstance)] = [:]
        var snapshot = Relay_V1_Snapshot()
        snapshot.epoch = epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeq
        var takenAt: Google_Protobuf_Timestamp?
        for update in latest.values.sorted(by: { $0.seq < $1.seq }) {
            if update.hasPublishedAt, takenAt.map({ update.publishedAt.seconds > $0.seconds }) ?? true {
                takenAt = update.publishedAt
            }
            switch update.change {
            case .instanceAdded(let added):
                instances[added.instance.instanceID, default: .init()].instance = added.instance
                if added.hasPlaceholder {
                    instances[added.instance.instanceID, default: .init()].placeholder = added.placeholder
                }
            case .instanceConfigured(let item): configured[item.instance.instanceID] = (update.seq, item.instance)
            case .timeline(let timeline):
                var timeline = timeline
                timeline.interactionID = ""
                timeline.reason = ""
                instances[timeline.instanceID, default: .init()].timeline = timeline
            case .activity(let activity): snapshot.activities.append(activity)
            case .control(let control): snapshot.controls.append(control)
            case .recommendations(let item): snapshot.recommendations.append(item)
            case .relevances(let item): snapshot.relevances.append(item)
            default: break
            }
        }
        for (id, item) in configured where instances[id] != nil {
            let added = latest["instance:\(id)#\(InstancePart.added.rawValue)"]?.seq ?? 0
            if item.seq > added { instances[id]?.instance = item.instance }
        }
        // A timeline whose instance never arrived belongs to nothing this device holds.
        snapshot.instances = instances.values.filter(\.hasInstance).sorted {
            ($0.instance.createdAt.seconds, $0.instance.createdAt.nanos, $0.instance.instanceID)
                < ($1.instance.createdAt.seconds, $1.instance.createdAt.nanos, $1.instance.instanceID)
        }
        snapshot.activities.sort {
            ($0.startedAt.seconds, $0.startedAt.nanos, $0.activityID) < (
                $1.startedAt.seconds, $1.startedAt.nanos, $1.activityID
            )
        }
        snapshot.controls.sort { $0.kind < $1.kind }
        snapshot.recommendations.sort { $0.kind < $1.kind }
        snapshot.relevances.sort { $0.kind < $1.kind }
        if let takenAt { snapshot.takenAt = takenAt }
        return snapshot
    }
}
