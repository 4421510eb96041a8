/// The Clone pattern's server-side counters (sync.proto): one `seq` for every state
/// change, and a position in each topic's own stream, "all/" and each device's "dev/<id>/".
///
/// A value: the phone's driver asks it to stamp each update before sending it, and for the
/// position a snapshot is valid at. It never reads a clock and never sends anything; the
/// codec edge (Codec's `Sequencer+Wire`) turns its stamps into `Update`s.
public struct Sequencer: Sendable, Hashable {
    /// Where one update sits in the phone's history: its epoch, its seq and its position
    /// in its topic's stream.
    public struct Stamp: Sendable, Hashable {
        public let epoch: UInt64
        public let seq: UInt64
        public let topicSeq: UInt64
        /// The device whose topic it goes on (nil: "all/").
        public let device: String?

        public init(epoch: UInt64, seq: UInt64, topicSeq: UInt64, device: String?) {
            (self.epoch, self.seq, self.topicSeq, self.device) = (epoch, seq, topicSeq, device)
        }
    }

    /// HUGZ for one silent topic: the last seq and that topic's last position (neither
    /// advanced), and, on a device's topic, that device's own counter alone.
    public struct Heartbeat: Sendable, Hashable {
        public let stamp: Stamp
        public let deviceSeqs: [String: UInt64]

        public init(stamp: Stamp, deviceSeqs: [String: UInt64]) {
            self.stamp = stamp
            self.deviceSeqs = deviceSeqs
        }
    }

    /// Changes with every start of the phone: a mirror seeing another epoch takes a new snapshot.
    public let epoch: UInt64
    /// The last seq published (0: nothing yet in this epoch).
    public private(set) var seq: UInt64 = 0
    /// The position in "all/".
    public private(set) var broadcastSeq: UInt64 = 0
    /// The position in each device's own topic.
    public private(set) var deviceSeqs: [String: UInt64] = [:]
    /// The topics something was published on since the last heartbeat tick, by device id
    /// ("" for "all/"; see ``heartbeats(devices:)``).
    public private(set) var publishedSinceTick: Set<String> = []

    public init(epoch: UInt64) {
        self.epoch = epoch
    }

    /// The next update to `device` (nil: everyone): the next seq, and the next position in its topic's stream.
    public mutating func stamp(to device: String?) -> Stamp {
        seq += 1
        let position: UInt64
        if let device {
            position = deviceSeqs[device, default: 0] + 1
            deviceSeqs[device] = position
        } else {
            broadcastSeq += 1
            position = broadcastSeq
        }
        publishedSinceTick.insert(device ?? "")
        return Stamp(epoch: epoch, seq: seq, topicSeq: position, device: device)
    }

    /// HUGZ, asked at every heartbeat interval: one heartbeat on each topic nothing was published
    /// on since the last tick — "all/" first, then each device's own topic (sorted) carrying only
    /// that topic's counter, so that no device learns which others are paired or how busy they
    /// are. (A busy device's topic does not silence everyone else's.)
    public mutating func heartbeats(devices: [String]) -> [Heartbeat] {
        let busy = publishedSinceTick
        publishedSinceTick = []
        let broadcast =
            busy.contains("")
            ? []
            : [Heartbeat(stamp: Stamp(epoch: epoch, seq: seq, topicSeq: broadcastSeq, device: nil), deviceSeqs: [:])]
        return broadcast
            + devices.sorted().filter { !busy.contains($0) }.map { device in
                let position = deviceSeqs[device] ?? 0
                return Heartbeat(
                    stamp: Stamp(epoch: epoch, seq: seq, topicSeq: position, device: device),
                    deviceSeqs: [device: position])
            }
    }

    /// Where a snapshot for `device` taken now is valid: the mirror applies updates after these.
    public func position(for device: String) -> (seq: UInt64, broadcastSeq: UInt64, deviceSeq: UInt64) {
        (seq, broadcastSeq, deviceSeqs[device] ?? 0)
    }
}
