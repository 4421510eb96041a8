// widgetkit-and-live-activities-guide.md — "Ending Live Activity"
// Generic argument restored as seeds/README.md says: `Activity<DeliveryAttributes>.activities`.
import WidgetRelayKit

func endDeliveryActivity() async {
    guard let activityId = UserDefaults.standard.string(forKey: "currentDeliveryActivity"),
        let activity = Activity<DeliveryAttributes>.activities.first(where: { $0.id == activityId })
    else {
        return
    }

    let finalState = DeliveryAttributes.ContentState(
        status: .delivered,
        estimatedArrival: Date(),
        driverName: activity.content.state.driverName
    )

    await activity.end(
        ActivityContent(state: finalState, staleDate: nil),
        dismissalPolicy: .after(.now + 3600) // Dismiss after 1 hour
    )

    UserDefaults.standard.removeObject(forKey: "currentDeliveryActivity")
}
