@testable import SeedConfigurable
@testable import SeedGuide
@testable import SeedInteractivity
import Testing
import WidgetRelayKit

/// The seeds' widgets, controls and Live Activities, by seed document. Views the seeds
/// never put in a widget get one here (every family), so they archive too. The guide's
/// three Live Activities share `DeliveryAttributes`; a bundle holds one configuration per
/// attributes type, so each is listed on its own.
enum Catalog {
    static var widgets: [WidgetKindDescriptor] {
        items.compactMap { if case .widget(let widget) = $0 { widget } else { nil } }
    }

    static var controls: [ControlKindDescriptor] {
        items.compactMap { if case .control(let control) = $0 { control } else { nil } }
    }

    /// Each widget in each family it supports: the test arguments.
    static var widgetFamilies: [WidgetInFamily] {
        widgets.flatMap { widget in widget.supportedFamilies.map { WidgetInFamily(kind: widget.kind, family: $0) } }
    }

    static func widget(_ kind: String) -> WidgetKindDescriptor? { widgets.first { $0.kind == kind } }

    static let activities: [String: ActivityKindDescriptor] = [
        "DeliveryLiveActivity": activity(SeedGuide.DeliveryLiveActivity().body.bundleItems),
        "CarPlayDeliveryActivity": activity(SeedGuide.CarPlayDeliveryActivity().body.bundleItems),
        "MacDeliveryActivity": activity(SeedGuide.MacDeliveryActivity().body.bundleItems),
    ]

    private static func activity(_ items: [BundleItem]) -> ActivityKindDescriptor {
        items.compactMap { if case .activity(let activity) = $0 { activity } else { nil } }[0]
    }

    private static var items: [BundleItem] {
        interactivity + configurable + guide
    }

    private static var interactivity: [BundleItem] {
        SeedInteractivity.EmojiRangerWidget().body.bundleItems + SeedInteractivity.TodoWidget().body.bundleItems
    }

    private static var configurable: [BundleItem] {
        SeedConfigurable.CharacterDetailWidget().body.bundleItems
    }

    private static var guide: [BundleItem] {
        [
            SeedGuide.SimpleWidget().body.bundleItems, GlassWidget().body.bundleItems,
            InteractiveWidget().body.bundleItems,
            ConfigurableWidget().body.bundleItems, RelevantWidget().body.bundleItems,
            StaticConfiguration(kind: "EfficientProvider", provider: EfficientProvider()) { SmallWidgetView(entry: $0) }
                .bundleItems,
            everyFamily("ToggleWidgetView") {
                ToggleWidgetView(entry: SettingEntry(date: Date(), id: "feature", isEnabled: true))
            },
            everyFamily("AccentedRenderingModesView") { AccentedRenderingModesView() },
            everyFamily("AdaptiveWidgetView") { AdaptiveWidgetView() },
            everyFamily("EfficientImageView") { EfficientImageView() },
            QuickToggleControl().body.bundleItems, QuickActionControl().body.bundleItems,
        ].flatMap { $0 }
    }

    private static func everyFamily(_ kind: String, _ view: @escaping @Sendable () -> some View) -> [BundleItem] {
        StaticConfiguration(kind: kind, provider: SeedGuide.Provider()) { _ in view() }
            .supportedFamilies(WidgetFamily.allCases).bundleItems
    }
}

/// One widget kind in one family.
struct WidgetInFamily: Sendable, CustomTestStringConvertible {
    let kind: String
    let family: WidgetFamily
    var testDescription: String { "\(kind) in \(family)" }
}
