/// The positions a relay's snapshot answer may claim (#50 point 2), as a value: a relay's
/// `RelaySnapshot` carries each topic's position in clear and unsigned, and a mirror that took
/// an advanced one would drop every genuine update up to it (silenced for good). So a position
/// is taken only as far as the phone vouched for it: every record of the answer opened (sealed
/// and signed by the phone, its header bound) witnesses its topic's `topic_seq`, and an honest
/// relay sends, with the records, the record that brought each topic to its position (the
/// phone's heartbeat at it, or the last update; ``RelayHub``'s witnesses, the phone's dump's
/// heartbeats). A claimed position past every witness of its topic is forged; a record past its
/// topic's claimed position is outside the cut. Either refuses the answer.
package struct SnapshotWitness: Sendable, Equatable {
    /// The answer's epoch.
    package let epoch: UInt64
    /// The highest `topic_seq` per topic among the opened records of the parts so far.
    package private(set) var witnessed: [String: UInt64] = [:]

    package init(epoch: UInt64) { self.epoch = epoch }

    /// A record that opened (the phone's) at `topicSeq` on `topic`.
    package mutating func saw(topic: String, topicSeq: UInt64) {
        witnessed[topic] = max(witnessed[topic] ?? 0, topicSeq)
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
