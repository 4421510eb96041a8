/// The values views read with `@Environment` while they are archived.
public struct EnvironmentValues: Sendable {
    /// `\.widgetFamily`
    public var widgetFamily: WidgetFamily = .systemSmall
    /// `\.widgetRenderingMode`
    public var widgetRenderingMode: WidgetRenderingMode = .fullColor
    /// `\.redactionReasons`: `.placeholder` while archiving a placeholder.
    public var redactionReasons: RedactionReasons = []
    /// `\.showsWidgetContainerBackground`
    public var showsWidgetContainerBackground = true
    /// `\.isActivityFullscreen`-like: whether a Live Activity is archived for its Lock Screen.
    public var isLuminanceReduced = false
    var activityFamilyStorage: ActivityFamily?

    public init() {}

    /// The environment of the archive in progress.
    @TaskLocal static var current = EnvironmentValues()
}

/// `@Environment(\.widgetFamily) var family`: reads the archive's environment.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}
