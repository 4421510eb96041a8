import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension WireCodec {
    /// How many bytes `timeline` takes in relay.v1 (its `TimelineUpdate` for `instanceID`): what
    /// the phone measures against `ArchiveLimits.maxTimelineBytes` before it keeps a timeline.
    package static func encodedSize(_ timeline: ArchivedTimeline, instanceID: String) -> Int {
        ((try? encode(timeline, instanceID: instanceID).serializedBytes()) as [UInt8]?)?.count ?? Int.max
    }
}
