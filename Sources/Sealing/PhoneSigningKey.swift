import CSodium

/// The phone's Ed25519 key pair that signs every update it sends through a relay, so a
/// device that holds the group key still cannot forge the phone.
///
/// Derived from the phone's long-term secret key (BLAKE2b keyed by it, as the seed), so
/// the phone stores nothing new; devices learn the public half in their ``KeyGrant``,
/// sealed to them. Prints, dumps and reflects with only its public key.
public struct PhoneSigningKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The 32-byte public key devices verify with.
    public let publicKey: [UInt8]
    private let secretKey: [UInt8]
    /// The key under which the phone names items in a relay's Clone map (``blind(_:)``).
    private let blindingKey: [UInt8]

    /// The signing key of the phone whose long-term (CURVE) secret key is `longTermSecret`.
    public init(longTermSecret: [UInt8]) throws(SealingError) {
        guard longTermSecret.count == 32 else {
            throw .malformed("a secret key of \(longTermSecret.count) bytes, not 32")
        }
        let seed = Sodium.hash(
            Array("widgetrelay signing seed".utf8), key: longTermSecret, length: Int(crypto_sign_SEEDBYTES))
        var publicKey = [UInt8](repeating: 0, count: Int(crypto_sign_PUBLICKEYBYTES))
        var secretKey = [UInt8](repeating: 0, count: Int(crypto_sign_SECRETKEYBYTES))
        precondition(
            crypto_sign_seed_keypair(&publicKey, &secretKey, seed) == 0, "an Ed25519 key pair from a 32-byte seed")
        self.publicKey = publicKey
        self.secretKey = secretKey
        blindingKey = Sodium.hash(Array("widgetrelay clone item".utf8), key: longTermSecret, length: 32)
    }

    /// The detached signature of `parts` (framed: see ``Signature``).
    public func sign(_ parts: [[UInt8]]) -> [UInt8] {
        let message = Sodium.framed(parts)
        var signature = [UInt8](repeating: 0, count: Int(crypto_sign_BYTES))
        precondition(
            crypto_sign_detached(&signature, nil, message, UInt64(message.count), secretKey) == 0, "Ed25519 signing")
        return signature
    }

    public var description: String { "PhoneSigningKey(secretKey: \(SymmetricKey.redacted))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "publicKey": publicKey, "secretKey": SymmetricKey.redacted, "blindingKey": SymmetricKey.redacted,
            ], displayStyle: .struct)
    }

    /// A 16-byte name for `name` (a widget instance, a Live Activity…) that a relay can
    /// key its Clone map by without learning it; the same for the same phone and name.
    public func blind(_ name: String) -> [UInt8] {
        Sodium.hash(Array(name.utf8), key: blindingKey, length: 16)
    }
}

/// Checks the phone's signatures.
public enum Signature {
    /// Whether `signature` is the phone with `publicKey`'s over `parts`.
    public static func verify(_ signature: [UInt8], of parts: [[UInt8]], publicKey: [UInt8]) -> Bool {
        guard signature.count == Int(crypto_sign_BYTES), publicKey.count == Int(crypto_sign_PUBLICKEYBYTES) else {
            return false
        }
        let message = Sodium.framed(parts)
        return crypto_sign_verify_detached(signature, message, UInt64(message.count), publicKey) == 0
    }
}
