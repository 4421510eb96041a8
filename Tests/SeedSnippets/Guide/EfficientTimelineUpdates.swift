// widgetkit-and-live-activities-guide.md — "1. Efficient Timeline Updates"
// The seed's method is placed in a provider of its own (`EfficientProvider`); generic
// argument restored as seeds/README.md says: `(Timeline)` → `(Timeline<SimpleEntry>)`.
import WidgetRelayKit

extension EfficientProvider {
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        // Generate only necessary entries
        let entries = generateRelevantEntries()

        // Use appropriate refresh policy
        let policy: TimelineReloadPolicy
        if hasUpcomingEvents {
            policy = .after(nextEventDate)
        } else {
            policy = .atEnd
        }

        completion(Timeline(entries: entries, policy: policy))
    }
}
