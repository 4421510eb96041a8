import Logging
import ServiceLifecycle

/// How every node program runs and stops, phone and mirrors alike: its work as services in
/// a swift-service-lifecycle `ServiceGroup`, and SIGTERM or SIGINT turned into the group's
/// graceful shutdown. Each service then finishes its own way (a mirror restores the
/// terminal and writes its cache, the phone stops its loop) and the program exits 0.
///
/// The signals are caught by ``TerminationSignals`` from before the group runs, not by the
/// group's own `gracefulShutdownSignals`: those are dispatch sources, which lose a signal
/// sent just after start (``TerminationSignals`` says why). A signal that comes before
/// `run` has started its services is remembered by the group: they start, then stop.
public enum NodeLifecycle {
    /// Runs `services` until they end, or until SIGTERM or SIGINT asks them to stop and
    /// they have. A service that returns (a mirror told `quit`) ends the node as a signal
    /// would: the others stop gracefully, and `run` returns. (swift-service-lifecycle's
    /// default for a service that returns is to throw `serviceFinishedUnexpectedly`: a
    /// scriptable mirror told `quit` then SIGTERM exited 1 whenever the quit came first.)
    public static func run(_ services: [any Service], logger: Logger) async throws {
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: services.map {
                    // Named by its type: the group logs each service's name, and a service's own
                    // description would carry its fields (a phone's key pair among them) into the log.
                    .init(
                        service: $0, successTerminationBehavior: .gracefullyShutdownGroup,
                        serviceName: String(describing: type(of: $0)))
                }, logger: logger))
        let signals = TerminationSignals { Task { await group.triggerGracefulShutdown() } }
        defer { signals.cancel() }
        try await group.run()
    }

    /// Runs `body` as a node's one service: `stop` is called once when SIGTERM or SIGINT
    /// asks the node to stop, and `body` should then return soon, its clean-up done.
    public static func run(
        logger: Logger, stop: @escaping @Sendable () -> Void,
        _ body: @escaping @Sendable () async throws -> Void
    ) async throws {
        try await run([NodeService(body: body, stop: stop)], logger: logger)
    }
}

/// A node's work as a service: `body` runs with `stop` as its graceful-shutdown handler.
struct NodeService: Service {
    let body: @Sendable () async throws -> Void
    let stop: @Sendable () -> Void

    func run() async throws {
        try await withGracefulShutdownHandler(operation: body, onGracefulShutdown: stop)
    }
}
