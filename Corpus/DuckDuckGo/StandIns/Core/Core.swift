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

import Persistence
import CoreData

/// The app's bookmarks database (Core's `BookmarksDatabase`): the shared store in the app group.
public enum BookmarksDatabase {
    public static func make(location: URL? = nil, readOnly: Bool = false) -> CoreDataDatabase {
        CoreDataDatabase(name: "Bookmarks", containerLocation: location ?? FileManager.default.temporaryDirectory, readOnly: readOnly)
    }
}

/// The key under which a domain's favicon is cached (Core's `FaviconHasher`: SHA-256 of the domain
/// in the app; here the domain itself, percent-encoded, which no cache holds).
public enum FaviconHasher {
    public static func createHash(ofDomain domain: String) -> String {
        domain.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? domain
    }
}

/// The app's favicon caches (Core's `FaviconsCacheType`).
public enum FaviconsCacheType: String {
    case fireproof, tabs
    /// The cache's folder in the app group's container (a temporary folder here).
    public func cacheLocation() -> URL? {
        FileManager.default.temporaryDirectory.appendingPathComponent("group.com.duckduckgo.fireproofFavicons")
    }
}
