/// An intent a Live Activity's buttons and toggles perform (`LiveActivityIntent`).
///
/// On Apple's platforms it runs in the app's process rather than the widget
/// extension's; a phone node runs all app code in one process, so it is performed
/// like any ``AppIntent`` (its writes held aside and committed with the interaction).
public protocol LiveActivityIntent: AppIntent {}

/// An intent that starts or pauses media playback (`AudioPlaybackIntent`).
///
/// Like ``LiveActivityIntent``, Apple runs it in the app's process; on the phone node it
/// is performed like any ``AppIntent``.
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent a configurable control is configured with (`ControlConfigurationIntent`).
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Configuration intents carry values; performing one does nothing.
    public func perform() async throws -> IntentResultContainer { .result() }
}
