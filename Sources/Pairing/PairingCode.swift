/// The 6-digit code both sides show during pairing, as Bluetooth's numeric comparison:
/// derived from both public keys and both nonces, so a relay that substitutes its own
/// keys makes the two sides show different codes.
///
/// Why not a plain hash of the two keys: the keys are the only inputs then, and a
/// relay chooses its own. It could generate key pairs offline (a million Curve25519
/// pairs take seconds) until the code the phone computes for (phone key, relay key A)
/// equals the code the mirror computes for (relay key B, mirror key), and both people
/// would see the same digits. With the nonces and the mirror's commitment, the relay must
/// fix everything it sends before it learns the other side's nonce, so each attempt
/// has one chance in a million, and a failed attempt is seen by the person.
public struct PairingCode: Sendable, Hashable, CustomStringConvertible {
    /// Six decimal digits.
    public let digits: String

    /// The code for a ceremony between the phone and a mirror.
    public init(phoneKey: [UInt8], mirrorKey: [UInt8], phoneNonce: [UInt8], mirrorNonce: [UInt8]) {
        let digest = PairingCrypto.sha256(
            Array("widgetrelay-pairing-code-v1".utf8), phoneKey, mirrorKey, phoneNonce, mirrorNonce)
        let number = digest.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) } % 1_000_000
        let text = String(number)
        digits = String(repeating: "0", count: 6 - text.count) + text
    }

    /// A code typed by a person: six digits, spaces allowed ("123 456"); nil otherwise.
    public init?(typed text: String) {
        let digits = text.filter { $0 != " " }
        guard digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        self.digits = digits
    }

    /// "123 456".
    public var description: String { "\(digits.prefix(3)) \(digits.suffix(3))" }
}
