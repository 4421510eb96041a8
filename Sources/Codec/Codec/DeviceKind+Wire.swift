import DomainModel
import RelayWire

extension DeviceKind {
    /// The wire's value for this kind.
    package var wire: Relay_V1_DeviceKind {
        switch self {
        case .phone: .phone
        case .desktop: .desktop
        case .watch: .watch
        case .tool: .tool
        case .server: .server
        }
    }

    /// The domain kind for a wire value; `nil` for one this build does not know.
    package init?(wire: Relay_V1_DeviceKind) {
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
