import DomainModel

/// A snapshot answered in parts (sync.proto's `Snapshot.part` and `parts`), as a mirror
/// receives it: the cut it belongs to, the next part it expects, and the state the parts
/// so far describe. Whole only once the last part has come; until then the replica shows
/// each part's items (``ReplicaState/show(partOf:from:)``) and goes on buffering updates.
struct SnapshotAssembly: Sendable {
    /// The cut every part must carry: (epoch, seq) and the topics' positions.
    let cut: [UInt64]
    let parts: UInt32
    /// The part expected next.
    var next: UInt32 = 0
    /// The state the parts so far describe, valid at the cut once every part is in.
    var incoming: ReplicaState
    /// The bytes received so far, bounded by the caller (``Replica/restore(part:maxBytes:)``).
    var bytes = 0

    init(first: SnapshotReply) {
        cut = Self.cut(of: first)
        parts = first.parts
        incoming = ReplicaState(snapshot: first.withoutItems)
    }

    static func cut(of part: SnapshotReply) -> [UInt64] {
        [part.epoch, part.seq, part.broadcastSeq, part.deviceSeq, UInt64(part.parts)]
    }

    /// Why `part` cannot be the next part of this snapshot, or nil if it can.
    func refusal(of part: SnapshotReply) -> String? {
        guard Self.cut(of: part) == cut else { return "a part of another cut (seq \(part.seq), expected \(cut[1]))" }
        guard part.part == next else { return "part \(part.part) of \(parts), expected \(next)" }
        return nil
    }
}
