// widgetkit-and-live-activities-guide.md — "Toggle Actions"
// Verbatim; SettingEntry and ToggleSettingIntent are stand-ins (StandIns.swift).
import WidgetRelayKit

struct ToggleWidgetView: View {
    let entry: SettingEntry

    var body: some View {
        Toggle(isOn: entry.isEnabled, intent: ToggleSettingIntent(settingId: entry.id)) {
            Label("Enable Feature", systemImage: "gear")
        }
        .toggleStyle(.button)
    }
}
