/// What a phone says about itself when asked on the LAN (the UDP beacon's answer, and
/// its DNS-SD TXT record). Unverified until the ceremony's codes have been compared.
public struct PhoneAnnouncement: Sendable, Hashable {
    /// The protocol version this program speaks.
    public static let protocolVersion = 1

    public var protocolVersion: Int
    /// The phone's name for people.
    public var name: String
    /// Its long-term CURVE public key, 32 bytes.
    public var key: [UInt8]
    /// The key's short fingerprint.
    public var fingerprint: String
    /// TCP ports on the address the answer came from.
    public var routerPort: Int
    public var publisherPort: Int
    public var pairingPort: Int

    public init(
        protocolVersion: Int = PhoneAnnouncement.protocolVersion, name: String, key: [UInt8], fingerprint: String,
        routerPort: Int, publisherPort: Int, pairingPort: Int
    ) {
        self.protocolVersion = protocolVersion
        self.name = name
        self.key = key
        self.fingerprint = fingerprint
        self.routerPort = routerPort
        self.publisherPort = publisherPort
        self.pairingPort = pairingPort
    }
}
