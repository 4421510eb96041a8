import DomainModel
import Foundation
import RelayWire

/// What an update the phone published was about, for a mirror's bookkeeping
/// beyond the replica (pending marks, the phone's clock, what to redraw).
public struct PublishedUpdate: Sendable, Hashable {
    /// What it changed.
    public enum Change: Sendable, Hashable {
        case heartbeat
        /// Someone's interaction is being performed on `instanceID` (its views are pending).
        case invalidation(instanceID: String, interactionID: String)
        /// A new timeline, answering `interactionID` when one caused it.
        case timeline(instanceID: String, interactionID: String)
        /// Another change to one target (an instance added or removed, an activity, a control).
        case target(InteractionTarget)
        /// Anything else (recommendations, relevances).
        case other
    }
    public let change: Change
    /// The phone's global seq of the update.
    public let seq: UInt64
    /// Whether it carried the phone's clock.
    public let carriesPhoneTime: Bool
}

extension Replica {
    /// What one published message did to the replica.
    public enum Received: Sendable {
        /// The message is not an update (or not two frames): dropped, nothing else done.
        case malformed
        /// The replica took it as `outcome` says.
        case update(PublishedUpdate, Outcome)
        /// It could not be applied: the replica needs a snapshot.
        case failed(PublishedUpdate, any Error)
    }

    /// One message from the SUB, as its frames (topic, envelope): decoded, checked and
    /// applied in order (``receive(_:topic:)``).
    public mutating func receive(published frames: [[UInt8]]) -> Received {
        guard let update = Relay_V1_Update(published: frames) else { return .malformed }
        let published = PublishedUpdate(update)
        do {
            return .update(published, try receive(update, topic: frames[0]))
        } catch {
            desync()
            return .failed(published, error)
        }
    }

    /// Takes a snapshot reply (KTHXBAI), with what was salvaged out of it quarantined.
    public mutating func restore(_ reply: SnapshotReply) throws -> Outcome {
        try restore(reply.snapshot, quarantined: reply.salvaged)
    }

    /// Takes one part of a snapshot answered in parts (``SnapshotReply/isPart``), keeping at
    /// most `maxBytes` of one snapshot's parts.
    public mutating func restore(part reply: SnapshotReply, maxBytes: Int) throws -> PartOutcome {
        try restore(part: reply.snapshot, bytes: reply.wireBytes, quarantined: reply.salvaged, maxBytes: maxBytes)
    }
}

extension PublishedUpdate {
    init(_ update: Relay_V1_Update) {
        seq = update.seq
        carriesPhoneTime = update.hasPublishedAt || update.heartbeat.hasPhoneTime
        change = switch update.change {
        case .heartbeat: .heartbeat
        case .invalidation(let notice): .invalidation(instanceID: notice.instanceID, interactionID: notice.interactionID)
        case .timeline(let timeline): .timeline(instanceID: timeline.instanceID, interactionID: timeline.interactionID)
        case .instanceAdded(let added): .target(.widget(added.instance.instanceID))
        case .instanceConfigured(let configured): .target(.widget(configured.instance.instanceID))
        case .instanceRemoved(let removed): .target(.widget(removed.instanceID))
        case .activity(let activity): .target(.activity(activity.activityID))
        case .control(let control): .target(.control(control.kind))
        case .recommendations, .relevances, nil: .other
        }
    }
}
