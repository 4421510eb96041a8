import Foundation
import Logging
import NodeClocks
import NodeMetrics
import NodeRuntime
import PhoneHost
import RelayLink
import NodeTransport
import Codec
import ServiceLifecycle
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

/// Runs a phone node for any WidgetBundle over CURVE-secured ZeroMQ: keys in the
/// data folder, a ZAP allow-list of the paired devices, the local control socket,
/// pid and endpoints files, and graceful shutdown on SIGTERM/SIGINT.
///
/// An app's own phone is a few lines:
/// ```swift
/// import PhoneNodeKit
///
/// @main struct MyPhone {
///     static func main() async throws {
///         try await PhoneLauncher(dataFolder: "./my-phone", bundle: MyWidgets()).run()
///     }
/// }
/// ```
/// Pair mirrors with `phone-node devices add --data ./my-phone …` (the same data layout).
public struct PhoneLauncher: Sendable {
    /// The node's settings (endpoints, heartbeat, budget, app actions…).
    public var configuration: PhoneConfiguration
    /// The bundle's widgets, Live Activities and controls.
    public let items: [BundleItem]
    /// A manual clock's start, or nil for the system clock.
    public var manualClockStart: Date?
    /// The largest message frame accepted from a peer, in bytes (`ZMQ_MAXMSGSIZE`: a peer
    /// that sends more is disconnected). Sized to the largest request relay.v1 allows
    /// (an echo of 64 KiB, a content state of 4 KB), with room to spare. libzmq bounds
    /// frames, not frames per message: see "Greedy peers" in docs/phone-node.md.
    public var maxMessageBytes = PhoneLauncher.defaultMaxMessageBytes
    public static let defaultMaxMessageBytes = 256 * 1024
    /// Start even though the store is missing or empty beside keys that once had one
    /// (``StoreIdentity``): the phone starts afresh with its keys. Without it, refused.
    public var resetStore = false
    /// libzmq's I/O threads: they encrypt and write every copy of an update, one per mirror
    /// connection, each connection on one of them. Two let a broadcast to many mirrors use
    /// two cores (fan-out to 100: 1.2 ms of one thread's CPU per update, or 0.6 ms each).
    public var ioThreads = 2
    /// How long the loop polls for app code's answer before it sleeps (``SpinPolicy``); nil:
    /// ``SpinPolicy/awaitingAppCode(cores:)``'s default, zero: never.
    public var spin: Duration?
    /// How long a stop (SIGTERM, SIGINT) may take before the process exits anyway
    /// (status 1, e.g. app code that never returns); nil waits for as long as it takes.
    public var stopDeadline: Duration? = .seconds(10)
    /// Relays to reach mirrors through instead of listening (relay mode); empty: listen at
    /// the configuration's router and publisher endpoints.
    public var relays: [RelayEndpoint] = []
    /// Where to serve `/metrics` and `/healthz` (`--metrics`); nil for nowhere.
    public var metricsAddress: MetricsAddress?

    /// A launcher for `bundle`, keeping its state in `dataFolder`.
    public init(dataFolder: String, bundle: some WidgetBundle) {
        self.init(dataFolder: dataFolder, items: bundle.items)
        configuration.previews = PreviewRecords.declared(beside: bundle)
    }

    /// A launcher for a bundle's `items` (``WidgetBundle/items``), keeping its state in `dataFolder`.
    public init(dataFolder: String, items: [BundleItem]) {
        configuration = PhoneConfiguration(dataFolder: dataFolder)
        configuration.controlEndpoint = "ipc://\(Self.absolute(dataFolder))/control.sock"
        self.items = items
    }

