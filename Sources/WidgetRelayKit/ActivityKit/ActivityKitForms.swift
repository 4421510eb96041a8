import Foundation

// ActivityKit's other forms, as extensions written before iOS 16.2 (and since) call them.

extension Activity {
    /// `Activity.request(attributes:contentState:pushType:)` (iOS 16.1's form): no stale date.
    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// `update(using:)` (iOS 16.1's form).
    public func update(using contentState: Attributes.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// `update(_:alertConfiguration:)`: the alert is for the device's Lock Screen and
    /// Dynamic Island; mirrors show the update without one.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?)
        async
    {
        await update(content)
    }

    /// `update(using:alertConfiguration:)` (iOS 16.1's form).
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// `end(using:dismissalPolicy:)` (iOS 16.1's form; `end(dismissalPolicy:)` ends with the
    /// last content, as Apple's default `nil` does).
    public func end(
        using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    /// `contentState` (iOS 16.1's name for the content's state).
    public var contentState: Attributes.ContentState { content.state }
}

/// An alert for an update (`AlertConfiguration`): kept for the author; mirrors do not alert.
public struct AlertConfiguration: Sendable, Hashable {
    public let title: LocalizedStringResource
    public let body: LocalizedStringResource
    public let sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// `AlertConfiguration.AlertSound`
    public enum AlertSound: Sendable, Hashable {
        case `default`
        case named(String)
    }
}

extension ActivityAuthorizationInfo {
    /// `activityEnablementUpdates`: whether Live Activities are enabled, now (this host does
    /// not change it while it runs).
    public var activityEnablementUpdates: AsyncStream<Bool> {
        let enabled = areActivitiesEnabled
        return AsyncStream { continuation in
            continuation.yield(enabled)
            continuation.finish()
        }
    }

    /// `frequentPushesEnabled`
    public var frequentPushesEnabled: Bool { false }
}

extension ActivityAttributes {
    /// `attributes.previewContext(state, viewKind: .content)` in a `PreviewProvider`: that
    /// presentation of the Live Activity, one preview of its provider (``PreviewProviders``).
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreviewContextView(attributes: self, state: contentState, kind: viewKind)
    }
}

/// Where a region's content sits vertically (`.dynamicIsland(verticalPlacement:)`).
public struct DynamicIslandVerticalPlacement: Sendable, Hashable {
    let name: String
    /// `.belowIfTooWide`: below the camera when too wide to sit beside it.
    public static let belowIfTooWide = DynamicIslandVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// `.dynamicIsland(verticalPlacement:)`: accepted; the page lays a region's content out in its region.
    public func dynamicIsland(verticalPlacement: DynamicIslandVerticalPlacement) -> some View { self }
}

/// A presentation of the Dynamic Island, for `contentMargins(_:_:for:)` (`DynamicIslandMode`).
public struct DynamicIslandMode: Sendable, Hashable {
    let name: String
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

extension DynamicIslandExpandedRegion {
    /// `DynamicIslandExpandedRegion(_:priority:content:)`: the priority says which region gets
    /// the width first; mirrors give each region its place whatever its priority.
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double, @ViewBuilder content: () -> some View
    ) {
        self.init(position, content: content)
    }
}
