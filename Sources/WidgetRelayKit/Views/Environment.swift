import Foundation

/// The values views read with `@Environment` while they are archived (SwiftUI's
/// `EnvironmentValues`): WidgetKit's own (family, rendering mode, …), SwiftUI's common ones
/// (colour scheme, layout direction, locale, `openURL`…) and any an app declares with an
/// ``EnvironmentKey``.
public struct EnvironmentValues: Sendable {
    /// `\.widgetFamily`
    public var widgetFamily: WidgetFamily = .systemSmall
    /// `\.widgetRenderingMode`
    public var widgetRenderingMode: WidgetRenderingMode = .fullColor
    /// `\.redactionReasons`: `.placeholder` while archiving a placeholder.
    public var redactionReasons: RedactionReasons = []
    /// `\.showsWidgetContainerBackground`
    public var showsWidgetContainerBackground = true
    /// `\.isLuminanceReduced`: whether the widget is drawn dimmed (Always-On).
    public var isLuminanceReduced = false
    /// `\.backgroundMaterial`: the material underneath the view, as a view writes it
    /// (`.environment(\.backgroundMaterial, .regular)`); nil until one does (a `.background` of a
    /// material does not set it here, as SwiftUI's does).
    public var backgroundMaterial: Material?
    /// `\.textCase`: the case texts inside are shown in (`.textCase(_:)`); nil: as written.
    public var textCase: Text.Case?
    /// `\.font`: the default font of texts inside, as `.font(_:)` or
    /// `.environment(\.font, .caption)` writes it; nil until one does, as SwiftUI's (whose texts
    /// then use `.body`).
    public var font: Font?
    /// `\.lineHeight` (iOS 26): the default line height of texts inside, as `.lineHeight(_:)`
    /// writes it; nil, SwiftUI's default: each text chooses.
    public var lineHeight: AttributedString.LineHeight?
    /// Whether controls inside hide their labels (`.labelsHidden()`): a gauge's label is left out.
    var labelsHidden = false
    var activityFamilyStorage: ActivityFamily = .medium
    /// Values of other keys, by key type.
    private var others: [ObjectIdentifier: EnvironmentBox] = [:]

    public init() {}

    /// The environment of the archive in progress.
    @TaskLocal static var current = EnvironmentValues()

    /// The environment of the archive in progress (outside one: the defaults), for code that
    /// resolves a value as a view would (`Color(uiColor:)` resolves a dynamic colour with it).
    public static var archiving: EnvironmentValues { current }

    /// `environment[MyKey.self]`: the value of an app's own key, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { (others[ObjectIdentifier(key)]?.value as? Key.Value) ?? Key.defaultValue }
        set { others[ObjectIdentifier(key)] = EnvironmentBox(value: newValue) }
    }
}

/// A key for a value of the environment (SwiftUI's `EnvironmentKey`), with its default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A value set with `.environment(_:_:)`. Environment values are read only while one view
/// is archived, on the task archiving it; SwiftUI does not require them to be `Sendable`.
private struct EnvironmentBox: @unchecked Sendable {
    let value: Any
}

/// `@Environment(\.widgetFamily) var family`: reads the archive's environment.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// `.environment(\.colorScheme, .dark)`: the content archived with that value set.
struct EnvironmentWriter: View, ArchivableView {
    typealias Body = Never
    let content: any View
    let change: @Sendable (inout EnvironmentValues) -> Void

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        var environment = EnvironmentValues.current
        change(&environment)
        return EnvironmentValues.$current.withValue(environment) { archiver.archive(content) }
    }
}

extension View {
    /// `.environment(_:_:)`: sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let box = EnvironmentSetting(keyPath: keyPath, value: value)
        return EnvironmentWriter(content: self) { box.apply(to: &$0) }
    }

    /// `.transformEnvironment(_:transform:)`
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        let box = EnvironmentTransform(keyPath: keyPath, transform: transform)
        return EnvironmentWriter(content: self) { box.apply(to: &$0) }
    }
}

/// One `.environment(keyPath, value)`, applied while the view is archived (on that task only).
private struct EnvironmentSetting<V>: @unchecked Sendable {
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let value: V
    func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

private struct EnvironmentTransform<V>: @unchecked Sendable {
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let transform: (inout V) -> Void
    func apply(to environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}
