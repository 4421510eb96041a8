import Foundation

/// What the app does when a widget, a `Link`, a Live Activity or a complication opens it: the
/// handlers SwiftUI's scene modifiers register on iOS (`onOpenURL(perform:)`,
/// `onContinueUserActivity(_:perform:)`), given to the phone beside the widget bundle.
///
/// ```swift
/// let scene = AppScene()
///     .onOpenURL { url in await Navigation.shared.open(url) }
///     .onContinueUserActivity("CharacterDetail") { activity in
///         if let intent = activity.widgetConfigurationIntent(of: SelectCharacterIntent.self) { … }
///     }
///     .sceneDescription { await Navigation.shared.title }
/// ```
///
/// The phone calls them in the app's lane with the time limit of all app code: a widget's
/// `widgetURL` or a `Link`'s destination goes to every ``onOpenURL(perform:)`` handler; a widget
/// that shows no URL (a complication activated as a whole) continues a user activity whose type
/// is the widget's kind, carrying its configuration (``NSUserActivity/widgetConfigurationIntent(of:)``).
/// What the handlers ran and ``sceneDescription(_:)`` then says go back to the device in the
/// reply and into `phone-node status`.
public struct AppScene: Sendable {
    /// Handlers of URLs, in the order registered.
    private var urlHandlers: [@Sendable (URL) async -> Void] = []
    /// Handlers of user activities, by activity type, in the order registered.
    private var activityHandlers: [(type: String, perform: @Sendable (NSUserActivity) async -> Void)] = []
    /// What the app shows now, for people reading the phone's reply and status.
    private var describe: (@Sendable () async -> String)?

    /// A scene that handles nothing: opening the app only records the URL.
    public init() {}

    /// Runs `action` with every URL a widget, a `Link` or a Live Activity opens the app with.
    public func onOpenURL(perform action: @escaping @Sendable (URL) async -> Void) -> AppScene {
        var scene = self
        scene.urlHandlers.append(action)
        return scene
    }

    /// Runs `action` when a widget of kind `activityType` that shows no URL opens the app.
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping @Sendable (NSUserActivity) async -> Void
    ) -> AppScene {
        var scene = self
        scene.activityHandlers.append((activityType, action))
        return scene
    }

    /// Says what the app shows once a handler ran (e.g. "Spouty's detail"), for the reply and status.
    public func sceneDescription(_ describe: @escaping @Sendable () async -> String) -> AppScene {
        var scene = self
        scene.describe = describe
        return scene
    }

    /// What opening the app did: the handlers that ran, and what the app then showed.
    public struct Opened: Sendable, Equatable {
        /// "onOpenURL", "onContinueUserActivity(KIND)", in the order they ran; empty when none handles it.
        public var handlers: [String]
        /// What ``sceneDescription(_:)`` said afterwards (empty without one).
        public var scene: String

        public init(handlers: [String] = [], scene: String = "") {
            self.handlers = handlers
            self.scene = scene
        }
    }

    /// Opens the app with `url` (nil: the widget shows none) from a widget of `kind` with
    /// `configuration`: runs the handlers that apply, in order, and says what they did.
    public func open(_ url: URL?, kind: String?, configuration: (any AppIntent)?) async -> Opened {
        var opened = Opened()
        if let url {
            for handler in urlHandlers { await handler(url) }
            if !urlHandlers.isEmpty { opened.handlers.append("onOpenURL") }
        } else if let kind {
            let activity = NSUserActivity(activityType: kind, configuration: configuration)
            let handlers = activityHandlers.filter { $0.type == kind }
            for handler in handlers { await handler.perform(activity) }
            if !handlers.isEmpty { opened.handlers.append("onContinueUserActivity(\(kind))") }
        }
        if !opened.handlers.isEmpty, let describe { opened.scene = await describe() }
        return opened
    }
}
