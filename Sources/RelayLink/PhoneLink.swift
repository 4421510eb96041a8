import Foundation

/// A phone's link to its relays, as a value (#48 step 4): the paired devices the relays are told
/// of and what a change to them calls for (a new group key and a new dump after a removal, a
/// grant to each new device), where the phone's stream stands on each topic (what a grant is
/// given at), which topic's updates may be sealed to whom, which requests are fresh (a relay
/// sending one again is refused, the 1st, 2nd, 4th, 8th… said in the log), and the counts. It
/// reads no clock (each call is given the time), holds no lock, seals nothing:
/// ``PhoneRelayTransport`` seals, sends and logs what it returns, behind its lock.
package struct PhoneLink: Sendable {
    /// What went through, and what was refused.
    package var counters = PhoneRelayCounters()
    /// The paired devices, by id.
    package private(set) var readers: [String: PhoneRelayTransport.PairedReader] = [:]
    /// What the phone last published (or dumped): its epoch, seq and each topic's topic_seq.
    package private(set) var epoch: UInt64 = 0
    private var seq: UInt64 = 0
    private var topicSeqs: [String: UInt64] = [:]
    /// The nonces of the requests opened lately, against replays by a relay.
    private var freshness = RequestFreshness()
    /// Each topic's cut, whose digest every update and dump record carries (#50).
    package var cuts = CutLedger()

    package init() {}

    /// What a change to the paired devices calls for, in order.
    package enum Effect: Sendable, Equatable {
        /// Tell every relay the roster.
        case sendRoster
        /// Draw a new group key (a device was removed: it held the old one).
        case rotateGroupKey
        /// Grant the group key in use to this device.
        case grant(PhoneRelayTransport.PairedReader)
        /// Send every relay the whole sealed state again (under the new key).
        case sendDump
    }

    /// The paired devices are now `readers`.
    package mutating func devicesChanged(_ readers: [PhoneRelayTransport.PairedReader]) -> [Effect] {
        let next = Dictionary(readers.map { ($0.deviceID, $0) }, uniquingKeysWith: { first, _ in first })
        let removed = self.readers.contains { id, reader in next[id] != reader }
        let added = next.values.filter { self.readers[$0.deviceID] != $0 }.sorted { $0.deviceID < $1.deviceID }
        self.readers = next
        for reader in added { cuts.paired(topic: "dev/\(reader.deviceID)/") }
        guard removed else { return [.sendRoster] + added.map(Effect.grant) }
        return [.sendRoster, .rotateGroupKey] + next.values.sorted { $0.deviceID < $1.deviceID }.map(Effect.grant) + [
            .sendDump
        ]
    }

    /// The roster as the relays are told it: every paired device, by id.
    package var roster: [PhoneRelayTransport.PairedReader] { readers.values.sorted { $0.deviceID < $1.deviceID } }

    /// Who an update on `topic` is sealed to: everyone ("all/", nil key), a device's key, or
    /// nobody (a device no longer paired: dropped, counted).
    package enum Addressee: Sendable, Equatable {
        case everyone
        case device(key: [UInt8])
        case nobody
    }

    /// Who an update the node publishes on `topic` is for.
    package mutating func addressee(of topic: String) -> Addressee {
        guard topic != "all/" else { return .everyone }
        let id = String(topic.dropFirst("dev/".count).dropLast())
        guard let reader = readers[id] else {
            counters.unaddressable += 1
            return .nobody
        }
        return .device(key: reader.publicKey)
    }

    /// An update at (`epoch`, `seq`, `topicSeq`) on `topic` was sealed and sent.
    package mutating func published(epoch: UInt64, seq: UInt64, topic: String, topicSeq: UInt64) {
        self.epoch = epoch
        self.seq = max(self.seq, seq)
        topicSeqs[topic] = topicSeq
        counters.updates += 1
    }

    /// Where a grant on `topic` is given: the stream's position now (a grant does not advance it).
    package func grantPosition(on topic: String) -> (epoch: UInt64, seq: UInt64, topicSeq: UInt64) {
        (epoch, seq, topicSeqs[topic] ?? 0)
    }

    /// A dump at `epoch` was sent.
    package mutating func dumped(epoch: UInt64) {
        self.epoch = epoch
        counters.dumps += 1
    }

    /// What becomes of a request that opened.
    package enum RequestVerdict: Sendable, Equatable {
        /// Hand it to the node.
        case accept
        /// A relay sent it again, or it was sent outside the freshness window: refused; `log`
        /// says whether this refusal is one the log tells of (the 1st, 2nd, 4th, 8th…).
        case refuse(why: String, count: Int, log: Bool)
    }

    /// A request whose envelope is `envelope`, sealed with `nonce`, opened at `now`.
    package mutating func opened(request envelope: [UInt8], nonce: [UInt8], at now: Date) -> RequestVerdict {
        if let stale = freshness.refusal(of: envelope, nonce: nonce, now: now) {
            counters.replayedRequests += 1
            let refused = counters.replayedRequests
            return .refuse(why: stale, count: refused, log: refused & (refused - 1) == 0)
        }
        counters.requests += 1
        return .accept
    }
}
