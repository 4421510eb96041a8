import DomainModel

/// One phone's Clone map for one epoch (the ZeroMQ Guide, chapter 5): the latest sealed
/// record per (item, part), the latest grant per topic, tombstones of deleted items, and
/// the position it is valid at (the last seq applied, each topic's last topic_seq).
struct CloneMap: Sendable, Hashable {
    let epoch: UInt64
    /// The seq of the dump the map was made from: an older dump is refused, so tombstones at
    /// or below it are never needed again.
    private(set) var baseSeq: UInt64 = 0
    private(set) var seq: UInt64 = 0
    private(set) var topicSeqs: [String: UInt64] = [:]
    /// Item → part → its latest record.
    private(set) var entries: [[UInt8]: [UInt32: Record]] = [:]
    /// Topic → its latest GRANT record.
    private(set) var grants: [String: Record] = [:]
    /// Item → the seq of the DELETE that removed it: an older SET (from a dump) cannot bring it back.
    private(set) var tombstones: [[UInt8]: UInt64] = [:]
    /// Topic → the phone's record at its position (the update that brought it there, or a
    /// heartbeat at it): sent with a snapshot, so a mirror takes the position as the phone's,
    /// never as the relay's word (#50 point 2; `SnapshotWitness` in RelayLink).
    private(set) var witnesses: [String: Record] = [:]
    /// Records kept: entries, grants, tombstones.
    private(set) var recordCount = 0
    /// Bytes of the records kept.
    private(set) var byteCount = 0

    init(epoch: UInt64) { self.epoch = epoch }

    /// How an update fits the map's position on its topic: the next (a SET, DELETE or
    /// invalidation, a PASS, advances its topic by one), known already, or past a gap.
    typealias Fit = CloneOrder.Fit

    /// The Clone client's rule (`DomainModel/CloneOrder/fit(topicSeq:last:isHeartbeat:)`): a gap
    /// means the relay missed something. (A GRANT does not advance its topic: ``RelayHub`` keeps
    /// it without asking.)
    func fit(_ record: Record) -> Fit {
        CloneOrder.fit(
            topicSeq: record.topicSeq, last: topicSeqs[record.topic] ?? 0, isHeartbeat: record.op == .heartbeat)
    }

    /// Applies a record that ``fit(_:)`` called `.next`: advances the position and keeps what its op keeps.
    mutating func advance(with record: Record) {
        topicSeqs[record.topic] = record.topicSeq
        seq = max(seq, record.seq)
        keep(record)
        witness(record)
    }

    /// Keeps `record` as its topic's witness if it stands at the topic's position (the newest
    /// position always). At the same position a SET stays (a snapshot sends it anyway, so it
    /// costs nothing); any other is replaced by the later record (a heartbeat after a DELETE).
    mutating func witness(_ record: Record) {
        guard record.op != .grant, record.epoch == epoch, record.topicSeq == topicSeqs[record.topic] ?? 0 else {
            return
        }
        if let current = witnesses[record.topic], current.topicSeq == record.topicSeq, current.op == .set { return }
        witnesses[record.topic] = record
    }

    /// The witnesses of `topics` a snapshot sends besides its records (one that is a kept
    /// record already goes with it).
    func witnesses(of topics: Set<String>) -> [Record] {
        topics.sorted().compactMap { topic in
            guard let record = witnesses[topic] else { return nil }
            if record.op == .set, let kept = entries[record.item]?[record.part], kept.seq == record.seq { return nil }
            return record
        }
    }

    /// Keeps what `record`'s op keeps, if it is newer than what the map has (position untouched).
    mutating func keep(_ record: Record) {
        switch record.op {
        case .set:
            if let deleted = tombstones[record.item], deleted >= record.seq { return }
            if let current = entries[record.item]?[record.part], current.seq >= record.seq { return }
            remove(entries[record.item]?[record.part])
            entries[record.item, default: [:]][record.part] = record
            add(record)
        case .delete:
            if let deleted = tombstones[record.item], deleted >= record.seq { return }
            for (part, current) in entries[record.item] ?? [:] where current.seq < record.seq {
                remove(current)
                entries[record.item]?[part] = nil
            }
            if entries[record.item]?.isEmpty == true { entries[record.item] = nil }
            if tombstones[record.item] == nil { recordCount += 1 }
            tombstones[record.item] = record.seq
        case .grant:
            // A new group key may be granted at the position of the one before it: the later one wins.
            if let current = grants[record.topic], current.seq > record.seq { return }
            remove(grants[record.topic])
            grants[record.topic] = record
            add(record)
        case .pass, .heartbeat, .unknown:
            break
        }
    }

    private mutating func add(_ record: Record) {
        recordCount += 1
        byteCount += record.bytes.count
    }

    private mutating func remove(_ record: Record?) {
        guard let record else { return }
        recordCount -= 1
        byteCount -= record.bytes.count
    }

    /// The map a dump makes, merged with `self` (the map of the same epoch the relay had):
    /// per (item, part) and per grant topic the record with the higher seq wins; a record of
    /// `self` the dump lacks survives only if newer than the dump (else the dump's phone had
    /// deleted it by then); tombstones newer than a record win; each topic's position is the
    /// further of the two (each was complete up to its own).
    static func merging(_ dump: Dump, into old: CloneMap?) -> CloneMap {
        var map = CloneMap(epoch: dump.epoch)
        map.baseSeq = dump.seq
        map.seq = dump.seq
        map.topicSeqs = dump.topicSeqs
        for record in dump.records { map.keep(record) }
        for record in dump.records { map.witness(record) }
        guard let old, old.epoch == dump.epoch else { return map }
        for (item, deleted) in old.tombstones where deleted > dump.seq {
            map.keep(Record(topic: "", seq: deleted, topicSeq: 0, epoch: old.epoch, op: .delete, item: item, bytes: []))
        }
        for parts in old.entries.values {
            for record in parts.values where record.seq > dump.seq { map.keep(record) }
        }
        for record in old.grants.values where record.seq > dump.seq { map.keep(record) }
        map.seq = max(dump.seq, old.seq)
        for (topic, position) in old.topicSeqs { map.topicSeqs[topic] = max(position, map.topicSeqs[topic] ?? 0) }
        for record in old.witnesses.values { map.witness(record) }
        return map
    }

    /// Every kept SET record of `topics`, in seq order (a dump's records share its seq: those
    /// by item, then part, so one cut is always answered in the same order and the same parts).
    func records(of topics: Set<String>) -> [Record] {
        entries.values.flatMap { $0.values.filter { topics.contains($0.topic) } }.sorted { a, b in
            if a.seq != b.seq { return a.seq < b.seq }
            if a.item != b.item { return a.item.lexicographicallyPrecedes(b.item) }
            return a.part < b.part
        }
    }
}
