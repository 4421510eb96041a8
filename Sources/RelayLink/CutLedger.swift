import Codec

/// The phone's cuts, topic by topic, as it publishes through relays (#50): kept from what it seals
/// (every SET changes its item's group, every DELETE removes the item), so each update's header
/// carries the digest of its topic's cut at that update's position (``TopicCut``). It reads no
/// clock and seals nothing (``PhoneLink`` holds it, ``PhoneRelayTransport`` asks it).
///
/// What the phone restored at its start is never published, so a topic's cut is known whole only
/// once a dump included it (the dump adds what it holds that was never published, as changed at
/// 0), or when its device was paired after a dump (nothing was restored for it): until then its
/// updates carry no digest, and a mirror takes no snapshot at their positions. A dump's records
/// are stamped with when each group last changed (`changed_at`), so a relay's map made of a dump
/// and later updates gives the same cut as one made of updates only.
package struct CutLedger: Sendable {
    private var epoch: UInt64?
    private var topics: [String: Topic] = [:]
    /// A dump was made in this epoch: a device paired since had nothing restored at the start.
    private var dumpedOnce = false

    private struct Topic: Sendable {
        var cut = TopicCut()
        /// Item → the topic_seq of the DELETE that removed it (the newest 1,024).
        var deleted: [[UInt8]: UInt64] = [:]
        /// The last position published (or dumped).
        var position: UInt64 = 0
        var whole = false
    }

    package init() {}

    private mutating func enter(_ epoch: UInt64) {
        guard self.epoch != epoch else { return }
        self.epoch = epoch
        topics = [:]
        dumpedOnce = false
    }

    /// An update at (`epoch`, `topicSeq`) on `topic` is sealed: `op` on `item`'s `part`. The digest
    /// of the topic's cut after it, or empty while the topic is not known whole.
    package mutating func published(
        topic: String, epoch: UInt64, topicSeq: UInt64, op: CloneOperation, item: [UInt8], part: UInt32
    ) -> [UInt8] {
        enter(epoch)
        var state = topics[topic] ?? Topic()
        switch op {
        case .set:
            state.cut.changed[TopicCut.Key(item: item, part: part)] = topicSeq
            state.deleted[item] = nil
        case .delete:
            state.cut.changed = state.cut.changed.filter { $0.key.item != item }
            if state.deleted.count >= 1_024, let oldest = state.deleted.min(by: { $0.value < $1.value }) {
                state.deleted[oldest.key] = nil
            }
            state.deleted[item] = topicSeq
        default:
            break
        }
        state.position = max(state.position, topicSeq)
        topics[topic] = state
        return state.whole ? state.cut.digest : []
    }

    /// A device was paired: after a dump, its topic is known whole (empty).
    package mutating func paired(topic: String) {
        guard dumpedOnce else { return }
        topics[topic, default: Topic()].whole = true
    }

    /// A dump of `topic` at (`epoch`, `position`) holds `records` (each SET's blinded item and
    /// part): the topic_seq each record's group last changed at, and the digest of the dump's cut.
    /// When nothing was published past the dump's position, the dump is the topic's cut from now
    /// on; otherwise what it holds that was never published is added (changed at 0).
    package mutating func dumped(
        topic: String, epoch: UInt64, position: UInt64, records: [(item: [UInt8], part: UInt32)]
    ) -> (changedAt: [UInt64], digest: [UInt8]) {
        enter(epoch)
        var state = topics[topic] ?? Topic()
        var dump = TopicCut()
        var stamps: [UInt64] = []
        for record in records {
            let key = TopicCut.Key(item: record.item, part: record.part)
            let stamp: UInt64
            if let known = state.cut.changed[key] {
                // Changed after the cut was taken: the record is the state as of the dump's position.
                stamp = min(known, position)
            } else if let removed = state.deleted[record.item], removed > position {
                stamp = position
            } else {
                stamp = 0  // restored at the start, never published in this epoch
                state.cut.changed[key] = 0
            }
            dump.changed[key] = max(dump.changed[key] ?? 0, stamp)
            stamps.append(stamp)
        }
        if state.position <= position {
            state.cut = dump
            state.position = position
        }
        state.whole = true
        topics[topic] = state
        dumpedOnce = true
        return (stamps, dump.digest)
    }
}
