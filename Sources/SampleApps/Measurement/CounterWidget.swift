import Synchronization
import WidgetRelayKit

/// A small widget built for measurement (relay-latency): a counter with an
/// increment button and a toggle, in two flavours: one whose intent writes the
/// durable app-group store, one whose intent only touches memory.
public enum MeasurementApp {}

extension MeasurementApp {
    /// The in-memory counters: no store write, for the baseline of intent cost. One per phone
    /// (by its app-group folder), not one per process: phones that tests run side by side
    /// in one process each count their own.
    static let memoryCounters = Mutex<[String: Int]>([:])
    static var memoryCounterKey: String { AppEnvironment.current.store.containerDirectory?.path ?? "" }

    struct CounterEntry: TimelineEntry {
        let date: Date
        let count: Int
        let flag: Bool
    }

    /// Adds one to the stored counter.
    struct IncrementCounterIntent: AppIntent {
        static let title: LocalizedStringResource = "Increment Counter"
        func perform() async throws -> some IntentResult {
            let defaults = UserDefaults(suiteName: appGroup)!
            defaults.set(defaults.integer(forKey: "counter") + 1, forKey: "counter")
            return .result()
        }
    }

    /// Flips the stored flag.
    struct ToggleCounterFlagIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle Flag"
        func perform() async throws -> some IntentResult {
            let defaults = UserDefaults(suiteName: appGroup)!
            defaults.set(!defaults.bool(forKey: "counterFlag"), forKey: "counterFlag")
            return .result()
        }
    }

    /// Adds one to the in-memory counter.
    struct IncrementMemoryCounterIntent: AppIntent {
        static let title: LocalizedStringResource = "Increment Memory Counter"
        func perform() async throws -> some IntentResult {
            let key = memoryCounterKey
            memoryCounters.withLock { $0[key, default: 0] += 1 }
            return .result()
        }
    }

    struct CounterProvider: TimelineProvider {
        let inMemory: Bool

        func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), count: 0, flag: false) }

        func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
            completion(placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
            let defaults = UserDefaults(suiteName: appGroup)!
            let key = memoryCounterKey
            let count = inMemory ? memoryCounters.withLock { $0[key] ?? 0 } : defaults.integer(forKey: "counter")
            completion(
                Timeline(
                    entries: [CounterEntry(date: Date(), count: count, flag: defaults.bool(forKey: "counterFlag"))],
                    policy: .never))
        }
    }

    struct CounterView: View {
        let entry: CounterEntry
        let inMemory: Bool

        var body: some View {
            VStack {
                Text("\(entry.count)")
                    .font(.largeTitle)
                    .invalidatableContent()
                HStack {
                    if inMemory {
                        Button("+1", intent: IncrementMemoryCounterIntent())
                    } else {
                        Button("+1", intent: IncrementCounterIntent())
                    }
                    Toggle("Flag", isOn: entry.flag, intent: ToggleCounterFlagIntent())
                }
            }
        }
    }

    /// The counter whose intent commits to the app-group store.
    struct CounterWidget: Widget {
        var body: some WidgetConfiguration {
            counterConfiguration(kind: "Counter", inMemory: false, flavour: "durable")
        }
    }

    /// The counter whose intent stays in memory.
    struct MemoryCounterWidget: Widget {
        var body: some WidgetConfiguration {
            counterConfiguration(kind: "MemoryCounter", inMemory: true, flavour: "in memory")
        }
    }

    static func counterConfiguration(kind: String, inMemory: Bool, flavour: String) -> some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CounterProvider(inMemory: inMemory)) { entry in
            CounterView(entry: entry, inMemory: inMemory)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName(inMemory ? "Memory Counter" : "Counter")
        .description("A counter for measuring round trips (\(flavour)).")
        .supportedFamilies([.systemSmall])
    }
}
