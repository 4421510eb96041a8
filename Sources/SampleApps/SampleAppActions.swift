import WidgetRelayKit

/// What the sample apps can do outside their widgets, by name: how a phone node
/// (`phone-node app …`) and tests play the part of the person using the app.
public enum SampleAppActions {
    /// The actions and what they do.
    public static let catalog: [(name: String, usage: String)] = [
        ("delivery.start", "delivery.start [ORDER] [RESTAURANT] [MINUTES] — start the Delivery Live Activity"),
        ("delivery.update", "delivery.update STATUS [DRIVER] — preparing | onTheWay | arriving | delivered"),
        ("delivery.end", "delivery.end — end it, dismissed an hour later"),
        ("tasks.fail-sync", "tasks.fail-sync MESSAGE — make task toggles fail with MESSAGE"),
        ("tasks.sync-ok", "tasks.sync-ok — make task toggles succeed again"),
        ("heroes.select", "heroes.select NAME — the hero the Emoji Rangers widget shows"),
        (
            "heroes.retire",
            "heroes.retire NAME — take a character out of the game (its complication is no longer recommended)"
        ),
    ]

    /// Runs an action in the current ``AppEnvironment``; returns a line for people.
    /// - Throws: ``UnknownAction`` or the action's own error.
    public static func run(_ name: String, _ arguments: [String] = []) async throws -> String {
        switch name {
        case "delivery.start":
            let minutes = arguments.count > 2 ? Double(arguments[2]) ?? 30 : 30
            let order = DeliveryApp.Order(
                id: arguments.first ?? "1234", restaurant: arguments.count > 1 ? arguments[1] : "Pizza Place",
                estimatedArrival: Date().addingTimeInterval(minutes * 60))
            try await DeliveryApp.startDeliveryActivity(order: order)
            return "started delivery \(order.id) from \(order.restaurant)"
        case "delivery.update":
            guard let raw = arguments.first, let status = DeliveryApp.DeliveryStatus(rawValue: raw) else {
                throw UnknownAction(
                    message: "delivery.update needs a status: preparing, onTheWay, arriving or delivered")
            }
            await DeliveryApp.updateDeliveryStatus(to: status, driver: arguments.count > 1 ? arguments[1] : nil)
            return "delivery is \(status.rawValue)"
        case "delivery.end":
            await DeliveryApp.endDeliveryActivity()
            return "delivery ended"
        case "tasks.fail-sync":
            let message = arguments.isEmpty ? "Not synced: the server did not answer" : arguments.joined(separator: " ")
            TaskManagerApp.TaskManager.shared.failSync(with: message)
            return "task toggles now fail: \(message)"
        case "tasks.sync-ok":
            TaskManagerApp.TaskManager.shared.failSync(with: nil)
            return "task toggles succeed again"
        case "heroes.select":
            let name = arguments.joined(separator: " ")
            guard EmojiRangers.EmojiRanger.allHeros.contains(where: { $0.name == name }) else {
                throw UnknownAction(
                    message:
                        "no hero named “\(name)”; try \(EmojiRangers.EmojiRanger.allHeros.map(\.name).joined(separator: ", "))"
                )
            }
            UserDefaults(suiteName: appGroup)!.set(name, forKey: "currentHero")
            WidgetCenter.shared.reloadTimelines(ofKind: "EmojiRangerWidget")
            return "showing \(name)"
        case "heroes.retire":
            let name = arguments.joined(separator: " ")
            guard EmojiRangers.CharacterDetail.allCharacters.contains(where: { $0.id == name }) else {
                throw UnknownAction(message: "no character named “\(name)”")
            }
            let defaults = UserDefaults(suiteName: appGroup)!
            defaults.set(
                (defaults.stringArray(forKey: "retiredCharacters") ?? []) + [name], forKey: "retiredCharacters")
            WidgetCenter.shared.invalidateConfigurationRecommendations()
            return "\(name) retired"
        default:
            throw UnknownAction(
                message: "unknown action “\(name)”; known: \(catalog.map(\.name).joined(separator: ", "))")
        }
    }

    /// An action name or its arguments were not understood.
    public struct UnknownAction: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}
