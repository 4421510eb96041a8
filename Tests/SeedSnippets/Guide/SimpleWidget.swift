// widgetkit-and-live-activities-guide.md — "Basic Widget Structure"
// Mechanical edits only: `import WidgetKit` / `import SwiftUI` → `import WidgetRelayKit`.
import WidgetRelayKit

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
