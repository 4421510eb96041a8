import WidgetRelayKit

/// The WidgetKit guide's widgets: SimpleWidget, GlassWidget, ConfigurableWidget.
public enum GuideWidgets {}

extension GuideWidgets {
    struct SimpleWidget: Widget {
        let kind: String = "SimpleWidget"

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                SimpleWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .configurationDisplayName("My Widget")
            .description("Shows important information")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        }
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), message: "Loading...")
        }

        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
            let entry = SimpleEntry(date: Date(), message: "Snapshot")
            completion(entry)
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            var entries: [SimpleEntry] = []
            let currentDate = Date()

            for hourOffset in 0..<5 {
                let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
                let entry = SimpleEntry(date: entryDate, message: "Hour \(hourOffset)")
                entries.append(entry)
            }

            let timeline = Timeline(entries: entries, policy: .atEnd)
            completion(timeline)
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let message: String
    }

    struct SimpleWidgetEntryView: View {
        var entry: Provider.Entry
        @Environment(\.widgetFamily) var family

        var body: some View {
            switch family {
            case .systemSmall:
                SmallWidgetView(entry: entry)
            case .systemMedium:
                MediumWidgetView(entry: entry)
            case .systemLarge:
                LargeWidgetView(entry: entry)
            default:
                Text(entry.message)
            }
        }
    }

    struct SmallWidgetView: View {
        let entry: SimpleEntry

        var body: some View {
            VStack {
                Text(entry.message)
                    .font(.headline)
                Text(entry.date, style: .time)
                    .font(.caption)
            }
        }
    }

    /// Not shown in the guide: the medium size puts the time beside the message.
    struct MediumWidgetView: View {
        let entry: SimpleEntry

        var body: some View {
            HStack {
                Text(entry.message)
                    .font(.headline)
                Spacer()
                Text(entry.date, style: .time)
                    .font(.caption)
            }
        }
    }

    /// Not shown in the guide: the large size adds how long until the entry.
    struct LargeWidgetView: View {
        let entry: SimpleEntry

        var body: some View {
            VStack(alignment: .leading) {
                Text(entry.message)
                    .font(.title)
                Text(entry.date, style: .time)
                Text(entry.date, style: .relative)
                    .foregroundStyle(.secondary)
            }
        }
    }

    struct GlassWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "GlassWidget", provider: Provider()) { entry in
                GlassWidgetView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    struct GlassWidgetView: View {
        let entry: SimpleEntry
        @Environment(\.widgetRenderingMode) var renderingMode

        var body: some View {
            VStack {
                Image(systemName: "star.fill")
                    .font(.largeTitle)
                    // Accented rendering for glass background
                    .widgetAccentedRenderingMode(.accentedDesaturated)
                Text(entry.message)
                    .font(.headline)
                // Content for the place's mode, as WidgetKit's `widgetRenderingMode` example does: the
                // Lock Screen and StandBy draw it vibrant.
                if renderingMode == .vibrant {
                    Text("Vibrant")
                        .font(.caption)
                }
            }
        }
    }
}
