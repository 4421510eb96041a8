// `import AppIntents`: App Intents' names (AppIntent, @Parameter, AppEntity, …) are
// WidgetRelayKit's; Foundation comes with them, as with Apple's framework.
@_exported import FoundationNetworking
@_exported import WidgetRelayKit
