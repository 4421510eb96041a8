import Testing
import WidgetRelayKit

// A widget and a Live Activity as Xcode 16's widget-extension template writes them, with its
// `#Preview`s; only the imports are changed.

struct EmojiIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"
    static let description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: EmojiIntent())
    }

    func snapshot(for configuration: EmojiIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: EmojiIntent, in context: Context) async -> Timeline<EmojiEntry> {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let entries = (0..<3).map {
            EmojiEntry(date: start.addingTimeInterval(Double($0) * 3600), configuration: configuration)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: EmojiIntent
}

struct EmojiEntryView: View {
    var entry: EmojiProvider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)
            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: EmojiIntent.self, provider: EmojiProvider()) { entry in
            EmojiEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

extension EmojiIntent {
    fileprivate static var smiley: EmojiIntent {
        let intent = EmojiIntent()
        intent.favoriteEmoji = "😀"
        return intent
    }

    fileprivate static var starEyes: EmojiIntent {
        let intent = EmojiIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: .now, configuration: .smiley)
    EmojiEntry(date: .now, configuration: .starEyes)
}

#Preview("Provider", as: .systemMedium) {
    EmojiWidget()
} timelineProvider: {
    EmojiProvider()
}

extension TemplateAttributes {
    fileprivate static var preview: TemplateAttributes {
        TemplateAttributes(name: "World")
    }
}

extension TemplateAttributes.ContentState {
    fileprivate static var smiley: TemplateAttributes.ContentState {
        TemplateAttributes.ContentState(emoji: "😀")
    }

    fileprivate static var starEyes: TemplateAttributes.ContentState {
        TemplateAttributes.ContentState(emoji: "🤩")
    }
}

#Preview("Notification", as: .content, using: TemplateAttributes.preview) {
    TemplateLiveActivity()
} contentStates: {
    TemplateAttributes.ContentState.smiley
    TemplateAttributes.ContentState.starEyes
}

#Preview {
    EmojiEntryView(entry: EmojiEntry(date: .now, configuration: .smiley))
}

struct EmojiWidget_Previews: PreviewProvider {
    static var previews: some View {
        EmojiEntryView(entry: EmojiEntry(date: .now, configuration: .starEyes))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Small")
            .previewLayout(.sizeThatFits)
    }
}

/// The previews above compile as the template writes them; `WidgetPreview`, which each
/// expands to a call of, archives the author's own preview data.
@Suite("Previews archive the author's own preview data")
struct PreviewTests {
    @Test("a timeline preview archives its entries with the widget's view, for its family")
    func timeline() async throws {
        let preview = WidgetPreview(as: .systemSmall) {
            EmojiWidget()
        } timeline: {
            EmojiEntry(date: .now, configuration: .smiley)
            EmojiEntry(date: .now, configuration: .starEyes)
        }
        guard case .timeline(let kind, let family, let entries) = try await preview.content() else {
            Issue.record("not a timeline"); return
        }
        #expect(kind == "EmojiWidget" && family == .systemSmall)
        #expect(entries.map { $0.view.texts.last } == ["😀", "🤩"])
        #expect(entries.allSatisfy { $0.view.family == .systemSmall && $0.view.containerBackground != nil })
    }

    @Test("a provider preview archives the provider's timeline for the default configuration")
    func provider() async throws {
        let preview = WidgetPreview("Provider", as: .systemMedium) {
            EmojiWidget()
        } timelineProvider: {
            EmojiProvider()
        }
        guard case .timeline(_, .systemMedium, let entries) = try await preview.content() else {
            Issue.record("not a timeline"); return
        }
        #expect(preview.name == "Provider")
        #expect(entries.count == 3 && entries.allSatisfy { $0.view.texts.last == "😃" })
    }

    @Test("a Live Activity preview archives every presentation for each content state")
    func activity() async throws {
        let preview = WidgetPreview("Notification", as: .content, using: TemplateAttributes(name: "World")) {
            TemplateLiveActivity()
        } contentStates: {
            TemplateAttributes.ContentState(emoji: "😀")
            TemplateAttributes.ContentState(emoji: "🤩")
        }
        guard case .activity(let type, .content, let presentations) = try await preview.content() else {
            Issue.record("not an activity"); return
        }
        #expect(type == TemplateAttributes.attributesTypeName)
        #expect(presentations.map(\.lockScreen.texts) == [["Hello 😀"], ["Hello 🤩"]])
        #expect(presentations.first?.keylineTint == .named("red"))
    }

    @Test("a view preview archives the view; a widget that is not the entry's fails with a clear message")
    func viewAndFailure() async throws {
        let preview = WidgetPreview { Text("Hi") }
        #expect(try await preview.content() == .view(ViewArchive.archive(Text("Hi"), family: nil)))
        let wrong = WidgetPreview(as: .systemSmall) {
            EmojiWidget()
        } timeline: {
            TemplateEntryOfAnotherType(date: .now)
        }
        await #expect(
            throws: WidgetPreview.Failure(
                description: "TemplateEntryOfAnotherType is not the entry type of EmojiWidget's provider")
        ) {
            try await wrong.content()
        }
        let noActivity = WidgetPreview(as: .content, using: TemplateAttributes(name: "x")) {
            EmojiWidget()
        } contentStates: {
            TemplateAttributes.ContentState(emoji: "x")
        }
        await #expect(throws: WidgetPreview.Failure(description: "EmojiWidget declares no Live Activity")) {
            try await noActivity.content()
        }
    }

    @Test("the program finds every #Preview of this file, with where it was declared, as the phone's catalog does")
    func found() async throws {
        let here = PreviewRecords.all.filter { $0.source.hasPrefix("WidgetRelayKitTests/PreviewTests.swift:") }
            .sorted { Int($0.source.split(separator: ":").last!)! < Int($1.source.split(separator: ":").last!)! }
        #expect(here.map { $0.preview.name } == [nil, "Provider", "Notification", nil])
        #expect(
            here.map { $0.source } == [
                "WidgetRelayKitTests/PreviewTests.swift:76", "WidgetRelayKitTests/PreviewTests.swift:83",
                "WidgetRelayKitTests/PreviewTests.swift:105", "WidgetRelayKitTests/PreviewTests.swift:112",
            ])
        var kinds: [String] = []
        for registry in here {
            switch try await registry.preview.content() {
            case .timeline(let kind, let family, let entries):
                kinds.append("\(kind) \(family.rawValue) \(entries.count)")
            case .activity(let type, _, let states): kinds.append("\(type) \(states.count)")
            case .view(let view): kinds.append("view \(view.texts.last ?? "")")
            }
        }
        // A phone serving this module's bundle offers this module's previews, not a linked library's (SampleApps declares some).
        let declared = PreviewRecords.declared(beside: TemplateBundle())
        #expect(!declared.isEmpty && declared.allSatisfy { $0.source.hasPrefix("WidgetRelayKitTests/") })
        #expect(PreviewRecords.all.contains { $0.source.hasPrefix("SampleApps/") })
        #expect(
            kinds == [
                "EmojiWidget systemSmall 2", "EmojiWidget systemMedium 3", "\(TemplateAttributes.attributesTypeName) 2",
                "view 😀",
            ])
    }
}

/// The template's bundle, to scope previews to its module.
struct TemplateBundle: WidgetBundle {
    var body: some Widget {
        EmojiWidget()
    }
}

struct TemplateEntryOfAnotherType: TimelineEntry {
    let date: Date
}
