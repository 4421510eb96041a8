import Foundation
import WidgetRelayKit

/// A widget instance as stored.
public struct StoredInstance: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var family: WidgetFamily
    public var configuration: IntentInvocation?
    public var owner: String
    public var createdAt: Date
    public var pinned: Bool

    public init(
        id: String, kind: String, family: WidgetFamily, configuration: IntentInvocation?, owner: String,
        createdAt: Date, pinned: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.owner = owner
        self.createdAt = createdAt
        self.pinned = pinned
    }
}
