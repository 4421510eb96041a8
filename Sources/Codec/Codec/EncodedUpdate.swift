import Foundation
import PhoneCore
import RelayWire

/// An update of the phone's stream, encoded once on the way out: relay.v1's `Update`, which
/// the driver publishes on its topic in an envelope (``frame(from:at:)``) without naming it.
package struct EncodedUpdate: Sendable {
    let update: Relay_V1_Update

    /// Its place in the phone's stream.
    package var seq: UInt64 { update.seq }
    /// The device a heartbeat on a device's topic is for (nil: all/, or not a heartbeat).
    package var heartbeatDevice: String? { update.heartbeat.deviceSeqs.keys.first }

    /// The update in an envelope from `sender` sent at `date`, as one frame.
    package func frame(from sender: String, at date: Date) -> [UInt8] {
        Relay_V1_Envelope.make(from: sender, at: date) { $0.update = update }.frame
    }

    /// The update, with `timeline` (already encoded) as its change, in an envelope from
    /// `sender` sent at `date`: spliced from the timeline's bytes
    /// (``Relay_V1_Envelope/frame(update:timeline:reason:interactionID:)``).
    package func frame(
        from sender: String, at date: Date, timeline: EncodedTimeline, reason: String, interactionID: String
    ) -> [UInt8] {
        Relay_V1_Envelope.make(from: sender, at: date) { _ in }
            .frame(update: update, timeline: timeline, reason: reason, interactionID: interactionID)
    }
}

extension Sequencer {
    /// The next update (``next(to:at:_:)``), encoded.
    package mutating func nextUpdate(to device: String?, at time: Date, _ change: PhoneChange) -> EncodedUpdate {
        EncodedUpdate(update: next(to: device, at: time, change))
    }

    /// The next stamp with no change yet (``nextStamp(to:at:)``), encoded: its change is spliced in.
    package mutating func nextStampUpdate(to device: String?, at time: Date) -> EncodedUpdate {
        EncodedUpdate(update: nextStamp(to: device, at: time))
    }

    /// HUGZ on each silent topic (``heartbeats(devices:at:)``), encoded, with their topics.
    package mutating func heartbeatUpdates(devices: [String], at time: Date) -> [(
        topic: [UInt8], update: EncodedUpdate
    )] {
        heartbeats(devices: devices, at: time).map { ($0.topic, EncodedUpdate(update: $0.update)) }
    }
}
