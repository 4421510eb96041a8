import Foundation
import ScriptProtocol
import TerminalSafeText
import WidgetRelayKit

/// How to show an archive now.
public struct RenderOptions: Sendable {
    /// The time dates are shown against (the phone's time, moving).
    public var now: Date
    /// Redact `privacySensitive()` content (the device is locked).
    public var locked = false
    /// Mark `invalidatableContent()` views as pending.
    public var pending = false
    /// Toggles shown in the state a person asked for.
    public var optimistic: [String: Bool] = [:]
    /// Redact everything (a placeholder, before the first timeline).
    public var placeholder = false
    /// Draw buttons, toggles and links as they look, as plain elements that do nothing (a
    /// preview inside a control of the page's own, such as the gallery's choices: a button
    /// inside a button is no HTML a browser keeps).
    public var drawnOnly = false
    /// What the HTML renderer's text is drawn on when the view has no card of its own (a Live
    /// Activity region, a control label), for its contrast rule; nil: unknown, no rule.
    public var backdrop: Backdrop?

    public init(now: Date) { self.now = now }

    /// These options for a view shown on `surface`: drawn only (nothing to click) where
    /// ``WidgetRelayKit/WidgetSurface`` says buttons and toggles may not be used, as the phone
    /// would refuse them there.
    public func on(_ surface: WidgetSurface) -> RenderOptions {
        var options = self
        if surface.refusal(of: .buttonOrToggle) != nil { options.drawnOnly = true }
        return options
    }
}

/// Turns archived views into lines of text: what the terminal interface, the
/// scriptable mode and `render` show.
public enum TextRenderer {
    public static let redaction = "▒▒▒▒▒▒"
    public static let pendingMark = " ⋯"
    /// Marks a widget part of which was quarantined.
    public static let problemMark = "⚠︎ cannot be shown:"

    /// The view's lines and its interactive elements.
    public static func render(_ view: ArchivedView, _ options: RenderOptions) -> (
        lines: [String], elements: [RenderedElement]
    ) {
        var elements: [RenderedElement] = []
        var budget = TextBudget()
        let lines = render(
            view.root, options, redact: options.placeholder, pending: false, elements: &elements, budget: &budget)
        return (lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, elements)
    }

