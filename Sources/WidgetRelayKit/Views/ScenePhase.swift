import Foundation

/// A scene's operational state (SwiftUI's `ScenePhase`), as app code shared with a widget names
/// it (GlucoseDirect's state keeps the app's phase). Ordered as SwiftUI's: background, inactive,
/// active.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown, not taking events.
    case inactive
    /// In the foreground, interactive.
    case active
}
