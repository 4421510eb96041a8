import WidgetRelayKit

extension EmojiRangers {
    struct SelectCharacterIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Select Character"
        static let description = IntentDescription("Selects the character to display information for.")

        @Parameter(title: "Character")
        var character: CharacterDetail

        init(character: CharacterDetail) {
            self.character = character
        }

        init() {
        }
    }

    struct CharacterDetail: AppEntity {
        let id: String
        let avatar: String
        let healthLevel: Double
        let heroType: String
        let isAvailable = true

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
        static let defaultQuery = CharacterQuery()

        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(avatar) \(id)")
        }

        static let allCharacters: [CharacterDetail] = [
            CharacterDetail(id: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller"),
            CharacterDetail(id: "Unipony", avatar: "🦄", healthLevel: 0.67, heroType: "Free Rangers"),
            CharacterDetail(id: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer"),
        ]
    }

    struct CharacterQuery: EntityQuery {
        func entities(for identifiers: [CharacterDetail.ID]) async throws -> [CharacterDetail] {
            CharacterDetail.allCharacters.filter { identifiers.contains($0.id) }
        }

        func suggestedEntities() async throws -> [CharacterDetail] {
            CharacterDetail.allCharacters.filter { $0.isAvailable }
        }

        func defaultResult() async -> CharacterDetail? {
            try? await suggestedEntities().first
        }
    }

    struct CharacterDetailEntry: TimelineEntry {
        let date: Date
        let detail: CharacterDetail
    }

    struct CharacterDetailProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CharacterDetailEntry {
            CharacterDetailEntry(date: Date(), detail: CharacterDetail.allCharacters[2])
        }

        func snapshot(for configuration: SelectCharacterIntent, in context: Context) async -> CharacterDetailEntry {
            CharacterDetailEntry(date: Date(), detail: configuration.character)
        }

        func timeline(for configuration: SelectCharacterIntent, in context: Context) async -> Timeline<
            CharacterDetailEntry
        > {
            // Create the timeline and return it. The .never reload policy indicates
            // that the containing app uses WidgetCenter methods to reload the
            // widget's timeline when the details change.
            let entry = CharacterDetailEntry(date: Date(), detail: configuration.character)
            let timeline = Timeline(entries: [entry], policy: .never)
            return timeline
        }

        /// Preconfigured complications for the watch: one per character still in the game
        /// (the app retires characters and then invalidates the recommendations).
        func recommendations() async -> [AppIntentRecommendation<SelectCharacterIntent>] {
            let retired = Set(UserDefaults(suiteName: appGroup)!.stringArray(forKey: "retiredCharacters") ?? [])
            let available = ((try? await CharacterQuery().suggestedEntities()) ?? []).filter {
                !retired.contains($0.id)
            }
            return available.map {
                AppIntentRecommendation(intent: SelectCharacterIntent(character: $0), description: "\($0.id)")
            }
        }
    }

    struct CharacterDetailView: View {
        let entry: CharacterDetailEntry

        @Environment(\.widgetFamily) var family

        @ViewBuilder
        var body: some View {
            // A circular complication is 76 points across on a Lock Screen (less on a watch): the
            // column below does not fit, and was cut by the circle (#49 point 4). Apple's Emoji
            // Rangers shows a ring of health with the avatar inside it there; so does this one.
            if family == .accessoryCircular {
                Gauge(value: entry.detail.healthLevel) {
                    Text("Health")
                } currentValueLabel: {
                    Text(entry.detail.avatar)
                }
                .gaugeStyle(.accessoryCircularCapacity)
            } else {
                column
            }
        }

        private var column: some View {
            VStack(alignment: .leading) {
                Text(entry.detail.avatar)
                    .font(.largeTitle)
                Text(entry.detail.id)
                    .font(.headline)
                Text(entry.detail.heroType)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Gauge(value: entry.detail.healthLevel) {
                    Text("Health")
                }
            }
        }
    }

    struct CharacterDetailWidget: Widget {
        let kind = "CharacterDetail"

        var body: some WidgetConfiguration {
            AppIntentConfiguration(
                kind: kind,
                intent: SelectCharacterIntent.self,
                provider: CharacterDetailProvider()
            ) { entry in
                CharacterDetailView(entry: entry)
                    .containerBackground(.background, for: .widget)
            }
            .configurationDisplayName("Character Details")
            .description("Displays a character's health and other details")
            // The seed lists the system sizes; its watch section offers the same widget as
            // complications, so the accessory families are added (deviation 9).
            .supportedFamilies([
                .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
            ])
        }
    }
}
