/// A control for Control Center, the menu bar or the watch (`ControlWidget`).
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    var body: Body { get }
}

/// A control's configuration (`ControlWidgetConfiguration`): `StaticControlConfiguration`
/// or `AppIntentControlConfiguration`, with modifiers.
public protocol ControlWidgetConfiguration: Sendable {
    var bundleItems: [BundleItem] { get }
}

/// The current value of a control (`ControlValueProvider`).
public protocol ControlValueProvider: Sendable {
    associatedtype Value: Sendable
    /// The value shown in galleries.
    var previewValue: Value { get }
    /// The value now.
    func currentValue() async throws -> Value
}

/// The current value of a configurable control, from its configuration
/// (`AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider: Sendable {
    associatedtype Value: Sendable
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown in galleries.
    func previewValue(configuration: Configuration) -> Value
    /// The value now.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// What a control configuration's content builds (`ControlWidgetTemplate`): a toggle or a button.
public protocol ControlWidgetTemplate: Sendable {
    /// The intent the control performs.
    associatedtype Action: AppIntent
    /// The control's state, archived for `kind`: for galleries (`preview`), or now.
    func controlState(kind: String, preview: Bool) async -> ControlState
}

/// A configuration after a modifier.
public struct ModifiedControlConfiguration: ControlWidgetConfiguration {
    public let bundleItems: [BundleItem]
}

extension ControlWidgetConfiguration {
    func mapControls(_ change: (inout ControlKindDescriptor) -> Void) -> ModifiedControlConfiguration {
        ModifiedControlConfiguration(bundleItems: bundleItems.map { item in
            guard case .control(var control) = item else { return item }
            change(&control)
            return .control(control)
        })
    }
    /// `.displayName(_:)`
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration { mapControls { $0.displayName = name.key } }
    /// `.description(_:)`
    public func description(_ text: LocalizedStringResource) -> ModifiedControlConfiguration { mapControls { $0.description = text.key } }
}
