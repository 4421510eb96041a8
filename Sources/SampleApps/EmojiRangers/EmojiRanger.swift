import WidgetRelayKit

/// The Emoji Rangers sample: a game whose heroes' health the widgets show.
public enum EmojiRangers {}

extension EmojiRangers {
    /// A hero of the game. Health lives in the app-group store, so a SuperCharge
    /// changes what the next timeline shows.
    struct EmojiRanger: Hashable, Sendable {
        let name: String
        let avatar: String
        let bio: String
        let baseHealth: Double

        var url: URL {
            URL(string: "emojiranger://hero/\(name.replacingOccurrences(of: " ", with: "-").lowercased())")!
        }

        /// Health now, 0…1, from the shared store.
        var healthLevel: Double {
            let defaults = UserDefaults(suiteName: appGroup)!
            return defaults.contains("health/\(name)") ? defaults.double(forKey: "health/\(name)") : baseHealth
        }

        static let spouty = EmojiRanger(
            name: "Spouty", avatar: "🐳", bio: "Spouty is the fastest swimmer of the Deep Sea Goers.", baseHealth: 0.83)
        static let powerPanda = EmojiRanger(
            name: "Power Panda", avatar: "🐼", bio: "Power Panda guards the bamboo forest.", baseHealth: 0.14)
        static let unipony = EmojiRanger(
            name: "Unipony", avatar: "🦄", bio: "Unipony leads the Free Rangers.", baseHealth: 0.67)

        static let allHeros: [EmojiRanger] = [.spouty, .powerPanda, .unipony]

        /// Every hero back to 100% health (what SuperCharge performs).
        static func superchargeHeros() {
            let defaults = UserDefaults(suiteName: appGroup)!
            for hero in allHeros { defaults.set(1.0, forKey: "health/\(hero.name)") }
        }

        /// The hero the game shows, chosen in the app.
        static var currentHero: EmojiRanger {
            let name = UserDefaults(suiteName: appGroup)!.string(forKey: "currentHero")
            return allHeros.first { $0.name == name } ?? .spouty
        }
    }
}

extension Color {
    /// The game's background colour (the seed's `Color.gameBackgroundColor`).
    static let gameBackgroundColor = Color(red: 0.36, green: 0.22, blue: 0.58)
}
