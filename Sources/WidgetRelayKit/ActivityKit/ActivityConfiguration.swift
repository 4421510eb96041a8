import Foundation

/// What a Live Activity's views are given (`ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    /// Whether the stale date has passed without a newer update.
    public let isStale: Bool
    public let activityID: String
}

/// The extra sizes an activity supports (`ActivityFamily`).
public enum ActivityFamily: String, Sendable, Hashable, CaseIterable {
    /// The small family: watch Smart Stack and CarPlay.
    case small
    case medium
}

/// A Live Activity's presentations, archived.
public struct ActivityPresentations: Sendable, Hashable {
    public var lockScreen: ArchivedView
    public var compactLeading: ArchivedView?
    public var compactTrailing: ArchivedView?
    public var minimal: ArchivedView?
    public var expandedLeading: ArchivedView?
    public var expandedTrailing: ArchivedView?
    public var expandedCenter: ArchivedView?
    public var expandedBottom: ArchivedView?
    /// The small family (`.supplementalActivityFamilies([.small])`).
    public var small: ArchivedView?
    /// `DynamicIsland.keylineTint(_:)`: the tint of the island's edge.
    public var keylineTint: ColorValue?
    /// The island presentations' content margins (`contentMargins(_:_:)`, `contentMargins(_:_:for:)`).
    public var islandMargins: DynamicIslandMargins

    public init(
        lockScreen: ArchivedView, compactLeading: ArchivedView? = nil, compactTrailing: ArchivedView? = nil,
        minimal: ArchivedView? = nil, expandedLeading: ArchivedView? = nil, expandedTrailing: ArchivedView? = nil,
        expandedCenter: ArchivedView? = nil, expandedBottom: ArchivedView? = nil, small: ArchivedView? = nil,
        keylineTint: ColorValue? = nil, islandMargins: DynamicIslandMargins = DynamicIslandMargins()
    ) {
        self.lockScreen = lockScreen
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expandedLeading = expandedLeading
        self.expandedTrailing = expandedTrailing
        self.expandedCenter = expandedCenter
        self.expandedBottom = expandedBottom
        self.small = small
        self.keylineTint = keylineTint
        self.islandMargins = islandMargins
    }
}

/// One Live Activity kind of a bundle, with its types erased.
public struct ActivityKindDescriptor: Sendable {
    /// The attributes type's name.
    public let attributesType: String
    /// `.supplementalActivityFamilies(_:)`
    public internal(set) var supplementalFamilies: [ActivityFamily] = []
    let makePresentations: @Sendable (ActivityRecord, Bool, [ActivityFamily]) throws -> ActivityPresentations
    let decodeContentState: @Sendable (Data) throws -> Void

    /// Archives every presentation for an activity's current content, on the caller's thread
    /// (a test's, a preview's on the main actor).
    public func presentations(for record: ActivityRecord, isStale: Bool) throws -> ActivityPresentations {
        try makePresentations(record, isStale, supplementalFamilies)
    }

    /// Archives every presentation for an activity's current content on the main actor, as iOS
    /// runs a Live Activity's views (``MainActorViews``): how the phone archives them.
    /// - Throws: as ``presentations(for:isStale:)``; ``MainActorRefusal`` when the phone keeps
    ///   this kind's views off the main actor.
    public func archivePresentations(for record: ActivityRecord, isStale: Bool) async throws -> ActivityPresentations {
        let make = makePresentations, families = supplementalFamilies
        return try await MainActorViews.run(
            for: attributesType, AppCodeValue { Result { try make(record, isStale, families) } }
        ).get()
    }

    /// Refuses a content state (a push's JSON) that is not this kind's `ContentState`
    /// or holds a date outside ``WireDateRange``; the error names the key.
    public func checkContentState(_ json: Data) throws {
        try decodeContentState(json)
    }
}

/// A Live Activity's views (`ActivityConfiguration(for:content:dynamicIsland:)`).
public struct ActivityConfiguration: WidgetConfiguration {
    public let bundleItems: [BundleItem]

