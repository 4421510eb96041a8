import WidgetRelayKit

// An author's widget extension as Xcode writes it, with `@main` on its bundle and only the
// imports changed: on this platform the program is a phone serving the bundle
// (IntegrationTests' BundleMainTests runs it).

struct GreetingEntry: TimelineEntry {
    let date: Date
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) {
        completion(GreetingEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [GreetingEntry(date: Date())], policy: .never))
    }
}

struct GreetingWidget: Widget {
    let kind: String = "Greeting"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GreetingProvider()) { _ in
            Text("Hello from @main")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Greeting")
        .supportedFamilies([.systemSmall])
    }
}

@main
struct GreetingWidgets: WidgetBundle {
    var body: some Widget {
        GreetingWidget()
    }
}

#if !RELAY_NO_MACROS  // the fuzz build has no macros (Package.swift)
#Preview(as: .systemSmall) {
    GreetingWidget()
} timeline: {
    GreetingEntry(date: .now)
}
#endif
