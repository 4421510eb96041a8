import Foundation
import HTTPServing
import Hummingbird
import Logging
import NIOCore
import NodeRuntime
import Prometheus

/// The tiny HTTP server beside a node (Hummingbird 2): `GET /metrics` the registry in
/// Prometheus's text format (with the process's own series: ``ProcessMetrics``), `GET /healthz`
/// the node's ``HealthReport``.
public struct MetricsEndpoint: Sendable {
    public let address: MetricsAddress
    public let registry: PrometheusCollectorRegistry
    public let health: @Sendable () async -> HealthReport
    public let logger: Logger

    public init(
        address: MetricsAddress, registry: PrometheusCollectorRegistry, logger: Logger,
        health: @escaping @Sendable () async -> HealthReport = { .healthy }
    ) {
        self.address = address
        self.registry = registry
        self.health = health
        self.logger = logger
    }

    /// Starts serving; returns once it listens, with the address it bound (the real port after
    /// port 0) and the task that serves (cancel it to stop).
    /// - Throws: ``MetricsEndpointError`` naming the address when it cannot listen there.
    public func start() async throws -> (bound: MetricsAddress, task: Task<Void, Never>) {
        let (ready, sink) = AsyncStream.makeStream(of: Result<MetricsAddress, any Error>.self)
        let task = Task { [self] in
            do {
                try await run { sink.yield(.success($0)) }
            } catch is CancellationError {
            } catch {
                sink.yield(.failure(error))
                logger.error("the metrics endpoint stopped", metadata: ["error": "\(error)"])
            }
            sink.finish()
        }
        for await result in ready { return (try result.get(), task) }
        throw MetricsEndpointError(address: address, detail: "stopped before it listened")
    }

    func run(listening: @escaping @Sendable (MetricsAddress) -> Void) async throws {
        let router = Router()
        // The process's own series, read again at each scrape; the program is the logger's label.
        let process = ProcessMetrics(registry: registry, program: logger.label)
        router.get("/metrics") { [registry] _, _ -> Response in
            process.update()
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
        router.get("/healthz") { [health] _, _ -> Response in
            let report = await health()
            let text = report.isHealthy ? "ok\n" : report.problems.map { $0 + "\n" }.joined()
            return Response(
                status: report.isHealthy ? .ok : .serviceUnavailable,
                headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        let address = address
        var quiet = logger
        quiet.logLevel = .warning  // Hummingbird logs every start at info
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(address.host, port: address.port), serverName: "widgetrelay-metrics"),
            onServerRunning: { channel in
                listening(MetricsAddress(host: address.host, port: channel.localAddress?.port ?? address.port))
            },
            logger: quiet)
        do {
            try await HTTPServing.run(app, logger: quiet)
        } catch let error as IOError {
            throw MetricsEndpointError(address: address, detail: "\(error)")
        }
    }
}

/// The metrics endpoint could not listen (a taken port, an address not on this host).
public struct MetricsEndpointError: Error, CustomStringConvertible, Sendable {
    public let address: MetricsAddress
    public let detail: String
    public var description: String { "cannot serve metrics on \(address): \(detail)" }
}
