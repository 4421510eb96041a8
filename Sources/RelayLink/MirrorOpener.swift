import Foundation
import Codec
import RelayWire
import Sealing
import SwiftProtobuf

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
        case update(topic: String, plaintext: [UInt8], header: Relay_V1_SealedHeader)
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
    package mutating func open(_ sealed: Relay_V1_SealedUpdate, topic: String) throws(SealingError) -> Opened {
        guard let header = try? Relay_V1_SealedHeader(serializedBytes: sealed.header) else {
            throw .malformed("a header that does not parse")
        }
        guard header.phone == phoneID else {
            throw .malformed("an update of phone \(header.phone) on this phone's topic")
        }
        guard header.topic == topic, topic == "all/" || topic == deviceTopic else {
            throw .malformed("an update for topic \(header.topic) on \(topic)")
        }
        let parts = Relay_V1_SealedUpdate.signedParts(
            Array(sealed.header), Array(sealed.nonce), Array(sealed.ciphertext))
        let key: SymmetricKey
        if topic == deviceTopic {
            key = pairwise.deviceTopic  // only this device and the phone hold it
        } else {
            guard let group = groupKeys[header.keyEpoch] else { throw .unknownKeyEpoch(header.keyEpoch) }
            guard let signingKey, Signature.verify(Array(sealed.signature), of: parts, publicKey: signingKey) else {
                throw .badSignature
            }
            key = group
        }
        let plaintext = try AEAD.open(
            Array(sealed.ciphertext), nonce: Array(sealed.nonce), key: key, associated: Array(sealed.header))
        if header.op == .grant {
            guard topic == deviceTopic, let grant = try? Relay_V1_KeyGrant(serializedBytes: plaintext),
                grant.keyEpoch == header.keyEpoch, grant.keyEpoch != 0,
                let groupKey = try? SymmetricKey(bytes: Array(grant.groupKey)), grant.signingKey.count == 32
            else {
                throw .malformed("a key grant that does not parse")
            }
            let signer = Array(grant.signingKey)
            // The grant came under the key only the phone shares with this device: its signing key is the phone's.
            guard Signature.verify(Array(sealed.signature), of: parts, publicKey: signer) else { throw .badSignature }
            if let signingKey, signingKey != signer { throw .badSignature }
            signingKey = signer
            if groupKeys[grant.keyEpoch] == nil {
                groupKeys[grant.keyEpoch] = groupKey
                grantOrder.append(grant.keyEpoch)
                if grantOrder.count > 4 { groupKeys[grantOrder.removeFirst()] = nil }
            }
            return .grant(keyEpoch: grant.keyEpoch)
        }
        if let signingKey, !Signature.verify(Array(sealed.signature), of: parts, publicKey: signingKey) {
            throw .badSignature
        }
        // The plaintext must be the update the header describes: a relay cannot pair a
        // header with another sealed update (the header is bound), and the phone says the same twice.
        guard let envelope = try? Relay_V1_Envelope(serializedBytes: plaintext),
            case .update(let update) = envelope.body,
            update.epoch == header.epoch, update.seq == header.seq, update.topicSeq == header.topicSeq
        else {
            throw .malformed("an update whose position differs from its header's")
        }
        return .update(topic: topic, plaintext: plaintext, header: header)
    }

    /// Seals a request (an envelope's bytes) to the phone.
    package func seal(request plaintext: [UInt8]) -> Relay_V1_SealedRequest {
        let sealed = PeerSealed(plaintext, phone: phoneID, peerKey: ownKey, key: pairwise.request)
        return .with {
            $0.phone = phoneID
            $0.header = sealed.header
            $0.nonce = sealed.nonce
            $0.ciphertext = sealed.ciphertext
        }
    }

    /// Opens the phone's reply.
    package func open(_ reply: Relay_V1_SealedReply) throws(SealingError) -> [UInt8] {
        guard let header = try? Relay_V1_SealedHeader(serializedBytes: reply.header) else {
            throw .malformed("a reply header that does not parse")
        }
        guard header.phone == phoneID, Array(header.peerKey) == ownKey else {
            throw .malformed("a reply meant for another device or phone")
        }
        return try AEAD.open(
            Array(reply.ciphertext), nonce: Array(reply.nonce), key: pairwise.reply, associated: Array(reply.header))
    }
}
