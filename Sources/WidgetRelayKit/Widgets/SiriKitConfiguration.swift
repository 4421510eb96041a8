/// A SiriKit intent (`INIntent`), for back-deployment code many widgets still carry. Xcode
/// generates the subclass from an `.intentdefinition` file; here the author writes that
/// stand-in (`final class SelectionIntent: INIntent {}`, with its properties).
open class INIntent {
    public required init() {}
}

/// A custom type of an `.intentdefinition` (`INObject`): an identifier and what is shown for it.
open class INObject: Hashable, CustomStringConvertible {
    /// `identifier`
    public let identifier: String?
    /// `displayString`
    public let displayString: String
    /// `pronunciationHint`
    public let pronunciationHint: String?

    /// `INObject(identifier:display:)`
    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
        pronunciationHint = nil
    }

    /// `INObject(identifier:display:pronunciationHint:)`
    public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }

    public var description: String { displayString }
    public static func == (lhs: INObject, rhs: INObject) -> Bool {
        lhs.identifier == rhs.identifier && lhs.displayString == rhs.displayString
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// Supplies a SiriKit-configured widget's entries (`IntentTimelineProvider`). WidgetRelay
/// runs it with the intent's default (`Intent()`): such a widget is shown, not configured
/// (configuration is App Intents': `AppIntentTimelineProvider`).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Preconfigured widgets (not offered: see the protocol's note).
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }

    func snapshot(in context: Context) async -> Entry {
        await withCheckedContinuation { continuation in
            getSnapshot(for: Intent(), in: context) { continuation.resume(returning: AppCodeValue($0)) }
        }.value
    }

    func timeline(in context: Context) async -> Timeline<Entry> {
        await withCheckedContinuation { continuation in
            getTimeline(for: Intent(), in: context) { continuation.resume(returning: AppCodeValue($0)) }
        }.value
    }
}

/// A preconfigured SiriKit widget (`IntentRecommendation`).
public struct IntentRecommendation<Intent: INIntent> {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: some StringProtocol) {
        self.intent = intent
        self.description = String(description)
    }
}

/// A SiriKit-configured widget (`IntentConfiguration(kind:intent:provider:content:)`): shown
/// with its intent's default, as a static widget is.
public struct IntentConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]

    public init<Intent: INIntent, Provider: IntentTimelineProvider, Content: View>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        bundleItems = [
            .widget(
                WidgetKindDescriptor(
                    kind: kind, configurationIntent: nil,
                    code: .unconfigured(
                        kind: kind, placeholder: { provider.placeholder(in: $0) },
                        snapshot: { await provider.snapshot(in: $0) },
                        timeline: { await provider.timeline(in: $0) }, relevances: { WidgetRelevances() },
                        content: content)))
        ]
    }
}

/// An App Intent that replaces a SiriKit custom intent (`CustomIntentMigratedAppIntent`):
/// `intentClassName` names the class it replaces. It is an App Intent like any other here.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

/// Options computed at run time for a parameter (`DynamicOptionsProvider`,
/// `@Parameter(title:optionsProvider:)`). It compiles; editors offer what the parameter's
/// type offers (an `AppEnum`'s cases, an entity's query), not these results.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result
    func results() async throws -> Result
}
