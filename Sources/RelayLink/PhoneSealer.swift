import Foundation
import Codec
import Sealing
import Synchronization

/// The phone's side of sealing through a relay: it seals each update once (under the
/// group key for "all/", under the device's pairwise key for "dev/<id>/") and signs it,
/// grants the group key to each paired device, opens requests and seals replies
/// (`proto/relay/v1/relayed.proto`). Shared by the channels of ``PhoneRelayTransport``.
package final class PhoneSealer: Sendable {
    /// The phone's id on a relay: its key's fingerprint.
    package let phoneID: String
    /// The phone's long-term secret key (redacted wherever the sealer is printed or dumped).
    private let secretKey: SecretBytes
    package let signing: PhoneSigningKey
    private let state: Mutex<State>

    private struct State {
        var group = GroupKey.random()
        var pairwise: [[UInt8]: PairwiseKeys] = [:]
    }

    /// The sealer of the phone with this long-term key pair (its CURVE keys).
    package init(phoneID: String, secretKey: [UInt8]) throws(SealingError) {
        self.phoneID = phoneID
        self.secretKey = SecretBytes(secretKey)
        signing = try PhoneSigningKey(longTermSecret: secretKey)
        state = Mutex(State())
    }

    /// The group key in use.
    package var group: GroupKey { state.withLock { $0.group } }

    /// Draws a new group key: no device holds it until granted.
    package func rotate() -> GroupKey {
        state.withLock { state in
            state.group = .random()
            return state.group
        }
    }

    /// The keys this phone shares with the device whose public key is `peer`.
    package func pairwise(_ peer: [UInt8]) throws(SealingError) -> PairwiseKeys {
        if let keys = state.withLock({ $0.pairwise[peer] }) { return keys }
        let keys = try PairwiseKeys(ownSecret: secretKey.bytes, peerPublic: peer)
        state.withLock { state in
            // paired devices are few; bound a flood of unknown keys
            if state.pairwise.count > 4096 { state.pairwise = [:] }
            state.pairwise[peer] = keys
        }
        return keys
    }

    /// Seals one published update (its envelope's bytes `plaintext`, keyed as `update`)
    /// for `topic`; `reader` is the device's public key for a "dev/<id>/" topic. `cut` is the
    /// digest of the topic's cut at the update's position (``CutLedger``), `changedAt` a dump
    /// record's last change (``TopicCut``).
    package func seal(
        update: UpdateKey, plaintext: [UInt8], topic: String, reader: [UInt8]?, cut: [UInt8] = [],
        changedAt: UInt64? = nil
    ) throws(SealingError) -> SealedRecord {
        var header = SealedHeaderFields()
        header.cut = cut
        header.changedAt = changedAt
        header.phone = phoneID
        header.topic = topic
        header.epoch = update.epoch
        header.seq = update.seq
        header.topicSeq = update.topicSeq
        header.op = update.op
        if update.op != .pass && update.op != .heartbeat {
            header.item = signing.blind(update.name)
            header.part = update.part
        }
        let key: SymmetricKey
        if let reader {
            key = try pairwise(reader).deviceTopic
        } else {
            let group = group
            header.keyEpoch = group.epoch
            key = group.key
        }
        return sealed(header, plaintext, key)
    }

    /// The group key sealed to the device with public key `reader`, for its topic, at
    /// that topic's position `topicSeq` (a grant does not advance it).
    package func grant(to reader: [UInt8], topic: String, epoch: UInt64, seq: UInt64, topicSeq: UInt64)
        throws(SealingError) -> SealedRecord
    {
        let group = group
        var header = SealedHeaderFields()
        header.phone = phoneID
        header.topic = topic
        header.epoch = epoch
        header.seq = seq
        header.topicSeq = topicSeq
        header.keyEpoch = group.epoch
        header.op = .grant
        let grant = KeyGrantFields(keyEpoch: group.epoch, groupKey: group.key.bytes, signingKey: signing.publicKey)
        return sealed(header, grant.bytes, try pairwise(reader).deviceTopic)
    }

    private func sealed(_ header: SealedHeaderFields, _ plaintext: [UInt8], _ key: SymmetricKey) -> SealedRecord {
        let headerBytes = header.bytes
        let (nonce, ciphertext) = AEAD.seal(plaintext, key: key, associated: headerBytes)
        var record = SealedRecord(header: headerBytes, nonce: nonce, ciphertext: ciphertext, signature: [])
        record.signature = signing.sign(record.signedParts)
        return record
    }

    /// Opens a mirror's request: its sender's public key (which the phone authorises, as
    /// it authorises a CURVE key) and the envelope's bytes.
    package func open(_ request: SealedPeerMessage) throws(SealingError) -> (sender: [UInt8], plaintext: [UInt8]) {
        guard let header = SealedHeaderFields(bytes: request.header) else {
            throw .malformed("a request header that does not parse")
        }
        guard header.phone == phoneID else { throw .malformed("a request for phone \(header.phone), not this one") }
        let sender = header.peerKey
        let plaintext = try AEAD.open(
            request.ciphertext, nonce: request.nonce, key: try pairwise(sender).request, associated: request.header)
        return (sender, plaintext)
    }

    /// Seals a reply to the device with public key `receiver`, for the relay route `route`.
    package func reply(_ plaintext: [UInt8], to receiver: [UInt8], route: [UInt8]) throws(SealingError)
        -> SealedPeerMessage
    {
        PeerSealed(plaintext, phone: phoneID, peerKey: receiver, key: try pairwise(receiver).reply).message(
            route: route)
    }
}
