// Stand-ins for what the article uses but never shows: the Emoji Rangers model and
// widget around the entry view, and the task manager around TodoItemView.
import WidgetRelayKit

struct EmojiRanger: Sendable {
    let name: String
    let bio: String
    var url: URL { URL(string: "emojiranger://hero/\(name)")! }

    static let spouty = EmojiRanger(name: "Spouty", bio: "The fastest swimmer of the Deep Sea Goers.")

    static func superchargeHeros() {
        UserDefaults(suiteName: "group.emojirangers")?.set(1.0, forKey: "health")
    }
}

struct AvatarView: View {
    let hero: EmojiRanger
    init(_ hero: EmojiRanger) { self.hero = hero }
    var body: some View { Text(hero.name) }
}

extension Color {
    static let gameBackgroundColor = Color(red: 0.36, green: 0.22, blue: 0.58)
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let hero: EmojiRanger
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), hero: .spouty) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct EmojiRangerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EmojiRangerWidget", provider: Provider()) { entry in
            EmojiRangerWidgetEntryView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct Todo: Identifiable, Sendable {
    let id: String
    var body: String
    var complete: Bool
}

struct ToggleTodoIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Todo"

    @Parameter(title: "Todo")
    var id: String

    init(_ id: String) { self.id = id }
    init() {}

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.tasks")
        defaults?.set(!(defaults?.bool(forKey: id) ?? false), forKey: id)
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

struct TodoEntry: TimelineEntry {
    let date: Date
    let todo: Todo
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(date: Date(), todo: Todo(id: "milk", body: "Buy milk", complete: false))
    }
    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodoItem", provider: TodoProvider()) { entry in
            TodoItemView(todo: entry.todo)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
