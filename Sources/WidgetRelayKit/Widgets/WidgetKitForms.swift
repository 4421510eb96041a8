import Foundation

// WidgetKit's other forms of names the kit has, as real extensions write them.

extension WidgetFamily: CustomStringConvertible {
    /// `description`: the family's name (`systemSmall`), as WidgetKit's.
    public var description: String { rawValue }
}

extension WidgetConfiguration {
    /// `.configurationDisplayName(_:)` with a string that is not a literal.
    @_disfavoredOverload
    public func configurationDisplayName(_ name: some StringProtocol) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.displayName = String(name) }
    }
    /// `.configurationDisplayName(_:)` with a `Text`.
    public func configurationDisplayName(_ name: Text) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.displayName = name.content.runs.map(\.plainText).joined() }
    }
    /// `.description(_:)` with a string that is not a literal.
    @_disfavoredOverload
    public func description(_ text: some StringProtocol) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.description = String(text) }
    }
    /// `.description(_:)` with a `Text`.
    public func description(_ text: Text) -> ModifiedWidgetConfiguration {
        mapWidgets { $0.description = text.content.runs.map(\.plainText).joined() }
    }
    /// `.onBackgroundURLSessionEvents(matching:_:)`: accepted; the phone's extensions make no
    /// background transfers.
    public func onBackgroundURLSessionEvents(
        matching matchingString: String? = nil,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> ModifiedWidgetConfiguration {
        mapWidgets { _ in }
    }
    /// `.disfavoredLocations(_:for:)`: accepted; mirrors show every family they support.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> ModifiedWidgetConfiguration
    {
        mapWidgets { _ in }
    }
    /// `.pushHandler(_:)`: accepted (widget push updates come through the phone's own `push`).
    public func pushHandler<Handler>(_ handler: Handler.Type) -> ModifiedWidgetConfiguration { mapWidgets { _ in } }
}

/// Where a widget may be shown (`WidgetLocation`), for `.disfavoredLocations(_:for:)`.
public struct WidgetLocation: Sendable, Hashable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let carPlay = WidgetLocation(name: "carPlay")
}

extension AppIntentRecommendation {
    /// `AppIntentRecommendation(intent:description:)` with a string that is not a literal.
    @_disfavoredOverload
    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: LocalizedStringResource(String(description)))
    }
    /// `AppIntentRecommendation(intent:description:)` with a `Text`.
    public init(intent: Intent, description: Text) {
        self.init(
            intent: intent, description: LocalizedStringResource(description.content.runs.map(\.plainText).joined()))
    }
}

extension WidgetBundleBuilder {
    /// `WidgetBundleBuilder.buildBlock(A(), B())`, called directly: how an app lists widgets
    /// under `if #available` (a bundle's `body` returns it).
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> some Widget {
        var items: [BundleItem] = []
        for widget in repeat each widget { items += widget.body.bundleItems }
        return WidgetBundleContents(items: items)
    }
    /// `buildLimitedAvailability(_:)`: what `if #available` in a bundle's body builds.
    public static func buildLimitedAvailability(_ items: [BundleItem]) -> [BundleItem] { items }
}
