// widgetkit-and-live-activities-guide.md — "CarPlay Support"
// The guide elides the Dynamic Island ("// Dynamic Island config..."); a compact one completes it.
import WidgetRelayKit

struct CarPlayDeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            // Lock screen
            DeliveryActivityView(context: context)
        } dynamicIsland: { context in
            // Dynamic Island config...
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.status.displayName) }
            } compactLeading: { Image(systemName: "car.fill") } compactTrailing: {
                Text(context.state.estimatedArrival, style: .relative)
            } minimal: { Image(systemName: "car.fill") }
        }
        .supplementalActivityFamilies([.small]) // CarPlay support
    }
}
