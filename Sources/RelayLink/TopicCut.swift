import Codec
import Sealing

/// One topic's cut as the phone signs it (#50): which items the topic holds at a position, and for
/// each item's group the topic_seq of the update that last changed it. Its ``digest`` travels in
/// every sealed header the phone publishes through relays and in a dump's records
/// (`SealedHeader.cut`); a mirror computes the same from a relay's snapshot answer
/// (``SnapshotWitness``), so a relay that holds back an item's latest record, leaves an item out or
/// brings a removed one back is found out.
///
/// A group is a record's part, except a widget instance's reconfiguration (part 2), which is in
/// group 0 beside the instance it replaces: a dump holds an instance as parts 0 and 1 only.
package struct TopicCut: Sendable, Equatable {
    /// An item's group.
    package struct Key: Sendable, Hashable {
        package var item: [UInt8]
        package var group: UInt32

        package init(item: [UInt8], part: UInt32) {
            self.item = item
            group = TopicCut.group(ofPart: part)
        }
    }

    /// Each group the topic holds, with the topic_seq that last changed it.
    package var changed: [Key: UInt64] = [:]

    package init() {}

    /// The group of a record's `part`.
    package static func group(ofPart part: UInt32) -> UInt32 {
        part == CloneRecords.InstancePart.configured.rawValue ? CloneRecords.InstancePart.added.rawValue : part
    }

    /// The cut's digest (``CutDigest``): each group as item, group (4 bytes) and topic_seq (8
    /// bytes, big-endian), sorted by item, then group.
    package var digest: [UInt8] {
        let entries = changed.sorted { a, b in
            a.key.item == b.key.item ? a.key.group < b.key.group : a.key.item.lexicographicallyPrecedes(b.key.item)
        }
        return CutDigest.of(
            entries.map { key, changedAt in
                key.item + (0..<4).reversed().map { UInt8(truncatingIfNeeded: key.group >> ($0 * 8)) }
                    + (0..<8).reversed().map { UInt8(truncatingIfNeeded: changedAt >> ($0 * 8)) }
            })
    }

    /// The cut a snapshot answer's SET records of one topic make (their headers): per group, the
    /// record with the highest seq, as the mirror rebuilds the snapshot (at the same seq, part 0
    /// over a reconfiguration, as the rebuild keeps the instance then), with the topic_seq that
    /// last changed it (`changed_at`, or its own).
    package static func of(records: [SealedHeaderFields]) -> TopicCut {
        var latest: [Key: SealedHeaderFields] = [:]
        for header in records where header.op == .set {
            let key = Key(item: header.item, part: header.part)
            if let held = latest[key], held.seq > header.seq || (held.seq == header.seq && held.part <= header.part) {
                continue
            }
            latest[key] = header
        }
        var cut = TopicCut()
        for (key, header) in latest { cut.changed[key] = header.lastChanged }
        return cut
    }
}
