import Foundation
import Testing
import WidgetRelayKit

// A widget written as a module with main-actor default isolation declares it (Swift 6 with
// SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor and approachable concurrency, as OneBusAway builds):
// every type main-actor isolated, each conformance on the main actor, and a `#Preview` of them.

@MainActor
struct MainActorEntry: @MainActor TimelineEntry {
    let date: Date
    let stops: [String]
    init(date: Date, stops: [String]) {
        self.date = date
        self.stops = stops
    }
}

@MainActor
struct MainActorProvider: @MainActor TimelineProvider {
    func placeholder(in context: Context) -> MainActorEntry { MainActorEntry(date: .now, stops: []) }
    func getSnapshot(in context: Context, completion: @escaping (MainActorEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MainActorEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@MainActor
struct MainActorEntryView: @MainActor View {
    let entry: MainActorEntry
    var body: some View { Text(entry.stops.first ?? "No stops") }
}

@MainActor
struct MainActorWidget: @MainActor Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MainActorWidget", provider: MainActorProvider()) { entry in
            MainActorEntryView(entry: entry)
        }
    }
}

#Preview("Stops", as: .systemMedium) {
    MainActorWidget()
} timeline: {
    MainActorEntry(date: .now, stops: ["Pine St"])
    MainActorEntry(date: .distantFuture, stops: [])
}

@Suite("#Preview of main-actor-isolated code")
struct MainActorPreviewTests {
    @Test("a #Preview of a widget conforming on the main actor compiles and archives its entries on the main actor")
    func mainActorWidget() async throws {
        let found = PreviewRecords.all.filter {
            $0.source.hasPrefix("WidgetRelayKitTests/MainActorPreviewTests.swift:")
        }
        #expect(found.map { $0.preview.name } == ["Stops"])
        guard case .timeline(let kind, let family, let entries)? = try await found.first?.preview.content() else {
            Issue.record("no timeline preview")
            return
        }
        #expect(kind == "MainActorWidget" && family == .systemMedium && entries.count == 2)
    }
}
