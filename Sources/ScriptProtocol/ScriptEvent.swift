import Foundation

/// One JSON line a mirror's scriptable mode prints (`{"event": "…", …}`): the
/// programs and tests that read them decode this type, so a renamed field fails
/// to decode instead of never matching.
public enum ScriptEvent: Sendable, Hashable {
    case status(StatusEvent)
    /// A widget as shown now (the widget's fields, and `text`: its lines joined).
    case widget(RenderedWidget)
    case activities([RenderedActivity])
    case controls([RenderedControl])
    case interaction(InteractionEvent)
    /// (watch) The Smart Stack's order.
    case stack([StackEntry])
    /// (watch) The recommended configurations, by kind.
    case recommendations([RecommendationKind])
    case suggestions(entityType: String, entities: [SuggestedEntity])
    case gallery([GalleryKind])
    /// A short message: `added`, `configured`, `removed`, `error`, `help`.
    case message(MessageKind, String)

    /// The `event` names of message events.
    public enum MessageKind: String, Sendable, Hashable, Codable, CaseIterable {
        case added, configured, removed, error, help
    }

    /// The `event` field.
    public var name: String {
        switch self {
        case .status: "status"
        case .widget: "widget"
        case .activities: "activities"
        case .controls: "controls"
        case .interaction: "interaction"
        case .stack: "stack"
        case .recommendations: "recommendations"
        case .suggestions: "suggestions"
        case .gallery: "gallery"
        case .message(let kind, _): kind.rawValue
        }
    }

    /// Reads one printed line.
    public init(jsonLine: String) throws {
        self = try JSONDecoder().decode(ScriptEvent.self, from: Data(jsonLine.utf8))
    }
}

/// Reachability, sync and lock (the `status` event).
public struct StatusEvent: Sendable, Hashable, Codable {
    public let reachable: Bool
    public let synced: Bool
    public let stale: Bool
    public let locked: Bool
    public let epoch: UInt64
    public let seq: UInt64
    /// How many items of the phone's state are quarantined.
    public let quarantined: Int
    /// Those items.
    public let quarantine: [QuarantineEntry]
    /// Why the phone refuses this device (its key is not paired there), if it does.
    public let refused: String?

    public init(
        reachable: Bool, synced: Bool, stale: Bool, locked: Bool, epoch: UInt64, seq: UInt64,
        quarantine: [QuarantineEntry],
        refused: String? = nil
    ) {
        (self.reachable, self.synced, self.stale, self.locked, self.epoch, self.seq) = (
            reachable, synced, stale, locked, epoch, seq
        )
        self.quarantine = quarantine
        quarantined = quarantine.count
        self.refused = refused
    }
}

/// An item of the phone's state a mirror set aside.
public struct QuarantineEntry: Sendable, Hashable, Codable {
    public let kind: String
    public let id: String
    public let reason: String
    public init(kind: String, id: String, reason: String) {
        (self.kind, self.id, self.reason) = (kind, id, reason)
    }
}

/// How an interaction ended (the `interaction` event).
public struct InteractionEvent: Sendable, Hashable, Codable {
    /// The interaction's id, as the phone records it (empty for an opened URL).
    public let interaction: String
    public let instance: String
    public let element: String
    /// performed, failed, rejected, refused or timedOut.
    public let outcome: String
    public let message: String?

    public init(interaction: String, instance: String, element: String, outcome: String, message: String?) {
        (self.interaction, self.instance, self.element, self.outcome, self.message) = (
            interaction, instance, element, outcome, message
        )
    }
}

/// One Smart Stack card.
public struct StackEntry: Sendable, Hashable, Codable {
    /// "activity" or "widget".
    public let type: String
    public let id: String
    public let kind: String
    public let score: Double
    public let pinned: Bool
    public let text: String
    /// The phone the card comes from (the stack orders every phone's cards together).
    public let phone: ScriptPhone?

    public init(
        type: String, id: String, kind: String, score: Double, pinned: Bool, text: String, phone: ScriptPhone? = nil
    ) {
        (self.type, self.id, self.kind, self.score, self.pinned, self.text, self.phone) = (
            type, id, kind, score, pinned, text, phone
        )
    }
}

/// A kind's recommended configurations, numbered for `add-recommended`.
public struct RecommendationKind: Sendable, Hashable, Codable {
    public let kind: String
    public let items: [Item]

    /// One recommendation.
    public struct Item: Sendable, Hashable, Codable {
        public let number: Int
        public let description: String
        public init(number: Int, description: String) { (self.number, self.description) = (number, description) }
    }

    public init(kind: String, items: [Item]) { (self.kind, self.items) = (kind, items) }
}

/// An entity an EntityQuery suggests.
public struct SuggestedEntity: Sendable, Hashable, Codable {
    public let id: String
    public let title: String
    public init(id: String, title: String) { (self.id, self.title) = (id, title) }
}

/// A widget kind of the phone's gallery.
public struct GalleryKind: Sendable, Hashable, Codable {
    public let kind: String
    public let name: String
    public let description: String
    public let families: [String]
    /// "name: title" of each configuration parameter.
    public let parameters: [String]
    /// The snapshot preview of the first family, as text.
    public let preview: [String]

    public init(
        kind: String, name: String, description: String, families: [String], parameters: [String], preview: [String]
    ) {
        (self.kind, self.name, self.description, self.families, self.parameters, self.preview) = (
            kind, name, description, families, parameters, preview
        )
    }
}
