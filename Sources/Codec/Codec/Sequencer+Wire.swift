import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf

/// The sequencer's stamps as relay.v1 `Update`s, on their topics: the codec edge of
/// ``PhoneCore/Sequencer``.
extension Sequencer {
    /// The topic an update addressed to `device` (nil: everyone) goes out on.
    public static func topic(for device: String?) -> [UInt8] {
        device.map(Topic.device) ?? Topic.all
    }

    /// The next update: stamped (``stamp(to:)``), published `at`, carrying `change`.
    package mutating func next(to device: String?, at time: Date, _ change: Relay_V1_Update.OneOf_Change)
        -> Relay_V1_Update
    {
        var update = Relay_V1_Update(stamp(to: device), at: time)
        update.change = change
        return update
    }

    /// HUGZ on each silent topic (``heartbeats(devices:)``), as updates stamped `at`, with their topics.
    package mutating func heartbeats(devices: [String], at time: Date) -> [(topic: [UInt8], update: Relay_V1_Update)] {
        heartbeats(devices: devices).map { beat in
            var update = Relay_V1_Update(beat.stamp, at: time)
            update.heartbeat = .with {
                $0.phoneTime = Google_Protobuf_Timestamp(date: time)
                $0.deviceSeqs = beat.deviceSeqs
            }
            return (Self.topic(for: beat.stamp.device), update)
        }
    }
}

extension Relay_V1_Update {
    /// An update at `stamp`'s position, published `at`, with no change yet.
    init(_ stamp: Sequencer.Stamp, at time: Date) {
        self.init()
        epoch = stamp.epoch
        seq = stamp.seq
        topicSeq = stamp.topicSeq
        publishedAt = Google_Protobuf_Timestamp(date: time)
    }
}
