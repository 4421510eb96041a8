import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

// Xcode 16's watchOS widget-extension template (a complication), as Xcode writes it; only
// the imports are changed and `@main` is left off the widget (a test program has its own).

struct WatchConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct WatchProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WatchSimpleEntry {
        WatchSimpleEntry(date: Date(), configuration: WatchConfigurationAppIntent())
    }

    func snapshot(for configuration: WatchConfigurationAppIntent, in context: Context) async -> WatchSimpleEntry {
        WatchSimpleEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: WatchConfigurationAppIntent, in context: Context) async -> Timeline<
        WatchSimpleEntry
    > {
        var entries: [WatchSimpleEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = WatchSimpleEntry(date: entryDate, configuration: configuration)
            entries.append(entry)
        }

        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<WatchConfigurationAppIntent>] {
        // Create an array with all the preconfigured widgets to show.
        [AppIntentRecommendation(intent: WatchConfigurationAppIntent(), description: "Example Widget")]
    }
}

struct WatchSimpleEntry: TimelineEntry {
    let date: Date
    let configuration: WatchConfigurationAppIntent
}

struct WatchWidgetEntryView: View {
    var entry: WatchProvider.Entry

    var body: some View {
        VStack {
            HStack {
                Text("Time:")
                Text(entry.date, style: .time)
            }

            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct WatchWidget: Widget {
    let kind: String = "WatchWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: WatchConfigurationAppIntent.self, provider: WatchProvider()) {
            entry in
            WatchWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

extension WatchConfigurationAppIntent {
    fileprivate static var smiley: WatchConfigurationAppIntent {
        let intent = WatchConfigurationAppIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }

    fileprivate static var starEyes: WatchConfigurationAppIntent {
        let intent = WatchConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

#Preview(as: .accessoryRectangular) {
    WatchWidget()
} timeline: {
    WatchSimpleEntry(date: .now, configuration: .smiley)
    WatchSimpleEntry(date: .now, configuration: .starEyes)
}

/// The watch template compiles against WidgetRelayKit alone, archives for every accessory
/// family with its recommendation, and draws in both renderers.
@Suite("Xcode's watch complication template")
struct WatchComplicationTemplateTests {
    @Test(
        "five hourly entries per accessory family, drawn as text and HTML; the recommendation is the template's",
        arguments: [WidgetFamily.accessoryRectangular, .accessoryCircular, .accessoryCorner, .accessoryInline])
    func complication(_ family: WidgetFamily) async throws {
        guard case .widget(let widget)? = WatchWidget().body.bundleItems.first else {
            Issue.record("no widget kind"); return
        }
        #expect(widget.kind == "WatchWidget")
        #expect(await widget.recommendations().map(\.description) == ["Example Widget"])
        let timeline = try await AppEnvironment.$current.withValue(.inMemory()) {
            try await widget.timeline(for: nil, in: TimelineProviderContext(family: family, renderingMode: .accented))
        }
        #expect(timeline.entries.count == 5)
        #expect(
            zip(timeline.entries, timeline.entries.dropFirst()).allSatisfy {
                $1.date.timeIntervalSince($0.date) == 3600
            })
        for entry in timeline.entries {
            #expect(
                entry.view.family == family && entry.view.texts.contains("Favorite Emoji:")
                    && entry.view.texts.last == "😃")
            let text = TextRenderer.render(entry.view, RenderOptions(now: entry.date)).lines.joined(separator: "\n")
            #expect(
                text.contains("Favorite Emoji:") && text.contains("😃")
                    && text.contains(TextRenderer.format(entry.date, .time, now: entry.date)))
            let html = HTMLRenderer.render(entry.view, RenderOptions(now: entry.date))
            #expect(
                html.hasPrefix(#"<div class="wr-widget "#) && html.contains("Favorite Emoji:")
                    && !html.contains("wr-symbol-missing"))
        }
    }

    @Test("the template's #Preview is found in the program and archives its two entries")
    func preview() async throws {
        let registry = try #require(
            PreviewRecords.all.first { $0.source.hasPrefix("MirrorTests/WatchComplicationTemplateTests.swift:") })
        guard case .timeline("WatchWidget", .accessoryRectangular, let entries) = try await registry.preview.content()
        else {
            Issue.record("not the template's timeline preview")
            return
        }
        #expect(entries.map { $0.view.texts.last } == ["😀", "🤩"])
    }
}
