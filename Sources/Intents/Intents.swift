// `import Intents`: SiriKit's `INIntent` and the intent-configured widgets' names
// (`IntentConfiguration`, `IntentTimelineProvider`) are WidgetRelayKit's.
@_exported import WidgetRelayKit
