// widgetkit-and-live-activities-guide.md — "Relevance Configuration"
// seeds/README.md: the sketch `WidgetRelevances(RelevantContext.workout: …, …)` gets a real,
// typed shape, `WidgetRelevances([RelevantContext.workout: …, …])`. "Other provider
// methods", `morning`, `noon` and RelevantWidgetView are stand-ins (StandIns.swift).
import WidgetRelayKit

struct RelevantWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Relevant", provider: RelevantProvider()) { entry in
            RelevantWidgetView(entry: entry)
        }
        .supportedFamilies([.accessoryRectangular])
    }
}

struct RelevantProvider: TimelineProvider {
    func relevances() async -> WidgetRelevances {
        // Define when widget is most relevant
        return WidgetRelevances([
            // Show during workout
            RelevantContext.workout: .defaultLarge,
            // Show in morning
            RelevantContext.date(from: morning, to: noon): .defaultMedium
        ])
    }

    // Other provider methods...
}
