import DomainModel
import Foundation

/// The Clone pattern's client (ZeroMQ Guide ch. 5, CHP): a mirror's copy of the
/// phone's state, kept strictly in order.
///
/// Subscribe first, then ask for a snapshot; updates that arrive before it are
/// buffered, those it already covers are dropped, later ones applied in order.
/// Each topic has its own counter (`topic_seq`): a skipped number, a new epoch,
/// or a heartbeat that reports more than was received means something was lost,
/// and the only cure is a new snapshot. A value: the driver feeds it the updates and snapshots
/// the codec decoded at the edge (`PublishedUpdate`, `SnapshotReply`).
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
    private var buffer: [PublishedUpdate] = []
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

    /// One part of a snapshot answered in parts (a whole snapshot goes to ``restore(_:)``).
    /// Part 0 starts it; each part's items are shown at once, as the cut has them, while the
    /// replica stays unsynced (taps refused as syncing, updates buffered); the last part
    /// restores the whole and replays what was buffered, so the Clone pattern's guarantees
    /// hold as for a whole snapshot. At most `maxBytes` (of `SnapshotReply/wireBytes`) are
    /// kept for one snapshot.
    public mutating func restore(part: SnapshotReply, maxBytes: Int) -> PartOutcome {
        guard SnapshotParts.isInRange(part: part.part, of: part.parts) else {
            assembly = nil
            return .dropped(
                "part \(part.part) of \(part.parts): out of range (at most \(SnapshotParts.maximumParts) parts)")
        }
        if part.part == 0 { assembly = SnapshotAssembly(first: part) }
        guard var building = assembly else { return .dropped("part \(part.part) of \(part.parts) without part 0") }
        if let why = building.refusal(of: part) {
            assembly = nil
            return .dropped(why)
        }
        building.bytes += part.wireBytes
        guard building.bytes <= maxBytes else {
            assembly = nil
            return .dropped("a snapshot of more than \(maxBytes) bytes")
        }
        building.incoming.add(itemsOf: part)
        for item in part.salvaged { building.incoming.quarantine(item) }
        building.incoming.keepLastGoodTimelines(of: state)
        building.next += 1
        state.show(partOf: part, from: building.incoming)
        guard building.next == building.parts else {
            assembly = building
            return .kept
        }
        assembly = nil
        return .restored(restore(whole: building.incoming))
    }

    /// Takes a snapshot (KTHXBAI), with the items salvaged out of it quarantined, and replays
    /// what was buffered after it.
    public mutating func restore(_ snapshot: SnapshotReply) -> Outcome {
        assembly = nil
        var restored = ReplicaState(snapshot: snapshot)
        restored.keepLastGoodTimelines(of: state)
        return restore(whole: restored)
    }

    /// Takes a whole snapshot's state and replays what was buffered after it.
    private mutating func restore(whole restored: ReplicaState) -> Outcome {
        state = restored
        isSynced = true
        let pending = buffer
        buffer = []
        for update in pending {
            if case .resyncNeeded(let reason) = receive(update) {
                desync()
                return .resyncNeeded(reason)
            }
        }
        return .applied
    }

    /// One update from the SUB, decoded.
    public mutating func receive(_ update: PublishedUpdate) -> Outcome {
        guard isSynced else {
            buffer.append(update)
            if buffer.count > 10_000 { buffer.removeFirst() }  // the snapshot will cover them
            return .buffered
        }
        guard update.epoch == state.epoch else {
            desync()
            return .resyncNeeded(
                ResyncReason(.epoch, "the phone started a new history (epoch \(update.epoch), had \(state.epoch))"))
        }
        let isDevice = update.isDeviceTopic
        let last = isDevice ? state.deviceSeq : state.broadcastSeq
        let isHeartbeat = if case .heartbeat = update.change { true } else { false }
        let fit = CloneOrder.fit(topicSeq: update.topicSeq, last: last, isHeartbeat: isHeartbeat)

        if case .heartbeat(let deviceSeqs, let phoneTime) = update.change {
            // Each topic has its heartbeat, carrying that topic's last counter.
            if fit == .gap {
                desync()
                return .resyncNeeded(
                    ResyncReason(
                        .missed,
                        "missed \(isDevice ? "this device's" : "broadcast") updates (heard of \(update.topicSeq), have \(last))"
                    ))
            }
            if let mine = deviceSeqs[deviceID], mine > state.deviceSeq {
                desync()
                return .resyncNeeded(
                    ResyncReason(.missed, "missed updates for this device (heard of \(mine), have \(state.deviceSeq))"))
            }
            if let phoneTime { state.setPhoneTime(phoneTime) }
            return .applied
        }
        if fit == .known { return .ignored }
        guard fit == .next else {
            desync()
            return .resyncNeeded(
                ResyncReason(
                    .gap,
                    "a gap on \(isDevice ? "this device's topic" : "the broadcast topic") (got \(update.topicSeq), expected \(last + 1))"
                ))
        }
        state.apply(update)
        if isDevice { state.deviceSeq = update.topicSeq } else { state.broadcastSeq = update.topicSeq }
        state.seq = max(state.seq, update.seq)
        return .applied
    }
}

extension Replica {
    /// Where this copy stands, for the requests the mirror sends; nil while it is not synced
    /// (it confirms nothing then: what it shows may be behind).
    public var position: SyncPosition? {
        guard isSynced else { return nil }
        return SyncPosition(
            epoch: state.epoch, seq: state.seq, broadcastSeq: state.broadcastSeq, deviceSeq: state.deviceSeq)
    }
}
