import DomainModel
import Foundation
import WidgetRelayKit

/// A request a paired device sent the phone, decoded once at the edge (the codec reads relay.v1's
/// envelope body into it): what the phone's driver serves, one case per ``PhoneRequestKind``.
///
/// `Push` is what a push carries (a widget, control or Live Activity push): still relay.v1's own
/// message, which the driver reads, until ActivityKit's pushed content is a model value.
public enum PhoneRequest<Push: Sendable>: Sendable {
    case hello(HelloRequest)
    /// ICANHAZ?: the snapshot, in parts of at most `maxPartBytes` (0: whole).
    case snapshot(maxPartBytes: UInt32)
    case interaction(PhoneInteraction)
    /// Add a widget (no instance id) or configure one.
    case configureWidget(ConfigureRequest)
    case removeWidget(instanceID: String)
    /// The widget gallery for `families` (nil: every family the device announced; the ones this
    /// build cannot read left out).
    case catalog(families: [WidgetFamily]?)
    case entityQuery(EntityQueryRequest)
    case openURL(OpenURLRequest)
    case echo(EchoRequest)
    case push(Push)
    /// An admin command, which the router does not answer (they come on the control socket).
    case admin
    case unpair
    /// The phone's clock (its time now, and whether it is manual).
    case clock

    /// Its kind, whose rules (``PhoneRequestKind/rules``) say its lane, kept reply, and the rest.
    public var kind: PhoneRequestKind {
        switch self {
        case .hello: .hello
        case .snapshot: .snapshot
        case .interaction: .interaction
        case .configureWidget: .configureWidget
        case .removeWidget: .removeWidget
        case .catalog: .catalog
        case .entityQuery: .entityQuery
        case .openURL: .openURL
        case .echo: .echo
        case .push: .push
        case .admin: .admin
        case .unpair: .unpair
        case .clock: .clock
        }
    }
}

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
