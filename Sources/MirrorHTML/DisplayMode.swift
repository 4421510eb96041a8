import MirrorText
import WidgetRelayKit

/// Where a mirror's page shows the phone's widgets, and how each place draws them: the
/// strategy seed's "Support different appearances" table. WidgetKit names the places
/// `WidgetLocation` (`iPhoneWidgetsOnMac`, `standBy`, `carPlay`, `lockScreen`) and what a
/// widget is drawn in `widgetRenderingMode` and `showsWidgetContainerBackground`.
///
/// - `desktop`: iPhone widgets on Mac, as the phone archived them for this desktop (accented
///   by default: `desktop-node run --rendering-mode`).
/// - `standBy`, `nightMode`: small system widgets only, scaled up, vibrant, the container
///   background removed ("Displaying the right widget background"); Night Mode tints it all red.
/// - `carPlay`: small system widgets only, scaled up, full colour with the background removed;
///   buttons and toggles work, but a tap does not open the app (the car's display shows no
///   app of the phone's).
/// - `lockScreen`: an iPhone's Lock Screen — the clock, the accessory row (the accessory
///   families only: an iPhone never shows a Home Screen widget there), vibrant, and every
///   Live Activity's Lock Screen presentation below.
///
/// StandBy, Night Mode and CarPlay draw the view the phone archived for that place
/// (``surface``: its rendering mode, dark, the container background removed, Night Mode's
/// luminance reduced), so content the app chose by reading `\.widgetRenderingMode`,
/// `\.showsWidgetContainerBackground`, `\.colorScheme` or `\.isLuminanceReduced` is that
/// place's. A phone that archived none (it predates surfaces; a placeholder) is repainted:
/// its content is the desktop's mode's, and the card says so (`data-archived-for` absent).
public enum DisplayMode: String, Sendable, Hashable, CaseIterable, Codable {
    case desktop, standBy, nightMode, carPlay, lockScreen

    /// The mode's name as the page's switch shows it.
    public var title: String {
        switch self {
        case .desktop: "Desktop"
        case .standBy: "StandBy"
        case .nightMode: "Night Mode"
        case .carPlay: "CarPlay"
        case .lockScreen: "Lock Screen"
        }
    }

    /// WidgetKit's `WidgetLocation` for the place.
    public var widgetLocation: String {
        switch self {
        case .desktop: "iPhoneWidgetsOnMac"
        case .standBy, .nightMode: "standBy"
        case .carPlay: "carPlay"
        case .lockScreen: "lockScreen"
        }
    }

    /// The place the phone archives a desktop's widgets for besides its own (nil: the desktop's
    /// own surface, or the Lock Screen, whose accessory widgets are archived vibrant already).
    public var surface: SurfaceVariant? {
        switch self {
        case .standBy: .standBy
        case .nightMode: .standByNight
        case .carPlay: .carPlay
        case .desktop, .lockScreen: nil
        }
    }

    /// The `widgetRenderingMode` the place draws in; nil keeps the archive's own.
    public var widgetRenderingMode: WidgetRenderingMode? {
        switch self {
        case .desktop: nil
        case .standBy, .nightMode, .lockScreen: .vibrant
        case .carPlay: .fullColor
        }
    }

    /// `showsWidgetContainerBackground`: false where the place removes the container background.
    public var showsWidgetContainerBackground: Bool { self == .desktop }

    /// How much larger than on a Home Screen the place draws a widget.
    public var scale: Double {
        switch self {
        case .standBy, .nightMode: 2
        case .carPlay: 1.5
        case .desktop, .lockScreen: 1
        }
    }

    /// Whether the place shows widgets of `family` (the seed's table: StandBy and CarPlay show
    /// small system widgets; an iPhone's Lock Screen the accessory ones — an iPad's would show
    /// small system ones too, but the page draws an iPhone's).
    public func shows(_ family: WidgetFamily?) -> Bool {
        guard let family else { return true }
        switch self {
        case .desktop: return !WidgetFamily.accessory.contains(family)
        case .standBy, .nightMode, .carPlay: return family == .systemSmall
        case .lockScreen: return WidgetFamily.accessory.contains(family)
        }
    }

    /// Whether the place is StandBy's, whose views a person swipes between: its widgets (two
    /// stacks side by side), photos, and a large clock (red in Night Mode). A page draws the
    /// widgets and the clock.
    public var hasStandByViews: Bool { self == .standBy || self == .nightMode }

    /// Whether a tap on the widget (its `widgetURL`) opens the app on the phone.
    public var opensApp: Bool { self != .carPlay }

    /// Whether the place shows Live Activities' Lock Screen presentations among its widgets.
    public var showsLockScreenActivities: Bool { self == .lockScreen }

    /// `view` as the place draws it: in its rendering mode, without the container background
    /// where it removes it.
    public func presenting(_ view: ArchivedView) -> ArchivedView {
        var view = view
        if let mode = widgetRenderingMode { view.renderingMode = mode }
        if !showsWidgetContainerBackground { view.containerBackground = nil }
        return view
    }

    /// Why a widget of `family` is not drawn here, in words; nil when it is.
    public func absence(of family: WidgetFamily?) -> String? {
        guard !shows(family), let family else { return nil }
        return "\(title) does not show \(family.rawValue) widgets"
    }
}
