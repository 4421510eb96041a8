import CoreMetrics
import Foundation
import Logging
import NodeRuntime
import Prometheus

/// A node's metrics while it runs: swift-metrics bootstrapped to a Prometheus registry (once
/// per process) and served at its address, the address bound in `<data>/metrics-address`.
public final class NodeMetrics: Sendable {
    /// Where it listens (the real port after port 0).
    public let bound: MetricsAddress
    public let registry: PrometheusCollectorRegistry
    private let task: Task<Void, Never>
    private let file: String

    /// Bootstraps swift-metrics with the metrics `help` describes and serves them at `address`.
    /// - Throws: ``MetricsEndpointError`` when it cannot listen there (a taken port…).
    public static func start(
        at address: MetricsAddress, help: [String: String], dataFolder: String, logger: Logger,
        health: @escaping @Sendable () async -> HealthReport = { .healthy }
    ) async throws -> NodeMetrics {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(NodeMetricsFactory(registry: registry, help: help))
        let (bound, task) = try await MetricsEndpoint(
            address: address, registry: registry, logger: logger, health: health
        ).start()
        let file = "\(dataFolder)/metrics-address"
        try FilePrivacy.writePrivately(Data("\(bound)\n".utf8), to: file)
        logger.notice(
            "metrics served", metadata: ["url": "http://\(bound)/metrics", "health": "http://\(bound)/healthz"])
        return NodeMetrics(bound: bound, registry: registry, task: task, file: file)
    }

    private init(bound: MetricsAddress, registry: PrometheusCollectorRegistry, task: Task<Void, Never>, file: String) {
        self.bound = bound
        self.registry = registry
        self.task = task
        self.file = file
    }

    /// Stops serving and removes `<data>/metrics-address`.
    public func stop() {
        task.cancel()
        try? FileManager.default.removeItem(atPath: file)
    }
}

extension Optional {
    /// `map` for an asynchronous, throwing transform (a launcher starting metrics when asked).
    public func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
