import WidgetRelayKit

/// An interaction's guaranteed reload, prepared on the phone's loop to run inside the
/// interaction's one trip to app code, right after `perform()` returned, on the writes
/// `perform()` holds aside: a widget instance's timeline (its configuration intent rebuilt,
/// its defaults when it no longer rebuilds, as a usual reload does), or a control's value.
struct PreparedReload: Sendable {
    enum Target: Sendable {
        case widget(
            instanceID: String, WidgetKindDescriptor, TimelineProviderContext, configurationType: (any AppIntent.Type)?,
            configuration: IntentInvocation?)
        case control(kind: String, ControlKindDescriptor)
    }
    let target: Target

    /// What the reload found; nil when app code failed (the usual reload then tries again).
    /// Runs in app code's environment.
    func run(registry: IntentRegistry) async -> PreparedResult? {
        switch target {
        case .widget(let id, let widget, let context, let configurationType, let configuration):
            var intent: (any AppIntent)?
            if let configurationType {
                intent = try? await registry.rebuild(
                    await IntentRegistry.completeConfiguration(of: configurationType, given: configuration))
            }
            return (try? await widget.timeline(for: intent, in: context)).map { .timeline(instanceID: id, $0) }
        case .control(let kind, let control):
            return .control(kind: kind, await control.state())
        }
    }
}

/// A reload done in `perform()`'s trip, kept for the interaction's reload step.
enum PreparedResult: Sendable {
    case timeline(instanceID: String, ArchivedTimeline)
    case control(kind: String, ControlState)
}
