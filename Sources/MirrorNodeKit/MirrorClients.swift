import DomainModel
import Logging
import Mirror
import Codec
import NodeClocks
import WidgetRelayKit
import ZeroMQ

/// Makes the client that mirrors one paired phone, with this device's settings: its own
/// channels (CURVE to that phone's key, over one shared ZeroMQ context), core and cache
/// (`phones/<fingerprint>/`). The fleet's phones at the start and those paired later alike.
public struct MirrorClients: Sendable {
    let context: Context
    let keys: CurveKeyPair
    let store: PairedPhones
    let kind: DeviceKind
    let name: String
    let families: [WidgetFamily]
    let renderingMode: WidgetRenderingMode
    /// The other places this device draws small system widgets in (its Hello asks for each).
    let surfaces: [SurfaceVariant]
    let heartbeatTimeout: Duration
    let requestTimeout: Duration
    let requestRetries: Int
    let logger: Logger

    /// The client for `record`.
    public func client(for record: PairedPhoneRecord) throws -> MirrorClient {
        let folder = store.folder(of: record.fingerprint)
        var configuration = MirrorConfiguration(
            deviceID: record.deviceID, kind: kind, displayName: name, families: families, renderingMode: renderingMode,
            routerEndpoint: record.router, publisherEndpoint: record.publisher)
        configuration.surfaces = surfaces
        configuration.cachePath = "\(folder)/snapshot.bin"
        if kind == .watch { configuration.pinnedPath = "\(folder)/pinned.json" }
        configuration.heartbeatTimeout = heartbeatTimeout
        configuration.requestTimeout = requestTimeout
        configuration.requestRetries = requestRetries
        configuration.logger = logger
        configuration.logger[metadataKey: "phone"] = "\(record.fingerprint)"
        // One clock for the client and its transport: a relay link's stamps and pacing read the client's time.
        let clock = MonotonicClock()
        let transport = try record.transport(context: context, keys: keys, logger: logger, clock: clock)
        return MirrorClient(configuration: configuration, transport: transport, clock: clock)
    }
}