    /// The phone's socket limits: frames up to `maxMessageBytes`; and, for fairness and
    /// bounded memory per peer, at most 64 requests read ahead of the node (each peer's
    /// backlog waits in its own pipe, 100 messages, then its sends block; libzmq reads
    /// the pipes in turn), and at most 256 replies held for a peer that does not read.
    /// So one peer pins at most 100 × 256 KiB inbound and 256 replies outbound.
    public static func limits(maxMessageBytes: Int = defaultMaxMessageBytes) -> ZeroMQTransport.Limits {
        var limits = ZeroMQTransport.Limits()
        limits.maxMessageSize = Int64(maxMessageBytes)
        limits.routerReceiveWindow = 64
        limits.routerReceiveHighWaterMark = 100
        limits.routerSendHighWaterMark = 256
        return limits
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Runs until SIGTERM or SIGINT. Files it creates are private (the data folder
    /// 0700, the rest 0600, whatever the umask). Start-up either succeeds or throws an
    /// error that names the file or endpoint at fault (``PhoneStartupError``).
    public func run() async throws {
        let logger = configuration.logger
        let data = Self.absolute(configuration.dataFolder)
        FilePrivacy.restrictUmask()
        let (keys, generated) = try KeyStore(dataFolder: data).loadOrGenerate()  // makes the data folder private
        if generated {
            logger.notice("generated the phone's key pair", metadata: ["fingerprint": "\(keys.publicKey.fingerprint)"])
        }
        var configuration = configuration
        configuration.dataFolder = data
        let identity = StoreIdentity(dataFolder: data)
        if try identity.check(reset: resetStore) == .reset {
            logger.warning(
                "starting with a fresh store beside the existing keys (reset asked for)",
                metadata: ["store": "\(identity.databasePath)"])
        }

        let context = try Context(ioThreads: Int32(ioThreads))
        let zap = try await ZAPAuthenticator(context: context)
        do {
            try await serve(configuration, keys: keys, identity: identity, context: context, zap: zap)
        } catch {
            await zap.stop()  // its socket would keep the context, and the process, alive
            throw error
        }
        await zap.stop()
    }

    private func serve(
        _ configuration: PhoneConfiguration, keys: CurveKeyPair, identity: StoreIdentity,
        context: Context, zap: ZAPAuthenticator
    ) async throws {
        let logger = configuration.logger
        var configuration = configuration
        configuration.maxMessageBytes = maxMessageBytes
        let reportDevices = configuration.devicesChanged
        configuration.devicesChanged = { devices in
            // Connections are admitted by key, and each message carries its key as the user id:
            // the node's DeviceDirectory authorises every message and subscription by it.
            zap.admit(
                keys: devices.compactMap { device in
                    guard let key = try? CurveKey(z85: device.publicKey) else {
                        logger.warning("ignoring a paired device with a bad key", metadata: ["device": "\(device.id)"])
                        return nil
                    }
                    return key
                })
            reportDevices(devices)
        }
        // The loop's turns feed /healthz and, under systemd with WatchdogSec=, the watchdog.
        let health = LoopHealth("the phone's loop", turnsEvery: configuration.heartbeatInterval)
        let reportTurn = configuration.loopTurned
        configuration.loopTurned = {
            health.turned()
            reportTurn()
        }
        let metrics = try await metricsAddress.asyncMap { address in
            try await NodeMetrics.start(
                at: address, help: PhoneConfiguration.metricHelp, dataFolder: configuration.dataFolder,
                logger: logger
            ) { health.report() }
        }
        defer { metrics?.stop() }
        let limits = Self.limits(maxMessageBytes: maxMessageBytes)
        // One thread for the router, the publisher, the control socket and the node itself.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let loop = try SocketLoop(
            name: "phone-loop",
            spin: spin.map { SpinPolicy.awaitingAppCode(cores: cores, spin: $0) } ?? .awaitingAppCode(cores: cores))
        defer { loop.stop() }
        var direct = ZeroMQTransport(
            context: context, security: .curveServer(keyPair: keys), limits: limits,
            subscriptionPolicy: configuration.directory.subscriptionPolicy)
        direct.loop = loop
        let clock: any NodeClock = manualClockStart.map { ManualClock(start: $0) } ?? SystemClock()
        let relayed = try relayTransport(keys: keys, context: context, loop: loop, clock: clock, logger: logger)
        if let relayed {
            let reportRelayed = configuration.devicesChanged
            configuration.devicesChanged = { devices in
                relayed.devicesChanged(
                    devices.compactMap { device in
                        (try? CurveKey(z85: device.publicKey)).map {
                            PhoneRelayTransport.PairedReader(publicKey: $0.bytes, deviceID: device.id)
                        }
                    })
                reportRelayed(devices)
            }
        }
        let transport: any Transport = relayed ?? direct
        var controlTransport = ZeroMQTransport(context: context, limits: limits)
        controlTransport.loop = loop
        let node = try PhoneNode(
            configuration: configuration, bundle: items, transport: transport,
            controlTransport: controlTransport, clock: clock, executor: loop)
        try identity.record(at: clock.now())
        relayed?.setStateCut { await node.stateCut() }
        let service = PhoneService(
            node: node, files: RunFiles(dataFolder: configuration.dataFolder), keys: keys, logger: logger,
            stopDeadline: stopDeadline,
            ipcEndpoints: [
                configuration.routerEndpoint, configuration.publisherEndpoint, configuration.controlEndpoint,
            ].compactMap { $0 },
            name: configuration.phoneName,
            relays: relays.map { "\($0.address.requests) \($0.key.z85)" }.joined(separator: " "),
            metrics: metrics.map { "\($0.bound)" } ?? "", notifier: health.notifier)
        // SIGTERM and SIGINT start the service's graceful shutdown, as for every node.
        try await NodeLifecycle.run([service], logger: logger)
    }
}

extension PhoneLauncher {
    /// A relay the phone reaches mirrors through: its endpoint and its public key.
    /// More relays than a phone can name in a reply's route.
    public struct TooManyRelays: Error, Sendable, CustomStringConvertible {
        public let count: Int
        public var description: String { "at most \(RelayAddress.mostPerNode) relays for one phone (\(count) given)" }
    }

