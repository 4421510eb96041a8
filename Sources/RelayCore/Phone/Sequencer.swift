import Foundation
import RelayWire
import SwiftProtobuf

/// The Clone pattern's server-side counters (sync.proto): one `seq` for every state
/// change, and a position in each topic's own stream, "all/" and each device's "dev/<id>/".
///
/// A value: the phone's driver asks it to stamp each update before sending it, and
/// for the position a snapshot is valid at. It never reads a clock (the time
/// stamped is given) and never sends anything.
public struct Sequencer: Sendable, Hashable {
    /// Changes with every start of the phone: a mirror seeing a new epoch takes a new snapshot.
    public let epoch: UInt64
    /// The last seq published (0: nothing yet in this epoch).
    public private(set) var seq: UInt64 = 0
    /// The position in "all/".
    public private(set) var broadcastSeq: UInt64 = 0
    /// The position in each device's own topic.
    public private(set) var deviceSeqs: [String: UInt64] = [:]
    /// The topics something was published on since the last heartbeat tick, by device id
    /// ("" for "all/"; see ``heartbeats(devices:at:)``).
    public private(set) var publishedSinceTick: Set<String> = []

    public init(epoch: UInt64) {
        self.epoch = epoch
    }

    /// The topic an update addressed to `device` (nil: everyone) goes out on.
    public static func topic(for device: String?) -> [UInt8] {
        device.map(Topic.device) ?? Topic.all
    }

    /// The next update: the next seq, and the next position in its topic's stream, stamped `at`.
    public mutating func next(to device: String?, at time: Date, _ change: Relay_V1_Update.OneOf_Change) -> Relay_V1_Update {
        seq += 1
        var update = Relay_V1_Update()
        update.epoch = epoch
        update.seq = seq
        if let device {
            let position = deviceSeqs[device, default: 0] + 1
            deviceSeqs[device] = position
            update.topicSeq = position
        } else {
            broadcastSeq += 1
            update.topicSeq = broadcastSeq
        }
        update.publishedAt = Google_Protobuf_Timestamp(date: time)
        update.change = change
        publishedSinceTick.insert(device ?? "")
        return update
    }

    /// HUGZ, asked at every heartbeat interval: one heartbeat on each topic nothing was published
    /// on since the last tick — "all/", and each device's own topic carrying only that topic's
    /// counter, so that no device learns which others are paired or how busy they are. (A busy
    /// device's topic does not silence everyone else's.)
    public mutating func heartbeats(devices: [String], at time: Date) -> [(topic: [UInt8], update: Relay_V1_Update)] {
        let busy = publishedSinceTick
        publishedSinceTick = []
        let now = Google_Protobuf_Timestamp(date: time)
        func heartbeat(_ topicSeq: UInt64, device: String?) -> Relay_V1_Update {
            var update = Relay_V1_Update()
            update.epoch = epoch
            update.seq = seq
            update.topicSeq = topicSeq
            update.publishedAt = now
            update.heartbeat = .with {
                $0.phoneTime = now
                if let device { $0.deviceSeqs = [device: topicSeq] }
            }
            return update
        }
        return (busy.contains("") ? [] : [(Topic.all, heartbeat(broadcastSeq, device: nil))])
            + devices.sorted().filter { !busy.contains($0) }.map { (Topic.device($0), heartbeat(deviceSeqs[$0] ?? 0, device: $0)) }
    }

    /// Where a snapshot for `device` taken now is valid: the mirror applies updates after these.
    public func position(for device: String) -> (seq: UInt64, broadcastSeq: UInt64, deviceSeq: UInt64) {
        (seq, broadcastSeq, deviceSeqs[device] ?? 0)
    }
}
