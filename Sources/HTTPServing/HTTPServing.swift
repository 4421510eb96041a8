import Hummingbird
import Logging
import ServiceLifecycle

/// How a node serves HTTP beside its work (the metrics endpoint, the mirrors' web pages): a
/// Hummingbird application run until the calling task is cancelled, then stopped the way
/// Hummingbird expects — a graceful shutdown, in which requests in progress finish and
/// WebSockets are closed as "going away".
///
/// Cancelling `Application.run()` itself stops it too, but Hummingbird then logs "Waiting on
/// child channel: CancellationError()" at error level: every clean stop of every node with
/// `--metrics` or `--web` tripped error-level alerts (#49).
public enum HTTPServing {
    /// Runs `app` until the calling task is cancelled, then shuts it down gracefully (for at
    /// most `shutdownLimit`, after which its connections are cut). Throws what the application
    /// throws (`IOError` when it cannot listen).
    public static func run(_ app: some ApplicationProtocol, logger: Logger, shutdownLimit: Duration = .seconds(5))
        async throws
    {
        var configuration = ServiceGroupConfiguration(services: [app], logger: logger)
        configuration.maximumGracefulShutdownDuration = shutdownLimit
        let group = ServiceGroup(configuration: configuration)
        // Not a child of the caller's task: the caller's cancellation must reach the server as a
        // graceful shutdown, not as a cancellation.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}
