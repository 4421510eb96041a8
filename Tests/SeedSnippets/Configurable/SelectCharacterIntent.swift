// making-a-configurable-widget.md — "Add a custom app intent to your project"
// Mechanical edits only: `static var` → `static let`.
import WidgetRelayKit

struct SelectCharacterIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Character"
    static let description = IntentDescription("Selects the character to display information for.")

    @Parameter(title: "Character")
    var character: CharacterDetail

    init(character: CharacterDetail) {
        self.character = character
    }

    init() {
    }
}
