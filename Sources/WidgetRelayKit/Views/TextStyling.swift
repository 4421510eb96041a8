import Foundation

/// `Text`'s own modifiers, which answer a `Text` as SwiftUI's do, so that styled texts
/// concatenate (`Text(old).strikethrough().foregroundStyle(.secondary) + Text(" ") + Text(new)`,
/// OneBusAway's corrected departure time). On a text they are kept with it and archived as its
/// node's modifiers, as the same modifiers on a view would be; `+` keeps the styles both sides
/// share (relay.v1 styles a text node, not its runs).
extension Text {
    /// `.foregroundStyle(_:)` on a text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled(.foregroundStyle(style.styleValue)) }

    /// `.monospacedDigit()` on a text.
    public func monospacedDigit() -> Text { styled(.monospacedDigit) }

    /// `.strikethrough(_:color:)`: a solid line through the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// `.underline(_:color:)`: a solid line under the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    private func styled(_ modifier: ModifierValue) -> Text {
        var text = self
        text.styles.append(modifier)
        return text
    }
}
