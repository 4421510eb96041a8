/// An on/off control (`ControlWidgetToggle`): activating it performs `action` with
/// `value` set to the new state.
public struct ControlWidgetToggle<Action: SetValueIntent>: ControlWidgetTemplate where Action.ValueType == Bool {
    let title: String
    let isOn: (_ preview: Bool) async -> Bool
    let action: Action
    let label: (() -> any View)?
    let valueLabel: (Bool) -> any View

    /// `ControlWidgetToggle(_:isOn:action:valueLabel:)`
    public init(
        _ title: LocalizedStringResource, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> some View
    ) {
        self.init(title: title.localized, isOn: { _ in isOn }, action: action, label: nil, valueLabel: valueLabel)
    }

    /// `ControlWidgetToggle(_:isOn:action:valueLabel:)` with a title that is not a literal.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> some View
    ) {
        self.init(title: String(title), isOn: { _ in isOn }, action: action, label: nil, valueLabel: valueLabel)
    }

    /// `ControlWidgetToggle(isOn:action:label:valueLabel:)`
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> some View,
        @ViewBuilder valueLabel: @escaping (Bool) -> some View
    ) {
        self.init(title: "", isOn: { _ in isOn }, action: action, label: label, valueLabel: valueLabel)
    }

    /// `ControlWidgetToggle(_:isOn:action:)`: the title, and “On” or “Off” as the value.
    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action) {
        self.init(
            title: title.localized, isOn: { _ in isOn }, action: action, label: nil,
            valueLabel: { Text($0 ? "On" : "Off") })
    }

    /// `ControlWidgetToggle(isOn:action:label:)`: the value reads “On” or “Off”.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> some View) {
        self.init(title: "", isOn: { _ in isOn }, action: action, label: label, valueLabel: { Text($0 ? "On" : "Off") })
    }

    /// The WidgetKit guide's form, `ControlWidgetToggle(_:isOn: provider, action:valueLabel:)`:
    /// the provider's value (its `previewValue` in galleries, else `currentValue()`, the
    /// preview when that throws). WidgetKit itself takes the provider in
    /// `StaticControlConfiguration(kind:provider:content:)` and gives the toggle a `Bool`.
    public init<Provider: ControlValueProvider>(
        _ title: LocalizedStringResource, isOn provider: Provider, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> some View
    )
    where Provider.Value == Bool {
        self.init(
            title: title.localized,
            isOn: { preview in
                preview ? provider.previewValue : ((try? await provider.currentValue()) ?? provider.previewValue)
            }, action: action, label: nil, valueLabel: valueLabel)
    }

    private init(
        title: String, isOn: @escaping (Bool) async -> Bool, action: Action,
        label: (() -> any View)?, valueLabel: @escaping (Bool) -> any View
    ) {
        self.title = title
        self.isOn = isOn
        self.action = action
        self.label = label
        self.valueLabel = valueLabel
    }

    public func controlState(kind: String, preview: Bool) async -> ControlState {
        let isOn = await isOn(preview)
        let invocation = IntentRegistry.invocation(of: action)
        let (label, valueLabel) = (label, valueLabel)
        return ControlState(
            kind: kind, template: .toggle, displayName: "", description: "", title: title, isOn: isOn,
            action: invocation, elementID: "control/\(kind)/toggle:\(invocation.intentType)",
            label: await ControlState.label(of: kind) { (label.map { [$0()] } ?? []) + [valueLabel(isOn)] })
    }
}
