import WidgetRelayKit

/// What a mirror lays out of a phone's text. A hostile phone (or a buggy app behind a phone
/// that does not cut, `ArchiveLimits`) can send a widget a megabyte of text; laid out, it froze
/// the web page for seconds on every update. A mirror shows at most ``perText`` characters of one
/// text and ``perCard`` of one widget, Live Activity region or control label, and shows the cut.
public struct TextBudget: Sendable, Hashable {
    /// The most characters of one text laid out: what the phone's archiver keeps.
    public static let perText = ArchiveLimits.maxTextCharacters
    /// The most characters of one card laid out, all its texts together.
    public static let perCard = 16_384

    /// What is left for the card's other texts.
    public private(set) var remaining: Int

    public init(characters: Int = TextBudget.perCard) { remaining = characters }

    /// The part of `string` to show and whether it was cut, taken from the budget.
    public mutating func take(_ string: String) -> (shown: Substring, cut: Bool) {
        let allowed = min(Self.perText, remaining)
        // No more UTF-8 bytes than allowed: no more characters either, and no walk over a long string.
        if string.utf8.count <= allowed {
            remaining -= string.count
            return (string[...], false)
        }
        guard let end = string.index(string.startIndex, offsetBy: allowed, limitedBy: string.endIndex),
            end < string.endIndex
        else {
            remaining -= string.count
            return (string[...], false)
        }
        remaining -= allowed
        return (string[..<end], true)
    }
}

/// A ``TextBudget`` shared by every node of one render, and whether it cut any text.
package final class TextAllowance {
    private var budget = TextBudget()
    package private(set) var cut = false

    package init() {}

    /// ``TextBudget/take(_:)``, remembering a cut.
    package func take(_ string: String) -> (shown: Substring, cut: Bool) {
        let taken = budget.take(string)
        cut = cut || taken.cut
        return taken
    }
}
