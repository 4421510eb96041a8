import Foundation

/// One preview an author declared, archived from the author's own preview data when asked.
/// Its initializers mirror the forms of `#Preview`, which expands to a call of them; as Apple's
/// preview closures, the author's closures run on the main actor (the program's main thread
/// serves it: `WidgetBundle.main()`), so a main-actor-isolated widget, view or entry previews.
public struct WidgetPreview {
    /// What a preview shows, archived.
    public enum Content: Sendable, Hashable {
        /// A view (`#Preview { … }`).
        case view(ArchivedView)
        /// A widget kind's entries for one family (`timeline:` or `timelineProvider:`).
        case timeline(kind: String, family: WidgetFamily, entries: [ArchivedEntry])
        /// A Live Activity's presentations, one per content state.
        case activity(attributesType: String, kind: ActivityPreviewViewKind, presentations: [ActivityPresentations])
    }

    /// Why a preview could not be archived.
    public struct Failure: Error, Hashable, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// The preview's name, if it has one.
    public let name: String?
    private let make: @MainActor () async throws -> Content

    /// Archives what the preview shows, on the main actor.
    public func content() async throws -> Content { try await make() }

    /// What `#Preview` expands to: the preview `preview` makes, made on the main actor when it
    /// is archived, under the name the macro read from its arguments. A widget of a
    /// main-actor-isolated module conforms to `Widget` on the main actor only, so the preview
    /// of it cannot be made in the registry's nonisolated `preview`.
    public init(named name: String?, onMainActor preview: @escaping @MainActor () -> WidgetPreview) {
        self.name = name
        make = { try await preview().make() }
    }

    /// `#Preview("name") { SomeView() }`
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        make = { .view(ViewArchive.archive(AnyView(list: [body()]), family: nil)) }
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { entries }`
    public init<W: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
    ) {
        self.name = name
        make = {
            let descriptor = try Self.widgetKind(widget())
            let context = TimelineProviderContext(family: family, isPreview: true)
            let entries = try timeline().map { entry in
                guard let archived = descriptor.archive(entry, in: context) else {
                    throw Failure(description: "\(Entry.self) is not the entry type of \(descriptor.kind)'s provider")
                }
                return archived
            }
            return .timeline(kind: descriptor.kind, family: family, entries: entries)
        }
    }

    /// `#Preview(as: .systemSmall, using: configuration) { MyWidget() } timeline: { entries }`:
    /// the entries carry their configuration already, so `intent` is not used again.
    public init<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
    ) {
        self.init(name, as: family, widget: widget, timeline: timeline)
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`: the
    /// widget's own timeline for its default configuration.
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) {
        self.init(name, family: family, providerOf: widget)
    }

    /// `#Preview(as:) { MyWidget() } timelineProvider: { Provider() }` for a configurable widget.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) {
        self.init(name, family: family, providerOf: widget)
    }

    /// The widget's own provider (the one its configuration declares) for its default configuration.
    private init<W: Widget>(_ name: String?, family: WidgetFamily, providerOf widget: @escaping @MainActor () -> W) {
        self.name = name
        make = {
            let descriptor = try Self.widgetKind(widget())
            let timeline = try await descriptor.timeline(
                for: nil, in: TimelineProviderContext(family: family, isPreview: true))
            return .timeline(kind: descriptor.kind, family: family, entries: timeline.entries)
        }
    }

    /// `#Preview("Notification", as: .content, using: attributes) { MyActivity() } contentStates: { … }`
    public init<W: Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping @MainActor () -> W,
        @ActivityContentStateBuilder<Attributes.ContentState> contentStates:
            @escaping @MainActor () -> [Attributes.ContentState]
    ) {
        self.name = name
        make = {
            guard
                case .activity(let descriptor)? = widget().body.bundleItems.first(where: {
                    if case .activity = $0 { true } else { false }
                })
            else { throw Failure(description: "\(W.self) declares no Live Activity") }
            let now = Date()
            let attributesJSON = try JSONEncoder().encode(attributes)
            let presentations = try contentStates().enumerated().map { index, state in
                try descriptor.presentations(
                    for: ActivityRecord(
                        id: "preview-\(index)", attributesType: descriptor.attributesType,
                        attributesJSON: attributesJSON,
                        contentStateJSON: try JSONEncoder().encode(state), staleDate: nil, relevanceScore: 0,
                        state: .active,
                        pushToken: nil, startedAt: now, contentUpdatedAt: now), isStale: false)
            }
            return .activity(attributesType: descriptor.attributesType, kind: kind, presentations: presentations)
        }
    }

    private static func widgetKind(_ widget: some Widget) throws -> WidgetKindDescriptor {
        for item in widget.body.bundleItems { if case .widget(let descriptor) = item { return descriptor } }
        throw Failure(description: "\(type(of: widget)) declares no widget kind")
    }
}
