// adding-interactivity-to-widgets-and-live-activities.md — "Add an app intent that performs the action"
// Mechanical edits only: `static var` → `static let`.
import WidgetRelayKit

struct SuperCharge: AppIntent {
    
    static let title: LocalizedStringResource = "Emoji Ranger SuperCharger"
    static let description = IntentDescription("All heroes get instant 100% health.")
    
    func perform() async throws -> some IntentResult {
        EmojiRanger.superchargeHeros()
        return .result()
    }
}
