import WidgetRelayKit

extension GuideWidgets {
    struct ConfigurableWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(
                kind: "ConfigurableWidget",
                intent: ConfigureWidgetIntent.self,
                provider: ConfigurableProvider()
            ) { entry in
                ConfigurableWidgetView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .configurationDisplayName("Custom Widget")
            .description("Configure which data to show")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    struct ConfigureWidgetIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Configure Widget"
        static let description = IntentDescription("Choose what to display")

        @Parameter(title: "Category")
        var category: WidgetCategory?

        @Parameter(title: "Show Count")
        var showCount: Bool
    }

    enum WidgetCategory: String, AppEnum {
        case recent, favorites, all

        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Category")
        static let caseDisplayRepresentations: [WidgetCategory: DisplayRepresentation] = [
            .recent: "Recent",
            .favorites: "Favorites",
            .all: "All",
        ]
    }

    struct ConfigurableProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> ConfigurableEntry {
            ConfigurableEntry(date: Date(), configuration: ConfigureWidgetIntent())
        }

        func snapshot(for configuration: ConfigureWidgetIntent, in context: Context) async -> ConfigurableEntry {
            ConfigurableEntry(date: Date(), configuration: configuration)
        }

        func timeline(for configuration: ConfigureWidgetIntent, in context: Context) async -> Timeline<
            ConfigurableEntry
        > {
            let entry = ConfigurableEntry(date: Date(), configuration: configuration)
            return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600)))
        }
    }

    struct ConfigurableEntry: TimelineEntry {
        let date: Date
        let configuration: ConfigureWidgetIntent
    }

    /// Not shown in the guide: the category and, if asked, a count of its items.
    struct ConfigurableWidgetView: View {
        let entry: ConfigurableEntry

        var body: some View {
            VStack(alignment: .leading) {
                Text(
                    entry.configuration.category.map {
                        WidgetCategory.caseDisplayRepresentations[$0]?.title.key ?? $0.rawValue
                    } ?? "Everything"
                )
                .font(.headline)
                if entry.configuration.showCount {
                    Text("\(ConfigurableItems.count(in: entry.configuration.category)) items")
                        .font(.caption)
                }
            }
        }
    }

    /// The data the configurable widget counts.
    enum ConfigurableItems {
        static func count(in category: WidgetCategory?) -> Int {
            switch category {
            case .recent: 3
            case .favorites: 5
            case .all, nil: 12
            }
        }
    }
}