    private static func render(
        _ node: ViewNode, _ options: RenderOptions, redact: Bool, pending: Bool, elements: inout [RenderedElement],
        budget: inout TextBudget
    ) -> [String] {
        let redact = redact || (options.locked && node.isPrivacySensitive)
        let pending = pending || (options.pending && node.isInvalidatable)
        func children(_ nodes: [ViewNode]) -> [String] {
            nodes.flatMap {
                render($0, options, redact: redact, pending: pending, elements: &elements, budget: &budget)
            }
        }
        func leaf(_ text: String) -> [String] {
            [(redact ? redaction : text) + (pending ? pendingMark : "")]
        }
        switch node.kind {
        case .text(.verbatim(let text)): return leaf(bounded(text, &budget))
        case .text(.date(let date, let style)): return leaf(format(date, style, now: options.now))
        case .text(.timer(let timer)): return leaf(format(timer, now: options.now))
        case .text(.runs(let runs)): return leaf(bounded(runs.map { text($0, now: options.now) }.joined(), &budget))
        case .image(let name): return leaf(symbol(name))
        case .label(let title, let image): return leaf("\(symbol(image)) \(bounded(title, &budget))")
        case .stack(let stack):
            let lines = children(stack.children)
            return stack.axis == .horizontal ? [lines.joined(separator: "  ")] : lines
        case .group(let nodes): return children(nodes)
        case .spacer, .color, .shape: return []  // decoration: nothing a terminal line can say
        case .picture: return leaf("[image]")
        case .grid(let grid):
            return grid.rows.flatMap { row -> [String] in
                let lines = children(row.cells)
                return row.spansAllColumns ? lines : [lines.joined(separator: "  ")]
            }
        case .placed(let placed):
            // Top to bottom, then leading to trailing, as a reader meets them.
            return children(placed.children.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map(\.node))
        case .divider: return ["────────"]
        case .progress(let value, let total, let label):
            return (label.map { children([$0]) } ?? []) + leaf(bar(fraction(value: value, total: total)))
        case .timerProgress(let progress):
            let labels = children([progress.label, progress.currentValueLabel].compactMap { $0 })
            return labels + leaf(bar(progress.fraction(at: options.now)))
        case .gauge(let gauge):
            return children([gauge.label].compactMap { $0 })
                + leaf(bar(fraction(value: gauge.value, minimum: gauge.minimum, maximum: gauge.maximum)))
        case .button(let button):
            let label = shownLabel(children([button.label]), kind: "Button")
            elements.append(
                RenderedElement(
                    number: elements.count + 1, id: button.elementID, kind: "button", label: label, isOn: nil))
            return ["[\(elements.count): \(label)]"]
        case .toggle(let toggle):
            let isOn = options.optimistic[toggle.elementID] ?? toggle.isOn
            let label = shownLabel(children([toggle.label]), kind: "Toggle")
            elements.append(
                RenderedElement(
                    number: elements.count + 1, id: toggle.elementID, kind: "toggle", label: label, isOn: isOn))
            return ["[\(elements.count): \(isOn ? "☑" : "☐")] \(label)"]
        case .link(let link):
            let label = shownLabel(children([link.label]), kind: "Link")
            elements.append(
                RenderedElement(number: elements.count + 1, id: link.elementID, kind: "link", label: label, isOn: nil))
            return ["[\(elements.count): ↗ \(label)]"]
        }
    }

    /// A control's label as its lines joined, or its kind when they show nothing (empty, or only
    /// zero-width and other invisible characters: ``VisibleText/isBlank(_:)``).
    static func shownLabel(_ lines: [String], kind: String) -> String {
        let label = lines.joined(separator: " ")
        return VisibleText.isBlank(label) ? kind : label
    }

    /// Where a text was cut short (``TextBudget``).
    public static let cutMark = "… ✂︎"

    /// `text` within what the budget leaves, ending in ``cutMark`` when cut.
    static func bounded(_ text: String, _ budget: inout TextBudget) -> String {
        let (shown, cut) = budget.take(text)
        return cut ? shown + cutMark : text
    }

    /// One run of a text as a terminal shows it.
    static func text(_ run: TextRun, now: Date) -> String {
        switch run {
        case .verbatim(let string): string
        case .date(let date, let style): format(date, style, now: now)
        case .image(let name): symbol(name)
        }
    }

    /// What a value, date or duration out of range shows instead of trapping.
    public static let invalidDate = "⚠︎ invalid date"
    public static let invalidValue = "⚠︎ invalid value"

    /// A progress bar for `fraction` (nil: indeterminate); NaN or infinite shows as invalid.
    static func bar(_ fraction: Double?) -> String {
        guard let fraction else { return "⟳" }
        guard fraction.isFinite else { return invalidValue }
        let clamped = min(1, max(0, fraction))
        let filled = Int((clamped * 10).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
            + " \(Int((clamped * 100).rounded()))%"
    }

    /// A `ProgressView`'s fraction done (nil: indeterminate), or NaN when its numbers make none.
    package static func fraction(value: Double?, total: Double) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, total.isFinite else { return .nan }
        return total > 0 ? value / total : 0
    }

    /// A `Gauge`'s fraction of its range, or NaN when its numbers make none.
    package static func fraction(value: Double, minimum: Double, maximum: Double) -> Double {
        guard value.isFinite, minimum.isFinite, maximum.isFinite else { return .nan }
        let span = maximum - minimum
        guard span.isFinite else { return .nan }
        return span > 0 ? (value - minimum) / span : 0
    }

