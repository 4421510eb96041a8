import WidgetRelayKit

extension MeasurementApp {
    /// A minute's timer from its entry's date: a bar that fills and the time since it started,
    /// both moved by the mirror with the phone's clock (`ProgressView(timerInterval:)`,
    /// `Text(timerInterval:)`) — with several phones, each card by its own phone's clock.
    struct TimerEntry: TimelineEntry {
        let date: Date
    }

    struct TimerProvider: TimelineProvider {
        func placeholder(in context: Context) -> TimerEntry { TimerEntry(date: Date()) }

        func getSnapshot(in context: Context, completion: @escaping (TimerEntry) -> Void) {
            completion(placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<TimerEntry>) -> Void) {
            completion(Timeline(entries: [TimerEntry(date: Date())], policy: .never))
        }
    }

    struct TimerView: View {
        let entry: TimerEntry

        var body: some View {
            let minute = entry.date...entry.date.addingTimeInterval(60)
            VStack(alignment: .leading) {
                Text(timerInterval: minute, countsDown: false)
                    .font(.title)
                    .monospacedDigit()
                ProgressView(timerInterval: minute, countsDown: false) {
                    Text("Timer")
                }
            }
        }
    }

    /// The one-minute timer (kind `Timer`).
    struct TimerWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Timer", provider: TimerProvider()) { entry in
                TimerView(entry: entry)
                    .containerBackground(.background, for: .widget)
            }
            .configurationDisplayName("Timer")
            .description("A minute from when it was added, by the phone's clock.")
            .supportedFamilies([.systemSmall])
        }
    }
}
