/// A control's state, archived.
public struct ControlState: Sendable, Hashable {
    /// A toggle or a button.
    public enum Template: String, Sendable, Hashable { case toggle, button }
    public var kind: String
    public var template: Template
    public var displayName: String
    public var description: String
    public var title: String
    public var isOn: Bool
    public var action: IntentInvocation
    public var elementID: String
    public var label: ArchivedView
    /// `.tint(_:)`: the control's colour when on (not on the wire yet: mirrors use their own).
    public var tint: ColorValue?

    public init(
        kind: String, template: Template, displayName: String, description: String, title: String, isOn: Bool,
        action: IntentInvocation, elementID: String, label: ArchivedView, tint: ColorValue? = nil
    ) {
        self.tint = tint
        self.kind = kind
        self.template = template
        self.displayName = displayName
        self.description = description
        self.title = title
        self.isOn = isOn
        self.action = action
        self.elementID = elementID
        self.label = label
    }
}

/// One control kind of a bundle, with its types erased.
public struct ControlKindDescriptor: Sendable {
    public let kind: String
    public internal(set) var displayName: String = ""
    public internal(set) var description: String = ""
    /// The action's intent type.
    public let actionType: any AppIntent.Type
    let makeState: @Sendable (_ preview: Bool) async -> ControlState

    init<Template: ControlWidgetTemplate>(
        kind: String, template: Template.Type,
        makeState: @escaping @Sendable (_ preview: Bool) async -> ControlState
    ) {
        self.kind = kind
        actionType = Template.Action.self
        self.makeState = makeState
    }

    /// The control's state now (its provider's `currentValue()`), or its preview.
    public func state(preview: Bool = false) async -> ControlState {
        var state = await makeState(preview)
        state.displayName = displayName
        state.description = description
        return state
    }
}

extension ControlState {
    /// A control's label, its views made and archived on the main actor as iOS runs a control's
    /// views (``MainActorViews``). Kept off the main actor by the phone's door
    /// (``MainActorRefusal``): no label, the control's title and value still shown.
    static func label(of kind: String, _ views: @escaping () -> [any View]) async -> ArchivedView {
        let archive = AppCodeValue { ViewArchive.archive(AnyView(list: views()), family: nil) }
        do { return try await MainActorViews.run(for: kind, archive) } catch {
            return ViewArchive.archive(EmptyView(), family: nil)
        }
    }
}
