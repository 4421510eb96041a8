import Foundation
@testable import RelayLink
import Sealing
import TestSupport
import Testing
import ZeroMQ

/// The secrets the relay link's types hold (#50, Build: "secrets never leave their files"): the
/// phone's sealer and its pairing window through a relay keep the phone's long-term secret key as
/// ``SecretBytes``, so printing, dumping or reflecting either (a service logged at debug, a value in
/// a bug report) shows it redacted, in no encoding the project uses.
@Suite struct SecretsPrintRedactedTests {
    /// Every text Swift makes of `value` unasked: none holds `secret` (raw, hex, base64, Z85, as an
    /// array); its dump (every field) says redacted.
    static func expectRedacted(_ value: Any, hiding secret: [UInt8], _ what: String) {
        var dumped = ""
        dump(value, to: &dumped)
        let encodings = [
            secret.map { String(format: "%02x", $0) }.joined(), Data(secret).base64EncodedString(), "\(secret)",
            Z85.encode(secret) ?? "", String(decoding: secret, as: UTF8.self),
        ].filter { !$0.isEmpty }
        #expect(dumped.contains(SymmetricKey.redacted), "\(what): \(dumped)")
        // dump() prints an array an element a line: walk the reflection for the bytes themselves.
        #expect(!Self.reflects(secret, in: value), "\(what) reflects its secret: \(dumped)")
        for text in ["\(value)", String(reflecting: value), dumped] {
            for encoded in encodings { #expect(!text.contains(encoded), "\(what) shows its secret: \(text)") }
        }
    }

    /// Whether `value`'s reflection holds `secret` as a child anywhere (8 levels deep at most).
    static func reflects(_ secret: [UInt8], in value: Any, depth: Int = 0) -> Bool {
        if let bytes = value as? [UInt8], bytes == secret { return true }
        guard depth < 8 else { return false }
        return Mirror(reflecting: value).children.contains { reflects(secret, in: $0.value, depth: depth + 1) }
    }

    @Test("the phone's sealer and its pairing window through a relay print, dump and reflect the secret key redacted")
    func linkSecretsPrintRedacted() async throws {
        let keys = try CurveKeyPair.generate()
        let secret = keys.secretKey.bytes
        Self.expectRedacted(SecretBytes(secret), hiding: secret, "SecretBytes")
        Self.expectRedacted(try PhoneSealer(phoneID: "aaaa-bbbb", secretKey: secret), hiding: secret, "PhoneSealer")
        // A window at a relay nobody runs: the dealer connects in the background, nothing is awaited.
        let endpoint = "ipc://\(TemporaryFolder.shared.path)/\(UUID().uuidString.prefix(8))"
        let window = try await RelayPairingWindow(
            address: try RelayAddress(endpoint), relayKey: try CurveKeyPair.generate().publicKey, keyPair: keys,
            name: "Phone")
        Self.expectRedacted(window, hiding: secret, "RelayPairingWindow")
        await window.close()
    }
}
