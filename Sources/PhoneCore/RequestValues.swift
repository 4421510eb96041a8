import DomainModel
import Foundation
import WidgetRelayKit

/// An EntityQuery run for a configuration's parameter: the entity type, and which query.
public struct EntityQueryRequest: Sendable, Hashable {
    /// Which of the query's functions answers it.
    public enum Query: Sendable, Hashable {
        /// `suggestedEntities()` (also when the request names none).
        case suggested
        /// `entities(for:)` with these ids.
        case lookup([String])
        /// `defaultResult()`.
        case defaultResult
    }

    public var entityType: String
    public var query: Query

    public init(entityType: String, query: Query) {
        self.entityType = entityType
        self.query = query
    }
}

/// A Link, widgetURL or complication activated: the URL, and where it was shown.
public struct OpenURLRequest: Sendable, Hashable {
    /// The URL as sent (checked by the phone).
    public var url: String
    /// The widget instance it was shown in ("" for none).
    public var instanceID: String
    /// The Live Activity it was shown in ("" for none).
    public var activityID: String

    public init(url: String, instanceID: String, activityID: String) {
        self.url = url
        self.instanceID = instanceID
        self.activityID = activityID
    }
}

/// An echo: answered with the same payload, sequence and send time.
public struct EchoRequest: Sendable, Hashable {
    /// A timestamp as sent, kept to the nanosecond so the answer carries it back unchanged.
    public struct Instant: Sendable, Hashable {
        public var seconds: Int64
        public var nanos: Int32
        public init(seconds: Int64, nanos: Int32) {
            self.seconds = seconds
            self.nanos = nanos
        }
    }

    public var payload: Data
    public var sequence: UInt64
    public var sentAt: Instant?

    public init(payload: Data, sequence: UInt64, sentAt: Instant?) {
        self.payload = payload
        self.sequence = sequence
        self.sentAt = sentAt
    }
}
