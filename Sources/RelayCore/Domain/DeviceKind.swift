import RelayWire

/// What kind of device a node is: the domain twin of `relay.v1.DeviceKind`.
public enum DeviceKind: String, Sendable, Hashable, CaseIterable, Codable {
    case phone, desktop, watch, tool, server

    /// The wire's value for this kind.
    public var wire: Relay_V1_DeviceKind {
        switch self {
        case .phone: .phone
        case .desktop: .desktop
        case .watch: .watch
        case .tool: .tool
        case .server: .server
        }
    }

    /// The domain kind for a wire value; `nil` for one this build does not know.
    public init?(wire: Relay_V1_DeviceKind) {
        switch wire {
        case .phone: self = .phone
        case .desktop: self = .desktop
        case .watch: self = .watch
        case .tool: self = .tool
        case .server: self = .server
        default: return nil
        }
    }
}
