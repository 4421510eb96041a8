import WidgetRelayKit

/// A widget instance's guaranteed reload after an interaction, prepared on the phone's loop to
/// run inside the interaction's one trip to app code, right after `perform()` returned: the
/// configuration intent rebuilt (its defaults when it no longer rebuilds, as a usual reload
/// does) and the timeline provider run, on the writes `perform()` holds aside.
struct PreparedReload: Sendable {
    let instanceID: String
    let widget: WidgetKindDescriptor
    let context: TimelineProviderContext
    let configurationType: (any AppIntent.Type)?
    let configuration: IntentInvocation?

    /// The timeline, archived; nil when the provider failed (the usual reload then tries again).
    /// Runs in app code's environment.
    func timeline(registry: IntentRegistry) async -> ArchivedTimeline? {
        var intent: (any AppIntent)?
        if let configurationType {
            intent = try? await registry.rebuild(await IntentRegistry.completeConfiguration(of: configurationType, given: configuration))
        }
        return try? await widget.timeline(for: intent, in: context)
    }
}
