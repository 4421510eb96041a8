/// A device's `Hello` (device.proto) as the phone decides it: the kind it claims and what it
/// can show.
import DomainModel

public struct HelloRequest: Sendable, Hashable {
    /// The kind it claims (nil: none this build knows); it must be the kind it was paired as.
    public var kind: DeviceKind?
    /// The claimed kind as sent, for the refusal.
    public var kindName: String
    public var capabilities: DeviceCapabilities
    /// Why a family it announced cannot be read (the Hello is refused); nil when all can.
    public var unreadableFamily: String?
    /// The name it gives itself (for the log).
    public var displayName: String

    public init(
        kind: DeviceKind?, kindName: String, capabilities: DeviceCapabilities, unreadableFamily: String? = nil,
        displayName: String = ""
    ) {
        self.displayName = displayName
        self.kind = kind
        self.kindName = kindName
        self.capabilities = capabilities
        self.unreadableFamily = unreadableFamily
    }
}
