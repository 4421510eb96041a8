import DomainModel
import PhoneCore
import Codec
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
        #expect(
            DeviceCapabilities(wire: .with { $0.families = [.accessoryInline] }).renderingMode == nil,
            "unset: the kind's default")

        var state = PhoneState()
        state.pair(PairedDevice(id: "desk", name: "Desk", kind: .desktop, publicKey: "key"))
        state.accept(read, from: "desk")
        // A later Hello that asks no mode keeps the one asked before.
        state.accept(DeviceCapabilities(families: [.systemSmall]), from: "desk")
        #expect(state.hellos["desk"]?.families == [.systemSmall] && state.deviceModes["desk"] == .accented)
        state.forgetHello(of: "desk")
        #expect(state.hellos["desk"] == nil && state.deviceModes["desk"] == nil)
    }

    /// A Hello as the phone decides it: the claimed kind, and the first family it cannot read.
    @Test func aHelloIsReadAtTheEdgeKeepingWhatCannotBeReadAsTheReason() {
        let hello = HelloRequest(
            wire: .with {
                $0.kind = .watch
                $0.capabilities = .with {
                    $0.families = [.accessoryCircular, .unspecified]; $0.renderingMode = .accented
                }
            })
        #expect(hello.kind == .watch && hello.kindName == "watch")
        #expect(hello.capabilities == DeviceCapabilities(families: [.accessoryCircular], renderingMode: .accented))
        #expect(hello.unreadableFamily != nil, "an unspecified family refuses the Hello")
        let unknown = HelloRequest(
            wire: .with {
                $0.kind = .unspecified; $0.capabilities = .with { $0.families = [.systemSmall] }
            })
        #expect(unknown.kind == nil && unknown.unreadableFamily == nil)
    }

    @Test func aConfigureRequestKeepsAnUnreadableFamilyOrConfigurationForTheRefusal() {
        let add = ConfigureRequest(
            wire: .with {
                $0.kind = "Counter"; $0.family = .systemSmall
            })
        #expect(add == ConfigureRequest(instanceID: nil, kind: "Counter", family: .systemSmall, configuration: nil))
        let bad = ConfigureRequest(
            wire: .with {
                $0.instanceID = "w1"; $0.family = .unspecified; $0.configuration = .with { $0.intentType = "" }
            })
        #expect(bad.instanceID == "w1" && bad.family == nil && !bad.familyProblem.isEmpty)
        guard case .failure? = bad.configuration else {
            Issue.record("an invocation with no type does not read"); return
        }
    }
}
