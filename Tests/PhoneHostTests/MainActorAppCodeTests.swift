import Dispatch
import Foundation
import PhoneHost
import Synchronization
import TestSupport
import Testing
import WidgetRelayKit

/// Where the phone runs a widget's app code (#47, Build 1): its views — the content closure and
/// each view's `body` — on the main actor, as iOS does; its provider and its intents' `perform()`
/// on app code's own threads.
@Suite("Phone: views on the main actor, providers and perform() off it", .serialized)
struct MainActorAppCodeTests {
    @Test(
        "a widget's body runs on the main thread; its provider and its button's perform() do not",
        arguments: Wiring.allCases)
    func bodyOnMainPerformOff(_ wiring: Wiring) async throws {
        WhereApp.reset()
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(devices: [a], extraItems: WhereApp.items, wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        let instance = try await mirror.add("Where", .systemSmall)
        let view = try await mirror.next("the Where widget's timeline") {
            $0.timeline.instanceID == instance.instanceID
        }
        .timeline.firstView
        let button = try #require(view.interactiveElements.first { $0.invocation != nil })
        #expect(
            try await mirror.interact(instance: instance.instanceID, element: button).outcome == .performed(.init()))

        let seen = WhereApp.seen.withLock { $0 }
        #expect(seen["body"]?.isEmpty == false)
        #expect(seen["body"]?.allSatisfy { $0 } == true, "body ran off the main actor: \(seen)")
        #expect(seen["content"]?.allSatisfy { $0 } == true, "the content closure ran off the main actor: \(seen)")
        #expect(seen["timeline"]?.isEmpty == false)
        #expect(seen["timeline"]?.contains(true) == false, "getTimeline ran on the main actor: \(seen)")
        #expect(seen["perform"] == [false], "perform() ran on the main actor: \(seen)")
        await mirror.close()
        await phone.stop()
    }
}

/// A widget that notes, for each piece of its app code, whether it ran on the main actor.
enum WhereApp {
    static let seen = Mutex<[String: [Bool]]>([:])
    static func note(_ what: String) { seen.withLock { $0[what, default: []].append(MainActorProbe.onMainActor()) } }
    static func reset() { seen.withLock { $0 = [:] } }

    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            WhereApp.note("timeline")
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }

    struct NoteIntent: AppIntent {
        static let title: LocalizedStringResource = "Note"
        func perform() async throws -> some IntentResult {
            WhereApp.note("perform")
            return .result()
        }
    }

    struct EntryView: View {
        let entry: Entry
        var body: some View {
            WhereApp.note("body")
            return Button("note", intent: NoteIntent())
        }
    }

    struct WhereWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Where", provider: Provider()) { entry in
                WhereApp.note("content")
                return EntryView(entry: entry)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    static var items: [BundleItem] { WhereWidget().body.bundleItems }
}

/// Whether the caller runs on the main actor. Not `Thread.isMainThread`: on Linux an `async`
/// `main` ends in `dispatchMain()`, which retires the main thread, and Dispatch's workers serve
/// the main queue — the main actor's executor — from then on.
enum MainActorProbe {
    private static let mainQueue = DispatchSpecificKey<Bool>()
    static func onMainActor() -> Bool {
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        return DispatchQueue.getSpecific(key: mainQueue) == true
    }
}
