import Testing
import WidgetRelayKit

/// SiriKit-era configuration as Emoji Rangers still carries it for older systems: an
/// `IntentConfiguration` with an `IntentTimelineProvider`, over the author's stand-in for
/// Xcode's generated `INIntent` subclass. It runs with the intent's default.
final class HeroSelectionIntent: INIntent {
    var heroName: String? = "Spouty"
}

struct SiriKitProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> HeroEntry { HeroEntry(date: Date(), name: "…") }

    func getSnapshot(
        for configuration: HeroSelectionIntent, in context: Context, completion: @escaping (HeroEntry) -> Void
    ) {
        completion(HeroEntry(date: Date(), name: configuration.heroName ?? "none"))
    }

    func getTimeline(
        for configuration: HeroSelectionIntent, in context: Context, completion: @escaping (Timeline<HeroEntry>) -> Void
    ) {
        completion(
            Timeline(
                entries: [
                    HeroEntry(date: Date(timeIntervalSince1970: 1_790_000_000), name: configuration.heroName ?? "none")
                ],
                policy: .never))
    }

    func recommendations() -> [IntentRecommendation<HeroSelectionIntent>] {
        [IntentRecommendation(intent: HeroSelectionIntent(), description: "Spouty")]
    }
}

struct HeroEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct MigratedHeroIntent: CustomIntentMigratedAppIntent, WidgetConfigurationIntent {
    static let intentClassName = "HeroSelectionIntent"
    static let title: LocalizedStringResource = "Select Hero"

    struct HeroOptions: DynamicOptionsProvider {
        func results() async throws -> [String] { ["Spouty", "Egghead"] }
    }

    @Parameter(title: "Hero", optionsProvider: HeroOptions())
    var hero: String?
}

struct SiriKitHeroWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Hero", intent: HeroSelectionIntent.self, provider: SiriKitProvider()) { entry in
            Text(entry.name)
        }
        .configurationDisplayName("Ranger Detail")
        .supportedFamilies([.systemSmall])
    }
}

@Suite("SiriKit-era configuration compiles and runs with the intent's default")
struct SiriKitConfigurationTests {
    @Test("an IntentConfiguration is a widget kind shown with its intent's default, not offered for configuring")
    func intentConfiguration() async throws {
        guard case .widget(let descriptor)? = SiriKitHeroWidget().body.bundleItems.first else {
            Issue.record("no widget"); return
        }
        #expect(
            descriptor.kind == "Hero" && descriptor.displayName == "Ranger Detail"
                && descriptor.configurationIntent == nil)
        let timeline = try await descriptor.timeline(for: nil, in: TimelineProviderContext(family: .systemSmall))
        #expect(timeline.entries.map(\.view.texts) == [["Spouty"]])
        #expect(
            try await descriptor.snapshot(for: nil, in: TimelineProviderContext(family: .systemSmall)).view.texts == [
                "Spouty"
            ])
        #expect(await descriptor.recommendations().isEmpty)
        #expect(MigratedHeroIntent.intentClassName == "HeroSelectionIntent" && MigratedHeroIntent().hero == nil)
    }
}
