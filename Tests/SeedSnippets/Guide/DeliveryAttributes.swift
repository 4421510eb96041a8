// widgetkit-and-live-activities-guide.md — "Activity Attributes"
// Mechanical edits only: `import ActivityKit` → `import WidgetRelayKit`.
import WidgetRelayKit

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
