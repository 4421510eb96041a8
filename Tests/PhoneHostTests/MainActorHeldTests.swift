import Dispatch
import Foundation
import PhoneHost
import RelayWire
import Synchronization
import TestSupport
import Testing
import WidgetRelayKit

/// A widget's view that blocks the main actor (#47, Build 1): the phone stays responsive. Its
/// app code's time limit is kept on a clock the test steps, so "at once" means "with the clock
/// standing still": a request that waited for the limit would never be answered.
@Suite("Phone: a view that holds the main actor past the limit", .serialized)
struct MainActorHeldTests {
    @Test(
        "the tap is answered 'timed out' at the limit; then other widgets' taps and reloads are answered at once, the holder's kind is refused at once, and after it returns the others draw again",
        arguments: Wiring.allCases)
    func heldMainActor(_ wiring: Wiring) async throws {
        HolderApp.reset()
        defer { HolderApp.release() }  // a failed test leaves no view blocking the main actor
        let clock = SteppedClock()
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(
            devices: [a], extraItems: HolderApp.items, appCodeTimeLimit: .seconds(5), appCodeClock: clock,
            wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        let holder = try await mirror.add("Holder", .systemSmall)
        let view = try await mirror.next("the Holder's timeline") { $0.timeline.instanceID == holder.instanceID }
            .timeline.firstView
        let hold = try #require(view.interactiveElements.first { $0.invocation != nil })
        let (counter, increment) = try await mirror.addCounter()

        // The Holder's next body blocks the main actor; its tap's reload runs it.
        HolderApp.arm()
        let held = Task { try await mirror.interact(instance: holder.instanceID, element: hold) }
        try await within(60, "the Holder's body to block the main actor") { await HolderApp.entered.wait() }
        // Within the limit the phone's loop is free: an echo is answered.
        #expect(try await mirror.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())

        clock.advance(by: .seconds(6))
        let timedOut = try await held.value
        #expect(timedOut.failed.message.contains("timed out"), "\(timedOut)")

        // The main actor is still held: the counter's tap is performed and answered, its reload
        // refused at once (it would wait for the limit behind the Holder's body, on a clock
        // that no longer moves); a reload of it and of the Holder are answered at once.
        #expect(try await mirror.interact(instance: counter, element: increment).outcome == .performed(.init()))
        #expect(
            try await phone.push(.with { $0.widget = .with { $0.kind = "Counter" } }).adminReply.text
                == "reloaded 1 widget")
        let bodies = HolderApp.bodies
        #expect(
            try await phone.push(.with { $0.widget = .with { $0.kind = "Holder" } }).adminReply.text
                == "reloaded 1 widget")
        #expect(HolderApp.bodies == bodies, "a quarantined kind's views ran")

        // The Holder's body returns: the others draw again; the Holder's kind stays out.
        HolderApp.release()
        await MainActor.run {}  // after the held unit: the main actor is one queue
        let returned = HolderApp.bodies
        #expect(
            try await phone.push(.with { $0.widget = .with { $0.kind = "Counter" } }).adminReply.text
                == "reloaded 1 widget")
        _ = try await mirror.next("the counter drawn again") {
            $0.timeline.instanceID == counter && $0.timeline.reason == "push"
        }
        #expect(
            try await phone.push(.with { $0.widget = .with { $0.kind = "Holder" } }).adminReply.text
                == "reloaded 1 widget")
        #expect(HolderApp.bodies == returned, "a quarantined kind's views ran")
        await mirror.close()
        await phone.stop()
    }
}

/// A widget whose view, once armed, blocks the main actor until the test releases it, as a
/// `body` that waits for a synchronous network call would.
enum HolderApp {
    /// Opened when the armed body starts blocking.
    static let entered = SlowApp.Gate()
    private static let state = Mutex<(armed: Bool, bodies: Int, release: DispatchSemaphore)>(
        (false, 0, DispatchSemaphore(value: 0)))

    static var bodies: Int { state.withLock { $0.bodies } }
    static func arm() { state.withLock { $0.armed = true } }

    /// Lets a blocked body go; the next test gets a fresh semaphore.
    static func release() { _ = state.withLock { $0.release.signal() } }

    static func reset() {
        entered.close()
        state.withLock { state in
            state.release.signal()
            state = (false, 0, DispatchSemaphore(value: 0))
        }
    }

    /// Counts a body; the first one after ``arm()`` blocks.
    static func body() {
        let (hold, release) = state.withLock { state in
            defer { state.armed = false }
            state.bodies += 1
            return (state.armed, state.release)
        }
        guard hold else { return }
        entered.open()
        release.wait()  // blocks the main actor: the subject of the test
    }

    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(Entry(date: .distantPast))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
        }
    }

    struct HoldIntent: AppIntent {
        static let title: LocalizedStringResource = "Hold"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct HolderView: View {
        var body: some View {
            HolderApp.body()
            return Button("hold", intent: HoldIntent())
        }
    }

    struct HolderWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Holder", provider: Provider()) { _ in HolderView() }
                .supportedFamilies([.systemSmall])
        }
    }

    static var items: [BundleItem] { HolderWidget().body.bundleItems }
}
