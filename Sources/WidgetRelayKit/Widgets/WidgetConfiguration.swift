/// What a bundle holds: widget kinds, Live Activity kinds and controls, types erased.
public enum BundleItem: Sendable {
    case widget(WidgetKindDescriptor)
    case activity(ActivityKindDescriptor)
    case control(ControlKindDescriptor)
}

/// A widget's configuration (`WidgetConfiguration`): StaticConfiguration,
/// AppIntentConfiguration or ActivityConfiguration, with modifiers.
public protocol WidgetConfiguration: Sendable {
    /// The kinds this configuration declares.
    var bundleItems: [BundleItem] { get }
}

/// A configuration after a modifier.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]
}

extension WidgetConfiguration {
    func mapWidgets(_ change: (inout WidgetKindDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(
            bundleItems: bundleItems.map { item in
                guard case .widget(var widget) = item else { return item }
                change(&widget)
                return .widget(widget)
            })
    }

    /// `.configurationDisplayName(_:)`
    public func configurationDisplayName(_ name: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.displayName = name.localized }
    }
    /// `.description(_:)`
    public func description(_ text: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.description = text.localized }
    }
    /// `.supportedFamilies(_:)`
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.supportedFamilies = families }
    }
    /// `.contentMarginsDisabled()`: the widget's views are offered the family's whole size and
    /// drawn to the card's edges (`\.widgetContentMargins` still reads the family's margins, for
    /// the author to apply where they choose).
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration {
        mapWidgets { widget in
            var changed = WidgetKindDescriptor(
                kind: widget.kind, configurationIntent: widget.configurationIntent,
                code: widget.code.withoutContentMargins())
            changed.displayName = widget.displayName
            changed.description = widget.description
            changed.supportedFamilies = widget.supportedFamilies
            widget = changed
        }
    }
}

extension WidgetCode {
    /// The same calls, each archiving without content margins (``ViewArchive/contentMarginsDisabled``).
    func withoutContentMargins() -> WidgetCode {
        let code = self
        return WidgetCode(
            placeholder: { context in
                try await ViewArchive.$contentMarginsDisabled.withValue(true) { try await code.placeholder(context) }
            },
            snapshot: { configuration, context in
                try await ViewArchive.$contentMarginsDisabled.withValue(true) {
                    try await code.snapshot(configuration, context)
                }
            },
            timeline: { configuration, context in
                try await ViewArchive.$contentMarginsDisabled.withValue(true) {
                    try await code.timeline(configuration, context)
                }
            },
            recommendations: code.recommendations, relevances: code.relevances,
            entry: { entry, context in
                ViewArchive.$contentMarginsDisabled.withValue(true) { code.entry(entry, context) }
            })
    }
}

/// A widget with no configuration (`StaticConfiguration(kind:provider:content:)`).
public struct StaticConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]

    public init<Provider: TimelineProvider, Content: View>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        bundleItems = [
            .widget(
                WidgetKindDescriptor(
                    kind: kind, configurationIntent: nil,
                    code: .unconfigured(
                        kind: kind, placeholder: { provider.placeholder(in: $0) },
                        snapshot: { await provider.snapshot(in: $0) },
                        timeline: { await provider.timeline(in: $0) }, relevances: { await provider.relevances() },
                        content: content)))
        ]
    }
}

