import Testing
import WidgetRelayKit

/// Controls in WidgetKit's documented shapes: the provider in the configuration, a `Bool` in the toggle.
@Suite("Controls in WidgetKit's shapes")
struct ControlShapeTests {
    struct GarageDoorValueProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }

    struct ToggleGarageDoor: SetValueIntent {
        static let title: LocalizedStringResource = "Toggle Garage Door"
        @Parameter(title: "Open")
        var value: Bool
        func perform() async throws -> some IntentResult { .result() }
    }

    struct SelectDoorIntent: ControlConfigurationIntent {
        static let title: LocalizedStringResource = "Select Door"
        @Parameter(title: "Door", default: "Garage")
        var door: String
    }

    struct DoorValueProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectDoorIntent) -> Bool { false }
        func currentValue(configuration: SelectDoorIntent) async throws -> Bool { configuration.door == "Garage" }
    }

    static func state(_ configuration: some ControlWidgetConfiguration, preview: Bool = false) async throws
        -> ControlState
    {
        guard case .control(let control) = try #require(configuration.bundleItems.first) else {
            throw CancellationError()
        }
        return await control.state(preview: preview)
    }

    @Test("StaticControlConfiguration(kind:provider:content:) with ControlWidgetToggle(_:isOn:action:valueLabel:)")
    func staticWithProvider() async throws {
        let configuration = StaticControlConfiguration(kind: "GarageDoorOpener", provider: GarageDoorValueProvider()) {
            isOpen in
            ControlWidgetToggle("Garage Door", isOn: isOpen, action: ToggleGarageDoor()) {
                Label($0 ? "Open" : "Closed", systemImage: $0 ? "door.garage.open" : "door.garage.closed")
            }
        }
        let now = try await Self.state(configuration)
        #expect(now.isOn && now.title == "Garage Door" && now.label.texts == ["Open"])
        #expect(now.action == IntentInvocation(intentType: "ToggleGarageDoor"))
        #expect(try await Self.state(configuration, preview: true).isOn == false)
    }

    @Test("ControlWidgetToggle(isOn:action:label:) says On or Off")
    func defaultValueLabel() async throws {
        let configuration = StaticControlConfiguration(kind: "Plain") {
            ControlWidgetToggle(isOn: true, action: ToggleGarageDoor()) { Text("Garage") }
        }
        #expect(try await Self.state(configuration).label.texts == ["Garage", "On"])
    }

    @Test("AppIntentControlConfiguration: the provider gets the intent's default configuration")
    func appIntentControl() async throws {
        let configuration = AppIntentControlConfiguration(kind: "DoorOpener", provider: DoorValueProvider()) { isOpen in
            ControlWidgetToggle("Door", isOn: isOpen, action: ToggleGarageDoor()) { Text($0 ? "Open" : "Closed") }
        }
        #expect(try await Self.state(configuration).isOn)
        let byIntent = AppIntentControlConfiguration(kind: "DoorButton", intent: SelectDoorIntent.self) { door in
            ControlWidgetButton(action: ToggleGarageDoor()) { Text(door.door) }
        }
        #expect(try await Self.state(byIntent).label.texts == ["Garage"])
    }
}
