import Foundation
import Logging
import NodeMetrics
import NodeRuntime
import ZeroMQ

/// Runs a relay node as a program does: its key pair in the data folder (generated on the
/// first run), pid and endpoints files while it runs, and a graceful stop on SIGTERM or
/// SIGINT (``NodeRuntime/NodeLifecycle``).
public struct RelayLauncher: Sendable {
    /// The relay's data folder: `keys/`, `node.pid`, `endpoints.json`.
    public var dataFolder: String
    public var configuration: RelayNodeConfiguration
    /// Where to serve `/metrics` and `/healthz` (`--metrics`); nil for nowhere.
    public var metricsAddress: MetricsAddress?

    public init(dataFolder: String, configuration: RelayNodeConfiguration) {
        self.dataFolder = dataFolder
        self.configuration = configuration
    }

    /// Runs until SIGTERM or SIGINT. Start-up either succeeds or throws an error that names
    /// the file or endpoint at fault.
    public func run() async throws {
        let logger = configuration.logger
        let data = dataFolder.hasPrefix("/") ? dataFolder : FileManager.default.currentDirectoryPath + "/" + dataFolder
        FilePrivacy.restrictUmask()
        let (keys, generated) = try KeyStore(dataFolder: data).loadOrGenerate()
        if generated {
            logger.notice("generated the relay's key pair", metadata: ["fingerprint": "\(keys.publicKey.fingerprint)"])
        }
        var configuration = configuration
        configuration.readersFile = "\(data)/readers.json"
        let health = LoopHealth("the relay's loop", turnsEvery: configuration.tickInterval)
        let reportTurn = configuration.loopTurned
        configuration.loopTurned = {
            health.turned()
            reportTurn()
        }
        let relay = try await RelayNode.start(configuration, keys: keys)
        let files = RunFiles(dataFolder: data)
        let ipc = [relay.phones.requests, relay.phones.updates, relay.mirrors.requests, relay.mirrors.updates]
        defer { files.clear(ipcEndpoints: ipc) }
        do {
            try files.writePID()
            try files.writeEndpoints(Self.endpoints(of: relay))
        } catch {
            await relay.stop()
            throw error
        }
        let metrics = try await metricsAddress.asyncMap { address in
            try await NodeMetrics.start(at: address, help: RelayMetrics.help, dataFolder: data, logger: logger) {
                health.report()
            }
        }
        // The hub's stats, turned into counters each second.
        let recorder = metrics.map { _ in
            Task {
                var figures = RelayMetrics()
                while !Task.isCancelled {
                    figures.record(relay.stats)
                    try? await Task.sleep(for: .seconds(1))
                }
            }
        }
        defer {
            recorder?.cancel()
            metrics?.stop()
        }
        let (stopped, stop) = AsyncStream.makeStream(of: Void.self)
        health.ready("relaying phones \(relay.phones.requests) to mirrors \(relay.mirrors.requests)")
        try await NodeLifecycle.run(logger: logger, stop: { stop.finish() }) {
            for await _ in stopped {}
            health.stopping()
            logger.notice("shutting down", metadata: ["stats": "\(relay.stats)"])
            await relay.stop()
        }
    }

    /// What `endpoints.json` holds: both sides' sockets, the relay's public key and fingerprint.
    public static func endpoints(of relay: RelayNode) -> [String: String] {
        [
            "phones": relay.phones.requests, "phone_requests": relay.phones.requests,
            "phone_updates": relay.phones.updates,
            "mirrors": relay.mirrors.requests, "mirror_requests": relay.mirrors.requests,
            "mirror_updates": relay.mirrors.updates,
            "public_key": relay.publicKey.z85, "fingerprint": relay.publicKey.fingerprint,
        ]
    }
}
