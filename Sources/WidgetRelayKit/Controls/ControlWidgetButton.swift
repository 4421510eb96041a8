/// A control that performs an action (`ControlWidgetButton`).
public struct ControlWidgetButton<Action: AppIntent>: ControlWidgetTemplate {
    let action: Action
    let label: @Sendable () -> any View

    /// `ControlWidgetButton(action:label:)`
    public init(action: Action, @ViewBuilder label: @escaping @Sendable () -> some View) {
        self.action = action
        self.label = label
    }

    public func controlState(kind: String, preview: Bool) async -> ControlState {
        let invocation = IntentRegistry.invocation(of: action)
        return ControlState(kind: kind, template: .button, displayName: "", description: "", title: "", isOn: false,
                            action: invocation, elementID: "control/\(kind)/button:\(invocation.intentType)",
                            label: ViewArchive.archive(AnyView(list: [label()]), family: nil))
    }
}
