import PhoneCore
import RelayCore
import RelayWire
import Testing
import WidgetRelayKit

/// A Hello's capabilities as the phone keeps them (device.proto, Capabilities).
@Suite struct HelloStateTests {
    @Test func unsetOrUnreadableValuesAreLeftOutAndTheModeStaysUntilForgotten() {
        let wire = Relay_V1_Capabilities.with {
            $0.families = [.systemSmall, .unspecified, .systemLarge]
            $0.renderingMode = .accented
        }
        let read = DeviceCapabilities(wire: wire)
        #expect(read == DeviceCapabilities(families: [.systemSmall, .systemLarge], renderingMode: .accented))
        #expect(DeviceCapabilities(wire: .with { $0.families = [.accessoryInline] }).renderingMode == nil, "unset: the kind's default")

        var state = PhoneState()
        state.pair(PairedDevice(id: "desk", name: "Desk", kind: .desktop, publicKey: "key"))
        state.accept(read, from: "desk")
        // A later Hello that asks no mode keeps the one asked before.
        state.accept(DeviceCapabilities(families: [.systemSmall]), from: "desk")
        #expect(state.hellos["desk"]?.families == [.systemSmall] && state.deviceModes["desk"] == .accented)
        state.forgetHello(of: "desk")
        #expect(state.hellos["desk"] == nil && state.deviceModes["desk"] == nil)
    }
}
