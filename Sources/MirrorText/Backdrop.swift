import WidgetRelayKit

/// What a view without a widget card of its own is drawn on, for the contrast rule: the page's
/// surface behind a Live Activity region or a control label and the colour its text takes
/// there (a widget family's card is white with black text, the stylesheet's own).
public struct Backdrop: Sendable, Hashable {
    /// The surface; a translucent colour is taken as laid over black (the page's dark strip).
    public var background: ColorValue
    /// The colour the page gives text there.
    public var ink: ColorValue

    /// The Dynamic Island's: white on black.
    public static let island = Backdrop(
        background: .rgba(red: 0, green: 0, blue: 0, opacity: 1), ink: .rgba(red: 1, green: 1, blue: 1, opacity: 1))
    /// The strip's control buttons when off: white on the strip's dark grey.
    public static let stripControl = Backdrop(
        background: .rgba(red: 50 / 255, green: 54 / 255, blue: 68 / 255, opacity: 1),
        ink: .rgba(red: 1, green: 1, blue: 1, opacity: 1))

    /// A Live Activity's Lock Screen card: its `activityBackgroundTint` (the page's light
    /// default without one) with the page's near-black text.
    public static func lockScreen(tint: ColorValue?) -> Backdrop {
        Backdrop(
            background: tint ?? .rgba(red: 1, green: 1, blue: 1, opacity: 0.85),
            ink: .rgba(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255, opacity: 1))
    }

    public init(background: ColorValue, ink: ColorValue) {
        self.background = background
        self.ink = ink
    }
}
