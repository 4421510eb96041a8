import ArgumentParser
import Foundation
import Logging
import NodeRuntime
import PhoneHost
import RelayCore
import SampleApps
import ServiceLifecycle
import ZeroMQ
import ZeroMQTransport

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the phone: serve the sample apps' widgets to paired mirrors until SIGTERM or SIGINT.")

    @OptionGroup var options: DataOptions

    @Option(help: ArgumentHelp("Where mirrors send requests (ROUTER). tcp://0.0.0.0:5570 to accept other machines.", valueName: "endpoint"))
    var router = "tcp://127.0.0.1:5570"

    @Option(help: ArgumentHelp("Where mirrors subscribe to updates (XPUB).", valueName: "endpoint"))
    var publisher = "tcp://127.0.0.1:5571"

    @Option(help: ArgumentHelp("Log level: \(Logger.Level.names).", valueName: "level"))
    var logLevel: Logger.Level = .info

    @Option(help: ArgumentHelp("Run on a manual clock starting at this date (ISO 8601 or “now”); move it with `phone-node clock`.", valueName: "date"))
    var clock: String?

    @Option(help: "Milliseconds between heartbeats when idle.")
    var heartbeatMs = 1000

    @Option(help: "Policy reloads per widget per 24 hours.")
    var reloadBudget = 70

    @Option(help: "The largest message accepted, in bytes; a peer that sends more is disconnected.")
    var maxMessageBytes = 4 * 1024 * 1024

    @Option(help: "The phone's name for people.")
    var name = "WidgetRelay Phone"

    func validate() throws {
        guard heartbeatMs >= 10 else { throw ValidationError("--heartbeat-ms must be at least 10") }
        guard reloadBudget >= 0 else { throw ValidationError("--reload-budget cannot be negative") }
        if let clock { _ = try parseDate(clock) }
    }

    func run() async throws {
        bootstrapLogging(level: logLevel)
        let logger = Logger(label: "phone-node")
        let data = options.absoluteData
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let (keys, generated) = try KeyStore(dataFolder: data).loadOrGenerate()
        if generated { logger.notice("generated the phone's key pair", metadata: ["fingerprint": "\(keys.publicKey.fingerprint)"]) }

        let context = try Context()
        let zap = try await ZAPAuthenticator(context: context)
        var configuration = PhoneConfiguration(dataFolder: data)
        configuration.phoneName = name
        configuration.routerEndpoint = router
        configuration.publisherEndpoint = publisher
        configuration.controlEndpoint = options.controlEndpoint
        configuration.heartbeatInterval = .milliseconds(heartbeatMs)
        configuration.reloadBudget = reloadBudget
        configuration.logger = logger
        configuration.appActions = { name, arguments in try await SampleAppActions.run(name, arguments) }
        configuration.devicesChanged = { devices in
            var allowed: [CurveKey: String] = [:]
            for device in devices {
                guard let key = try? CurveKey(z85: device.publicKey) else {
                    logger.warning("ignoring a paired device with a bad key", metadata: ["device": "\(device.id)"])
                    continue
                }
                allowed[key] = device.id
            }
            zap.replaceAllowList(with: allowed)
        }

        var limits = ZeroMQTransport.Limits()
        limits.maxMessageSize = Int64(maxMessageBytes)
        let transport = ZeroMQTransport(context: context, security: .curveServer(keyPair: keys), limits: limits)
        let controlTransport = ZeroMQTransport(context: context, limits: limits)
        let nodeClock: any NodeClock = try clock.map { ManualClock(start: try parseDate($0)) } ?? SystemClock()
        let node = try PhoneNode(configuration: configuration, bundle: SampleAppsBundle().items, transport: transport,
                                 controlTransport: controlTransport, clock: nodeClock)
        let service = PhoneService(node: node, files: RunFiles(dataFolder: data), keys: keys, logger: logger,
                                   ipcEndpoints: [router, publisher, options.controlEndpoint])
        let group = ServiceGroup(services: [service], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        try await group.run()
        await zap.stop()
    }
}

/// The phone as a long-running service: pid and endpoints files while it runs.
struct PhoneService: Service {
    let node: PhoneNode
    let files: RunFiles
    let keys: CurveKeyPair
    let logger: Logger
    let ipcEndpoints: [String]

    func run() async throws {
        try files.writePID()
        defer { files.clear(ipcEndpoints: ipcEndpoints) }
        try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await node.run() }
                if let endpoints = await node.waitUntilReady() {
                    try files.writeEndpoints([
                        "router": endpoints.router, "publisher": endpoints.publisher, "control": endpoints.control ?? "",
                        "public_key": keys.publicKey.z85, "fingerprint": keys.publicKey.fingerprint,
                    ])
                }
                try await group.waitForAll()
            }
        } onGracefulShutdown: {
            logger.notice("shutting down")
            node.stop()
        }
    }
}
