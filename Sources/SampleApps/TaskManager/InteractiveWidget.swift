import WidgetRelayKit

extension TaskManagerApp {
    struct TaskEntry: TimelineEntry {
        let date: Date
        let task: Todo
    }

    /// The guide's InteractiveWidget passes `Provider()`, whose entries are not
    /// TaskEntry; this provider supplies the first open task (deviation 4).
    struct TaskProvider: TimelineProvider {
        func placeholder(in context: Context) -> TaskEntry {
            TaskEntry(date: Date(), task: TaskManager.sampleTodos[0])
        }

        func getSnapshot(in context: Context, completion: @escaping (TaskEntry) -> Void) {
            completion(placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<TaskEntry>) -> Void) {
            let todos = TaskManager.shared.todos
            let task = todos.first { !$0.complete } ?? todos[0]
            completion(Timeline(entries: [TaskEntry(date: Date(), task: task)], policy: .never))
        }
    }

    struct InteractiveWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Interactive", provider: TaskProvider()) { entry in
                InteractiveWidgetView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    struct InteractiveWidgetView: View {
        let entry: TaskEntry

        var body: some View {
            VStack(alignment: .leading) {
                Text(entry.task.title)
                    .font(.headline)
                Button(intent: ToggleTaskIntent(taskId: entry.task.id)) {
                    Label(
                        entry.task.isComplete ? "Completed" : "Mark Done",
                        systemImage: entry.task.isComplete ? "checkmark.circle.fill" : "circle"
                    )
                }
                .buttonStyle(.bordered)
            }
        }
    }

    struct ToggleTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle Task"

        @Parameter(title: "Task ID")
        var taskId: String

        func perform() async throws -> some IntentResult {
            await TaskManager.shared.toggle(taskId)
            return .result()
        }
    }

    struct SettingEntry: TimelineEntry {
        let date: Date
        let id: String
        let isEnabled: Bool
    }

    struct ToggleSettingIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle Setting"

        @Parameter(title: "Setting ID")
        var settingId: String

        func perform() async throws -> some IntentResult {
            let defaults = UserDefaults(suiteName: appGroup)!
            defaults.set(!defaults.bool(forKey: "setting/\(settingId)"), forKey: "setting/\(settingId)")
            return .result()
        }
    }

    struct SettingProvider: TimelineProvider {
        func placeholder(in context: Context) -> SettingEntry {
            SettingEntry(date: Date(), id: "feature", isEnabled: false)
        }

        func getSnapshot(in context: Context, completion: @escaping (SettingEntry) -> Void) {
            completion(placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<SettingEntry>) -> Void) {
            let enabled = UserDefaults(suiteName: appGroup)!.bool(forKey: "setting/feature")
            completion(
                Timeline(entries: [SettingEntry(date: Date(), id: "feature", isEnabled: enabled)], policy: .never))
        }
    }

    struct ToggleWidgetView: View {
        let entry: SettingEntry

        var body: some View {
            Toggle(isOn: entry.isEnabled, intent: ToggleSettingIntent(settingId: entry.id)) {
                Label("Enable Feature", systemImage: "gear")
            }
            .toggleStyle(.button)
        }
    }

    /// The guide's ToggleWidgetView as a widget of its own.
    struct SettingWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "FeatureSetting", provider: SettingProvider()) { entry in
                ToggleWidgetView(entry: entry)
                    .containerBackground(.background, for: .widget)
            }
            .configurationDisplayName("Feature")
            .description("Turn the feature on or off.")
            .supportedFamilies([.systemSmall])
        }
    }
}

// Swift gives a `@Parameter(title:)` property a memberwise parameter of the wrapper's
// type (SE-0258; App Intents' `@Parameter` too), so the initializers the guide calls are
// written out, beside the seed's code (deviation 3).
extension TaskManagerApp.ToggleTaskIntent {
    init(taskId: String) {
        self.init()
        self.taskId = taskId
    }
}

extension TaskManagerApp.ToggleSettingIntent {
    init(settingId: String) {
        self.init()
        self.settingId = settingId
    }
}
