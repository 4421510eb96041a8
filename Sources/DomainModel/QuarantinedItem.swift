import Foundation

/// One item of a snapshot or update that a mirror could not use: set aside (and
/// counted) so that everything else is shown, never the whole snapshot refused.
public struct QuarantinedItem: Sendable, Hashable, Codable {
    /// What the item was.
    public enum Kind: String, Sendable, Hashable, Codable {
        case instance, timeline, placeholder, activity, control, recommendations, relevances, update
    }

    public let kind: Kind
    /// Its id (instance, activity, control kind…), or "" when it has none that can be read.
    public let id: String
    /// Why it was set aside.
    public let reason: String

    public init(kind: Kind, id: String, reason: String) {
        self.kind = kind
        self.id = id
        self.reason = reason
    }

    /// The key one item is quarantined under: a newer copy of the same item replaces it.
    public var key: String { "\(kind.rawValue)/\(id)" }
}

/// A copy of what the phone sent, kept beside the decoded values so the mirror's
/// cache holds exactly those bytes: re-encoding decoded values can trap on dates
/// the wire allows but `Date` does not round-trip (seconds near `Int64.max`).
/// It takes no part in equality: two states are equal when their decoded values are.
public struct WireCopy<Message: Sendable & Hashable>: Sendable, Hashable {
    public var message: Message
    public init(_ message: Message) { self.message = message }
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
