/// Which lines of a screen's scrolling part are shown: a full-screen interface whose content
/// is taller than the terminal scrolls it (the focused item kept in sight, PgUp and PgDn a page
/// at a time) instead of cutting off what does not fit.
public struct TerminalViewport: Sendable, Hashable {
    /// The first line shown.
    public private(set) var top = 0

    public init() {}

    /// Shows the lines of `focus` (a range of line numbers) when they are out of sight — not
    /// under the rows that say what is above or below — for `total` lines in `height` rows;
    /// keeps `top` within the content.
    public mutating func reveal(_ focus: Range<Int>?, total: Int, height: Int) {
        let height = max(1, height)
        func clamped(_ top: Int) -> Int { max(0, min(top, total - height)) }
        let current = clamped(top)
        if let focus, !focus.isEmpty {
            // The rows left for content: the first and last say what is above and below, when there is.
            let first = current > 0 ? current + 1 : current
            let end = current + height < total ? current + height - 1 : current + height
            if focus.lowerBound < first || focus.count > end - first {
                // the line before it under the "above" row (a taller focus: its top)
                top = clamped(focus.lowerBound - 1)
                return
            }
            if focus.upperBound > end {
                top = clamped(focus.upperBound - height + 1)
                return
            }
        }
        top = current
    }

    /// A page up (`pages` < 0) or down, for `total` lines in `height` rows.
    public mutating func page(_ pages: Int, total: Int, height: Int) {
        top = max(0, min(top + pages * max(1, height - 1), total - max(1, height)))
    }

    /// The lines shown of `lines` in `height` rows; with more above or below, the first or last
    /// shown row says how many (so nothing is cut without a sign).
    public func shown(_ lines: [String], height: Int) -> [String] {
        let height = max(1, height)
        guard lines.count > height else { return lines }
        let top = max(0, min(top, lines.count - height))
        var shown = Array(lines[top..<(top + height)])
        let above = top, below = lines.count - top - height
        if above > 0 {
            shown[0] = "\u{1B}[2m  ↑ \(above + 1) more line\(above + 1 == 1 ? "" : "s") above (PgUp)\u{1B}[0m"
        }
        if below > 0, height > 1 {
            shown[height - 1] = "\u{1B}[2m  ↓ \(below + 1) more line\(below + 1 == 1 ? "" : "s") below (PgDn)\u{1B}[0m"
        }
        return shown
    }
}

/// The keys a choice is made with at the bottom of a screen: 1 to 9, then a to z — so a phone
/// whose gallery offers more than nine widgets can be picked from whole.
public enum ChoiceKeys {
    /// The keys, in order.
    public static let all: [Character] = Array("123456789abcdefghijklmnopqrstuvwxyz")

    /// The key of option `index` (nil past the last key).
    public static func key(_ index: Int) -> Character? { all.indices.contains(index) ? all[index] : nil }

    /// The option `character` picks, among `count` options.
    public static func index(_ character: Character, count: Int) -> Int? {
        guard let index = all.firstIndex(of: Character(character.lowercased())), index < count else { return nil }
        return index
    }
}
