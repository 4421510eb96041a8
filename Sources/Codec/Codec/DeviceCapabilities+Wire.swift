import DomainModel
import PhoneCore
import RelayWire
import WidgetRelayKit

extension DeviceCapabilities {
    /// A Hello's capabilities: families this build cannot read are left out, an unspecified
    /// or unreadable rendering mode is none, and so are surfaces unspecified, unknown or said twice.
    package init(wire: Relay_V1_Capabilities) {
        var surfaces: [SurfaceVariant] = []
        for surface in wire.surfaces.compactMap(WireCodec.decode) where !surfaces.contains(surface) {
            surfaces.append(surface)
        }
        self.init(
            families: wire.families.compactMap { try? WireCodec.decode($0) },
            renderingMode: wire.renderingMode == .unspecified ? nil : try? WireCodec.decode(wire.renderingMode),
            surfaces: surfaces)
    }
}

extension HelloRequest {
    /// A device's Hello; a family that cannot be read is kept as the reason to refuse it.
    package init(wire: Relay_V1_Hello) {
        var unreadable: String?
        for family in wire.capabilities.families where unreadable == nil {
            do { _ = try WireCodec.decode(family) } catch { unreadable = "\(error)" }
        }
        self.init(
            kind: DeviceKind(wire: wire.kind), kindName: "\(wire.kind)",
            capabilities: DeviceCapabilities(wire: wire.capabilities),
            unreadableFamily: unreadable, displayName: wire.displayName)
    }
}
