import Foundation
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

    public init(now: Date) { self.now = now }
}

/// A button, toggle or link as shown, numbered for people.
public struct RenderedElement: Sendable, Hashable, Codable {
    public let number: Int
    public let id: String
    public let kind: String
    public let label: String
    public let isOn: Bool?

    public init(number: Int, id: String, kind: String, label: String, isOn: Bool?) {
        self.number = number
        self.id = id
        self.kind = kind
        self.label = label
        self.isOn = isOn
    }
}

/// Turns archived views into lines of text: what the terminal interface, the
/// scriptable mode and `render` show.
public enum TextRenderer {
    public static let redaction = "▒▒▒▒▒▒"
    public static let pendingMark = " ⋯"

    /// The view's lines and its interactive elements.
    public static func render(_ view: ArchivedView, _ options: RenderOptions) -> (lines: [String], elements: [RenderedElement]) {
        var elements: [RenderedElement] = []
        let lines = render(view.root, options, redact: options.placeholder, pending: false, elements: &elements)
        return (lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, elements)
    }

    private static func render(_ node: ViewNode, _ options: RenderOptions, redact: Bool, pending: Bool, elements: inout [RenderedElement]) -> [String] {
        let redact = redact || (options.locked && node.isPrivacySensitive)
        let pending = pending || (options.pending && node.isInvalidatable)
        func children(_ nodes: [ViewNode]) -> [String] {
            nodes.flatMap { render($0, options, redact: redact, pending: pending, elements: &elements) }
        }
        func leaf(_ text: String) -> [String] {
            [(redact ? redaction : text) + (pending ? pendingMark : "")]
        }
        switch node.kind {
        case .text(.verbatim(let text)): return leaf(text)
        case .text(.date(let date, let style)): return leaf(format(date, style, now: options.now))
        case .image(let name): return leaf(symbol(name))
        case .label(let title, let image): return leaf("\(symbol(image)) \(title)")
        case .stack(let stack):
            let lines = children(stack.children)
            return stack.axis == .horizontal ? [lines.joined(separator: "  ")] : lines
        case .group(let nodes): return children(nodes)
        case .spacer, .color: return []
        case .divider: return ["────────"]
        case .progress(let value, let total, let label):
            let fraction = value.map { total > 0 ? $0 / total : 0 }
            return (label.map { children([$0]) } ?? []) + leaf(bar(fraction))
        case .gauge(let gauge):
            let span = gauge.maximum - gauge.minimum
            return children([gauge.label].compactMap { $0 }) + leaf(bar(span > 0 ? (gauge.value - gauge.minimum) / span : 0))
        case .button(let button):
            let label = children([button.label]).joined(separator: " ")
            elements.append(RenderedElement(number: elements.count + 1, id: button.elementID, kind: "button", label: label, isOn: nil))
            return ["[\(elements.count): \(label)]"]
        case .toggle(let toggle):
            let isOn = options.optimistic[toggle.elementID] ?? toggle.isOn
            let label = children([toggle.label]).joined(separator: " ")
            elements.append(RenderedElement(number: elements.count + 1, id: toggle.elementID, kind: "toggle", label: label, isOn: isOn))
            return ["[\(elements.count): \(isOn ? "☑" : "☐")] \(label)"]
        case .link(let link):
            let label = children([link.label]).joined(separator: " ")
            elements.append(RenderedElement(number: elements.count + 1, id: link.elementID, kind: "link", label: label, isOn: nil))
            return ["[\(elements.count): ↗ \(label)]"]
        }
    }

    static func bar(_ fraction: Double?) -> String {
        guard let fraction else { return "⟳" }
        let clamped = min(1, max(0, fraction))
        let filled = Int((clamped * 10).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + " \(Int((clamped * 100).rounded()))%"
    }

    /// `Text(date, style:)`, resolved now.
    public static func format(_ date: Date, _ style: DateTextStyle, now: Date) -> String {
        switch style {
        case .time:
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm"
            return formatter.string(from: date)
        case .date:
            let formatter = DateFormatter()
            formatter.dateFormat = "MMM d, yyyy"
            return formatter.string(from: date)
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)))
            let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        case .relative:
            let text = duration(abs(date.timeIntervalSince(now)))
            return date >= now ? "in \(text)" : "\(text) ago"
        case .offset:
            return (date >= now ? "+" : "-") + duration(abs(date.timeIntervalSince(now)))
        }
    }

    static func duration(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        if minutes >= 60 { return "\(minutes / 60) hr, \(minutes % 60) min" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(Int(interval)) sec"
    }

    /// SF Symbols as terminal glyphs.
    public static func symbol(_ name: String) -> String {
        let glyphs: [String: String] = [
            "bolt.fill": "⚡", "star.fill": "★", "circle": "○", "checkmark.circle.fill": "✔", "moon.fill": "☾",
            "sun.max": "☀", "bag.fill": "🛍", "person.circle": "☺", "gear": "⚙", "note.text.badge.plus": "✎",
            "figure.walk": "🚶", "heart.fill": "♥", "bell.fill": "🔔",
        ]
        return glyphs[name] ?? "[\(name)]"
    }
}
