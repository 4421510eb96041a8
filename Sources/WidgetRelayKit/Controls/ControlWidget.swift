/// A control for Control Center, the menu bar or the watch (`ControlWidget`).
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    var body: Body { get }
}

/// A control's configuration (`ControlWidgetConfiguration`).
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

/// A control's state, archived.
public struct ControlState: Sendable, Hashable {
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

    public init(kind: String, template: Template, displayName: String, description: String, title: String, isOn: Bool,
                action: IntentInvocation, elementID: String, label: ArchivedView) {
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

    /// The control's state now (its provider's `currentValue()`), or its preview.
    public func state(preview: Bool = false) async -> ControlState {
        var state = await makeState(preview)
        state.displayName = displayName
        state.description = description
        return state
    }
}

/// What `StaticControlConfiguration`'s content builds: a toggle or a button template.
public protocol ControlTemplate {
    func descriptor(kind: String) -> ControlKindDescriptor
}

/// A control with no configuration (`StaticControlConfiguration(kind:content:)`).
public struct StaticControlConfiguration: ControlWidgetConfiguration {
    public let bundleItems: [BundleItem]
    public init(kind: String, content: () -> some ControlTemplate) {
        bundleItems = [.control(content().descriptor(kind: kind))]
    }
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

/// An on/off control (`ControlWidgetToggle(_:isOn:action:label:)`): activating it
/// performs `action` with `value` set to the new state.
public struct ControlWidgetToggle<Provider: ControlValueProvider, Action: SetValueIntent>: ControlTemplate
where Provider.Value == Bool, Action.ValueType == Bool {
    let title: String
    let provider: Provider
    let action: Action
    let label: @Sendable (Bool) -> any View

    public init(_ title: LocalizedStringResource, isOn provider: Provider, action: Action,
                @ViewBuilder valueLabel label: @escaping @Sendable (Bool) -> some View) {
        self.title = title.key
        self.provider = provider
        self.action = action
        self.label = label
    }

    public func descriptor(kind: String) -> ControlKindDescriptor {
        let (title, provider, action, label) = (title, provider, action, label)
        return ControlKindDescriptor(kind: kind, actionType: Action.self) { preview in
            let isOn = preview ? provider.previewValue : ((try? await provider.currentValue()) ?? provider.previewValue)
            let invocation = IntentRegistry.invocation(of: action)
            return ControlState(kind: kind, template: .toggle, displayName: "", description: "", title: title, isOn: isOn,
                                action: invocation, elementID: "control/\(kind)/toggle:\(invocation.intentType)",
                                label: ViewArchive.archive(AnyView(list: [label(isOn)]), family: nil))
        }
    }
}

/// A control that performs an action (`ControlWidgetButton(action:label:)`).
public struct ControlWidgetButton<Action: AppIntent>: ControlTemplate {
    let action: Action
    let label: @Sendable () -> any View

    public init(action: Action, @ViewBuilder label: @escaping @Sendable () -> some View) {
        self.action = action
        self.label = label
    }

    public func descriptor(kind: String) -> ControlKindDescriptor {
        let (action, label) = (action, label)
        return ControlKindDescriptor(kind: kind, actionType: Action.self) { _ in
            let invocation = IntentRegistry.invocation(of: action)
            return ControlState(kind: kind, template: .button, displayName: "", description: "", title: "", isOn: false,
                                action: invocation, elementID: "control/\(kind)/button:\(invocation.intentType)",
                                label: ViewArchive.archive(AnyView(list: [label()]), family: nil))
        }
    }
}
