import Dispatch
import Foundation
import Synchronization
import Testing
import WidgetRelayKit

/// Where the kit runs a widget's views (#47, Build 1): its content closure and each view's
/// `body` on the main actor, as iOS does, its provider where it is called; a Live Activity's
/// and a control's views on the main actor too.
@Suite("Views on the main actor")
struct MainActorViewsTests {
    @Test("a widget's timeline: the provider runs where it is called, the content closure and body on the main actor")
    func widgetTimeline() async throws {
        MainThreadNotes.reset()
        guard case .widget(let descriptor)? = NotingWidget().body.bundleItems.first else {
            Issue.record("no widget kind")
            return
        }
        let timeline = try await Task.detached {
            try await descriptor.timeline(for: nil, in: TimelineProviderContext(family: .systemSmall))
        }.value
        #expect(timeline.entries.count == 1)
        let notes = MainThreadNotes.seen.withLock { $0 }
        #expect(notes["timeline"] == [false], "\(notes)")
        #expect(notes["content"] == [true], "\(notes)")
        // Once per archive: a view with no container background is archived again for the
        // family's whole size (content margins as iOS 17 decides them), body with it.
        #expect(notes["body"]?.isEmpty == false, "\(notes)")
        #expect(notes["body"]?.allSatisfy { $0 } == true, "\(notes)")
    }

    @Test("a Live Activity's views and a control's label are made on the main actor")
    func activityAndControl() async throws {
        MainThreadNotes.reset()
        guard case .activity(let activity)? = NotingActivity().body.bundleItems.first else {
            Issue.record("no activity kind")
            return
        }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let record = ActivityRecord(
            id: "a", attributesType: activity.attributesType,
            attributesJSON: try JSONEncoder().encode(NotingAttributes()),
            contentStateJSON: try JSONEncoder().encode(NotingAttributes.ContentState()),
            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil, startedAt: now, contentUpdatedAt: now)
        let presentations = try await Task.detached {
            try await activity.archivePresentations(for: record, isStale: false)
        }
        .value
        #expect(presentations.lockScreen.texts == ["lock"])
        guard case .control(let control)? = NotingControl().body.bundleItems.first else {
            Issue.record("no control kind")
            return
        }
        _ = await Task.detached { await control.state() }.value
        let notes = MainThreadNotes.seen.withLock { $0 }
        #expect(notes["lock screen"]?.isEmpty == false)
        #expect(notes["lock screen"]?.allSatisfy { $0 } == true, "\(notes)")
        #expect(notes["island"] == [true], "\(notes)")
        #expect(notes["control label"] == [true], "\(notes)")
    }
}

/// Whether each piece of app code ran on the main actor.
enum MainThreadNotes {
    static let seen = Mutex<[String: [Bool]]>([:])
    static func note(_ what: String) { seen.withLock { $0[what, default: []].append(onMainActor()) } }
    static func reset() { seen.withLock { $0 = [:] } }

    private static let mainQueue = DispatchSpecificKey<Bool>()
    /// Whether the caller runs on the main actor. Not `Thread.isMainThread`: on Linux an `async`
    /// `main` ends in `dispatchMain()`, which retires the main thread, and Dispatch's workers serve
    /// the main queue — the main actor's executor — from then on.
    static func onMainActor() -> Bool {
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        return DispatchQueue.getSpecific(key: mainQueue) == true
    }
}

private struct NotingEntry: TimelineEntry { let date: Date }

private struct NotingProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotingEntry { NotingEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (NotingEntry) -> Void) {
        completion(NotingEntry(date: .distantPast))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NotingEntry>) -> Void) {
        MainThreadNotes.note("timeline")
        completion(Timeline(entries: [NotingEntry(date: .distantPast)], policy: .never))
    }
}

/// Main-actor state an app keeps, as iOS apps keep theirs (a view model, `UIApplication`).
@MainActor private enum AppState {
    static var greeting = "noted"
}

/// A view written for iOS in Swift 6: its `body` reads main-actor state, which compiles only
/// where `body` is main-actor isolated, and asserts it runs there.
private struct NotingView: View {
    var body: some View {
        MainActor.assertIsolated("body runs on the main actor, as on iOS")
        MainThreadNotes.note("body")
        return Text(AppState.greeting)
    }
}

private struct NotingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Noting", provider: NotingProvider()) { _ in
            MainThreadNotes.note("content")
            return NotingView()
        }
    }
}

private struct NotingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
}

/// A Live Activity as Swift 6 extensions write one: its closures call the widget's own helpers
/// through `self`, and its views read main-actor state in `body`.
private struct NotingActivity: Widget {
    let lockText = "lock"

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: NotingAttributes.self) { context in
            MainThreadNotes.note("lock screen")
            return self.lockScreen(context)
        } dynamicIsland: { context in
            MainThreadNotes.note("island")
            return DynamicIsland {
                DynamicIslandExpandedRegion(.center) { self.lockScreen(context) }
            } compactLeading: {
                Text("l")
            } compactTrailing: {
                IslandView()
            } minimal: {
                Text("m")
            }
        }
    }

    func lockScreen(_ context: ActivityViewContext<NotingAttributes>) -> some View { Text(lockText) }
}

private struct IslandView: View {
    var body: some View { Text(AppState.greeting) }
}

private struct NotingIntent: AppIntent {
    static let title: LocalizedStringResource = "Noting"
    func perform() async throws -> some IntentResult { .result() }
}

private struct NotingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "NotingControl") {
            ControlWidgetButton(action: NotingIntent()) {
                MainThreadNotes.note("control label")
                return Text("press")
            }
        }
    }
}
