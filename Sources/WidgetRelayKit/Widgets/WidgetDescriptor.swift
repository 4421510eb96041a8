import Foundation

/// An entry as the phone archived it.
public struct ArchivedEntry: Sendable, Hashable {
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    public var view: ArchivedView
    public init(date: Date, relevance: TimelineEntryRelevance?, view: ArchivedView) {
        self.date = date
        self.relevance = relevance
        self.view = view
    }
}

/// A timeline as the phone archived it.
public struct ArchivedTimeline: Sendable, Hashable {
    public var entries: [ArchivedEntry]
    public var policy: TimelineReloadPolicy
    public init(entries: [ArchivedEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A recommended configuration, as data.
public struct WidgetRecommendation: Sendable, Hashable {
    public var configuration: IntentInvocation
    public var description: String
    public init(configuration: IntentInvocation, description: String) {
        self.configuration = configuration
        self.description = description
    }
}

/// One widget kind of a bundle, with its types erased: what the phone host drives.
public struct WidgetKindDescriptor: Sendable {
    /// The kind string.
    public let kind: String
    /// `.configurationDisplayName(_:)`
    public internal(set) var displayName: String = ""
    /// `.description(_:)`
    public internal(set) var description: String = ""
    /// `.supportedFamilies(_:)`; WidgetKit's default is the platform's families, iPhone's here
    /// (``WidgetFamily/iPhoneDefault``).
    public internal(set) var supportedFamilies: [WidgetFamily] = WidgetFamily.iPhoneDefault
    /// The configuration intent type of an `AppIntentConfiguration`; nil for static widgets.
    public let configurationIntent: (any WidgetConfigurationIntent.Type)?

    let makePlaceholder: @Sendable (TimelineProviderContext) async -> ArchivedEntry
    let makeSnapshot: @Sendable ((any AppIntent)?, TimelineProviderContext) async throws -> ArchivedEntry
    let makeTimeline: @Sendable ((any AppIntent)?, TimelineProviderContext) async throws -> ArchivedTimeline
    let makeRecommendations: @Sendable () async -> [WidgetRecommendation]
    let makeRelevances: @Sendable () async -> WidgetRelevances
    /// One entry of the provider's own type archived (nil for another type): previews' entries.
    let makeEntry: @Sendable (any TimelineEntry, TimelineProviderContext) -> ArchivedEntry?

    /// The configuration schema an editor shows, if configurable.
    public var configurationSchema: IntentSchema? { configurationIntent.map { IntentRegistry.schema(of: $0) } }

    /// The placeholder, archived for the context's family (redacted as a placeholder).
    public func placeholder(in context: TimelineProviderContext) async -> ArchivedEntry { await makePlaceholder(context) }
    /// The gallery snapshot for a configuration (nil: the intent's default configuration,
    /// ``IntentRegistry/completeConfiguration(of:given:)``).
    /// - Throws: ``IntentRebuildError`` when the configuration is of another intent type,
    ///   or the default leaves a parameter without a value (the message names it).
    public func snapshot(for configuration: (any AppIntent)?, in context: TimelineProviderContext) async throws -> ArchivedEntry {
        try await makeSnapshot(configuration, context)
    }
    /// The timeline for a configuration (nil: the default configuration), every entry
    /// archived for the context's family.
    /// - Throws: as ``snapshot(for:in:)``.
    public func timeline(for configuration: (any AppIntent)?, in context: TimelineProviderContext) async throws -> ArchivedTimeline {
        try await makeTimeline(configuration, context)
    }
    /// The provider's recommendations (configurable widgets only).
    public func recommendations() async -> [WidgetRecommendation] { await makeRecommendations() }
    /// The provider's relevances.
    public func relevances() async -> WidgetRelevances { await makeRelevances() }

    /// `entry` archived for `context`, if it is this widget's entry type (a preview's timeline).
    public func archive(_ entry: any TimelineEntry, in context: TimelineProviderContext) -> ArchivedEntry? { makeEntry(entry, context) }
}

extension ArchivedEntry {
    static func archive<Entry: TimelineEntry, Content: View>(
        _ entry: Entry, _ content: (Entry) -> Content, _ context: TimelineProviderContext, placeholder: Bool = false
    ) -> ArchivedEntry {
        let view = ViewArchive.archive(content(entry), family: context.family, renderingMode: context.renderingMode,
                                       redactionReasons: placeholder ? .placeholder : [])
        return ArchivedEntry(date: entry.date, relevance: entry.relevance, view: view)
    }
}

extension ArchivedTimeline {
    static func archive<Entry: TimelineEntry, Content: View>(
        _ timeline: Timeline<Entry>, _ content: (Entry) -> Content, _ context: TimelineProviderContext
    ) -> ArchivedTimeline {
        ArchivedTimeline(entries: timeline.entries.map { .archive($0, content, context) }, policy: timeline.policy)
    }
}
