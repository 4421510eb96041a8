// widgetkit-and-live-activities-guide.md — "Control Widget Button"
// Verbatim; QuickNoteIntent is a stand-in (StandIns.swift).
import WidgetRelayKit

struct QuickActionControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "QuickAction") {
            ControlWidgetButton(action: QuickNoteIntent()) {
                Label("Quick Note", systemImage: "note.text.badge.plus")
            }
        }
        .displayName("Quick Note")
        .description("Create a quick note")
    }
}
