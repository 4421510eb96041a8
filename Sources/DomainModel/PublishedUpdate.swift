import Foundation
import WidgetRelayKit

/// One update off the phone's PUB, decoded at the edge (relay.v1's `Update`): where it stands in
/// the stream and what it changed, each item decoded alone.
public struct PublishedUpdate: Sendable, Hashable {
    /// What it changed.
    public enum Change: Sendable, Hashable {
        /// A topic's heartbeat: its last counter, and each device topic's.
        case heartbeat(deviceSeqs: [String: UInt64], phoneTime: PhoneTime?)
        /// Someone's interaction is being performed on `instanceID` (its views are pending).
        case invalidation(instanceID: String, interactionID: String)
        /// A new timeline, answering `interactionID` when one caused it.
        case timeline(instanceID: String, interactionID: String, ReceivedItem<ArchivedTimeline>)
        case instanceAdded(InstanceRecord, placeholder: ReceivedItem<ArchivedView>?)
        case instanceConfigured(InstanceRecord)
        case instanceRemoved(instanceID: String)
        case activity(ReceivedItem<LiveActivity>)
        case control(ReceivedItem<ControlState>)
        case recommendations(ReceivedItem<[WidgetRecommendation]>)
        case relevances(ReceivedItem<WidgetRelevances>)
        /// A change this build does not know (or none).
        case unknown
    }

    public var epoch: UInt64
    /// The phone's global seq.
    public var seq: UInt64
    /// Its topic's counter.
    public var topicSeq: UInt64
    /// Whether it came on this device's own topic ("dev/<id>/"), not the broadcast one.
    public var isDeviceTopic: Bool
    public var change: Change
    /// The phone's clock when it was published.
    public var publishedAt: PhoneTime?

    public init(
        epoch: UInt64, seq: UInt64, topicSeq: UInt64, isDeviceTopic: Bool, change: Change, publishedAt: PhoneTime?
    ) {
        self.epoch = epoch
        self.seq = seq
        self.topicSeq = topicSeq
        self.isDeviceTopic = isDeviceTopic
        self.change = change
        self.publishedAt = publishedAt
    }

    /// Whether it is a topic's heartbeat.
    public var isHeartbeat: Bool {
        if case .heartbeat = change { true } else { false }
    }

    /// Whether it carried the phone's clock.
    public var carriesPhoneTime: Bool {
        if publishedAt != nil { return true }
        if case .heartbeat(_, .some) = change { return true }
        return false
    }
}
