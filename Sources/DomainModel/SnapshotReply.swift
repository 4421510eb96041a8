import Foundation
import WidgetRelayKit

/// A snapshot as the phone sent it (KTHXBAI, whole or one of its parts), each item decoded
/// alone at the edge, with what ``QuarantinedItem``s the codec had to leave out of it before it
/// could be read at all (salvaged). A mirror's replica restores it; a mirror's cache is one too.
public struct SnapshotReply: Sendable, Hashable {
    /// One widget instance with its timeline and placeholder, each decoded alone.
    public struct Instance: Sendable, Hashable {
        public var record: InstanceRecord
        public var timeline: ReceivedItem<ArchivedTimeline>?
        public var placeholder: ReceivedItem<ArchivedView>?

        public init(
            record: InstanceRecord, timeline: ReceivedItem<ArchivedTimeline>?, placeholder: ReceivedItem<ArchivedView>?
        ) {
            self.record = record
            self.timeline = timeline
            self.placeholder = placeholder
        }
    }

    public var epoch: UInt64 = 0
    public var seq: UInt64 = 0
    public var broadcastSeq: UInt64 = 0
    public var deviceSeq: UInt64 = 0
    /// This part's index and the count of parts (sync.proto's `Snapshot.part`, `parts`; 0 parts: whole).
    public var part: UInt32 = 0
    public var parts: UInt32 = 0
    /// The phone's clock when it was taken.
    public var takenAt: PhoneTime?
    public var instances: [Instance] = []
    public var activities: [ReceivedItem<LiveActivity>] = []
    public var controls: [ReceivedItem<ControlState>] = []
    public var recommendations: [ReceivedItem<[WidgetRecommendation]>] = []
    public var relevances: [ReceivedItem<WidgetRelevances>] = []
    /// Items left out before the snapshot could be decoded (the codec's salvage).
    public var salvaged: [QuarantinedItem] = []
    /// The size of the reply as it came (its frame), for the bound on a snapshot in parts.
    public var wireBytes = 0

    public init() {}

    public var instanceCount: Int { instances.count }
    /// Whether it is one part of a snapshot answered in parts.
    public var isPart: Bool { parts > 0 }
    /// Whether it completes a snapshot: a whole one, or the last of its parts (or a part whose
    /// index is past its count, which the replica refuses: it ends the request either way).
    public var isLast: Bool { SnapshotParts.isLast(part: part, of: parts) }

    /// Its position and header without its items: what every part carries.
    public var withoutItems: SnapshotReply {
        var header = self
        header.instances = []
        header.activities = []
        header.controls = []
        header.recommendations = []
        header.relevances = []
        header.salvaged = []
        return header
    }
}
