/// A mirror asking to pair, as the phone shows it to the person: who it says it is,
/// the key its connection authenticated with, and the code both sides show.
public struct PairingRequestRecord: Sendable, Hashable {
    /// The CURVE public key the mirror's connection authenticated with (and revealed).
    public let key: [UInt8]
    public let deviceID: String
    public let kind: PairingDeviceKind
    public let name: String
    public let code: PairingCode
}
