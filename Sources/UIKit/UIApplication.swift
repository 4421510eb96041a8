import Foundation

/// `UIApplication.shared`, as widget and intent code reaches it: the phone has no app to
/// bring forward, so `open(_:)` answers false (its completion handler too).
///
/// Main-actor isolated as UIKit's, and `@preconcurrency` as UIKit is seen from Swift (imported
/// from Objective-C): code in the Swift 5 language mode may read it from a nonisolated context
/// without a diagnostic, and Swift 6 mode gets a warning there, as with Xcode (Clendar's
/// Constants.swift reads `UIDevice.current` and `UIScreen.main` in a nonisolated static property).
@preconcurrency @MainActor
public final class UIApplication {
    /// `UIApplication.shared`
    public static let shared = UIApplication()

    private init() {}

    /// `UIApplication.OpenExternalURLOptionsKey`
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `open(_:options:completionHandler:)`: not opened (there is no app here); the handler gets false.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completionHandler?(false)
    }

    /// `open(_:options:)` (async): false.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// `canOpenURL(_:)`: false.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// `UIApplication.openSettingsURLString`
    public static let openSettingsURLString = "app-settings:"
}

/// `UIScreen.main`: an iPhone's screen (points and scale), for code that sizes images by it.
/// Main-actor isolated, `@preconcurrency` as UIKit is from Swift (``UIApplication``).
@preconcurrency @MainActor
public final class UIScreen {
    /// `UIScreen.main`
    public static let main = UIScreen()
    /// `bounds`: an iPhone 15 Pro's, in points.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// `scale`
    public let scale: CGFloat = 3
    private init() {}
}

/// `UIDevice.current`: a phone. Main-actor isolated, `@preconcurrency` as UIKit is from Swift
/// (``UIApplication``).
@preconcurrency @MainActor
public final class UIDevice {
    /// `UIDevice.current`
    public static let current = UIDevice()
    /// `userInterfaceIdiom`
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// `systemName`
    public let systemName = "iOS"
    private init() {}
}

/// `UIUserInterfaceIdiom`
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}
