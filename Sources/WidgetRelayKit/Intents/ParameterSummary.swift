import Foundation

/// How the Shortcuts editor phrases an intent's parameters (`ParameterSummary`). A summary
/// compiles and is kept for the author: this platform's editors list the parameters
/// themselves (in the order the intent declares them).
public protocol ParameterSummary {}

/// `Summary("Open \(\.$page)") { … }`, `Summary { \.$a; \.$b }`: an intent's summary.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The phrase, as written.
    public let phrase: String
    /// The parameters it names, in order.
    public let parameters: [PartialKeyPath<Intent>]

    /// `Summary()`: no phrase.
    public init() {
        phrase = ""
        parameters = []
    }

    /// `Summary("…")`
    public init(_ phrase: String) {
        self.phrase = phrase
        parameters = []
    }

    /// `Summary { \.$a; \.$b }`: the parameters listed.
    public init(@ParameterSummaryBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
        phrase = ""
        self.parameters = parameters()
    }

    /// `Summary("…") { \.$a }`
    public init(_ phrase: String, @ParameterSummaryBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
        self.phrase = phrase
        self.parameters = parameters()
    }
}

/// Lists the parameters of a summary (`\.$server`, one a line).
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Value: IntentParameterValue>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>
    ) -> [PartialKeyPath<Intent>] {
        [parameter]
    }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [PartialKeyPath<Intent>]?) -> [PartialKeyPath<Intent>] { part ?? [] }
    public static func buildEither(first part: [PartialKeyPath<Intent>]) -> [PartialKeyPath<Intent>] { part }
    public static func buildEither(second part: [PartialKeyPath<Intent>]) -> [PartialKeyPath<Intent>] { part }
}

/// `When(\.$kind, .equalTo, .specific) { Summary … } otherwise: { Summary … }`: a summary that
/// depends on a parameter's value.
public struct ParameterSummaryWhen<Intent: AppIntent, Value: IntentParameterValue>: ParameterSummary {
    public let parameter: KeyPath<Intent, IntentParameter<Value>>
    public let comparison: ParameterSummaryComparison
    public let then: any ParameterSummary
    public let otherwise: (any ParameterSummary)?

    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
        @ParameterSummaryResultBuilder _ then: () -> Then, @ParameterSummaryResultBuilder otherwise: () -> Otherwise
    ) {
        self.parameter = parameter
        self.comparison = comparison
        self.then = then()
        self.otherwise = otherwise()
    }

    public init<Then: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
        @ParameterSummaryResultBuilder _ then: () -> Then
    ) {
        self.parameter = parameter
        self.comparison = comparison
        self.then = then()
        otherwise = nil
    }

    /// `When(\.$flag, .equalTo, true) { … }` with a parameter of an optional type.
    public init<Then: ParameterSummary, Otherwise: ParameterSummary, Wrapped>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
        _ value: Wrapped,
        @ParameterSummaryResultBuilder _ then: () -> Then, @ParameterSummaryResultBuilder otherwise: () -> Otherwise
    ) where Value == Wrapped? {
        self.init(parameter, comparison, Optional(value), then, otherwise: otherwise)
    }
}

/// The comparisons `When` takes (`.equalTo`, `.notEqualTo`, …).
public enum ParameterSummaryComparison: Sendable, Hashable {
    case equalTo, notEqualTo, greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo, hasAnyValue, hasNoValue,
        contains
}

/// A summary's body: one summary (`Summary`, `When`).
@resultBuilder
public enum ParameterSummaryResultBuilder {
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

extension AppIntent {
    /// `Summary`, written inside an intent (its key paths are the intent's).
    public typealias Summary = IntentParameterSummary<Self>
    /// `When`, written inside an intent.
    public typealias When<Value: IntentParameterValue> = ParameterSummaryWhen<Self, Value>
    /// `static var parameterSummary: some ParameterSummary`: none unless the intent writes one.
    public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }
    /// `static var authenticationPolicy`: who may run the intent while the device is locked.
    /// Accepted; a phone here has no lock screen of its own.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// `static var isDiscoverable`
    public static var isDiscoverable: Bool { true }
}

/// `IntentAuthenticationPolicy`
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// A result that opens another intent (`OpensIntent`): `some IntentResult & OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// A result that returns a value (`ReturnsValue<Value>`).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that says something to people (`ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view (`ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}

/// What an intent says to people (`IntentDialog`): `.result(dialog: "Done")`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    public let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.localized }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        text = String(stringInterpolation: stringInterpolation)
    }
}

/// The result of `.result(value:)`, `.result(opensIntent:)`, `.result(dialog:)`: what `perform()` returns.
public struct IntentResultValue<Value: Sendable>: ReturnsValue, OpensIntent, ProvidesDialog, ShowsSnippetView {
    public let value: Value?
    public let dialog: IntentDialog?
    public let opensIntent: (any AppIntent)?
}

extension IntentResultContainer: OpensIntent, ProvidesDialog, ShowsSnippetView {}

extension IntentResult {
    /// `return .result(value: …)`
    public static func result<Value: Sendable>(value: Value) -> IntentResultValue<Value>
    where Self == IntentResultValue<Value> {
        IntentResultValue(value: value, dialog: nil, opensIntent: nil)
    }
    /// `return .result(value: …, dialog: …)`
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> IntentResultValue<Value>
    where Self == IntentResultValue<Value> {
        IntentResultValue(value: value, dialog: dialog, opensIntent: nil)
    }
    /// `return .result(dialog: …)`
    public static func result(dialog: IntentDialog) -> IntentResultValue<Never> where Self == IntentResultValue<Never> {
        IntentResultValue(value: nil, dialog: dialog, opensIntent: nil)
    }
    /// `return .result(opensIntent: …)`
    public static func result(opensIntent: some AppIntent) -> IntentResultValue<Never>
    where Self == IntentResultValue<Never> {
        IntentResultValue(value: nil, dialog: nil, opensIntent: opensIntent)
    }
}
