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
        ModifiedWidgetConfiguration(bundleItems: bundleItems.map { item in
            guard case .widget(var widget) = item else { return item }
            change(&widget)
            return .widget(widget)
        })
    }

    /// `.configurationDisplayName(_:)`
    public func configurationDisplayName(_ name: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.displayName = name.key }
    }
    /// `.description(_:)`
    public func description(_ text: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.description = text.key }
    }
    /// `.supportedFamilies(_:)`
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.supportedFamilies = families }
    }
    /// `.contentMarginsDisabled()`: mirrors lay out margins themselves.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { mapWidgets { _ in } }
}

/// A widget with no configuration (`StaticConfiguration(kind:provider:content:)`).
public struct StaticConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]

    public init<Provider: TimelineProvider, Content: View>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping @Sendable (Provider.Entry) -> Content
    ) {
        bundleItems = [.widget(.unconfigured(
            kind: kind, placeholder: provider.placeholder(in:), snapshot: { await provider.snapshot(in: $0) },
            timeline: { await provider.timeline(in: $0) }, relevances: { await provider.relevances() }, content: content))]
    }
}

/// A widget people configure with an App Intent
/// (`AppIntentConfiguration(kind:intent:provider:content:)`).
public struct AppIntentConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]

    public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider, Content: View>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping @Sendable (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        bundleItems = [.widget(WidgetKindDescriptor(
            kind: kind, configurationIntent: intent,
            makePlaceholder: { context in .archive(await provider.placeholder(in: context), content, context, placeholder: true) },
            makeSnapshot: { configuration, context in
                .archive(await provider.snapshot(for: try await Intent.configuration(configuration), in: context), content, context)
            },
            makeTimeline: { configuration, context in
                .archive(await provider.timeline(for: try await Intent.configuration(configuration), in: context), content, context)
            },
            makeRecommendations: {
                await provider.recommendations().map {
                    WidgetRecommendation(configuration: IntentRegistry.invocation(of: $0.intent), description: $0.description.key)
                }
            },
            makeRelevances: { await provider.relevances() },
            makeEntry: { entry, context in (entry as? Provider.Entry).map { .archive($0, content, context) } }
        ))]
    }
}

extension WidgetKindDescriptor {
    /// A kind shown without a configuration people choose: its entries from these, drawn by `content`.
    static func unconfigured<Entry: TimelineEntry, Content: View>(
        kind: String, placeholder: @escaping @Sendable (TimelineProviderContext) -> Entry,
        snapshot: @escaping @Sendable (TimelineProviderContext) async -> Entry,
        timeline: @escaping @Sendable (TimelineProviderContext) async -> Timeline<Entry>,
        relevances: @escaping @Sendable () async -> WidgetRelevances,
        content: @escaping @Sendable (Entry) -> Content
    ) -> WidgetKindDescriptor {
        WidgetKindDescriptor(
            kind: kind, configurationIntent: nil,
            makePlaceholder: { context in .archive(placeholder(context), content, context, placeholder: true) },
            makeSnapshot: { _, context in .archive(await snapshot(context), content, context) },
            makeTimeline: { _, context in .archive(await timeline(context), content, context) },
            makeRecommendations: { [] },
            makeRelevances: relevances,
            makeEntry: { entry, context in (entry as? Entry).map { .archive($0, content, context) } })
    }
}

extension WidgetConfigurationIntent {
    /// `configuration` as this type; nil: the default configuration.
    /// - Throws: ``IntentRebuildError`` when it is another intent type, or when the
    ///   default leaves a parameter without a value.
    static func configuration(_ configuration: (any AppIntent)?) async throws -> Self {
        guard let configuration else { return try await IntentRegistry.defaultConfiguration(of: Self.self) }
        guard let typed = configuration as? Self else {
            throw IntentRebuildError.wrongType(parameter: "configuration", expected: intentTypeName,
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
    public static func buildFinalResult(_ items: [BundleItem]) -> WidgetBundleContents { WidgetBundleContents(items: items) }
}
