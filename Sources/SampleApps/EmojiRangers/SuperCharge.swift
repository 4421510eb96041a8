import WidgetRelayKit

extension EmojiRangers {
    struct SuperCharge: AppIntent {

        static let title: LocalizedStringResource = "Emoji Ranger SuperCharger"
        static let description = IntentDescription("All heroes get instant 100% health.")

        func perform() async throws -> some IntentResult {
            EmojiRanger.superchargeHeros()
            return .result()
        }
    }
}
