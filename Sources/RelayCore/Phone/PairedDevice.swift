import RelayWire

/// A paired device.
public struct PairedDevice: Sendable, Hashable {
    public var id: String
    public var name: String
    public var kind: Relay_V1_DeviceKind
    /// The CURVE public key, Z85.
    public var publicKey: String

    public init(id: String, name: String, kind: Relay_V1_DeviceKind, publicKey: String) {
        self.id = id
        self.name = name
        self.kind = kind
        self.publicKey = publicKey
    }
}