    public init<Attributes: ActivityAttributes, Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        bundleItems = [.activity(Self.descriptor(Attributes.self, content: content, dynamicIsland: dynamicIsland))]
    }

    /// Without a Dynamic Island (macOS, CarPlay-only activities).
    public init<Attributes: ActivityAttributes, Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content
    ) {
        bundleItems = [.activity(Self.descriptor(Attributes.self, content: content, dynamicIsland: nil))]
    }

    private static func descriptor<Attributes: ActivityAttributes, Content: View>(
        _ type: Attributes.Type,
        content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: ((ActivityViewContext<Attributes>) -> DynamicIsland)?
    ) -> ActivityKindDescriptor {
        // The closures are app code, which Apple does not ask to be Sendable (AppCodeValue).
        let views = AppCodeValue(
            (
                content: { (context: ActivityViewContext<Attributes>) -> any View in content(context) },
                dynamicIsland: dynamicIsland
            ))
        return ActivityKindDescriptor(
            attributesType: Attributes.attributesTypeName,
            makePresentations: { record, isStale, families in
                let content = views.value.content, dynamicIsland = views.value.dynamicIsland
                let attributes = try WireDateRange.checkedJSONDecoder().decode(
                    Attributes.self, from: record.attributesJSON)
                let state = try WireDateRange.checkedJSONDecoder().decode(
                    Attributes.ContentState.self, from: record.contentStateJSON)
                let context = ActivityViewContext(
                    attributes: attributes, state: state, isStale: isStale, activityID: record.id)
                let island = dynamicIsland?(context)
                func archive(_ view: (any View)?, small: Bool = false, inIsland: Bool = true) -> ArchivedView? {
                    guard let view else { return nil }
                    var environment = EnvironmentValues()
                    environment.activityFamily = small ? .small : .medium
                    // The Dynamic Island is always dark: iOS draws its presentations in the dark colour
                    // scheme (`\.colorScheme` reads `.dark`, the default foreground is white, catalog
                    // colours take their dark variants), whatever the phone's own appearance.
                    var appearance = ArchiveAppearance.standard
                    if inIsland {
                        environment.colorScheme = .dark
                        appearance.colorScheme = .dark
                    }
                    var archived = ViewArchive.archive(
                        AnyView(list: [view]), family: nil, environment: environment, appearance: appearance)
                    // DynamicIsland.widgetURL(_:): what a tap on any island presentation opens, unless it names its own.
                    if inIsland, archived.widgetURL == nil { archived.widgetURL = island?.widgetURL }
                    return archived
                }
                let region = { (position: DynamicIslandExpandedRegionPosition) in
                    island?.expanded.first { $0.position == position }?.content
                }
                return ActivityPresentations(
                    lockScreen: ViewArchive.archive(
                        AnyView(list: [content(context)]), family: nil, environment: EnvironmentValues()),
                    compactLeading: archive(island?.compactLeading), compactTrailing: archive(island?.compactTrailing),
                    minimal: archive(island?.minimal),
                    expandedLeading: archive(region(.leading)), expandedTrailing: archive(region(.trailing)),
                    expandedCenter: archive(region(.center)), expandedBottom: archive(region(.bottom)),
                    small: families.contains(.small) ? archive(content(context), small: true, inIsland: false) : nil,
                    keylineTint: island?.keylineTint, islandMargins: DynamicIslandMargins(island)
                )
            },
            decodeContentState: { json in
                _ = try WireDateRange.checkedJSONDecoder().decode(Attributes.ContentState.self, from: json)
            })
    }
}

extension WidgetConfiguration {
    /// `.supplementalActivityFamilies(_:)`
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(
            bundleItems: bundleItems.map { item in
                guard case .activity(var activity) = item else { return item }
                activity.supplementalFamilies = families
                return .activity(activity)
            })
    }
}

extension EnvironmentValues {
    /// `\.activityFamily`: the family a Live Activity is drawn in, `.small` while archiving the
    /// small family, else `.medium` (the Lock Screen's and the Dynamic Island's, as Apple's).
    public var activityFamily: ActivityFamily {
        get { activityFamilyStorage }
        set { activityFamilyStorage = newValue }
    }
}

/// Where an expanded region sits (`DynamicIslandExpandedRegionPosition`).
public enum DynamicIslandExpandedRegionPosition: Sendable, Hashable {
    case leading, trailing, center, bottom
}

/// One expanded region (`DynamicIslandExpandedRegion(.leading) { … }`).
public struct DynamicIslandExpandedRegion {
    let position: DynamicIslandExpandedRegionPosition
    let content: any View
    /// `.contentMargins(_:_:)`
    var margins = DynamicIslandContentMargins()
    public init(_ position: DynamicIslandExpandedRegionPosition, @ViewBuilder content: () -> some View) {
        self.position = position
        self.content = content()
    }
}

/// Collects expanded regions (`DynamicIslandExpandedContentBuilder`).
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression(_ region: DynamicIslandExpandedRegion) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: [region])
    }
    /// A builder function's result used inside another (`expanded(context)`).
    public static func buildExpression<Content: View>(_ content: DynamicIslandExpandedContent<Content>)
        -> DynamicIslandExpandedContent<AnyView>
    {
        DynamicIslandExpandedContent(regions: content.regions)
    }
    public static func buildBlock(_ parts: DynamicIslandExpandedContent<AnyView>...) -> DynamicIslandExpandedContent<
        AnyView
    > {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }
    public static func buildOptional(_ part: DynamicIslandExpandedContent<AnyView>?) -> DynamicIslandExpandedContent<
        AnyView
    > {
        part ?? DynamicIslandExpandedContent(regions: [])
    }
    public static func buildEither(first part: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<
        AnyView
    > { part }
    public static func buildEither(second part: DynamicIslandExpandedContent<AnyView>) -> DynamicIslandExpandedContent<
        AnyView
    > { part }
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent<AnyView>)
        -> DynamicIslandExpandedContent<AnyView>
    { part }
}

/// The expanded regions a `@DynamicIslandExpandedContentBuilder` made
/// (`DynamicIslandExpandedContent<some View>`); `Content` is SwiftUI's type-level trace of the views.
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandExpandedRegion]
}

/// The Dynamic Island presentations (`DynamicIsland { … } compactLeading: … compactTrailing: … minimal: …`).
public struct DynamicIsland {
    let expanded: [DynamicIslandExpandedRegion]
    let compactLeading: any View
    let compactTrailing: any View
    let minimal: any View
    var widgetURL: URL?
    var keylineTint: ColorValue?
    /// `.contentMargins(_:_:for:)`, by presentation.
    var margins: [DynamicIslandMode: DynamicIslandContentMargins] = [:]

    public init<Expanded: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: () -> some View,
        @ViewBuilder compactTrailing: () -> some View,
        @ViewBuilder minimal: () -> some View
    ) {
        self.expanded = expanded().regions
        self.compactLeading = compactLeading()
        self.compactTrailing = compactTrailing()
        self.minimal = minimal()
    }

    /// `.widgetURL(_:)`: what a tap on the island opens, where a presentation names none of its own.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.widgetURL = url
        return island
    }

    /// `.keylineTint(_:)`: the tint of the island's edge.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color?.value
        return island
    }
}
