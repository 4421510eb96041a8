import WidgetRelayKit

/// The guide's watchOS relevance sample.
public enum RelevanceApp {}

extension RelevanceApp {
    struct RelevantWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Relevant", provider: RelevantProvider()) { entry in
                RelevantWidgetView(entry: entry)
                    .containerBackground(.background, for: .widget)
            }
            .supportedFamilies([.accessoryRectangular])
        }
    }

    struct RelevantEntry: TimelineEntry {
        let date: Date
        let message: String
    }

    struct RelevantProvider: TimelineProvider {
        func relevances() async -> WidgetRelevances {
            let morning = Calendar.current.date(bySettingHour: 6, minute: 0, second: 0, of: Date())!
            let noon = Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: Date())!
            // Define when widget is most relevant
            return WidgetRelevances([
                // Show during workout
                RelevantContext.workout: .defaultLarge,
                // Show in morning
                RelevantContext.date(from: morning, to: noon): .defaultMedium,
            ])
        }

        // Other provider methods...
        func placeholder(in context: Context) -> RelevantEntry {
            RelevantEntry(date: Date(), message: "Good morning")
        }

        func getSnapshot(in context: Context, completion: @escaping (RelevantEntry) -> Void) {
            completion(placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<RelevantEntry>) -> Void) {
            completion(Timeline(entries: [RelevantEntry(date: Date(), message: "Time for a walk")], policy: .never))
        }
    }

    struct RelevantWidgetView: View {
        let entry: RelevantEntry

        var body: some View {
            Label(entry.message, systemImage: "figure.walk")
        }
    }
}
