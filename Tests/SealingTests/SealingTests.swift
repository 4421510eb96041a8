import CSodium
import Foundation
import Sealing
import Testing

/// A long-term key pair as the nodes have them (CURVE keys are X25519 keys).
private func keyPair() -> (public: [UInt8], secret: [UInt8]) {
    _ = sodium_init()
    var pk = [UInt8](repeating: 0, count: 32), sk = [UInt8](repeating: 0, count: 32)
    crypto_box_keypair(&pk, &sk)
    return (pk, sk)
}

@Suite struct SealingTests {
    @Test func sealedOpensOnlyUnchanged() throws {
        let key = SymmetricKey.random()
        let header = Array("phone=abc seq=7".utf8)
        let (nonce, ciphertext) = AEAD.seal(Array("canary".utf8), key: key, associated: header)
        #expect(try AEAD.open(ciphertext, nonce: nonce, key: key, associated: header) == Array("canary".utf8))
        #expect(!ciphertext.contains(subsequence: Array("canary".utf8)))
        // One bit anywhere: the ciphertext, the nonce, the associated data, the key.
        for index in ciphertext.indices {
            var flipped = ciphertext
            flipped[index] ^= 1
            #expect(throws: SealingError.forged) { try AEAD.open(flipped, nonce: nonce, key: key, associated: header) }
        }
        var nonce2 = nonce
        nonce2[0] ^= 0x80
        #expect(throws: SealingError.forged) { try AEAD.open(ciphertext, nonce: nonce2, key: key, associated: header) }
        #expect(throws: SealingError.forged) {
            try AEAD.open(ciphertext, nonce: nonce, key: key, associated: Array("phone=abc seq=8".utf8))
        }
        #expect(throws: SealingError.forged) {
            try AEAD.open(ciphertext, nonce: nonce, key: .random(), associated: header)
        }
        #expect(throws: SealingError.self) { try AEAD.open([1, 2], nonce: nonce, key: key, associated: header) }
        #expect(throws: SealingError.self) { try AEAD.open(ciphertext, nonce: [1], key: key, associated: header) }
        #expect(throws: SealingError.self) { try SymmetricKey(bytes: [1, 2, 3]) }
    }

    @Test func bothSidesDeriveTheSamePairwiseKeysAndNoOtherPairDoes() throws {
        let phone = keyPair(), desk = keyPair(), watch = keyPair()
        let atPhone = try PairwiseKeys(ownSecret: phone.secret, peerPublic: desk.public)
        let atDesk = try PairwiseKeys(ownSecret: desk.secret, peerPublic: phone.public)
        #expect(atPhone == atDesk)
        #expect(
            Set([atPhone.deviceTopic, atPhone.request, atPhone.reply, atPhone.pairingRequest, atPhone.pairingReply])
                .count == 5)
        let watchKeys = try PairwiseKeys(ownSecret: watch.secret, peerPublic: phone.public)
        #expect(watchKeys.deviceTopic != atPhone.deviceTopic)
        #expect(throws: SealingError.self) { try PairwiseKeys(ownSecret: [0], peerPublic: phone.public) }
        // The all-zero point is of low order: X25519 refuses it.
        #expect(throws: SealingError.self) {
            try PairwiseKeys(ownSecret: phone.secret, peerPublic: [UInt8](repeating: 0, count: 32))
        }
    }

    @Test func signaturesAreThePhonesAndCoverEveryPart() throws {
        let phone = keyPair(), other = keyPair()
        let signer = try PhoneSigningKey(longTermSecret: phone.secret)
        #expect(try PhoneSigningKey(longTermSecret: phone.secret).publicKey == signer.publicKey)  // derived, not stored
        let parts: [[UInt8]] = [[1, 2], [3], []]
        let signature = signer.sign(parts)
        #expect(Signature.verify(signature, of: parts, publicKey: signer.publicKey))
        // Moving a byte from one part to the next changes what was signed.
        #expect(!Signature.verify(signature, of: [[1], [2, 3], []], publicKey: signer.publicKey))
        #expect(!Signature.verify(signature, of: [[1, 2], [3], [0]], publicKey: signer.publicKey))
        #expect(
            !Signature.verify(
                signature, of: parts, publicKey: try PhoneSigningKey(longTermSecret: other.secret).publicKey))
        #expect(!Signature.verify(Array(signature.dropLast()), of: parts, publicKey: signer.publicKey))
        #expect(throws: SealingError.self) { try PhoneSigningKey(longTermSecret: [1]) }
    }

    @Test func blindedNamesAreStablePerPhoneAndHideTheName() throws {
        let signer = try PhoneSigningKey(longTermSecret: keyPair().secret)
        let other = try PhoneSigningKey(longTermSecret: keyPair().secret)
        #expect(signer.blind("instance:canary") == signer.blind("instance:canary"))
        #expect(signer.blind("instance:canary").count == 16)
        #expect(signer.blind("instance:canary") != signer.blind("instance:canarz"))
        #expect(signer.blind("instance:canary") != other.blind("instance:canary"))
    }

    @Test func groupKeysAreFreshEachTime() {
        let keys = (0..<64).map { _ in GroupKey.random() }
        #expect(Set(keys.map(\.epoch)).count == 64)
        #expect(Set(keys.map(\.key)).count == 64)
        #expect(!keys.contains { $0.epoch == 0 })
    }

    /// Every way Swift turns a value into text without being asked for a key by name: none
    /// shows a secret, each says it is redacted (#50, point 1).
    @Test func keysPrintRedacted() throws {
        let own = keyPair().secret, peer = keyPair().public
        let pairwise = try PairwiseKeys(ownSecret: own, peerPublic: peer)
        let group = GroupKey.random()
        let signing = try PhoneSigningKey(longTermSecret: own)
        let secrets = [
            group.key.bytes, pairwise.deviceTopic.bytes, pairwise.request.bytes, pairwise.reply.bytes,
            pairwise.pairingRequest.bytes, pairwise.pairingReply.bytes, own,
        ]
        for value in [group.key, group, pairwise, signing, SecretBytes(own)] as [Any] {
            var dumped = ""
            dump(value, to: &dumped)
            for text in ["\(value)", String(reflecting: value), dumped] {
                #expect(text.contains(SymmetricKey.redacted), "\(text)")
                for secret in secrets {
                    for encoded in [
                        secret.map { String(format: "%02x", $0) }.joined(), Data(secret).base64EncodedString(),
                        "\(secret)",
                    ] {
                        #expect(!text.contains(encoded), "\(text)")
                    }
                }
            }
        }
    }
}

extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
