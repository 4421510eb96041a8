import Foundation

/// An entry as the phone archived it.
public struct ArchivedEntry: Sendable, Hashable {
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    public var view: ArchivedView
    /// The same entry archived for other places its device draws it in
    /// (``TimelineProviderContext/surfaces``), each in that place's environment.
    public var surfaceViews: [SurfaceVariant: ArchivedView]
    public init(
        date: Date, relevance: TimelineEntryRelevance?, view: ArchivedView,
        surfaceViews: [SurfaceVariant: ArchivedView] = [:]
    ) {
        self.date = date
        self.relevance = relevance
        self.view = view
        self.surfaceViews = surfaceViews
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

    /// The kind's app code: its provider and content closure, with their types erased.
    let code: WidgetCode

    /// The configuration schema an editor shows, if configurable.
    public var configurationSchema: IntentSchema? { configurationIntent.map { IntentRegistry.schema(of: $0) } }

    /// The placeholder, archived for the context's family (redacted as a placeholder).
    /// - Throws: ``MainActorRefusal`` when the phone keeps this widget's views off the main actor.
    public func placeholder(in context: TimelineProviderContext) async throws -> ArchivedEntry {
        try await code.placeholder(context)
    }
    /// The gallery snapshot for a configuration (nil: the intent's default configuration,
    /// ``IntentRegistry/completeConfiguration(of:given:)``).
    /// - Throws: ``IntentRebuildError`` when the configuration is of another intent type,
    ///   or the default leaves a parameter without a value (the message names it);
    ///   ``MainActorRefusal`` when the phone keeps this widget's views off the main actor.
    public func snapshot(for configuration: (any AppIntent)?, in context: TimelineProviderContext) async throws
        -> ArchivedEntry
    {
        try await code.snapshot(configuration, context)
    }
    /// The timeline for a configuration (nil: the default configuration), every entry
    /// archived for the context's family.
    /// - Throws: as ``snapshot(for:in:)``.
    public func timeline(for configuration: (any AppIntent)?, in context: TimelineProviderContext) async throws
        -> ArchivedTimeline
    {
        try await code.timeline(configuration, context)
    }
    /// The provider's recommendations (configurable widgets only).
    public func recommendations() async -> [WidgetRecommendation] { await code.recommendations() }
    /// The provider's relevances.
    public func relevances() async -> WidgetRelevances { await code.relevances() }

    /// `entry` archived for `context`, if it is this widget's entry type (a preview's timeline).
    public func archive(_ entry: any TimelineEntry, in context: TimelineProviderContext) -> ArchivedEntry? {
        code.entry(entry, context)
    }
}

/// A widget kind's app code — its provider's calls and its content closure — with their types
/// erased, each archiving what it got. Apple's frameworks ask neither the provider, nor its
/// entries, nor the content closure to be `Sendable`: this holds them where the descriptor,
/// which the phone shares between its tasks, must be (``AppCodeValue`` says why that is safe).
/// The provider runs where it is called (the phone's app-code threads); the content closure,
/// as on iOS, on the main actor (``EntryArchiver``).
struct WidgetCode: @unchecked Sendable {
    let placeholder: (TimelineProviderContext) async throws -> ArchivedEntry
    let snapshot: ((any AppIntent)?, TimelineProviderContext) async throws -> ArchivedEntry
    let timeline: ((any AppIntent)?, TimelineProviderContext) async throws -> ArchivedTimeline
    let recommendations: () async -> [WidgetRecommendation]
    let relevances: () async -> WidgetRelevances
    /// One entry of the provider's own type archived (nil for another type): previews' entries.
    let entry: (any TimelineEntry, TimelineProviderContext) -> ArchivedEntry?
}

extension ArchivedEntry {
    static func archive<Entry: TimelineEntry>(
        _ entry: Entry, _ content: (Entry) -> any View, _ context: TimelineProviderContext, placeholder: Bool = false
    ) -> ArchivedEntry {
        let redaction: RedactionReasons = placeholder ? .placeholder : []
        let view = ViewArchive.archive(
            AnyView(list: [content(entry)]), family: context.family, renderingMode: context.renderingMode,
            redactionReasons: redaction,
            appearance: ArchiveAppearance(colorScheme: context.colorScheme == .dark ? .dark : .light))
        var surfaceViews: [SurfaceVariant: ArchivedView] = [:]
        for surface in context.surfaces {
            surfaceViews[surface] = ViewArchive.archive(
                AnyView(list: [content(entry)]), family: context.family, renderingMode: surface.renderingMode,
                redactionReasons: redaction, appearance: surface.appearance)
        }
        return ArchivedEntry(date: entry.date, relevance: entry.relevance, view: view, surfaceViews: surfaceViews)
    }
}

extension ArchivedTimeline {
    static func archive<Entry: TimelineEntry>(
        _ timeline: Timeline<Entry>, _ content: (Entry) -> any View, _ context: TimelineProviderContext
    ) -> ArchivedTimeline {
        ArchivedTimeline(entries: timeline.entries.map { .archive($0, content, context) }, policy: timeline.policy)
    }
}

/// A widget's content closure, with its view type erased: what archives an entry or a timeline,
/// on the main actor (``MainActorViews``), as iOS calls a widget's content closure and its views'
/// `body` there.
struct EntryArchiver<Entry: TimelineEntry> {
    /// The widget's kind: whose views these are, for the phone's door to the main actor.
    let kind: String
    let content: (Entry) -> any View

    /// `entry` archived on the main actor.
    func entry(_ entry: Entry, _ context: TimelineProviderContext, placeholder: Bool = false) async throws
        -> ArchivedEntry
    {
        let content = content
        return try await MainActorViews.run(
            for: kind, AppCodeValue { ArchivedEntry.archive(entry, content, context, placeholder: placeholder) })
    }

    /// `timeline`'s entries archived on the main actor, in one unit.
    func timeline(_ timeline: Timeline<Entry>, _ context: TimelineProviderContext) async throws -> ArchivedTimeline {
        let content = content
        return try await MainActorViews.run(
            for: kind, AppCodeValue { ArchivedTimeline.archive(timeline, content, context) })
    }

    /// `entry` archived where the caller is: a preview's, on the main actor already.
    func entryHere(_ entry: Entry, _ context: TimelineProviderContext) -> ArchivedEntry {
        .archive(entry, content, context)
    }
}
