import Foundation

// SwiftUI's read-only environment values (Apple declares them `{ get }`) that a widget's view
// may read, each with the value it has while a widget is archived: nothing in a widget has
// focus, is presented, searched or edited, and no assistive technology is reported running
// (a widget is drawn for whoever looks at the screen, before any of it is known).

extension EnvironmentValues {
    /// `\.isFocused`: false. Nothing in a widget takes focus.
    public var isFocused: Bool { false }
    /// `\.isFocusEffectEnabled`: false, as nothing is focused.
    public var isFocusEffectEnabled: Bool { false }
    /// `\.isPresented`: false. A widget presents nothing.
    public var isPresented: Bool { false }
    /// `\.isSearching`: false. A widget has no search field.
    public var isSearching: Bool { false }
    /// `\.supportsMultipleWindows`: false.
    public var supportsMultipleWindows: Bool { false }
    /// `\.pixelLength`: one pixel in points at the archive's display scale (1/3 by default).
    public var pixelLength: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }
    /// `\.widgetContentMargins`: the family's default content margins (WidgetKit's), all four sides.
    public var widgetContentMargins: EdgeInsets {
        let margin = CGFloat(widgetFamily.defaultContentMargin)
        return EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
    }
    /// `\.showsWidgetLabel`: false. Only a watch complication's `widgetLabel` is shown around it,
    /// and no mirror shows one.
    public var showsWidgetLabel: Bool { false }
    /// `\.accessibilityEnabled`: false (no assistive technology reported).
    public var accessibilityEnabled: Bool { false }
    /// `\.accessibilityVoiceOverEnabled`: false.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// `\.accessibilitySwitchControlEnabled`: false.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// `\.accessibilityInvertColors`: false.
    public var accessibilityInvertColors: Bool { false }
    /// `\.accessibilityShowButtonShapes`: false.
    public var accessibilityShowButtonShapes: Bool { false }
    /// `\.accessibilityDimFlashingLights`: false.
    public var accessibilityDimFlashingLights: Bool { false }
    /// `\.accessibilityPlayAnimatedImages`: true, iOS's default.
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// `\.accessibilityLargeContentViewerEnabled`: false.
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// `\.accessibilityQuickActionsEnabled`: false.
    public var accessibilityQuickActionsEnabled: Bool { false }
}
