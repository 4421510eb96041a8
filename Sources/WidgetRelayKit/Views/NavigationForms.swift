import Foundation

/// `NavigationBarItem`: its title display modes, for `.navigationBarTitle(_:displayMode:)`.
public struct NavigationBarItem: Sendable, Hashable {
    /// `NavigationBarItem.TitleDisplayMode`
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}

// A navigation bar's title and visibility: a widget has no navigation bar, so these are
// accepted and draw nothing (app code shared with the widget writes them: Clendar's
// HideNavigationBarModifier).
extension View {
    /// `.navigationTitle(_:)` with a text: nothing to draw in a widget.
    public func navigationTitle(_ title: Text) -> some View { self }
    /// `.navigationTitle(_:)` with a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// `.navigationTitle(_:)` with a string.
    @_disfavoredOverload
    public func navigationTitle(_ title: some StringProtocol) -> some View { self }
    /// `.navigationBarTitle(_:)` (deprecated by Apple for `navigationTitle`) with a text.
    public func navigationBarTitle(_ title: Text) -> some View { self }
    /// `.navigationBarTitle(_:)` with a localized key.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// `.navigationBarTitle(_:)` with a string.
    @_disfavoredOverload
    public func navigationBarTitle(_ title: some StringProtocol) -> some View { self }
    /// `.navigationBarTitle(_:displayMode:)` with a text.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
    /// `.navigationBarTitle(_:displayMode:)` with a localized key.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { self }
    /// `.navigationBarTitle(_:displayMode:)` with a string.
    @_disfavoredOverload
    public func navigationBarTitle(
        _ title: some StringProtocol, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { self }
    /// `.navigationBarTitleDisplayMode(_:)`
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// `.navigationBarHidden(_:)`
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    /// `.navigationBarBackButtonHidden(_:)`
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

// The accessibility modifiers iOS 13 named `accessibility(…)`, deprecated by Apple for
// `accessibilityLabel(_:)` and its siblings: each is its sibling here (the label, value and
// hidden are archived for screen readers; the rest are accepted, as their siblings are).
extension View {
    /// `.accessibility(label:)`: `.accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> ModifiedView { accessibilityLabel(label) }
    /// `.accessibility(value:)`: `.accessibilityValue(_:)`.
    public func accessibility(value: Text) -> ModifiedView { accessibilityValue(value) }
    /// `.accessibility(hidden:)`: `.accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> ModifiedView { accessibilityHidden(hidden) }
    /// `.accessibility(hint:)`: accepted, as `.accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> some View { self }
    /// `.accessibility(identifier:)`: accepted, as `.accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { self }
    /// `.accessibility(addTraits:)`: accepted.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// `.accessibility(removeTraits:)`: accepted.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// `.accessibility(sortPriority:)`: accepted.
    public func accessibility(sortPriority: Double) -> some View { self }
    /// `.accessibility(inputLabels:)`: accepted.
    public func accessibility(inputLabels: [Text]) -> some View { self }
    /// `.accessibility(selectionIdentifier:)`: accepted.
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
    /// `.accessibility(activationPoint:)` with a unit point: accepted.
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    /// `.accessibility(activationPoint:)` with a point: accepted.
    public func accessibility(activationPoint: CGPoint) -> some View { self }
}
