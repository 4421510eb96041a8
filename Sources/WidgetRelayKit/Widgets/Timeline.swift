import Foundation

/// One moment of a widget's life (`TimelineEntry`).
public protocol TimelineEntry {
    /// When the entry becomes current.
    var date: Date { get }
    /// How relevant it is, for Smart Stacks.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// `TimelineEntryRelevance(score:duration:)`
public struct TimelineEntryRelevance: Sendable, Hashable {
    /// Relative relevance; higher is more relevant, 0 is not relevant.
    public let score: Float
    /// How long the score holds from the entry's date; 0 means until the next entry.
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks the provider for a new timeline (`TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Sendable, Hashable {
    /// The policies, as data.
    public enum Kind: Sendable, Hashable {
        case atEnd
        case after(Date)
        case never
    }
    public let kind: Kind
    public init(_ kind: Kind) { self.kind = kind }

    /// Reload after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(.atEnd)
    /// Reload only when the app asks (WidgetCenter).
    public static let never = TimelineReloadPolicy(.never)
    /// Reload at `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(.after(date)) }
}

/// Entries and a reload policy (`Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// What a provider is told about where its widget is shown (`TimelineProviderContext`).
public struct TimelineProviderContext: Sendable, Hashable {
    /// The family being shown.
    public let family: WidgetFamily
    /// Whether this is for the widget gallery.
    public let isPreview: Bool
    /// The size in points.
    public let displaySize: Size
    /// The rendering mode of the surface (used when archiving).
    public let renderingMode: WidgetRenderingMode
    /// The surface's `\.colorScheme` when archiving (a watch's is dark, as watchOS draws widgets).
    public let colorScheme: ColorScheme
    /// The other places each entry is archived for too (``ArchivedEntry/surfaceViews``), as
    /// WidgetKit draws one entry in each of its context's environment variants; those that do
    /// not show the family are left out.
    public let surfaces: [SurfaceVariant]

    public init(
        family: WidgetFamily, isPreview: Bool = false, renderingMode: WidgetRenderingMode = .fullColor,
        colorScheme: ColorScheme = .light, surfaces: [SurfaceVariant] = []
    ) {
        self.family = family
        self.isPreview = isPreview
        let size = family.displaySize
        displaySize = Size(width: size.width, height: size.height)
        self.renderingMode = renderingMode
        self.colorScheme = colorScheme
        self.surfaces = surfaces.filter { $0.shows(family) }
    }

    /// A width and height in points.
    public struct Size: Sendable, Hashable {
        public let width: Double
        public let height: Double
    }
}