/// A widget people configure with an App Intent
/// (`AppIntentConfiguration(kind:intent:provider:content:)`).
public struct AppIntentConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]

    public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider, Content: View>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let archive = EntryArchiver<Provider.Entry>(kind: kind) { content($0) }
        bundleItems = [
            .widget(
                WidgetKindDescriptor(
                    kind: kind, configurationIntent: intent,
                    code: WidgetCode(
                        placeholder: { context in
                            try await archive.entry(await provider.placeholder(in: context), context, placeholder: true)
                        },
                        snapshot: { configuration, context in
                            try await archive.entry(
                                await provider.snapshot(
                                    for: try await Intent.configuration(configuration), in: context), context)
                        },
                        timeline: { configuration, context in
                            try await archive.timeline(
                                await provider.timeline(
                                    for: try await Intent.configuration(configuration), in: context), context)
                        },
                        recommendations: {
                            await provider.recommendations().map {
                                WidgetRecommendation(
                                    configuration: IntentRegistry.invocation(of: $0.intent),
                                    description: $0.description.localized)
                            }
                        },
                        relevances: { await provider.relevances() },
                        entry: { entry, context in (entry as? Provider.Entry).map { archive.entryHere($0, context) } }
                    )))
        ]
    }

    /// `AppIntentConfiguration(kind:provider:content:)`: the intent type is the provider's.
    public init<Provider: AppIntentTimelineProvider, Content: View>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        self.init(kind: kind, intent: Provider.Intent.self, provider: provider, content: content)
    }
}

extension WidgetCode {
    /// The code of a kind shown without a configuration people choose: its entries from
    /// these, drawn by `content`.
    static func unconfigured<Entry: TimelineEntry, Content: View>(
        kind: String,
        placeholder: @escaping (TimelineProviderContext) -> Entry,
        snapshot: @escaping (TimelineProviderContext) async -> Entry,
        timeline: @escaping (TimelineProviderContext) async -> Timeline<Entry>,
        relevances: @escaping () async -> WidgetRelevances,
        content: @escaping (Entry) -> Content
    ) -> WidgetCode {
        let archive = EntryArchiver<Entry>(kind: kind) { content($0) }
        return WidgetCode(
            placeholder: { context in try await archive.entry(placeholder(context), context, placeholder: true) },
            snapshot: { _, context in try await archive.entry(await snapshot(context), context) },
            timeline: { _, context in try await archive.timeline(await timeline(context), context) },
            recommendations: { [] },
            relevances: relevances,
            entry: { entry, context in (entry as? Entry).map { archive.entryHere($0, context) } })
    }
}

extension WidgetConfigurationIntent {
    /// `configuration` as this type; nil: the default configuration.
    /// - Throws: ``IntentRebuildError`` when it is another intent type, or when the
    ///   default leaves a parameter without a value.
    static func configuration(_ configuration: (any AppIntent)?) async throws -> Self {
        guard let configuration else { return try await IntentRegistry.defaultConfiguration(of: Self.self) }
        guard let typed = configuration as? Self else {
            throw IntentRebuildError.wrongType(
                parameter: "configuration", expected: intentTypeName,
                got: Swift.type(of: configuration).intentTypeName)
        }
        return typed
    }
}

/// A widget, Live Activity or set of widgets (`Widget`).
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// The widgets and controls an app offers (`WidgetBundle`).
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// Everything the bundle declares.
    public var items: [BundleItem] { body.body.bundleItems }
}

/// What a `WidgetBundle`'s body builds.
public struct WidgetBundleContents: Widget {
    let items: [BundleItem]
    public init() { items = [] }
    init(items: [BundleItem]) { self.items = items }
    public var body: ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(bundleItems: items) }
}

/// Lists a bundle's widgets and controls (`WidgetBundleBuilder`).
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression(_ widget: some Widget) -> [BundleItem] { widget.body.bundleItems }
    public static func buildExpression(_ control: some ControlWidget) -> [BundleItem] { control.body.bundleItems }
    public static func buildBlock(_ parts: [BundleItem]...) -> [BundleItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [BundleItem]?) -> [BundleItem] { part ?? [] }
    public static func buildEither(first part: [BundleItem]) -> [BundleItem] { part }
    public static func buildEither(second part: [BundleItem]) -> [BundleItem] { part }
    public static func buildFinalResult(_ items: [BundleItem]) -> WidgetBundleContents {
        WidgetBundleContents(items: items)
    }
}
