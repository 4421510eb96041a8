// Stand-ins for what the guide uses but never shows, each as small as will run.
import WidgetRelayKit

// "Widget View"
struct MediumWidgetView: View {
    let entry: SimpleEntry
    var body: some View { HStack { Text(entry.message); Text(entry.date, style: .time) } }
}

struct LargeWidgetView: View {
    let entry: SimpleEntry
    var body: some View { VStack { Text(entry.message).font(.title); Text(entry.date, style: .relative) } }
}

// "Button Actions": the guide's InteractiveWidget gets `Provider()`'s SimpleEntry, so the
// TaskEntry it never defines is SimpleEntry, whose task is the first one not done.
typealias TaskEntry = SimpleEntry

/// A task in the guide's TaskManager.
struct TaskItem: Codable, Sendable {
    let id: String
    let title: String
    var isComplete: Bool
}

extension SimpleEntry {
    var task: TaskItem { TaskManager.shared.tasks.first { !$0.isComplete } ?? TaskManager.shared.tasks[0] }
}

/// The guide's task store, in the app group.
struct TaskManager: Sendable {
    static let shared = TaskManager()
    private static let initial = [TaskItem(id: "milk", title: "Buy milk", isComplete: false),
                                  TaskItem(id: "walk", title: "Walk the dog", isComplete: false)]

    var tasks: [TaskItem] {
        UserDefaults(suiteName: "group.com.yourapp.shared")?.data(forKey: "tasks")
            .flatMap { try? JSONDecoder().decode([TaskItem].self, from: $0) } ?? Self.initial
    }

    func toggle(_ id: String) async {
        let toggled = tasks.map { task in task.id == id ? TaskItem(id: id, title: task.title, isComplete: !task.isComplete) : task }
        UserDefaults(suiteName: "group.com.yourapp.shared")?.set(try? JSONEncoder().encode(toggled), forKey: "tasks")
    }
}

/// Swift gives `@Parameter(title:)` properties a memberwise parameter of the wrapper's type
/// (SE-0258), in App Intents too: the initializer the guide calls is written out.
extension ToggleTaskIntent {
    init(taskId: String) {
        self.init()
        self.taskId = taskId
    }
}

// "Toggle Actions"
struct SettingEntry: TimelineEntry {
    let date: Date
    let id: String
    let isEnabled: Bool
}

struct ToggleSettingIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Setting"

    @Parameter(title: "Setting ID")
    var settingId: String

    init(settingId: String) { self.settingId = settingId }
    init() {}

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.yourapp.shared")
        defaults?.set(!(defaults?.bool(forKey: settingId) ?? false), forKey: settingId)
        return .result()
    }
}

// "App Intent Configuration"
struct ConfigurableWidgetView: View {
    let entry: ConfigurableEntry
    var body: some View {
        VStack {
            Text(entry.configuration.category?.rawValue ?? "everything")
            if entry.configuration.showCount { Text("12 items") }
        }
    }
}

// "Live Activity View" and the activity functions
extension DeliveryStatus {
    var displayName: String { rawValue }
    var progress: Double { Double(([.preparing, .onTheWay, .arriving, .delivered] as [Self]).firstIndex(of: self)! + 1) / 4 }
}

struct Order: Sendable {
    let id: String
    let restaurant: String
    let estimatedArrival: Date
}

func sendTokenToServer(_ token: String) async {
    UserDefaults.standard.set(token, forKey: "pushToken")
}

// "macOS Support"
struct MacDeliveryView: View {
    let context: ActivityViewContext<DeliveryAttributes>
    var body: some View { HStack { Text(context.attributes.restaurantName); Text(context.state.status.displayName) } }
}

// "Control Widget" and "Control Widget Button"
actor SettingsManager {
    static let shared = SettingsManager()
    var isDarkMode = false
    func setDarkMode(_ on: Bool) { isDarkMode = on }
}

struct QuickNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Quick Note"
    func perform() async throws -> some IntentResult { .result() }
}

// "Relevance Configuration": the provider's other methods, and its morning.
struct RelevantEntry: TimelineEntry {
    let date: Date
}

extension RelevantProvider {
    var morning: Date { Calendar.current.date(bySettingHour: 6, minute: 0, second: 0, of: Date())! }
    var noon: Date { Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: Date())! }

    func placeholder(in context: Context) -> RelevantEntry { RelevantEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (RelevantEntry) -> Void) { completion(RelevantEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RelevantEntry>) -> Void) {
        completion(Timeline(entries: [RelevantEntry(date: Date())], policy: .never))
    }
}

struct RelevantWidgetView: View {
    let entry: RelevantEntry
    var body: some View { Label("Time for a walk", systemImage: "figure.walk") }
}

// "1. Efficient Timeline Updates"
struct EfficientProvider: TimelineProvider {
    var hasUpcomingEvents: Bool { true }
    var nextEventDate: Date { Date().addingTimeInterval(900) }
    func generateRelevantEntries() -> [SimpleEntry] { [SimpleEntry(date: Date(), message: "Next event")] }

    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), message: "Next event") }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
}

// "2. Handle Widget Families"
struct CompactView: View { var body: some View { Text("compact") } }
struct MediumView: View { var body: some View { Text("medium") } }
struct DetailedView: View { var body: some View { Text("detailed") } }
struct CircularView: View { var body: some View { Text("circular") } }
struct RectangularView: View { var body: some View { Text("rectangular") } }
struct DefaultView: View { var body: some View { Text("default") } }
