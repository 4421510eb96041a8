import Foundation
import Logging
import Mirror
import NodeMetrics
import NodeRuntime

/// Runs a mirror (of every paired phone) with no interface (as a service): it stays synced, keeps its
/// snapshot cache fresh and logs what changes, until SIGTERM or SIGINT.
public enum HeadlessRunner {
    /// Runs until SIGTERM or SIGINT; `health` tells systemd it is ready once its phones'
    /// clients started, and that it stops.
    public static func run(_ fleet: MirrorFleet, health: LoopHealth? = nil, logger: Logger) async throws {
        let (stop, sink) = AsyncStream.makeStream(of: Void.self)
        try await NodeLifecycle.run(logger: logger, stop: { sink.finish() }) {
            try await run(fleet, health: health, logger: logger, until: stop)
        }
    }

    private static func run(_ fleet: MirrorFleet, health: LoopHealth?, logger: Logger, until stop: AsyncStream<Void>)
        async throws
    {
        await fleet.start(logger: logger)
        health?.ready("mirroring \(fleet.links.count) phone\(fleet.links.count == 1 ? "" : "s")")
        let events = Task {
            for await tagged in fleet.events {
                let phone: Logger.Metadata = [
                    "phone": "\(tagged.phone.label)", "fingerprint": "\(tagged.phone.fingerprint)",
                ]
                switch tagged.event {
                case .reachability(let reachable):
                    logger.notice(reachable ? "phone reachable" : "phone unreachable", metadata: phone)
                case .interaction(let report):
                    logger.info(
                        "interaction",
                        metadata: phone.merging(["outcome": "\(report.outcome)", "message": "\(report.message ?? "")"])
                        { $1 })
                case .changed: break
                }
            }
        }
        for await _ in stop {}
        health?.stopping()
        events.cancel()
        logger.notice("stopping")
        await fleet.stop()
    }
}
