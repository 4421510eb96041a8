/// A control that performs an action (`ControlWidgetButton`).
public struct ControlWidgetButton<Action: AppIntent>: ControlWidgetTemplate {
    let action: Action
    let label: () -> any View

    /// `ControlWidgetButton(action:label:)`
    public init(action: Action, @ViewBuilder label: @escaping () -> some View) {
        self.action = action
        self.label = label
    }

    /// `ControlWidgetButton(_:action:)`: a title for its label.
    public init(_ title: LocalizedStringResource, action: Action) {
        self.init(action: action) { Text(title) }
    }

    public func controlState(kind: String, preview: Bool) async -> ControlState {
        let invocation = IntentRegistry.invocation(of: action)
        let label = label
        return ControlState(
            kind: kind, template: .button, displayName: "", description: "", title: "", isOn: false,
            action: invocation, elementID: "control/\(kind)/button:\(invocation.intentType)",
            label: await ControlState.label(of: kind) { [label()] })
    }
}
