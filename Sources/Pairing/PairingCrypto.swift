import CSodium

/// The hashing and randomness the pairing ceremony uses: SHA-256 and nonces from
/// libsodium (the library libzmq's CURVE already uses).
public enum PairingCrypto {
    /// Bytes in a ceremony nonce.
    public static let nonceLength = 16
    /// Bytes in a CURVE public key.
    public static let keyLength = 32

    /// SHA-256 of the concatenated `parts`.
    public static func sha256(_ parts: [UInt8]...) -> [UInt8] {
        var state = crypto_hash_sha256_state()
        crypto_hash_sha256_init(&state)
        for part in parts {
            part.withUnsafeBufferPointer { _ = crypto_hash_sha256_update(&state, $0.baseAddress, UInt64($0.count)) }
        }
        var digest = [UInt8](repeating: 0, count: 32)
        crypto_hash_sha256_final(&state, &digest)
        return digest
    }

    /// A fresh random nonce.
    public static func randomNonce() -> [UInt8] {
        precondition(sodium_init() >= 0, "libsodium could not initialise")
        var nonce = [UInt8](repeating: 0, count: nonceLength)
        randombytes_buf(&nonce, nonceLength)
        return nonce
    }

    /// The mirror's commitment to its key and nonce: it cannot change either after
    /// seeing the phone's nonce.
    public static func commitment(key: [UInt8], nonce: [UInt8]) -> [UInt8] {
        sha256(Array("widgetrelay-pairing-commit-v1".utf8), key, nonce)
    }
}
