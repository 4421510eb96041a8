import WidgetRelayKit

/// The Delivery Live Activity sample: start, update and end a food delivery.
public enum DeliveryApp {}

extension DeliveryApp {
    struct DeliveryAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var status: DeliveryStatus
            var estimatedArrival: Date
            var driverName: String
        }

        var orderNumber: String
        var restaurantName: String
    }

    enum DeliveryStatus: String, Codable {
        case preparing
        case onTheWay
        case arriving
        case delivered
    }

    /// An order, as the app knows it.
    struct Order: Sendable {
        let id: String
        let restaurant: String
        let estimatedArrival: Date
    }

    /// Where the app sends push tokens: recorded in the app group for the demo.
    static func sendTokenToServer(_ token: String) async {
        UserDefaults(suiteName: appGroup)!.set(token, forKey: "deliveryPushToken")
    }

    static func startDeliveryActivity(order: Order) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            throw ActivityError.notAuthorized
        }

        let attributes = DeliveryAttributes(
            orderNumber: order.id,
            restaurantName: order.restaurant
        )

        let initialState = DeliveryAttributes.ContentState(
            status: .preparing,
            estimatedArrival: order.estimatedArrival,
            driverName: "Assigning..."
        )

        let activity = try Activity<DeliveryAttributes>.request(
            attributes: attributes,
            content: .init(state: initialState, staleDate: nil),
            pushType: .token  // Enable push updates
        )

        // Store activity ID for later updates
        UserDefaults(suiteName: appGroup)!.set(activity.id, forKey: "currentDeliveryActivity")

        // Get push token for server updates
        for await token in activity.pushTokenUpdates {
            let tokenString = token.map { String(format: "%02x", $0) }.joined()
            await sendTokenToServer(tokenString)
        }
    }

    static func updateDeliveryStatus(to status: DeliveryStatus, driver: String? = nil) async {
        guard let activityId = UserDefaults(suiteName: appGroup)!.string(forKey: "currentDeliveryActivity"),
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

    static func endDeliveryActivity() async {
        guard let activityId = UserDefaults(suiteName: appGroup)!.string(forKey: "currentDeliveryActivity"),
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
            dismissalPolicy: .after(.now + 3600)  // Dismiss after 1 hour
        )

        UserDefaults(suiteName: appGroup)!.removeObject(forKey: "currentDeliveryActivity")
    }
}

extension DeliveryApp.DeliveryStatus {
    /// Not shown in the guide: the status for people.
    var displayName: String {
        switch self {
        case .preparing: "Preparing"
        case .onTheWay: "On the way"
        case .arriving: "Arriving"
        case .delivered: "Delivered"
        }
    }

    /// Not shown in the guide: how far along the delivery is.
    var progress: Double {
        switch self {
        case .preparing: 0.25
        case .onTheWay: 0.5
        case .arriving: 0.75
        case .delivered: 1
        }
    }
}
