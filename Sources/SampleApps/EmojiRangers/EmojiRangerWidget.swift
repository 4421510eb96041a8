import WidgetRelayKit

extension EmojiRangers {
    struct SimpleEntry: TimelineEntry {
        let date: Date
        let hero: EmojiRanger
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), hero: .spouty)
        }

        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
            completion(SimpleEntry(date: Date(), hero: .spouty))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            // The hero's health changes only through the game or a SuperCharge, which reload the widget.
            completion(Timeline(entries: [SimpleEntry(date: Date(), hero: EmojiRanger.currentHero)], policy: .never))
        }
    }

    /// The hero's avatar, name and health.
    struct AvatarView: View {
        let hero: EmojiRanger

        init(_ hero: EmojiRanger) { self.hero = hero }

        var body: some View {
            VStack(alignment: .leading) {
                Text(hero.avatar)
                    .font(.largeTitle)
                Text(hero.name)
                    .font(.headline)
                Text("Health \(Int((hero.healthLevel * 100).rounded()))%")
                    .font(.caption)
                    .contentTransition(.numericText(value: hero.healthLevel))
                    .invalidatableContent()
                ProgressView(value: hero.healthLevel)
                    .invalidatableContent()
            }
        }
    }

    struct EmojiRangerWidgetEntryView: View {
        var entry: SimpleEntry

        @Environment(\.widgetFamily) var family

        @ViewBuilder
        var body: some View {
            switch family {

            case .systemLarge:
                VStack {
                    HStack(alignment: .top) {
                        AvatarView(entry.hero)
                            .foregroundStyle(.white)
                        Text(entry.hero.bio)
                            .foregroundStyle(.white)
                    }
                    .padding()
                    if #available(iOS 17.0, *) {
                        HStack(alignment: .top) {
                            Button(intent: SuperCharge()) {
                                Image(systemName: "bolt.fill")
                            }
                        }
                        .tint(.white)
                        .padding()
                    }
                }
                .containerBackground(for: .widget) {
                    Color.gameBackgroundColor
                }
                .widgetURL(entry.hero.url)

            // Code for other widget sizes.
            default:
                AvatarView(entry.hero)
                    .foregroundStyle(.white)
                    .containerBackground(for: .widget) {
                        Color.gameBackgroundColor
                    }
                    .widgetURL(entry.hero.url)
            }
        }
    }

    struct EmojiRangerWidget: Widget {
        let kind: String = "EmojiRangerWidget"

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                EmojiRangerWidgetEntryView(entry: entry)
            }
            .configurationDisplayName("Emoji Ranger Detail")
            .description("Keep track of your favorite emoji ranger.")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        }
    }
}

// The previews Xcode's canvas shows, as Apple's sample declares them: the phone lists them in
// its catalog, and the desktop's gallery draws them.
#if !RELAY_NO_MACROS  // the fuzz build has no macros (Package.swift)
#Preview(as: .systemSmall) {
    EmojiRangers.EmojiRangerWidget()
} timeline: {
    EmojiRangers.SimpleEntry(date: Date(timeIntervalSince1970: 1_790_000_000), hero: .spouty)
    EmojiRangers.SimpleEntry(date: Date(timeIntervalSince1970: 1_790_003_600), hero: .powerPanda)
}

#Preview("Large", as: .systemLarge) {
    EmojiRangers.EmojiRangerWidget()
} timeline: {
    EmojiRangers.SimpleEntry(date: Date(timeIntervalSince1970: 1_790_000_000), hero: .unipony)
}
#endif
