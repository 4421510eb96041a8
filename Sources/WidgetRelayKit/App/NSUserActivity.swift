import Foundation

/// What the app is asked to continue when a widget that shows no URL opens it, as Foundation's
/// `NSUserActivity` carries it on iOS: its ``activityType`` is the widget's kind, and
/// ``widgetConfigurationIntent(of:)`` the configuration of the widget that was tapped, so the
/// app opens the scene for it (a hero's detail for a character widget).
///
/// The phone makes one for each opening (``AppScene/onContinueUserActivity(_:perform:)``);
/// apps only read it.
public final class NSUserActivity: Sendable {
    /// The widget's kind, e.g. "CharacterDetail".
    public let activityType: String
    /// The URL the widget opened, when it opened one (`widgetURL`, a `Link`).
    public let webpageURL: URL?
    private let configuration: (any AppIntent)?

    /// An activity of `activityType`, carrying a widget's `configuration`.
    public init(activityType: String, webpageURL: URL? = nil, configuration: (any AppIntent)? = nil) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.configuration = configuration
    }

    /// The configuration intent of the widget that opened the app, if it is one of
    /// `intentType` (Foundation's `widgetConfigurationIntent(of:)`): nil for a widget that is
    /// not configurable, or configured with another intent.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self)
        -> Intent?
    {
        configuration as? Intent
    }
}
