import Dispatch
import Foundation
import Synchronization
import WidgetRelayKit

/// App code that takes its time, for the tests of app code beside the relay: one
/// button whose intent waits for the test to let it go, one that sleeps (cancellably)
/// for an hour, and one that blocks its thread.
enum SlowApp {
    /// Opened by the test: WaitIntent's perform() returns once it is.
    static let gate = Gate()
    /// Signalled by the test at the end: StuckIntent's perform() blocks its thread until then.
    static var stuck: DispatchSemaphore { stuckSemaphore.withLock { $0 } }
    private static let stuckSemaphore = Mutex(DispatchSemaphore(value: 0))
    /// How many perform() calls of each intent started, and how many sleeps were cancelled.
    static let started = Mutex<[String: Int]>([:])
    static let cancelled = Mutex(0)

    static func enter(_ name: String) { started.withLock { $0[name, default: 0] += 1 } }
    static func count(_ name: String) -> Int { started.withLock { $0[name] ?? 0 } }

    /// Back to the start (each test runs once per wiring): counts at zero, the gate closed.
    static func reset() {
        started.withLock { $0 = [:] }
        cancelled.withLock { $0 = 0 }
        gate.close()
        // A thread a failed test left blocked is let go; the next test gets a fresh semaphore.
        stuckSemaphore.withLock { old in
            old.signal()
            old = DispatchSemaphore(value: 0)
        }
    }

    /// A one-way gate tasks wait at until it opens.
    final class Gate: Sendable {
        private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))
        func wait() async {
            await withCheckedContinuation { continuation in
                let open = state.withLock { state in
                    if !state.open { state.waiting.append(continuation) }
                    return state.open
                }
                if open { continuation.resume() }
            }
        }
        func close() {
            state.withLock { $0.open = false }
        }
        func open() {
            for waiter in state.withLock({ state in
                state.open = true; defer { state.waiting = [] }; return state.waiting
            }) { waiter.resume() }
        }
    }

    struct WaitIntent: AppIntent {
        static let title: LocalizedStringResource = "Wait"
        func perform() async throws -> some IntentResult {
            SlowApp.enter("wait")
            await SlowApp.gate.wait()
            return .result()
        }
    }

    struct SleepIntent: AppIntent {
        static let title: LocalizedStringResource = "Sleep"
        func perform() async throws -> some IntentResult {
            SlowApp.enter("sleep")
            // stuck app code, the subject of the test
            do { try await Task.sleep(for: .seconds(3600)) } catch {  // not a wait
                SlowApp.cancelled.withLock { $0 += 1 }
                throw error
            }
            return .result()
        }
    }

    struct StuckIntent: AppIntent {
        static let title: LocalizedStringResource = "Stuck"
        func perform() async throws -> some IntentResult {
            SlowApp.enter("stuck")
            SlowApp.stuck.wait()  // blocks this thread, as a synchronous network call would
            return .result()
        }
    }

    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }

    struct SlowWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Slow", provider: Provider()) { _ in
                VStack {
                    Button("wait", intent: WaitIntent())
                    Button("sleep", intent: SleepIntent())
                    Button("stuck", intent: StuckIntent())
                }
            }
            .supportedFamilies([.systemSmall])
        }
    }

    static var items: [BundleItem] { SlowWidget().body.bundleItems }
}
