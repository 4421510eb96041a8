import Codec

/// The positions a relay's snapshot answer may claim (#50 point 2), as a value: a relay's
/// `RelaySnapshot` carries each topic's position in clear and unsigned, and a mirror that took
/// an advanced one would drop every genuine update up to it (silenced for good). So a position
/// is taken only as far as the phone vouched for it: every record of the answer opened (sealed
/// and signed by the phone, its header bound) witnesses its topic's `topic_seq`, and an honest
/// relay sends, with the records, the record that brought each topic to its position (the
/// phone's heartbeat at it, or the last update; ``RelayHub``'s witnesses, the phone's dump's
/// heartbeats). A claimed position past every witness of its topic is forged; a record past its
/// topic's claimed position is outside the cut. Either refuses the answer.
///
/// Each record is the phone's, but a relay could still pick which: hold back an item's latest
/// record, leave an item out, bring back a removed one. So the phone signs, in every header, the
/// digest of its topic's cut at that position (``TopicCut``, ``CutLedger``), and the answer's
/// records must make exactly the cut a record at the claimed position signs (``incomplete(claimed:topics:)``).
package struct SnapshotWitness: Sendable, Equatable {
    /// The answer's epoch.
    package let epoch: UInt64
    /// The highest `topic_seq` per topic among the opened records of the parts so far.
    package private(set) var witnessed: [String: UInt64] = [:]

    /// The SET records that opened, per topic (their headers): the cut they make.
    private var records: [String: [SealedHeaderFields]] = [:]
    /// The cut digests the opened records sign, per topic and position.
    private var signed: [String: [UInt64: Set<[UInt8]>]] = [:]

    package init(epoch: UInt64) { self.epoch = epoch }

    /// A record that opened (the phone's) at `topicSeq` on `topic`.
    package mutating func saw(topic: String, topicSeq: UInt64) {
        witnessed[topic] = max(witnessed[topic] ?? 0, topicSeq)
    }

    /// A record that opened (the phone's), its header: the position it vouches for, the cut it
    /// signs there, and (a SET) its part of the answer's cut.
    package mutating func saw(_ header: SealedHeaderFields) {
        saw(topic: header.topic, topicSeq: header.topicSeq)
        if header.op == .set { records[header.topic, default: []].append(header) }
        if !header.cut.isEmpty { signed[header.topic, default: [:]][header.topicSeq, default: []].insert(header.cut) }
    }

    /// Why the records of `topics` are not the cut the phone signed at the position `claimed` for
    /// each (an item's latest record held back, an item left out or brought back), or nil when they
    /// are. A position with no signed cut among the records is refused too: every honest answer
    /// holds the record at each position (its witness), and the phone signs every one's cut.
    package func incomplete(claimed: [String: UInt64], topics: [String]) -> String? {
        for topic in topics {
            let position = claimed[topic] ?? 0
            guard let cuts = signed[topic]?[position], !cuts.isEmpty else {
                return "a snapshot position the phone signed no cut at: \(topic) \(position)"
            }
            let cut = TopicCut.of(records: records[topic] ?? [])
            if !cuts.contains(cut.digest) {
                return
                    "a snapshot whose records are not the phone's cut at \(topic) \(position) (an item held back, left out or brought back): \(cut.changed.count) groups"
            }
        }
        return nil
    }

    /// Why a record at (`epoch`, `seq`, `topicSeq`) on `topic` is not part of the cut claimed
    /// at (`epoch`, `claimedSeq`, `claimed`), or nil if it is.
    package static func outside(
        topic: String, epoch: UInt64, seq: UInt64, topicSeq: UInt64,
        cut claimedEpoch: UInt64, seq claimedSeq: UInt64, claimed: [String: UInt64]
    ) -> String? {
        if epoch != claimedEpoch { return "a snapshot record of epoch \(epoch) in a snapshot of epoch \(claimedEpoch)" }
        if seq > claimedSeq { return "a snapshot record at seq \(seq), past the snapshot's \(claimedSeq)" }
        let position = claimed[topic] ?? 0
        if topicSeq > position {
            return "a snapshot record at \(topic) \(topicSeq), past the snapshot's position \(position)"
        }
        return nil
    }

    /// Why the positions `claimed` for `topics` are not the phone's (a position past every
    /// record of its topic that opened), or nil when each is witnessed. A position 0 needs none.
    package func forged(claimed: [String: UInt64], topics: [String]) -> String? {
        for topic in topics {
            let position = claimed[topic] ?? 0
            let vouched = witnessed[topic] ?? 0
            if position > vouched {
                return
                    "a snapshot position the phone did not sign: \(topic) \(position), the phone's records reach \(vouched)"
            }
        }
        return nil
    }
}
