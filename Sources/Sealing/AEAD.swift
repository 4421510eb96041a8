import CSodium

/// XChaCha20-Poly1305 (IETF) with a random 24-byte nonce: how every update, request
/// and reply through a relay is sealed (`proto/relay/v1/relayed.proto`). Stateless by
/// design: a mirror that missed an update, or starts from a relay's snapshot, opens
/// each record on its own (which `crypto_secretstream` would not allow).
public enum AEAD {
    /// Bytes in a key.
    public static let keyLength = Int(crypto_aead_xchacha20poly1305_ietf_KEYBYTES)
    /// Bytes in a nonce.
    public static let nonceLength = Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES)
    /// Bytes the tag adds to the plaintext.
    public static let tagLength = Int(crypto_aead_xchacha20poly1305_ietf_ABYTES)

    /// Seals `plaintext` under `key`, binding `associated` (sent in the clear beside it).
    public static func seal(_ plaintext: [UInt8], key: SymmetricKey, associated: [UInt8]) -> (
        nonce: [UInt8], ciphertext: [UInt8]
    ) {
        let nonce = Sodium.random(nonceLength)
        var ciphertext = [UInt8](repeating: 0, count: plaintext.count + tagLength)
        var written: UInt64 = 0
        let status = crypto_aead_xchacha20poly1305_ietf_encrypt(
            &ciphertext, &written, plaintext, UInt64(plaintext.count), associated, UInt64(associated.count), nil, nonce,
            key.bytes)
        precondition(status == 0, "XChaCha20-Poly1305 encryption cannot fail for a message in memory")
        return (nonce, Array(ciphertext.prefix(Int(written))))
    }

    /// Opens what ``seal(_:key:associated:)`` sealed; throws if the key, nonce,
    /// associated data or ciphertext differ by one bit.
    public static func open(_ ciphertext: [UInt8], nonce: [UInt8], key: SymmetricKey, associated: [UInt8])
        throws(SealingError) -> [UInt8]
    {
        guard nonce.count == nonceLength else {
            throw .malformed("a nonce of \(nonce.count) bytes, not \(nonceLength)")
        }
        guard ciphertext.count >= tagLength else {
            throw .malformed("a ciphertext of \(ciphertext.count) bytes, shorter than its tag")
        }
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count - tagLength)
        var written: UInt64 = 0
        let status = crypto_aead_xchacha20poly1305_ietf_decrypt(
            &plaintext, &written, nil, ciphertext, UInt64(ciphertext.count), associated, UInt64(associated.count),
            nonce, key.bytes)
        guard status == 0 else { throw .forged }
        return Array(plaintext.prefix(Int(written)))
    }
}

/// A 32-byte secret key for ``AEAD``. Prints, dumps and reflects redacted, so a value that
/// holds one (a ``GroupKey``, ``PairwiseKeys``) never carries it into a log; only ``bytes``,
/// asked for by name, gives the key.
public struct SymmetricKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
{
    public let bytes: [UInt8]

    /// A key of exactly ``AEAD/keyLength`` bytes.
    public init(bytes: [UInt8]) throws(SealingError) {
        guard bytes.count == AEAD.keyLength else {
            throw .malformed("a key of \(bytes.count) bytes, not \(AEAD.keyLength)")
        }
        self.bytes = bytes
    }

    /// A fresh random key.
    public static func random() -> SymmetricKey {
        SymmetricKey(unchecked: Sodium.random(AEAD.keyLength))
    }

    init(unchecked bytes: [UInt8]) { self.bytes = bytes }

    /// What stands for a secret wherever a key type describes itself.
    public static let redacted = "<redacted>"
    public var description: String { "SymmetricKey(\(Self.redacted))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["bytes": Self.redacted], displayStyle: .struct) }
}
