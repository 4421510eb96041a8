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
        }
    }

    struct CarPlayDeliveryActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                // Lock screen
                DeliveryActivityView(context: context)
            } dynamicIsland: { context in
                // Dynamic Island config...
                // (elided in the guide; completed with a compact island, deviation 4)
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text(context.state.status.displayName) }
                } compactLeading: {
                    Image(systemName: "car.fill")
                } compactTrailing: {
                    Text(context.state.estimatedArrival, style: .relative)
                } minimal: {
                    Image(systemName: "car.fill")
                }
            }
            .supplementalActivityFamilies([.small])  // CarPlay support
        }
    }

    struct MacDeliveryActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                MacDeliveryView(context: context)
            }
        }
    }

    /// Not shown in the guide: the Mac's presentation, one line.
    struct MacDeliveryView: View {
        let context: ActivityViewContext<DeliveryAttributes>

        var body: some View {
            HStack {
                Text(context.attributes.restaurantName)
                Text(context.state.status.displayName)
                Text(context.state.estimatedArrival, style: .timer)
            }
        }
    }

    /// What the bundle runs: a bundle holds one configuration per attributes type, and the
    /// guide has three for DeliveryAttributes. The phone shows DeliveryLiveActivity's
    /// presentations with CarPlayDeliveryActivity's small family (for CarPlay and the
    /// watch's Smart Stack); MacDeliveryActivity is code only (deviation 10).
    struct DeliveryActivities: Widget {
        var body: some WidgetConfiguration {
            DeliveryLiveActivity().body.supplementalActivityFamilies([.small])
        }
    }
}

#if !RELAY_NO_MACROS  // the fuzz build has no macros (Package.swift)
#Preview(
    "On the way", as: .content,
    using: DeliveryApp.DeliveryAttributes(orderNumber: "A-17", restaurantName: "Pizza Place")
) {
    DeliveryApp.DeliveryActivities()
} contentStates: {
    DeliveryApp.DeliveryAttributes.ContentState(
        status: .preparing, estimatedArrival: .now.addingTimeInterval(25 * 60), driverName: "Sam")
    DeliveryApp.DeliveryAttributes.ContentState(
        status: .onTheWay, estimatedArrival: .now.addingTimeInterval(25 * 60), driverName: "Sam")
}
#endif
