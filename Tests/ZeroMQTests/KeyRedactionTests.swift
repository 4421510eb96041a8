import Foundation
import Testing
import ZeroMQ

/// A key pair is a field of values that get logged (a node's service, a socket's options):
/// however such a value is printed, the secret key stays out (#50, point 1).
@Suite("CURVE keys: the secret never prints")
struct KeyRedactionTests {
    /// Every way Swift turns a value into text without being asked for the secret by name.
    static func renderings(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [
            "\(value)", String(describing: value), String(reflecting: value), dumped,
            Mirror(reflecting: value).children.map { "\($0.label ?? ""): \($0.value)" }.joined(separator: ", "),
        ]
    }

    /// The secret in each encoding the project writes keys in: Z85, hex, base64.
    static func encodings(of key: CurveKey) -> [String] {
        [key.z85, key.bytes.map { String(format: "%02x", $0) }.joined(), Data(key.bytes).base64EncodedString()]
    }

    /// A value holding a pair, as a service holds its keys.
    struct Holder { let name = "phone"; let keys: CurveKeyPair }

    @Test("a key pair, a value holding one, and a server's CURVE role print no secret, and say so")
    func redacted() throws {
        let pair = try CurveKeyPair.generate()
        let values: [Any] = [
            pair, Holder(keys: pair), CurveRole.server(secretKey: pair.secretKey),
            CurveRole.client(serverPublicKey: pair.publicKey, keyPair: pair), [pair], Optional(pair) as Any,
        ]
        for value in values {
            for text in Self.renderings(of: value) {
                for secret in Self.encodings(of: pair.secretKey) { #expect(!text.contains(secret), "\(text)") }
                #expect(text.contains(CurveKeyPair.redacted), "\(text)")
            }
        }
        // The public key stays readable: it is what people compare.
        #expect("\(pair)".contains(pair.publicKey.z85))
        #expect("\(CurveRole.client(serverPublicKey: pair.publicKey, keyPair: pair))".contains(pair.publicKey.z85))
    }
}
