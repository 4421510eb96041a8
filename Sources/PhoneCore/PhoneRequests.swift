import DomainModel
import Foundation
import WidgetRelayKit

// The requests a phone answers, in one file (docs/adding-a-request.md): a request's kind and its
// rules row, its case with the model value it carries, and the case of the answer it gets. A new
// request is one case in each of the three enums below; every switch over them (the rules table
// here, the codec's decoding and encoding, the driver's `serve`) fails to compile until it is placed.
// The values the cases carry live beside them when a request needs a new one, or in
// RequestValues.swift and ReplyValues.swift; the rules' types in PhoneRequestKind.swift.

/// The requests a phone answers (envelope.proto's request bodies), each with its rules in one
/// table (``rules``): which lane it waits in, whether its reply is kept for a retry, whether it
/// may come before Hello, and its metrics label. A new request is a new case: the switch below
/// and the codec's (Codec's `PhoneRequest+Wire`) fail to compile until it has its rules.
public enum PhoneRequestKind: String, Sendable, Hashable, CaseIterable {
    case hello, snapshot, interaction, configureWidget, removeWidget, catalog, entityQuery, openURL, echo, push, admin,
        unpair, clock, pairedDevices

    /// The rules table.
    public var rules: Rules {
        switch self {
        case .hello: Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: true, metricsLabel: "hello")
        case .snapshot: Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: false, metricsLabel: "snapshot")
        case .interaction:
            Rules(lane: .target, keepsReply: false, allowedBeforeHello: false, metricsLabel: "interaction")
        case .configureWidget:
            Rules(
                lane: .instanceOrDevice, keepsReply: true, allowedBeforeHello: false, metricsLabel: "configure_widget")
        case .removeWidget:
            Rules(lane: .instance, keepsReply: true, allowedBeforeHello: false, metricsLabel: "remove_widget")
        case .catalog: Rules(lane: .device, keepsReply: false, allowedBeforeHello: false, metricsLabel: "catalog")
        case .entityQuery:
            Rules(lane: .device, keepsReply: false, allowedBeforeHello: false, metricsLabel: "entity_query")
        case .openURL: Rules(lane: .atOnce, keepsReply: true, allowedBeforeHello: false, metricsLabel: "open_url")
        case .echo: Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: true, metricsLabel: "echo")
        case .push: Rules(lane: .push, keepsReply: true, allowedBeforeHello: false, metricsLabel: "push")
        case .admin: Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: false, metricsLabel: "admin")
        case .unpair: Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: true, metricsLabel: "unpair")
        case .clock: Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: false, metricsLabel: "clock")
        case .pairedDevices:
            Rules(lane: .atOnce, keepsReply: false, allowedBeforeHello: false, metricsLabel: "paired_devices")
        }
    }
}

/// A request a paired device sent the phone, decoded once at the edge (the codec reads relay.v1's
/// envelope body into it): what the phone's driver serves, one case per ``PhoneRequestKind``.
public enum PhoneRequest: Sendable {
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
    /// A widget, control or Live Activity push (from a device paired as a server).
    case push(PushRequest)
    /// An admin command, which the router does not answer (they come on the control socket).
    case admin
    case unpair
    /// The phone's clock (its time now, and whether it is manual).
    case clock
    /// Which devices are paired and where each stands.
    case pairedDevices

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
        case .pairedDevices: .pairedDevices
        }
    }
}

/// What the phone answers a request, as the model's values: the driver hands one to the codec,
/// which encodes it once on the way out (relay.v1's reply bodies; the snapshot, cut from the
/// phone's state, is the codec's own). One case per reply body a request gets.
public enum PhoneReply: Sendable {
    /// The answer to Hello.
    case welcome(PhoneWelcome)
    /// How an interaction went, with the time each hop took.
    case interactionResult(InteractionAnswer, timings: HopTimings)
    /// The instance a widget was added or configured as.
    case widgetInstance(StoredInstance)
    /// Done (a removal, an unpairing, an opened URL no handler of the app ran for).
    case ack
    /// The app opened (an OpenURL), and what it did: an Ack saying so.
    case appOpened(AppScene.Opened)
    /// The widget gallery the device asked for.
    case catalog(PhoneCatalog)
    /// An entity query's entities, in the order the app gave them.
    case entities([EntityValue])
    /// An echo's answer: the same payload, sequence and send time.
    case echo(EchoRequest)
    /// A push's or an admin command's answer, as text.
    case text(String)
    /// The request was refused: the code and message.
    case error(RelayError)
    /// The phone's clock: its time now, and whether it moves only when told to.
    case clock(now: Date, manual: Bool)
    /// Every paired device and where it stands, by id.
    case pairedDevices([DeviceStanding])
}

/// A paired device and where it stands: the last position it confirmed, and the updates it has
/// not confirmed yet (its update lag, ``UpdateLag``). The answer to a `pairedDevices` request.
public struct DeviceStanding: Sendable, Hashable {
    public var device: PairedDevice
    /// The last position it said it synced to since the phone started; nil when none.
    public var confirmed: SyncPosition?
    /// Updates on its two topics it has not confirmed, in the phone's epoch.
    public var behind: UInt64

    public init(device: PairedDevice, confirmed: SyncPosition?, behind: UInt64) {
        (self.device, self.confirmed, self.behind) = (device, confirmed, behind)
    }
}
