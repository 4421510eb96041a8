import CSodium

/// The keys a phone and one paired device share, from X25519 of their long-term keys
/// (the CURVE keys they pair with): one per purpose and direction, so nothing sealed
/// for one purpose opens as another.
public struct PairwiseKeys: Sendable, Hashable {
    /// The phone's updates on the device's own topic ("dev/<id>/"), its grants among them.
    public let deviceTopic: SymmetricKey
    /// Requests, device → phone.
    public let request: SymmetricKey
    /// Replies, phone → device.
    public let reply: SymmetricKey
    /// Pairing ceremony steps through a relay, device → phone, and the phone's answers (apart
    /// from requests and replies, so no sealed step opens as a request or the other way).
    public let pairingRequest: SymmetricKey
    public let pairingReply: SymmetricKey

    /// The keys shared by the holder of `ownSecret` and the holder of the secret key of
    /// `peerPublic` (either side computes the same); throws for a key of the wrong
    /// length or one X25519 refuses (a low-order point).
    public init(ownSecret: [UInt8], peerPublic: [UInt8]) throws(SealingError) {
        guard ownSecret.count == 32, peerPublic.count == 32 else {
            throw .malformed("keys of \(ownSecret.count) and \(peerPublic.count) bytes, not 32")
        }
        precondition(Sodium.ready, "libsodium could not initialise")
        var shared = [UInt8](repeating: 0, count: Int(crypto_box_BEFORENMBYTES))
        guard crypto_box_beforenm(&shared, peerPublic, ownSecret) == 0 else {
            throw .malformed("a public key X25519 refuses")
        }
        func derive(_ label: String) -> SymmetricKey {
            SymmetricKey(
                unchecked: Sodium.hash(Array("widgetrelay \(label)".utf8), key: shared, length: AEAD.keyLength))
        }
        deviceTopic = derive("device-topic")
        request = derive("request")
        reply = derive("reply")
        pairingRequest = derive("pairing request")
        pairingReply = derive("pairing reply")
    }
}