    /// Dates a mirror shows: years 1 to 9999. Beyond, a date shows as invalid
    /// (the wire allows ±2^63 seconds; formatting and interval arithmetic do not).
    public static let shownDates = -62_135_596_800.0...253_402_300_799.0

    /// Whether `date` is one a mirror can show.
    public static func isShowable(_ date: Date) -> Bool { shownDates.contains(date.timeIntervalSince1970) }

    /// `Text(date, style:)`, resolved now, as iOS shows it in en_US ("9:41 AM", "June 3, 2019",
    /// "2 hours, 23 minutes", "+2 hours", "1:05"); a date (or a now) out of range shows ``invalidDate``.
    public static func format(_ date: Date, _ style: DateTextStyle, now: Date) -> String {
        guard isShowable(date) else { return invalidDate }
        switch style {
        case .time: return formatted(date, "h:mm a")
        case .date: return formatted(date, "MMMM d, yyyy")
        case .timer, .relative, .offset:
            guard isShowable(now) else { return invalidDate }
            // Both in range: the interval is under 3.2e11 s, far inside Int.
            let interval = date.timeIntervalSince(now)
            switch style {
            case .timer:
                let seconds = Int(abs(interval))
                let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            case .relative:
                // No "in" or "ago": SwiftUI shows the distance either way ("2 hours, 23 minutes").
                return duration(from: min(date, now), to: max(date, now)).prefix(2).joined(separator: ", ")
            default:
                return (interval >= 0 ? "+" : "-")
                    + (duration(from: min(date, now), to: max(date, now)).first ?? "0 seconds")
            }
        }
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` now: within its interval, paused
    /// from its pause time; dates out of range show ``invalidDate``.
    public static func format(_ timer: TimerTextValue, now: Date) -> String {
        guard isShowable(timer.start), isShowable(timer.end), isShowable(now), timer.pauseTime.map(isShowable) ?? true
        else { return invalidDate }
        return timer.text(at: now)
    }

    private static func formatted(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// The calendar durations are counted in (Gregorian, UTC: the page's script counts the same way).
    private static let durationCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// The span from `start` to `end` in words, its largest unit first and only the units
    /// that follow it without a gap ("2 hours", "23 minutes"; "1 year", "1 month").
    static func duration(from start: Date, to end: Date) -> [String] {
        let parts = durationCalendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: start, to: end)
        let units: [(Int?, String)] = [
            (parts.year, "year"), (parts.month, "month"), (parts.day, "day"),
            (parts.hour, "hour"), (parts.minute, "minute"), (parts.second, "second"),
        ]
        guard let first = units.firstIndex(where: { ($0.0 ?? 0) != 0 }) else { return ["0 seconds"] }
        var words: [String] = []
        for (count, unit) in units[first...] {
            guard let count, count != 0 else { break }
            words.append("\(count) \(unit)\(count == 1 ? "" : "s")")
        }
        return words
    }

    /// SF Symbols as terminal glyphs.
    public static func symbol(_ name: String) -> String {
        let glyphs: [String: String] = [
            "bolt.fill": "⚡", "star.fill": "★", "circle": "○", "checkmark.circle.fill": "✔", "moon.fill": "☾",
            "sun.max": "☀", "bag.fill": "🛍", "person.circle": "☺", "gear": "⚙", "note.text.badge.plus": "✎",
            "figure.walk": "🚶", "heart.fill": "♥", "bell.fill": "🔔",
            "heart.circle.fill": "♥", "heart": "♡", "clock": "🕒", "clock.fill": "🕒",
            "clock.badge.exclamationmark.fill": "🕒!",
            "star": "☆", "checkmark": "✓", "xmark": "✕", "exclamationmark.triangle.fill": "⚠", "info.circle": "ⓘ",
            "play.fill": "▶", "pause.fill": "⏸", "trophy.fill": "🏆", "flame.fill": "🔥", "drop.fill": "💧",
        ]
        return glyphs[name] ?? "[\(name)]"
    }
}
