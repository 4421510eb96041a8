/// An action the system can perform for the app (`AppIntent`): archived in
/// buttons and toggles, performed on the phone when a mirror taps them.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    /// An intent with every parameter at its default; the phone fills them in.
    init()
    /// What the action does, e.g. "Emoji Ranger SuperCharger".
    static var title: LocalizedStringResource { get }
    /// A description for people.
    static var description: IntentDescription { get }
    /// Whether performing it opens the app.
    static var openAppWhenRun: Bool { get }
    /// Performs the action. Return before the shared data the next timeline reads
    /// is written, and the widget shows stale data; the reload follows at once.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    public static var openAppWhenRun: Bool { false }
    /// The name the wire uses for this intent type (its name as `String(describing:)` gives it).
    public static var intentTypeName: String { IntentTypeNames.name(of: Self.self) }
}

/// An intent a configurable widget is configured with (`WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Configuration intents carry values; performing one does nothing.
    public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent that sets a value: a control toggle's action (`SetValueIntent`).
/// The phone assigns the toggle's new state to `value` before `perform()`.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType: IntentParameterValue
    var value: ValueType { get set }
}

/// What `perform()` returns (`IntentResult`).
public protocol IntentResult: Sendable {}

/// The plain result of `.result()`.
public struct IntentResultContainer: IntentResult {
    public init() {}
}

extension IntentResult where Self == IntentResultContainer {
    /// `return .result()`
    public static func result() -> IntentResultContainer { IntentResultContainer() }
}

/// A preconfigured widget offered on the watch (`AppIntentRecommendation`).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    public let intent: Intent
    public let description: LocalizedStringResource
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description
    }
}
