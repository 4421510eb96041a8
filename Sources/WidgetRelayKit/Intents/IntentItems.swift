import Foundation

/// A query that finds entities by text (`EntityStringQuery`): what the Shortcuts editor's search
/// field calls. Editors here list suggestions; the method compiles and is the app's to call.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching the text: an array, or an `IntentItemCollection` (the query's `Result`).
    func entities(matching string: String) async throws -> Result
}

/// Entities in sections (`IntentItemCollection`), as a query's `suggestedEntities()` may return
/// them. A query that returns one compiles; editors here offer what `[Entity]` suggestions the
/// query's `EntityQuery` methods give (its default: none).
public struct IntentItemCollection<Result>: Sendable where Result: Sendable {
    public let sections: [IntentItemSection<Result>]
    public init(sections: [IntentItemSection<Result>]) { self.sections = sections }
    public init(items: [IntentItem<Result>]) { sections = [IntentItemSection(items: items)] }
    /// `IntentItemCollection(items:)` with bare values.
    public init(items: [Result]) { sections = [IntentItemSection(items: items)] }
    public init(_ items: [Result]) { sections = [IntentItemSection(items: items.map { IntentItem($0) })] }
    /// `IntentItemCollection(promptLabel:usesIndexedCollation:items:)`: one section of the items.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]
    ) { sections = [IntentItemSection(items: items)] }
    /// `IntentItemCollection(promptLabel:usesIndexedCollation:sections:)` and the like: the sections.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) { self.sections = sections }
    /// Every item's value, in order.
    public var values: [Result] { sections.flatMap { $0.items.map(\.value) } }
}

extension IntentItemCollection: ResultsCollection {
    /// Every item's value, in order, whatever its section.
    public var resultValues: [Result] { values }
}

/// A titled group of items (`IntentItemSection`).
public struct IntentItemSection<Result>: Sendable where Result: Sendable {
    public let title: LocalizedStringResource?
    public let items: [IntentItem<Result>]
    /// `IntentItemSection(_:items:)`: a titled section.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }
    /// `IntentItemSection(_:items:)` with bare values.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }
    /// `IntentItemSection(items:)`: a section without a title.
    public init(items: [IntentItem<Result>]) {
        title = nil
        self.items = items
    }
    /// `IntentItemSection(items:)` with bare values.
    public init(items: [Result]) { self.init(items: items.map { IntentItem($0) }) }
}

/// One choice (`IntentItem`): a value, and how it is shown.
public struct IntentItem<Result>: Sendable where Result: Sendable {
    public let value: Result
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?
    public init(
        _ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}

extension String {
    /// How a text parameter is typed in (`String.IntentInputOptions`): accepted; this platform's
    /// editors take text as it is typed.
    public struct IntentInputOptions: Sendable, Hashable {
        /// `UITextAutocapitalizationType`-like choices.
        public enum CapitalizationType: Sendable, Hashable { case none, words, sentences, allCharacters }
        /// The keyboard to show.
        public enum KeyboardType: Sendable, Hashable {
            case `default`, numberPad, decimalPad, URL, emailAddress, phonePad, asciiCapable, numbersAndPunctuation,
                twitter, webSearch
        }

        public let capitalizationType: CapitalizationType
        public let multiline: Bool

        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool? = nil, smartQuotes: Bool? = nil, smartDashes: Bool? = nil
        ) {
            self.capitalizationType = capitalizationType
            self.multiline = multiline
        }
    }
}

extension IntentParameter where Value == String {
    /// `@Parameter(title:default:inputOptions:)`
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }
    /// `@Parameter(title:description:default:inputOptions:)` with a `LocalizedStringResource` description.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions
    ) {
        self.init(title: title, description: IntentDescription(description), default: defaultValue)
    }
}

extension IntentParameter where Value == String? {
    /// `@Parameter(title:default:inputOptions:)` for an optional text.
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }
}

/// `Switch(\.$kind) { Case(.a) { Summary … } DefaultCase { Summary … } }`: a summary for each
/// value of a parameter.
public struct ParameterSummarySwitch<Intent: AppIntent, Value: IntentParameterValue>: ParameterSummary {
    public let parameter: KeyPath<Intent, IntentParameter<Value>>
    public let cases: [any ParameterSummary]
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Value> _ cases: () -> [any ParameterSummary]
    ) {
        self.parameter = parameter
        self.cases = cases()
    }
}

/// One case of a `Switch`.
public struct ParameterSummaryCase<Value>: ParameterSummary {
    public let summary: any ParameterSummary
    public init<Content: ParameterSummary>(_ value: Value, @ParameterSummaryResultBuilder _ summary: () -> Content) {
        self.summary = summary()
    }
}

/// The case of a `Switch` for every other value.
public struct ParameterSummaryDefaultCase: ParameterSummary {
    public let summary: any ParameterSummary
    public init<Content: ParameterSummary>(@ParameterSummaryResultBuilder _ summary: () -> Content) {
        self.summary = summary()
    }
}

/// Lists a `Switch`'s cases (each `Case`'s value is the switched parameter's).
@resultBuilder
public enum ParameterSummaryCaseBuilder<Value> {
    public static func buildExpression(_ summary: ParameterSummaryCase<Value>) -> [any ParameterSummary] { [summary] }
    public static func buildExpression(_ summary: ParameterSummaryDefaultCase) -> [any ParameterSummary] { [summary] }
    public static func buildBlock(_ parts: [any ParameterSummary]...) -> [any ParameterSummary] { parts.flatMap { $0 } }
}

extension AppIntent {
    /// `Switch`, written inside an intent.
    public typealias Switch<Value: IntentParameterValue> = ParameterSummarySwitch<Self, Value>
    /// `Case`, written inside an intent's `Switch`.
    public typealias Case<Value> = ParameterSummaryCase<Value>
    /// `DefaultCase`
    public typealias DefaultCase = ParameterSummaryDefaultCase
}
