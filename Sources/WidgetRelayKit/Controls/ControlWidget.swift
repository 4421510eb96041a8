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
public protocol ControlValueProvider {
    associatedtype Value
    /// The value shown in galleries.
    var previewValue: Value { get }
    /// The value now.
    func currentValue() async throws -> Value
}

/// The current value of a configurable control, from its configuration
/// (`AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown in galleries.
    func previewValue(configuration: Configuration) -> Value
    /// The value now.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// What a control configuration's content builds (`ControlWidgetTemplate`): a toggle or a button.
public protocol ControlWidgetTemplate {
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
        ModifiedControlConfiguration(
            bundleItems: bundleItems.map { item in
                guard case .control(var control) = item else { return item }
                change(&control)
                return .control(control)
            })
    }
    /// `.displayName(_:)`
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration {
        mapControls { $0.displayName = name.localized }
    }
    /// `.description(_:)`
    public func description(_ text: LocalizedStringResource) -> ModifiedControlConfiguration {
        mapControls { $0.description = text.localized }
    }
    /// `.promptsForUserConfiguration()`: the system asks for the control's configuration when it
    /// is added. Accepted: a mirror's editor offers a configurable control's parameters anyway.
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration { mapControls { _ in } }
}

extension ControlWidgetTemplate {
    /// `.tint(_:)`: the colour of the control when it is on (a button: its symbol).
    /// Kept in the control's state; mirrors draw controls in their own colours for now.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        ModifiedControlTemplate(base: self) { $0.tint = tint?.archivedValue }
    }

    /// `.controlWidgetActionHint(_:)`: what activating the control does, for assistive
    /// technologies. Accepted.
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some ControlWidgetTemplate { self }

    /// `.controlWidgetActionHint(_:)` with a string that is not a literal.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: some StringProtocol) -> some ControlWidgetTemplate { self }

    /// `.controlWidgetStatus(_:)`: a status shown briefly after the action. Accepted.
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some ControlWidgetTemplate { self }
}

/// A template after a modifier: its state, changed.
public struct ModifiedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate {
    public typealias Action = Base.Action
    let base: Base
    let change: (inout ControlState) -> Void

    public func controlState(kind: String, preview: Bool) async -> ControlState {
        var state = await base.controlState(kind: kind, preview: preview)
        change(&state)
        return state
    }
}

/// `@ControlWidgetTemplateBuilder`: a control configuration's content, with `if`/`else`
/// and `if #available` as Apple's builder takes them.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        first: First
    ) -> EitherControlTemplate<First, Second> { EitherControlTemplate(storage: .first(first)) }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        second: Second
    ) -> EitherControlTemplate<First, Second> { EitherControlTemplate(storage: .second(second)) }
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> Content {
        content
    }
}

/// One of two templates, as an `if`/`else` in a control's content chose it.
public struct EitherControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate
{
    public typealias Action = First.Action
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage

    public func controlState(kind: String, preview: Bool) async -> ControlState {
        switch storage {
        case .first(let content): await content.controlState(kind: kind, preview: preview)
        case .second(let content): await content.controlState(kind: kind, preview: preview)
        }
    }
}
