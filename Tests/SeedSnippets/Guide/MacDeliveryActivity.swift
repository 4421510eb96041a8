// widgetkit-and-live-activities-guide.md — "macOS Support"
// Mechanical edits only: `#if os(macOS)` / `#endif` removed.
import WidgetRelayKit

struct MacDeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            MacDeliveryView(context: context)
        }
    }
}
