import Foundation

/// SwiftUI's accessibility modifiers a widget uses: what VoiceOver says for a view. The
/// archive keeps them; the web page gives them to the browser (`aria-label`, `aria-hidden`).
extension View {
    /// `.accessibilityLabel(_:)` with a text: said instead of the view's own text.
    public func accessibilityLabel(_ label: Text) -> ModifiedView { modified(.accessibilityLabel(label.spokenText)) }
    /// `.accessibilityLabel("Health")`
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedView {
        accessibilityLabel(Text(labelKey))
    }
    /// `.accessibilityLabel(name)`
    @_disfavoredOverload
    public func accessibilityLabel(_ label: some StringProtocol) -> ModifiedView {
        modified(.accessibilityLabel(String(label)))
    }

    /// `.accessibilityHidden(_:)`: drawn, but not said.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView {
        hidden ? modified(.accessibilityHidden) : ModifiedView(content: self, modification: .none)
    }

    /// `.accessibilityValue(_:)` with a text: the view's current value, said after its label.
    public func accessibilityValue(_ value: Text) -> ModifiedView { modified(.accessibilityValue(value.spokenText)) }
    /// `.accessibilityValue("80 percent")`
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedView {
        accessibilityValue(Text(valueKey))
    }
    /// `.accessibilityValue(value)`
    @_disfavoredOverload
    public func accessibilityValue(_ value: some StringProtocol) -> ModifiedView {
        modified(.accessibilityValue(String(value)))
    }
}

/// How an accessibility element treats the views inside it (`AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    /// The children are not elements: what is said is the element's own label.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels said as one.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
    /// `.accessibilityElement(children:)`: one element for the view and what is inside it.
    /// Accepted, not archived: relay.v1 has no element grouping, so a mirror's page says the
    /// label (`.accessibilityLabel`, which is how the corpus uses `.ignore`) and the texts inside.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}

extension Text {
    /// The text as words: a symbol by its name's words, a date as ISO 8601 (a label is a
    /// fixed string; a mirror does not tick it).
    var spokenText: String {
        content.runs.map { run in
            switch run {
            case .verbatim(let string): string
            case .image(let name): name.split(separator: ".").joined(separator: " ")
            case .date(let date, _): date.formatted(.iso8601)
            }
        }.joined()
    }
}
