/// Supplies a static widget's entries, completion-handler style (`TimelineProvider`).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    /// An entry with sample data, shown redacted until the first timeline.
    func placeholder(in context: Context) -> Entry
    /// An entry for the gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// When the widget is relevant (watch Smart Stack).
    func relevances() async -> WidgetRelevances
}

extension TimelineProvider {
    public func relevances() async -> WidgetRelevances { WidgetRelevances() }

    func snapshot(in context: Context) async -> Entry {
        await withCheckedContinuation { continuation in
            getSnapshot(in: context) { continuation.resume(returning: AppCodeValue($0)) }
        }.value
    }

    func timeline(in context: Context) async -> Timeline<Entry> {
        await withCheckedContinuation { continuation in
            getTimeline(in: context) { continuation.resume(returning: AppCodeValue($0)) }
        }.value
    }
}

/// Supplies a configurable widget's entries, async style (`AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    /// An entry with sample data, shown redacted until the first timeline.
    func placeholder(in context: Context) async -> Entry
    /// An entry for the gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline for a configuration.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured widgets for the watch; empty lets people configure it.
    func recommendations() async -> [AppIntentRecommendation<Intent>]
    /// When the widget is relevant (watch Smart Stack).
    func relevances() async -> WidgetRelevances
}

extension AppIntentTimelineProvider {
    public func recommendations() async -> [AppIntentRecommendation<Intent>] { [] }
    public func relevances() async -> WidgetRelevances { WidgetRelevances() }
}
