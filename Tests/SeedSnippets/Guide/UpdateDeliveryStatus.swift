// widgetkit-and-live-activities-guide.md — "Updating Live Activity"
// Generic argument restored as seeds/README.md says: `Activity<DeliveryAttributes>.activities`.
import WidgetRelayKit

func updateDeliveryStatus(to status: DeliveryStatus, driver: String? = nil) async {
    guard let activityId = UserDefaults.standard.string(forKey: "currentDeliveryActivity"),
        let activity = Activity<DeliveryAttributes>.activities.first(where: { $0.id == activityId })
    else {
        return
    }

    var newState = activity.content.state
    newState.status = status
    if let driver {
        newState.driverName = driver
    }

    await activity.update(
        ActivityContent(state: newState, staleDate: nil)
    )
}