    public struct RelayEndpoint: Sendable, Hashable {
        public let address: RelayAddress
        public let key: CurveKey

        public init(address: RelayAddress, key: CurveKey) {
            (self.address, self.key) = (address, key)
        }
    }

    /// In relay mode, the transport through the relays (a DEALER and a PUB to each, CURVE
    /// clients of the relay's key with the phone's key pair); nil when the phone listens.
    /// - Throws: ``TooManyRelays`` past ``RelayLink/RelayAddress/mostPerNode`` (a reply's route
    ///   names its relay in one byte), before anything is opened.
    func relayTransport(
        keys: CurveKeyPair, context: Context, loop: SocketLoop, clock: any NodeClock = SystemClock(), logger: Logger
    )
        throws -> PhoneRelayTransport?
    {
        guard !relays.isEmpty else { return nil }
        guard relays.count <= RelayAddress.mostPerNode else { throw TooManyRelays(count: relays.count) }
        var limits = Self.limits(maxMessageBytes: maxMessageBytes)
        limits.routerReceiveWindow = nil
        // A request through a relay is sealed and wrapped (a header, the relay's route): room for
        // that beside the largest request, so a mirror's largest one cannot cut the phone off the relay.
        limits.maxMessageSize = Int64(maxMessageBytes) + 64 * 1024
        // A relay that is down is tried again after 0.1 s, 0.2 s, 0.4 s… and then every 2 s (so a
        // restarted relay hears the phone within 2 s, however long it was down).
        limits.reconnectIntervalMaxMilliseconds = 2000
        let links = relays.map { relay in
            var transport = ZeroMQTransport(
                context: context, security: .curveClient(serverPublicKey: relay.key, keyPair: keys), limits: limits)
            transport.loop = loop
            return RelayConnection(address: relay.address, transport: transport)
        }
        logger.notice(
            "relay mode: listening nowhere, reaching mirrors through",
            metadata: ["relays": "\(relays.map(\.address.requests))"])
        return try PhoneRelayTransport(
            relays: links, phoneID: keys.publicKey.fingerprint, secretKey: keys.secretKey.bytes, logger: logger,
            clock: clock)
    }
}

/// The phone as a long-running service: pid and endpoints files while it runs.
struct PhoneService: Service {
    let node: PhoneNode
    let files: RunFiles
    let keys: CurveKeyPair
    let logger: Logger
    let stopDeadline: Duration?
    let ipcEndpoints: [String]
    /// The phone's name for people (`phone-node pair` announces it).
    let name: String
    /// In relay mode, each relay's endpoint and key, space-separated (`phone-node pair` opens its window there).
    let relays: String
    /// Where `/metrics` is served (host:port), or "".
    let metrics: String
    /// systemd's notification socket, when it gave one: told READY once serving, STOPPING at the end.
    let notifier: SystemdNotifier?

    func run() async throws {
        try files.writePID()
        defer { files.clear(ipcEndpoints: ipcEndpoints) }
        try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await node.run() }
                if let endpoints = await node.waitUntilReady() {
                    try files.writeEndpoints([
                        "router": endpoints.router, "publisher": endpoints.publisher,
                        "control": endpoints.control ?? "",
                        "public_key": keys.publicKey.z85, "fingerprint": keys.publicKey.fingerprint, "name": name,
                        "relays": relays, "metrics": metrics,
                    ])
                    notifier?.notify("READY=1\nSTATUS=serving \(endpoints.router)")
                }
                try await group.waitForAll()
            }
        } onGracefulShutdown: {
            logger.notice("shutting down")
            notifier?.notify("STOPPING=1")
            node.stop()
            if let stopDeadline { StopDeadline.arm(stopDeadline, logger: logger) }
        }
    }
}
