// `import WatchKit`: the part of Apple's WatchKit a watch widget or complication meets — the
// device (`WKInterfaceDevice.current()`: its name, model, system version, screen, and its haptics
// `play(_:)`) and the app (`WKApplication.shared()`, `WKExtension.shared()`: its state) — in Apple's
// names and shapes. `#if canImport(WatchKit)` is true here as on watchOS; the corpus's type-check
// and the build plugin answer it false for an iPhone extension, as iOS does.
//
// What it is not: a watch. The device is the watch the watch node draws (a 45 mm Apple Watch on
// watchOS 11: 198×242 points at 2×); a haptic is recorded (`WKInterfaceDevice.playedHaptics`, for
// a host or a test to read) and not felt; the app's state is `.background`, as a widget
// extension's is.
import Foundation

/// The types of haptic feedback a watch plays.
public enum WKHapticType: Int, Sendable, Hashable {
    /// A notification.
    case notification = 0
    /// An upward movement.
    case directionUp = 1
    /// A downward movement.
    case directionDown = 2
    /// A completed action.
    case success = 3
    /// A failed action.
    case failure = 4
    /// A retried action.
    case retry = 5
    /// The start of an activity.
    case start = 6
    /// The end of an activity.
    case stop = 7
    /// A click.
    case click = 8
}

/// The watch: its details and haptics.
open class WKInterfaceDevice: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var played: [WKHapticType] = []
    private static let device = WKInterfaceDevice()

    /// The watch the extension runs on.
    open class func current() -> WKInterfaceDevice { device }

    /// The watch's name.
    open var name: String { "Apple Watch" }
    /// The watch's model.
    open var model: String { "Apple Watch" }
    /// The localized model.
    open var localizedModel: String { model }
    /// The system's name.
    open var systemName: String { "watchOS" }
    /// The system's version.
    open var systemVersion: String { "11.0" }
    /// The screen's bounds, in points.
    open var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
    /// The screen's scale.
    open var screenScale: CGFloat { 2 }
    /// Whether battery monitoring is enabled.
    open var isBatteryMonitoringEnabled = false
    /// The battery's level, 0…1 (here: -1, unknown, as when monitoring is off).
    open var batteryLevel: Float { -1 }

    /// Plays a haptic (here: recorded, not felt).
    open func play(_ type: WKHapticType) { lock.withLock { played.append(type) } }

    /// The haptics played so far, oldest first (for a host or a test).
    public var playedHaptics: [WKHapticType] { lock.withLock { played } }
}

/// An app's running state.
public enum WKApplicationState: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events.
    case inactive = 1
    /// In the background.
    case background = 2
}

/// The watch app (here: a widget extension's, in the background).
open class WKApplication: NSObject, @unchecked Sendable {
    private static let app = WKApplication()
    /// The app.
    open class func shared() -> WKApplication { app }
    /// The app's state.
    open var applicationState: WKApplicationState { .background }
    /// Whether the app is the frontmost (here: no).
    open var isApplicationRunningInDock: Bool { false }
}

/// The watch extension (watchOS 6's name for the app object; here as `WKApplication`).
open class WKExtension: NSObject, @unchecked Sendable {
    private static let ext = WKExtension()
    /// The extension.
    open class func shared() -> WKExtension { ext }
    /// The extension's state.
    open var applicationState: WKApplicationState { .background }
}
