/// A widget instance as a mirror shows it now (the `widget` event's fields).
public struct RenderedWidget: Sendable, Hashable, Codable {
    public let instance: String
    public let kind: String
    public let family: String
    public let lines: [String]
    public let elements: [RenderedElement]
    /// Invalidatable views are waiting for the phone's answer.
    public let pending: Bool
    /// The content may be out of date (phone unreachable, or not yet synced).
    public let stale: Bool
    /// Only the placeholder has arrived (shown redacted).
    public let placeholder: Bool
    /// Why the last interaction did not work.
    public let message: String?
    /// What a tap outside any button opens.
    public let url: String?
    /// Why part of it could not be shown (a quarantined timeline or placeholder).
    public let problem: String?

    public init(
        instance: String, kind: String, family: String, lines: [String], elements: [RenderedElement], pending: Bool,
        stale: Bool,
        placeholder: Bool, message: String?, url: String?, problem: String? = nil
    ) {
        (self.instance, self.kind, self.family, self.lines, self.elements) = (instance, kind, family, lines, elements)
        (self.pending, self.stale, self.placeholder, self.message, self.url, self.problem) = (
            pending, stale, placeholder, message, url, problem
        )
    }

    /// All lines as one string.
    public var text: String { lines.joined(separator: "\n") }
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

/// A Live Activity as a mirror shows it.
public struct RenderedActivity: Sendable, Hashable, Codable {
    public let id: String
    public let state: String
    /// Compact leading + trailing (the menu-bar strip).
    public let compact: String
    /// The Lock Screen presentation (expanded, when selected).
    public let lines: [String]
    public let elements: [RenderedElement]

    public init(id: String, state: String, compact: String, lines: [String], elements: [RenderedElement]) {
        (self.id, self.state, self.compact, self.lines, self.elements) = (id, state, compact, lines, elements)
    }
}

/// A control as a mirror shows it.
public struct RenderedControl: Sendable, Hashable, Codable {
    public let kind: String
    public let title: String
    /// On or off, for a toggle; nil for a button.
    public let isOn: Bool?
    public let label: String

    public init(kind: String, title: String, isOn: Bool?, label: String) {
        (self.kind, self.title, self.isOn, self.label) = (kind, title, isOn, label)
    }
}
