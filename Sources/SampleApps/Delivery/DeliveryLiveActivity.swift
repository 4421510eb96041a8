import WidgetRelayKit

extension DeliveryApp {
    struct DeliveryActivityView: View {
        let context: ActivityViewContext<DeliveryAttributes>

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(context.attributes.restaurantName)
                        .font(.headline)
                    Spacer()
                    Text(context.state.status.displayName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }

                ProgressView(value: context.state.status.progress)

                HStack {
                    Label(context.state.driverName, systemImage: "person.circle")
                    Spacer()
                    Text(context.state.estimatedArrival, style: .timer)
                }
                .font(.caption)
            }
            .padding()
        }
    }

    struct DeliveryLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                // Lock screen presentation
                DeliveryActivityView(context: context)
            } dynamicIsland: { context in
                DynamicIsland {
                    // Expanded regions
                    DynamicIslandExpandedRegion(.leading) {
                        Image(systemName: "bag.fill")
                    }
                    DynamicIslandExpandedRegion(.trailing) {
                        Text(context.state.estimatedArrival, style: .timer)
                    }
                    DynamicIslandExpandedRegion(.center) {
                        Text(context.attributes.restaurantName)
                            .font(.headline)
                    }
                    DynamicIslandExpandedRegion(.bottom) {
                        ProgressView(value: context.state.status.progress)
                    }
                } compactLeading: {
                    Image(systemName: "bag.fill")
                } compactTrailing: {
                    Text(context.state.estimatedArrival, style: .timer)
                } minimal: {
                    Image(systemName: "bag.fill")
                }
            }
            .supplementalActivityFamilies([.small]) // CarPlay and watch Smart Stack
        }
    }
}
