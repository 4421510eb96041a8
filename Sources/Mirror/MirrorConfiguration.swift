import Foundation
import Logging
import RelayWire
import WidgetRelayKit

/// How a mirror (desktop or watch) connects and behaves: a plain value with defaults.
public struct MirrorConfiguration: Sendable {
    /// The id the phone paired this device as (its CURVE key's user id).
    public var deviceID: String
    /// What it is.
    public var kind: Relay_V1_DeviceKind
    /// A name for people.
    public var displayName: String
    /// The families it shows.
    public var families: [WidgetFamily]
    /// How its main surface renders.
    public var renderingMode: WidgetRenderingMode
    /// The phone's ROUTER and XPUB.
    public var routerEndpoint: String
    public var publisherEndpoint: String
    /// Where the last snapshot is cached, so a restart shows content at once (stale until synced).
    public var cachePath: String?
    /// No message from the phone for this long means "phone unreachable".
    public var heartbeatTimeout: Duration = .seconds(3)
    /// How long one request attempt waits, and how often it is retried with the same id.
    public var requestTimeout: Duration = .milliseconds(2500)
    public var requestRetries = 2
    public var logger = Logger(label: "mirror")

    public init(deviceID: String, kind: Relay_V1_DeviceKind, displayName: String, families: [WidgetFamily],
                renderingMode: WidgetRenderingMode, routerEndpoint: String, publisherEndpoint: String) {
        self.deviceID = deviceID
        self.kind = kind
        self.displayName = displayName
        self.families = families
        self.renderingMode = renderingMode
        self.routerEndpoint = routerEndpoint
        self.publisherEndpoint = publisherEndpoint
    }
}

/// What a mirror tells its interface.
public enum MirrorEvent: Sendable {
    /// The state or how it is shown changed.
    case changed
    /// The phone became reachable, or stopped being.
    case reachability(Bool)
    /// An interaction finished (or was refused before it was sent).
    case interaction(InteractionReport)
}

/// How an interaction ended, for people.
public struct InteractionReport: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable {
        case performed, failed, rejected, refused, timedOut
    }
    public let interactionID: String
    public let instanceID: String
    public let elementID: String
    public let outcome: Outcome
    /// Why, for anything but performed.
    public let message: String?
}
