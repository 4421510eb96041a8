import WidgetRelayKit

// `@main` on a bundle in a program that does not link the phone: it says what to add.

struct LonelyEntry: TimelineEntry {
    let date: Date
}

struct LonelyProvider: TimelineProvider {
    func placeholder(in context: Context) -> LonelyEntry { LonelyEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (LonelyEntry) -> Void) {
        completion(LonelyEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LonelyEntry>) -> Void) {
        completion(Timeline(entries: [LonelyEntry(date: Date())], policy: .never))
    }
}

struct LonelyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Lonely", provider: LonelyProvider()) { _ in Text("alone") }
    }
}

@main
struct LonelyWidgets: WidgetBundle {
    var body: some Widget {
        LonelyWidget()
    }
}
