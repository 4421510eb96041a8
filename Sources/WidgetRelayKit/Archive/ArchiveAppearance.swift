/// Light or dark, as an archive records it (SwiftUI's `ColorScheme`).
public enum ColorSchemeValue: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// The environment values that change how an archive draws, recorded with it so that every
/// renderer draws it for the environment it was made for: the colour scheme (semantic and
/// catalog colours' variants, the card's own background), `isLuminanceReduced` (the dimmed
/// Always-On look: a watch face, StandBy at night), the display scale (images' pixels per
/// point), whether the container background is shown (`showsWidgetContainerBackground`) and
/// whether the view was laid out without content margins (``contentMarginsDisabled``).
/// `widgetRenderingMode` and `redactionReasons` travel as they did (the rendering mode, a
/// placeholder).
public struct ArchiveAppearance: Sendable, Hashable {
    public var colorScheme: ColorSchemeValue
    public var isLuminanceReduced: Bool
    /// Pixels per point: 1 to 4 (iPhones are 2 or 3).
    public var displayScale: Double
    public var showsContainerBackground: Bool
    /// No content margins: the view was archived for the family's whole size, to be drawn to
    /// the card's edges. `.contentMarginsDisabled()`, or a widget that sets no
    /// `containerBackground(for: .widget)`, which iOS 17 draws as it drew widgets before it
    /// (``ViewArchive/archive(_:family:environment:appearance:)``).
    public var contentMarginsDisabled: Bool

    public init(
        colorScheme: ColorSchemeValue = .light, isLuminanceReduced: Bool = false, displayScale: Double = 3,
        showsContainerBackground: Bool = true, contentMarginsDisabled: Bool = false
    ) {
        self.colorScheme = colorScheme
        self.isLuminanceReduced = isLuminanceReduced
        self.displayScale = displayScale
        self.showsContainerBackground = showsContainerBackground
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// Light, full brightness, 3 pixels a point, the container background shown, with margins.
    public static let standard = ArchiveAppearance()
}
