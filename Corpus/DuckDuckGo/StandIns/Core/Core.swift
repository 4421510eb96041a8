// Stand-in for Core, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import Foundation
import OSLog

/// The app's usage pixels (anonymous counts), as the widget fires them.
public enum Pixel {
    public enum Event {
        case networkProtectionWidgetConnectAttempt
        case networkProtectionWidgetConnectCancelled
        case networkProtectionWidgetConnectFailure
        case networkProtectionWidgetConnectSuccess
        case networkProtectionWidgetDisconnectAttempt
        case networkProtectionWidgetDisconnectCancelled
        case networkProtectionWidgetDisconnectFailure
        case networkProtectionWidgetDisconnectSuccess
        case vpnControlCenterConnectAttempt
        case vpnControlCenterConnectCancelled
        case vpnControlCenterConnectFailure
        case vpnControlCenterConnectSuccess
        case vpnControlCenterDisconnectAttempt
        case vpnControlCenterDisconnectCancelled
        case vpnControlCenterDisconnectFailure
        case vpnControlCenterDisconnectSuccess
    }
}

/// Pixels fired at most once a day, with a count of each.
public enum DailyPixel {
    public static func fireDailyAndCount(pixel: Pixel.Event, error: Error? = nil) {}
}

/// The app's deep links (`ddgQuickLink://…`).
public enum AppDeepLinkSchemes: String {
    case addFavorite
    case favorites
    case fireButton
    case newEmail
    case newSearch
    case openAIChat
    case openPasswords
    case openVPN
    case voiceSearch

    public var url: URL { URL(string: "ddgQuickLink://\(rawValue)")! }
}

extension Logger {
    /// The app's general log.
    public static let general = Logger(subsystem: "com.duckduckgo.ios", category: "General")
}
