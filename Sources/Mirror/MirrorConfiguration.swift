import DomainModel
import Foundation
import Logging
import MirrorCore
import Codec
import WidgetRelayKit

/// How a mirror (desktop or watch) connects and behaves: a plain value with defaults.
public struct MirrorConfiguration: Sendable {
    /// The id the phone paired this device as (its CURVE key's user id).
    public var deviceID: String
    /// What it is.
    public var kind: DeviceKind
    /// A name for people.
    public var displayName: String
    /// The families it shows.
    public var families: [WidgetFamily]
    /// How its main surface renders.
    public var renderingMode: WidgetRenderingMode
    /// The other places it draws small system widgets in (a desktop's page: StandBy, Night Mode,
    /// CarPlay), for which the phone archives each entry too; none by default.
    public var surfaces: [SurfaceVariant] = []
    /// The phone's ROUTER and XPUB.
    public var routerEndpoint: String
    public var publisherEndpoint: String
    /// Where the last snapshot is cached, so a restart shows content at once (stale until synced).
    public var cachePath: String?
    /// Where the Smart Stack's pins are kept (a watch).
    public var pinnedPath: String?
    /// No message from the phone for this long means "phone unreachable".
    public var heartbeatTimeout: Duration = .seconds(3)
    /// How long one request attempt waits, and how often it is retried with the same id.
    public var requestTimeout: Duration = .milliseconds(2500)
    public var requestRetries = 2
    /// The size of the parts a snapshot is asked in, so the first widgets show before the whole has
    /// come (``MirrorCore/MirrorCoreConfiguration/snapshotPartBytes``); 0 asks for it whole.
    public var snapshotPartBytes = MirrorCoreConfiguration.defaultSnapshotPartBytes
    /// How long, with no other request going out, before the mirror tells the phone what it
    /// applied since (an empty Echo carrying its position: the phone's per-device update lag).
    public var positionReportInterval: Duration? = .seconds(5)
    public var logger = Logger(label: "mirror")

    public init(
        deviceID: String, kind: DeviceKind, displayName: String, families: [WidgetFamily],
        renderingMode: WidgetRenderingMode, routerEndpoint: String, publisherEndpoint: String
    ) {
        self.deviceID = deviceID
        self.kind = kind
        self.displayName = displayName
        self.families = families
        self.renderingMode = renderingMode
        self.routerEndpoint = routerEndpoint
        self.publisherEndpoint = publisherEndpoint
    }

    /// What the core takes of it (its own requests' ids unique to this run).
    var core: MirrorCoreConfiguration {
        var hello = MirrorHello(kind: kind, displayName: displayName, families: families, renderingMode: renderingMode)
        hello.surfaces = surfaces
        var core = MirrorCoreConfiguration(deviceID: deviceID, hello: hello)
        core.heartbeatTimeout = heartbeatTimeout
        core.requestTimeout = requestTimeout
        core.requestRetries = requestRetries
        core.snapshotPartBytes = snapshotPartBytes
        core.positionReportInterval = positionReportInterval
        core.idPrefix = "sync-" + UUID().uuidString.prefix(8).lowercased()
        return core
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
