import CSodium
import CZeroMQ

/// A 32-byte CURVE key (public or secret), shown to people as 40 characters of Z85
/// and as a short ``fingerprint``.
public struct CurveKey: Sendable, Hashable, CustomStringConvertible {
    /// The raw 32 bytes.
    public let bytes: [UInt8]

    /// A key from its 32 raw bytes.
    public init(bytes: [UInt8]) throws(CurveKeyError) {
        guard bytes.count == 32 else { throw .wrongLength(bytes.count) }
        self.bytes = bytes
    }

    /// A key from its 40-character Z85 text (surrounding white space is ignored).
    public init(z85 text: String) throws(CurveKeyError) {
        let text = text.trimmingWhitespace
        guard text.utf8.count == 40 else { throw .wrongZ85Length(text.utf8.count) }
        guard let bytes = Z85.decode(text) else { throw .notZ85(text) }
        try self.init(bytes: bytes)
    }

    /// The 40-character Z85 text of the key.
    public var z85: String { Z85.encode(bytes)! }

    /// A short, stable name for people comparing keys out of band (like an SSH
    /// fingerprint): the first 10 bytes of the key's BLAKE2b-256 hash, as five
    /// groups of four hex digits, e.g. `3f2a-91bc-0d4e-77a1-c0de`.
    public var fingerprint: String {
        var digest = [UInt8](repeating: 0, count: 32)
        _ = bytes.withUnsafeBufferPointer { key in
            crypto_generichash(&digest, 32, key.baseAddress, UInt64(key.count), nil, 0)
        }
        let hex = digest.prefix(10).map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return stride(from: 0, to: 10, by: 2).map { hex[$0] + hex[$0 + 1] }.joined(separator: "-")
    }

    /// Prints the Z85 form. A secret key prints too: never log one.
    public var description: String { z85 }
}

/// Why a text or byte string is not a CURVE key.
public enum CurveKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    case wrongLength(Int)
    case wrongZ85Length(Int)
    case notZ85(String)
    case generationFailed(ZMQError)

    public var description: String {
        switch self {
        case .wrongLength(let count): "a CURVE key is 32 bytes, not \(count)"
        case .wrongZ85Length(let count): "a Z85 CURVE key is 40 characters, not \(count)"
        case .notZ85(let text): "not a Z85 key (Z85 uses 0-9 a-z A-Z .-:+=^!/*?&<>()[]{}@%$#): \(text)"
        case .generationFailed(let error): "cannot generate a CURVE key pair: \(error)"
        }
    }
}

/// A CURVE key pair: a node's long-term identity.
///
/// Prints, dumps and reflects with its secret key redacted (``redacted``): a pair is a field
/// of values that get logged (a node's service, a socket's options), and its secret must not
/// follow them into a log. Only ``secretKey`` itself, asked for by name, gives the secret.
public struct CurveKeyPair: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
{
    public let publicKey: CurveKey
    public let secretKey: CurveKey

    /// Pairs a secret key with its public key, deriving the public key (`zmq_curve_public`).
    public init(secretKey: CurveKey) throws(CurveKeyError) {
        var publicText = [CChar](repeating: 0, count: 41)
        let secretText = secretKey.z85
        guard zmq_curve_public(&publicText, secretText) == 0 else {
            throw .generationFailed(.last("zmq_curve_public"))
        }
        self.secretKey = secretKey
        self.publicKey = try CurveKey(z85: String(nulTerminated: publicText))
    }

    /// A new random key pair (`zmq_curve_keypair`).
    public static func generate() throws(CurveKeyError) -> CurveKeyPair {
        var publicText = [CChar](repeating: 0, count: 41)
        var secretText = [CChar](repeating: 0, count: 41)
        guard zmq_curve_keypair(&publicText, &secretText) == 0 else {
            throw .generationFailed(.last("zmq_curve_keypair"))
        }
        return try CurveKeyPair(secretKey: CurveKey(z85: String(nulTerminated: secretText)))
    }

    /// What stands for a secret wherever a key type describes itself.
    public static let redacted = "<redacted>"

    /// The public key; the secret key redacted.
    public var description: String { "CurveKeyPair(publicKey: \(publicKey.z85), secretKey: \(Self.redacted))" }
    public var debugDescription: String { description }
    /// What `dump` and `Mirror` see: the public key, and the secret key redacted.
    public var customMirror: Mirror {
        Mirror(self, children: ["publicKey": publicKey, "secretKey": Self.redacted], displayStyle: .struct)
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
