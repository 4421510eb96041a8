/// A place besides its device's own surface where a small system widget is drawn (WidgetKit's
/// ``WidgetLocation``), with the environment that place gives it — the strategy seed's "Support
/// different appearances": in StandBy, and StandBy in Night Mode, "scaled up in size using the
/// vibrant rendering mode"; in CarPlay "scaled up in size using the fullColor rendering mode
/// with the background removed". StandBy and CarPlay draw on black: dark. A mirror that draws
/// these places asks the phone to archive each entry for them too
/// (``TimelineProviderContext/surfaces``, ``ArchivedEntry/surfaceViews``), so content an author
/// chose for a place by reading `\.widgetRenderingMode`, `\.showsWidgetContainerBackground`,
/// `\.colorScheme` or `\.isLuminanceReduced` is what that place shows.
public enum SurfaceVariant: String, Sendable, Hashable, CaseIterable, Codable {
    /// StandBy: vibrant, dark, the container background removed.
    case standBy
    /// StandBy in Night Mode: as StandBy, luminance reduced (the system tints it red).
    case standByNight
    /// CarPlay's widget screen: full colour, dark, the container background removed.
    case carPlay

    /// WidgetKit's location for the place.
    public var location: WidgetLocation {
        switch self {
        case .standBy, .standByNight: .standBy
        case .carPlay: .carPlay
        }
    }

    /// The rendering mode the place draws a widget in.
    public var renderingMode: WidgetRenderingMode {
        switch self {
        case .standBy, .standByNight: .vibrant
        case .carPlay: .fullColor
        }
    }

    /// The environment the place gives a widget.
    public var appearance: ArchiveAppearance {
        ArchiveAppearance(
            colorScheme: .dark, isLuminanceReduced: self == .standByNight, showsContainerBackground: false)
    }

    /// Whether the place shows widgets of `family`: small system widgets only.
    public func shows(_ family: WidgetFamily) -> Bool { family == .systemSmall }
}
