// `import AppIntents`: App Intents' names (AppIntent, @Parameter, AppEntity, …) are
// WidgetRelayKit's; Foundation comes with them, as with Apple's framework.
// FoundationNetworking through FoundationOnApple only (its URLSessionCompletionHandlers.swift).
@_exported import FoundationOnApple
@_exported import WidgetRelayKit
