import WidgetRelayKit

/// The interactivity article's `AudioPlaybackIntent` ("if the interaction starts or pauses
/// media playback"), which it names but does not show: a play/pause button.
public enum MediaApp {}

extension MediaApp {
    /// Not shown in the article: starts or pauses playback.
    struct PlayPauseIntent: AudioPlaybackIntent {
        static let title: LocalizedStringResource = "Play or Pause"

        func perform() async throws -> some IntentResult {
            let defaults = UserDefaults(suiteName: appGroup)!
            defaults.set(!defaults.bool(forKey: "media/playing"), forKey: "media/playing")
            return .result()
        }
    }

    struct NowPlayingEntry: TimelineEntry {
        let date: Date
        let track: String
        let isPlaying: Bool
    }

    struct NowPlayingProvider: TimelineProvider {
        func placeholder(in context: Context) -> NowPlayingEntry {
            NowPlayingEntry(date: Date(), track: "Morning Mix", isPlaying: false)
        }

        func getSnapshot(in context: Context, completion: @escaping (NowPlayingEntry) -> Void) {
            completion(placeholder(in: context))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<NowPlayingEntry>) -> Void) {
            let playing = UserDefaults(suiteName: appGroup)!.bool(forKey: "media/playing")
            completion(
                Timeline(
                    entries: [NowPlayingEntry(date: Date(), track: "Morning Mix", isPlaying: playing)], policy: .never))
        }
    }

    struct NowPlayingWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "NowPlaying", provider: NowPlayingProvider()) { entry in
                VStack(alignment: .leading) {
                    Text(entry.track)
                        .font(.headline)
                    Button(intent: PlayPauseIntent()) {
                        Label(
                            entry.isPlaying ? "Pause" : "Play",
                            systemImage: entry.isPlaying ? "pause.fill" : "play.fill")
                    }
                    .invalidatableContent()
                }
                .containerBackground(.fill.tertiary, for: .widget)
            }
            .configurationDisplayName("Now Playing")
            .description("Play or pause what is playing.")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }
}
