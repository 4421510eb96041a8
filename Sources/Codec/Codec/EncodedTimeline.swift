import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// A reloaded timeline encoded once: its size, which the phone checks against
/// `ArchiveLimits.maxTimelineBytes` before it keeps the timeline, and the bytes it then
/// publishes (``RelayWire/Relay_V1_Envelope/frame(update:timeline:reason:interactionID:)``),
/// so the same timeline is neither built nor sized again to be sent.
package struct EncodedTimeline: Sendable, Hashable {
    /// `TimelineUpdate{instance_id, policy, entries}`, serialized.
    package let bytes: [UInt8]

    package init(_ timeline: ArchivedTimeline, instanceID: String) {
        bytes = ((try? WireCodec.encode(timeline, instanceID: instanceID).serializedBytes()) as [UInt8]?) ?? []
    }

    /// What ``WireCodec/encodedSize(_:instanceID:)`` measures.
    package var size: Int { bytes.isEmpty ? Int.max : bytes.count }
}

extension Relay_V1_Envelope {
    /// This envelope (with no body yet) carrying `update` (with no change yet) as its body, and
    /// `timeline` with `reason` and `interactionID` as the update's change, as one frame: the
    /// bytes that setting `update.timeline` and serializing would give a reader, spliced from
    /// bytes instead. A protobuf message's bytes followed by more of its fields are that message
    /// with those fields set too, in whatever order they come, so the timeline's bytes go in as
    /// they are, with only their key and length in front.
    package func frame(update: Relay_V1_Update, timeline: EncodedTimeline, reason: String, interactionID: String)
        -> [UInt8]
    {
        let tail =
            ((try? Relay_V1_TimelineUpdate.with {
                $0.reason = reason; $0.interactionID = interactionID
            }.serializedBytes()) as [UInt8]?) ?? []
        var body = ((try? update.serializedBytes()) as [UInt8]?) ?? []
        Splice.field(Splice.updateTimeline, length: timeline.bytes.count + tail.count, to: &body)
        body += timeline.bytes
        body += tail
        var bytes = frame
        Splice.field(Splice.envelopeUpdate, length: body.count, to: &bytes)
        bytes += body
        return bytes
    }
}

/// Keys of the length-delimited fields ``Relay_V1_Envelope/frame(update:timeline:reason:interactionID:)``
/// splices, taken from the generated code (a message with only that field, set to an empty
/// message, less its final zero length): no field number written out here.
private enum Splice {
    static let updateTimeline = key(Relay_V1_Update.with { $0.timeline = Relay_V1_TimelineUpdate() })
    static let envelopeUpdate = key(Relay_V1_Envelope.with { $0.update = Relay_V1_Update() })

    static func key(_ message: some SwiftProtobuf.Message) -> [UInt8] {
        Array((((try? message.serializedBytes()) as [UInt8]?) ?? []).dropLast())
    }

    /// Appends `key` and `length` as a varint.
    static func field(_ key: [UInt8], length: Int, to bytes: inout [UInt8]) {
        bytes += key
        var value = UInt64(length)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

extension Sequencer {
    /// The next update with no change set yet (``next(to:at:_:)``'s stamp and time): for a change
    /// spliced in as bytes.
    package mutating func nextStamp(to device: String?, at time: Date) -> Relay_V1_Update {
        Relay_V1_Update(stamp(to: device), at: time)
    }
}
