import Foundation
import Codec
import Sealing

/// A mirror's side of sealing through a relay, for one phone: it opens the updates of
/// its two topics (refusing what the phone did not seal and sign, or sealed for
/// another position than the header claims), keeps the group keys it was granted,
/// seals its requests to the phone and opens the replies.
package struct MirrorOpener: Sendable {
    /// The phone's id on the relay (its key's fingerprint).
    package let phoneID: String
    /// This device's public key.
    package let ownKey: [UInt8]
    /// This device's "dev/<id>/" topic.
    package let deviceTopic: String
    private let pairwise: PairwiseKeys
    /// Group keys granted, by key epoch (the newest few: updates sealed under the previous
    /// key may still be in flight after a new grant).
    private var groupKeys: [UInt64: SymmetricKey] = [:]
    private var grantOrder: [UInt64] = []
    /// The phone's signing key, from its first grant.
    package private(set) var signingKey: [UInt8]?

    /// What an opened record was.
    package enum Opened: Sendable {
        /// An update: its topic and the envelope's bytes, to hand to the replica.
        case update(topic: String, plaintext: [UInt8], header: SealedHeaderFields)
        /// A key grant, now held.
        case grant(keyEpoch: UInt64)
    }

    package init(phoneID: String, phoneKey: [UInt8], ownSecret: [UInt8], ownKey: [UInt8], deviceID: String)
        throws(SealingError)
    {
        self.phoneID = phoneID
        self.ownKey = ownKey
        deviceTopic = "dev/\(deviceID)/"
        pairwise = try PairwiseKeys(ownSecret: ownSecret, peerPublic: phoneKey)
    }

    /// Whether any group key was granted yet (none before the first snapshot or grant arrives).
    package var holdsAnyGroupKey: Bool { !groupKeys.isEmpty }

    /// Whether the group key of `keyEpoch` was granted.
    package func holds(keyEpoch: UInt64) -> Bool { groupKeys[keyEpoch] != nil }

    /// Opens one sealed update that came on `topic` (without the phone's prefix).
    package mutating func open(_ sealed: SealedRecord, topic: String) throws(SealingError) -> Opened {
        guard let header = SealedHeaderFields(bytes: sealed.header) else {
            throw .malformed("a header that does not parse")
        }
        guard header.phone == phoneID else {
            throw .malformed("an update of phone \(header.phone) on this phone's topic")
        }
        guard header.topic == topic, topic == "all/" || topic == deviceTopic else {
            throw .malformed("an update for topic \(header.topic) on \(topic)")
        }
        let parts = sealed.signedParts
        let key: SymmetricKey
        if topic == deviceTopic {
            key = pairwise.deviceTopic  // only this device and the phone hold it
        } else {
            guard let group = groupKeys[header.keyEpoch] else { throw .unknownKeyEpoch(header.keyEpoch) }
            guard let signingKey, Signature.verify(sealed.signature, of: parts, publicKey: signingKey) else {
                throw .badSignature
            }
            key = group
        }
        let plaintext = try AEAD.open(sealed.ciphertext, nonce: sealed.nonce, key: key, associated: sealed.header)
        if header.op == .grant {
            guard topic == deviceTopic, let grant = KeyGrantFields(bytes: plaintext),
                grant.keyEpoch == header.keyEpoch, grant.keyEpoch != 0,
                let groupKey = try? SymmetricKey(bytes: grant.groupKey), grant.signingKey.count == 32
            else {
                throw .malformed("a key grant that does not parse")
            }
            let signer = grant.signingKey
            // The grant came under the key only the phone shares with this device: its signing key is the phone's.
            guard Signature.verify(sealed.signature, of: parts, publicKey: signer) else { throw .badSignature }
            if let signingKey, signingKey != signer { throw .badSignature }
            signingKey = signer
            if groupKeys[grant.keyEpoch] == nil {
                groupKeys[grant.keyEpoch] = groupKey
                grantOrder.append(grant.keyEpoch)
                if grantOrder.count > 4 { groupKeys[grantOrder.removeFirst()] = nil }
            }
            return .grant(keyEpoch: grant.keyEpoch)
        }
        if let signingKey, !Signature.verify(sealed.signature, of: parts, publicKey: signingKey) {
            throw .badSignature
        }
        // The plaintext must be the update the header describes: a relay cannot pair a
        // header with another sealed update (the header is bound), and the phone says the same twice.
        guard let update = UpdateKey.position(ofEnvelope: plaintext),
            update.epoch == header.epoch, update.seq == header.seq, update.topicSeq == header.topicSeq
        else {
            throw .malformed("an update whose position differs from its header's")
        }
        return .update(topic: topic, plaintext: plaintext, header: header)
    }

    /// Seals a request (an envelope's bytes) to the phone.
    package func seal(request plaintext: [UInt8]) -> SealedPeerMessage {
        PeerSealed(plaintext, phone: phoneID, peerKey: ownKey, key: pairwise.request).message(phone: phoneID)
    }

    /// Opens the phone's reply.
    package func open(_ reply: SealedPeerMessage) throws(SealingError) -> [UInt8] {
        guard let header = SealedHeaderFields(bytes: reply.header) else {
            throw .malformed("a reply header that does not parse")
        }
        guard header.phone == phoneID, header.peerKey == ownKey else {
            throw .malformed("a reply meant for another device or phone")
        }
        return try AEAD.open(reply.ciphertext, nonce: reply.nonce, key: pairwise.reply, associated: reply.header)
    }
}
