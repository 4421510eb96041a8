import Foundation
import WidgetRelayKit

/// A provider of one entry at the distant past that never reloads: for archive tests, whose widgets
/// draw what their environment says, not what their entry holds.
struct DistantPastProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(Entry(date: .distantPast))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
    }
}
