import Foundation

/// UIKit's haptic feedback generators (`UIFeedbackGenerator`, `UIImpactFeedbackGenerator`,
/// `UINotificationFeedbackGenerator`, `UISelectionFeedbackGenerator`) as widget and intent code
/// calls them (GlucoseDirect's shared `Library/` plays an impact and a notification haptic).
///
/// Each is created and called as on iOS and plays nothing: on iOS a generator plays only in the
/// foreground app (a widget extension or an intent run in the background feels nothing), and no
/// node here has a haptic engine. Main-actor isolated as UIKit's, and `@preconcurrency` as UIKit
/// is seen from Swift (as ``UIApplication``): Swift 5 code may call it from a nonisolated context.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// `prepare()`: nothing to wake (no haptic engine).
    open func prepare() {}
}

/// `UIImpactFeedbackGenerator`: an impact of a style; plays nothing here (``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision (UIKit's `FeedbackStyle`, its raw values).
    public enum FeedbackStyle: Int, Sendable, Hashable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// `init(style:)`
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// `init()`: a `.medium` impact, UIKit's default.
    public override convenience init() { self.init(style: .medium) }

    /// `impactOccurred()`: plays nothing (no haptics in an extension or on a node).
    open func impactOccurred() {}
    /// `impactOccurred(intensity:)`: plays nothing.
    open func impactOccurred(intensity: CGFloat) {}
    /// `impactOccurred(at:)` (iOS 17.5): plays nothing.
    open func impactOccurred(at location: CGPoint) {}
    /// `impactOccurred(intensity:at:)` (iOS 17.5): plays nothing.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// `UINotificationFeedbackGenerator`: a success, warning or error haptic; plays nothing here
/// (``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification (UIKit's `FeedbackType`, its raw values).
    public enum FeedbackType: Int, Sendable, Hashable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// A generator.
    public override init() { super.init() }

    /// `notificationOccurred(_:)`: plays nothing.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    /// `notificationOccurred(_:at:)` (iOS 17.5): plays nothing.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// `UISelectionFeedbackGenerator`: a selection-changed haptic; plays nothing here
/// (``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator.
    public override init() { super.init() }

    /// `selectionChanged()`: plays nothing.
    open func selectionChanged() {}
    /// `selectionChanged(at:)` (iOS 17.5): plays nothing.
    open func selectionChanged(at location: CGPoint) {}
}
