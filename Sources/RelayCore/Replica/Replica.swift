import DomainModel
import Foundation
import RelayWire

/// The Clone pattern's client (ZeroMQ Guide ch. 5, CHP): a mirror's copy of the
/// phone's state, kept strictly in order.
///
/// Subscribe first, then ask for a snapshot; updates that arrive before it are
/// buffered, those it already covers are dropped, later ones applied in order.
/// Each topic has its own counter (`topic_seq`): a skipped number, a new epoch,
/// or a heartbeat that reports more than was received means something was lost,
/// and the only cure is a new snapshot. A value: the driver feeds it.
public struct Replica: Sendable {
    /// What a received update did.
    public enum Outcome: Sendable, Equatable {
        /// Applied; the state changed (or a heartbeat confirmed it).
        case applied
        /// Held until the snapshot arrives.
        case buffered
        /// Already covered (an old or repeated update); nothing done.
        case ignored
        /// Something was lost: request a snapshot and feed it to ``restore(_:)``.
        case resyncNeeded(ResyncReason)
    }

    /// The device this mirror is (its "dev/<id>/" topic).
    public let deviceID: String
    /// The state, as last synced (or as cached, before the first sync).
    public private(set) var state: ReplicaState
    /// Whether the state follows the phone's stream now.
    public private(set) var isSynced = false
    private var buffer: [(topic: [UInt8], update: Relay_V1_Update)] = []
    /// A snapshot arriving in parts, until its last part.
    private var assembly: SnapshotAssembly?

    /// Whether a snapshot is arriving in parts: some of its items may be shown already.
    public var isAssembling: Bool { assembly != nil }

    /// A replica with nothing, or with a cached state shown until it syncs.
    public init(deviceID: String, cached: ReplicaState? = nil) {
        self.deviceID = deviceID
        state = cached ?? ReplicaState()
    }

    /// Stops following the stream (the phone is unreachable, or a resync began):
    /// the state stays, updates are buffered until ``restore(_:)``.
    public mutating func desync() {
        isSynced = false
        buffer = []
        assembly = nil
    }

    /// What one part of a snapshot answered in parts did.
    public enum PartOutcome: Sendable, Equatable {
        /// Kept and shown; more parts are to come.
        case kept
        /// Not the part expected (out of order, of another cut, past the bound): the parts so
        /// far are dropped; a retry of the request starts again from part 0.
        case dropped(String)
        /// The last part: the snapshot is whole and was restored, with this outcome.
        case restored(Outcome)
    }

    /// One part of a snapshot answered in parts (a whole snapshot goes to ``restore(_:quarantined:)``).
    /// Part 0 starts it; each part's items are shown at once, as the cut has them, while the
    /// replica stays unsynced (taps refused as syncing, updates buffered); the last part
    /// restores the whole and replays what was buffered, so the Clone pattern's guarantees
    /// hold as for a whole snapshot. At most `maxBytes` are kept for one snapshot.
    package mutating func restore(part: Relay_V1_Snapshot, bytes: Int, quarantined: [QuarantinedItem] = [],
                                  maxBytes: Int) throws -> PartOutcome {
        guard Relay_V1_Snapshot.isInRange(part: part.part, of: part.parts) else {
            assembly = nil
            return .dropped("part \(part.part) of \(part.parts): out of range (at most \(Relay_V1_Snapshot.maximumParts) parts)")
        }
        if part.part == 0 { assembly = SnapshotAssembly(first: part) }
        guard var building = assembly else { return .dropped("part \(part.part) of \(part.parts) without part 0") }
        if let why = building.refusal(of: part) {
            assembly = nil
            return .dropped(why)
        }
        building.bytes += bytes
        guard building.bytes <= maxBytes else {
            assembly = nil
            return .dropped("a snapshot of more than \(maxBytes) bytes")
        }
        building.incoming.add(itemsOf: part)
        for item in quarantined { building.incoming.quarantine(item) }
        building.incoming.keepLastGoodTimelines(of: state)
        building.next += 1
        state.show(partOf: part, from: building.incoming)
        guard building.next == building.parts else {
            assembly = building
            return .kept
        }
        assembly = nil
        return .restored(try restore(whole: building.incoming))
    }

    /// Takes a snapshot (KTHXBAI) and replays what was buffered after it. `quarantined`:
    /// items left out of the snapshot before it could be decoded (``Salvage``).
    package mutating func restore(_ snapshot: Relay_V1_Snapshot, quarantined: [QuarantinedItem] = []) throws -> Outcome {
        assembly = nil
        var restored = try ReplicaState(snapshot: snapshot)
        for item in quarantined { restored.quarantine(item) }
        restored.keepLastGoodTimelines(of: state)
        return try restore(whole: restored)
    }

    /// Takes a whole snapshot's state and replays what was buffered after it.
    private mutating func restore(whole restored: ReplicaState) throws -> Outcome {
        state = restored
        isSynced = true
        let pending = buffer
        buffer = []
        for (topic, update) in pending {
            if case .resyncNeeded(let reason) = try receive(update, topic: topic) {
                desync()
                return .resyncNeeded(reason)
            }
        }
        return .applied
    }

    /// One update from the SUB, with the topic it came on.
    package mutating func receive(_ update: Relay_V1_Update, topic: [UInt8]) throws -> Outcome {
        guard isSynced else {
            buffer.append((topic, update))
            if buffer.count > 10_000 { buffer.removeFirst() }  // the snapshot will cover them
            return .buffered
        }
        guard update.epoch == state.epoch else {
            desync()
            return .resyncNeeded(ResyncReason(.epoch, "the phone started a new history (epoch \(update.epoch), had \(state.epoch))"))
        }
        let isDevice = topic == Topic.device(deviceID)
        let last = isDevice ? state.deviceSeq : state.broadcastSeq
        let isHeartbeat = if case .heartbeat = update.change { true } else { false }
        let fit = CloneOrder.fit(topicSeq: update.topicSeq, last: last, isHeartbeat: isHeartbeat)

        if case .heartbeat(let heartbeat) = update.change {
            // Each topic has its heartbeat, carrying that topic's last counter.
            if fit == .gap {
                desync()
                return .resyncNeeded(ResyncReason(.missed, "missed \(isDevice ? "this device's" : "broadcast") updates (heard of \(update.topicSeq), have \(last))"))
            }
            if let mine = heartbeat.deviceSeqs[deviceID], mine > state.deviceSeq {
                desync()
                return .resyncNeeded(ResyncReason(.missed, "missed updates for this device (heard of \(mine), have \(state.deviceSeq))"))
            }
            if heartbeat.hasPhoneTime { state.setPhoneTime(heartbeat.phoneTime) }
            return .applied
        }
        if fit == .known { return .ignored }
        guard fit == .next else {
            desync()
            return .resyncNeeded(ResyncReason(.gap, "a gap on \(isDevice ? "this device's topic" : "the broadcast topic") (got \(update.topicSeq), expected \(last + 1))"))
        }
        try state.apply(update)
        if isDevice { state.deviceSeq = update.topicSeq } else { state.broadcastSeq = update.topicSeq }
        state.seq = max(state.seq, update.seq)
        return .applied
    }
}
