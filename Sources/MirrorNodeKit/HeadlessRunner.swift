import Foundation
import Logging
import Mirror
import NodeRuntime

/// Runs a mirror with no interface (as a service): it stays synced, keeps its
/// snapshot cache fresh and logs what changes, until SIGTERM or SIGINT.
public enum HeadlessRunner {
    public static func run(_ client: MirrorClient, logger: Logger) async throws {
        let (stop, sink) = AsyncStream.makeStream(of: Void.self)
        try await NodeLifecycle.run(logger: logger, stop: { sink.finish() }) {
            try await run(client, logger: logger, until: stop)
        }
    }

    private static func run(_ client: MirrorClient, logger: Logger, until stop: AsyncStream<Void>) async throws {
        try await client.start()
        let events = Task {
            for await event in client.events {
                switch event {
                case .reachability(let reachable): logger.notice(reachable ? "phone reachable" : "phone unreachable")
                case .interaction(let report): logger.info("interaction", metadata: ["outcome": "\(report.outcome)", "message": "\(report.message ?? "")"])
                case .changed: break
                }
            }
        }
        for await _ in stop {}
        events.cancel()
        logger.notice("stopping")
        await client.stop()
    }
}
