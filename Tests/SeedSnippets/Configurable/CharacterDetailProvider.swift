// making-a-configurable-widget.md — "Handle customized values in your widget" (the provider)
// Verbatim; the `placeholder(in:)` and `snapshot(for:in:)` WidgetKit also requires are
// stand-ins (StandIns.swift).
import WidgetRelayKit

struct CharacterDetailProvider: AppIntentTimelineProvider {
    func timeline(for configuration: SelectCharacterIntent, in context: Context) async -> Timeline<CharacterDetailEntry> {
        // Create the timeline and return it. The .never reload policy indicates
        // that the containing app uses WidgetCenter methods to reload the
        // widget's timeline when the details change.
        let entry = CharacterDetailEntry(date: Date(), detail: configuration.character)
        let timeline = Timeline(entries: [entry], policy: .never)
        return timeline
    }
}
