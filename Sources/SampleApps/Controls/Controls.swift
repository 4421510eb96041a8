import WidgetRelayKit

/// The guide's controls: a dark-mode toggle and a quick-note button.
public enum ControlsApp {}

extension ControlsApp {
    /// The app's settings, in the app group. Not shown in the guide, which reads
    /// `isDarkMode` with `await`: an actor.
    actor SettingsManager {
        static let shared = SettingsManager()
        private var defaults: UserDefaults { UserDefaults(suiteName: appGroup)! }

        var isDarkMode: Bool { defaults.bool(forKey: "darkMode") }
        func setDarkMode(_ on: Bool) async { defaults.set(on, forKey: "darkMode") }

        var notes: [String] { defaults.stringArray(forKey: "notes") ?? [] }
        /// Adds a numbered note.
        func addNote() { defaults.set(notes + ["Note \(notes.count + 1)"], forKey: "notes") }
    }

    struct QuickToggleControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "QuickToggle") {
                ControlWidgetToggle(
                    "Dark Mode",
                    isOn: DarkModeBinding(),
                    action: ToggleDarkModeIntent()
                ) { isOn in
                    Label(isOn ? "On" : "Off", systemImage: isOn ? "moon.fill" : "sun.max")
                }
            }
            .displayName("Dark Mode")
            .description("Toggle dark mode")
        }
    }

    struct DarkModeBinding: ControlValueProvider {
        var previewValue: Bool { false }

        func currentValue() async throws -> Bool {
            await SettingsManager.shared.isDarkMode
        }
    }

    struct ToggleDarkModeIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Toggle Dark Mode"

        @Parameter(title: "Dark Mode")
        var value: Bool

        func perform() async throws -> some IntentResult {
            await SettingsManager.shared.setDarkMode(value)
            return .result()
        }
    }

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

    /// Not shown in the guide: adds a dated note.
    struct QuickNoteIntent: AppIntent {
        static let title: LocalizedStringResource = "Quick Note"

        func perform() async throws -> some IntentResult {
            await SettingsManager.shared.addNote()
            return .result()
        }
    }
}
