import Foundation
import Mirror
import MirrorNodeKit
import ScriptProtocol
import TerminalSafeText

/// The screen: the title, the menu-bar strip, a section per phone (heading, then cards in
/// rows as wide as the terminal: scrolled, the focused card in sight, when they do not fit),
/// and the note or the question at the bottom.
extension DesktopInterface {

    func draw() async {
        let (columns, rows) = terminal.size
        let sections = await sections()
        let locked = await fleet.isLocked()
        var lines: [String] = []
        let count = sections.count > 1 ? "   \(sections.count) phones" : ""
        lines.append(
            "\u{1B}[1m WidgetRelay · Desktop\u{1B}[0m\(count)\(locked ? "   \u{1B}[35m🔒 locked\u{1B}[0m" : "")")

        // With several phones each item is marked with its phone's label.
        let labels = fleet.links.count > 1 ? fleet.terminalLabels() : [:]
        let mark = { (link: MirrorFleet.Link) in labels[link.phone.slot].map { "\($0): " } ?? "" }
        let items = await stripItems()
        let strip = items.map { item -> String in
            switch item {
            case .activity(let link, let activity):
                "◉ \(mark(link))\(activity.compact)\(activity.state == "stale" ? " (stale)" : "")"
            case .control(let link, let control): "◧ \(mark(link))\(control.title) \(control.label)"
            }
        }
        lines +=
            strip.isEmpty
            ? [" (no Live Activities or controls)"]
            : pack(strip, width: columns, highlighted: stripFocus?.index(in: items.map(\.key)))
        if let shown = await expanded() { lines += shown.activity.lines.map { "    \($0)" } }
        lines.append("")

        let cards = Self.cards(sections)
        let focused = stripFocus == nil ? focus.index(in: cards.map(\.key)).map { cards[$0].key } : nil
        // The phones' sections scroll under the title and the strip, the focused card kept in sight.
        var body: [String] = [], focusLines: Range<Int>?
        for section in sections {
            body.append(heading(section))
            let (rows, focusRows) = cardRows(section, focused: focused, columns: columns)
            if let focusRows { focusLines = (body.count + focusRows.lowerBound)..<(body.count + focusRows.upperBound) }
            body += rows
            body.append("")
        }
        // Dialogs and notes carry the phone's words (kinds, entity titles, failure messages).
        let clean = { (text: String) in TerminalText.sanitize(text) }
        var bottom: [String]
        switch dialog {
        case .choose(let title, let options, _)?:
            let keyed = options.prefix(ChoiceKeys.all.count).enumerated().map { "\(ChoiceKeys.all[$0])) \(clean($1))" }
            let more =
                options.count > keyed.count
                ? ["   …and \(options.count - keyed.count) more: choose them on the web page"] : []
            bottom =
                ["\u{1B}[1m\(clean(title))\u{1B}[0m  (a key below; Esc cancels)"]
                + pack(keyed, prefix: "  ", separator: "   ", width: columns) + more
        case .type(let title, let text, _)?:
            bottom = ["\u{1B}[1m\(clean(title)):\u{1B}[0m \(clean(text))▏"]
        case nil:
            bottom = [fit(clean(note), columns)]
        }
        // A dialog longer than half the screen keeps its last lines (its options).
        bottom = Array(bottom.suffix(max(1, rows / 2)))
        let height = max(1, rows - 1 - lines.count - bottom.count)
        if focused != revealedFocus || body.count != bodySize.total || height != bodySize.height {
            viewport.reveal(focused == revealedFocus ? nil : focusLines, total: body.count, height: height)
            revealedFocus = focused
        }
        bodySize = (body.count, height)
        var shown = viewport.shown(body, height: height)
        while shown.count < height { shown.append("") }
        terminal.draw(lines + shown + bottom)
    }

    /// A phone's heading: its name, its key's fingerprint, how the mirror stands with it,
    /// and what of it is quarantined.
    func heading(_ section: PhoneSection) -> String {
        let phone = section.link.phone, status = section.status
        // Cut to 40 columns: a phone's long name must not wrap the heading and push the screen down.
        let name = fit(TerminalText.sanitize(phone.name.isEmpty ? "(unnamed phone)" : phone.name), 40)
        let fingerprint = phone.fingerprint.isEmpty ? "" : "  \(TerminalText.sanitize(phone.fingerprint))"
        let state =
            switch status.link {
            case .connected: "\u{1B}[32m● phone connected\u{1B}[0m"
            case .syncing: "\u{1B}[33m● syncing\u{1B}[0m"
            case .unreachable: "\u{1B}[31m● phone unreachable — showing the last content\u{1B}[0m"
            case .refused(let reason): "\u{1B}[31m● \(TerminalText.sanitize(reason)) (desktop-node pair)\u{1B}[0m"
            }
        let count = status.quarantined
        let problems =
            count == 0 ? "" : "   \u{1B}[33m⚠︎ \(count) item\(count == 1 ? "" : "s") quarantined (see the log)\u{1B}[0m"
        return "\u{1B}[1m ▌ \(name)\u{1B}[0m\(fingerprint)   \(state)\(problems)"
    }

    /// A phone's cards, sized by family, laid out in rows as wide as the terminal; and the lines
    /// of the row that holds the focused card, if this phone has it.
    private func cardRows(_ section: PhoneSection, focused: PhoneItemKey?, columns: Int) -> (
        lines: [String], focus: Range<Int>?
    ) {
        guard !section.widgets.isEmpty else {
            return (["  No widgets yet: press a to add one from the phone's gallery."], nil)
        }
        var lines: [String] = [], row: [(width: Int, lines: [String])] = [], focus: Range<Int>?, rowHasFocus = false
        func flush() {
            let height = row.map(\.lines.count).max() ?? 0
            if rowHasFocus { focus = lines.count..<(lines.count + height) }
            for line in 0..<height {
                lines.append(
                    row.map { $0.lines[safe: line] ?? String(repeating: " ", count: $0.width) }.joined(separator: " "))
            }
            (row, rowHasFocus) = ([], false)
        }
        for widget in section.widgets {
            let width = Self.cardWidth(widget.family, columns: columns)
            if row.map({ $0.width + 1 }).reduce(0, +) + width > columns { flush() }
            let isFocused = PhoneItemKey(section.link.phone, widget.instance) == focused
            rowHasFocus = rowHasFocus || isFocused
            row.append((width, card(widget, focused: isFocused, stale: section.status.stale, width: width)))
        }
        flush()
        return (lines, focus)
    }

    /// Cards in proportion to WidgetKit's sizes: small, medium and large, extra large twice as wide.
    static func cardWidth(_ family: String, columns: Int) -> Int {
        let width =
            switch family {
            case "systemSmall": 24
            case "systemExtraLarge": 90
            default: 46
            }
        return min(width, max(20, columns))
    }

    private func card(_ widget: RenderedWidget, focused: Bool, stale: Bool, width: Int) -> [String] {
        let inner = width - 4
        let flags = [widget.pending ? "⋯ pending" : nil, stale ? "stale" : nil].compactMap { $0 }.joined(separator: " ")
        let title = "\(focused ? "▶ " : "")\(widget.kind) · \(widget.family)\(flags.isEmpty ? "" : " · \(flags)")"
        let bold = focused ? "\u{1B}[1m" : "", reset = focused ? "\u{1B}[0m" : ""
        var lines = ["\(bold)┌ \(fit(title, inner)) ┐\(reset)"]
        for text in widget.lines.flatMap({ wrap($0, inner) }) {
            var line = fit(text, inner)
            if focused, let element = widget.elements.first(where: { $0.number == selected }),
                text.contains("[\(element.number): ")
            {
                line = "\u{1B}[7m\(line)\u{1B}[0m"
            }
            lines.append("\(bold)│\(reset) \(line) \(bold)│\(reset)")
        }
        if let problem = widget.problem {
            lines.append("\(bold)│\(reset) \u{1B}[33m\(fit(problem, inner))\u{1B}[0m \(bold)│\(reset)")
        }
        if let message = widget.message {
            lines.append("\(bold)│\(reset) \u{1B}[31m\(fit("! " + message, inner))\u{1B}[0m \(bold)│\(reset)")
        }
        lines.append("\(bold)└\(String(repeating: "─", count: width - 2))┘\(reset)")
        return lines
    }
}

/// Splits a line into pieces of at most `width` characters, at spaces where it can.
func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = [], current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
        if columns(current) + columns(String(word)) + 1 > width, !current.isEmpty {
            lines.append(current)
            current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
        while columns(current) > width {
            var head = "", used = 0
            for character in current where used + columns(character) <= width {
                head.append(character)
                used += columns(character)
            }
            lines.append(head)
            current = String(current.dropFirst(head.count))
        }
    }
    return lines + (current.isEmpty ? [] : [current])
}
