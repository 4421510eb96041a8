@testable import SeedGuide
import WidgetRelayKit

/// What a person does in the guide's delivery app, through its own functions.
enum SnippetApps {
    static func startDelivery() async throws {
        try await startDeliveryActivity(
            order: Order(id: "42", restaurant: "Noodle Bar", estimatedArrival: Date().addingTimeInterval(1200)))
        await updateDeliveryStatus(to: .onTheWay, driver: "Sam")
    }
}
