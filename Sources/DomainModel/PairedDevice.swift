/// A paired device: its id, the name people gave it, the kind it was paired as and its key.
public struct PairedDevice: Sendable, Hashable {
    public var id: String
    public var name: String
    /// The kind it was paired as; nil for a kind this build does not know (or none given).
    public var kind: DeviceKind?
    /// The CURVE public key, Z85.
    public var publicKey: String

    public init(id: String, name: String, kind: DeviceKind?, publicKey: String) {
        self.id = id
        self.name = name
        self.kind = kind
        self.publicKey = publicKey
    }

    /// The kind's name for people and refusals ("unspecified" when none is known).
    public var kindName: String { kind?.rawValue ?? "unspecified" }
}
