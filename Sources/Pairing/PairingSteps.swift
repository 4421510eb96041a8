/// What a mirror is: the kinds that may pair through the ceremony.
public enum PairingDeviceKind: String, Sendable, Hashable, CaseIterable {
    case desktop, watch
}

/// A mirror's step in the ceremony (the domain side of relay.v1's PairingRequest).
public enum PairingRequestStep: Sendable, Hashable {
    /// The opening: a commitment to its key and nonce, and who it says it is.
    case commit(commitment: [UInt8], deviceID: String, kind: PairingDeviceKind, name: String)
    /// The key and nonce it committed to.
    case reveal(key: [UInt8], nonce: [UInt8])
    /// "Has the person decided?"
    case poll
}

/// The phone's answer to a step (the domain side of relay.v1's PairingReply).
public enum PairingReplyStep: Sendable, Hashable {
    /// The phone's values, sent before it learns the mirror's nonce.
    case hello(PhoneHello)
    /// The code is shown on the phone; the person has not decided yet.
    case waiting
    /// Confirmed: paired as this id.
    case paired(deviceID: String)
    /// Refused, with the reason.
    case refused(String)
    /// A request the phone could not take (malformed, out of order, outside the window).
    case error(String)
}

/// What the phone tells a mirror about itself in the ceremony.
public struct PhoneHello: Sendable, Hashable {
    public var key: [UInt8]
    public var nonce: [UInt8]
    public var name: String
    public var routerPort: Int
    public var publisherPort: Int

    public init(key: [UInt8], nonce: [UInt8], name: String, routerPort: Int, publisherPort: Int) {
        self.key = key
        self.nonce = nonce
        self.name = name
        self.routerPort = routerPort
        self.publisherPort = publisherPort
    }
}

/// The message a known device gets when it presents a key other than the one paired.
public let identityChangedMessage = "this device's identity changed — pair again"
