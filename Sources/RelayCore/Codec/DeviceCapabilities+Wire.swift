import PhoneCore
import RelayWire
import WidgetRelayKit

extension DeviceCapabilities {
    /// A Hello's capabilities: families this build cannot read are left out, and an
    /// unspecified or unreadable rendering mode is none.
    public init(wire: Relay_V1_Capabilities) {
        self.init(families: wire.families.compactMap { try? WireCodec.decode($0) },
                  renderingMode: wire.renderingMode == .unspecified ? nil : try? WireCodec.decode(wire.renderingMode))
    }
}
