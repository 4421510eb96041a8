import WidgetRelayKit

extension TaskManagerApp {
    struct ToggleTodoIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle Todo"
        static let description = IntentDescription("Marks a todo done, or not done.")

        @Parameter(title: "Todo")
        var id: String

        init(_ id: String) {
            self.id = id
        }

        init() {}

        func perform() async throws -> some IntentResult {
            try await TaskManager.shared.toggleSyncing(id)
            return .result()
        }
    }

    struct TodoToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
    }

    struct TodoItemView: View {
        var todo: Todo

        var body: some View {
            Toggle(isOn: todo.complete, intent: ToggleTodoIntent(todo.id)) {
                Text(todo.body)
            }
            .toggleStyle(TodoToggleStyle())
        }
    }

    struct TodoEntry: TimelineEntry {
        let date: Date
        let todos: [Todo]
    }

    struct TodoProvider: TimelineProvider {
        func placeholder(in context: Context) -> TodoEntry {
            TodoEntry(date: Date(), todos: TaskManager.sampleTodos)
        }

        func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
            completion(TodoEntry(date: Date(), todos: TaskManager.sampleTodos))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
            completion(Timeline(entries: [TodoEntry(date: Date(), todos: TaskManager.shared.todos)], policy: .never))
        }
    }

    struct TodoListView: View {
        let entry: TodoEntry
        @Environment(\.widgetFamily) var family

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("\(entry.todos.filter { !$0.complete }.count) left")
                    .font(.headline)
                    .invalidatableContent()
                // Tasks are personal: hidden while the device is locked.
                Group {
                    ForEach(family == .systemSmall ? Array(entry.todos.prefix(2)) : entry.todos) { todo in
                        TodoItemView(todo: todo)
                    }
                }
                .privacySensitive()
            }
        }
    }

    /// The task list: one toggle per todo.
    struct TodoListWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "TodoList", provider: TodoProvider()) { entry in
                TodoListView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
            .configurationDisplayName("Tasks")
            .description("Check off your tasks.")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        }
    }

    /// Tasks left, for the watch face and the Lock Screen.
    struct TasksLeftWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "TasksLeft", provider: TodoProvider()) { entry in
                Text("\(entry.todos.filter { !$0.complete }.count) tasks left")
                    .invalidatableContent()
                    .widgetURL(URL(string: "tasks://list"))
                    .containerBackground(.background, for: .widget)
            }
            .configurationDisplayName("Tasks Left")
            .description("How many tasks are left.")
            .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
        }
    }
}
