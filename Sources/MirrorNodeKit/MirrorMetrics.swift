import ArgumentParser
import CoreMetrics
import Logging
import Mirror
import MirrorCore
import NodeMetrics

/// A mirror's figures for an operator (`desktop-node run --metrics`, `watch-node run --metrics`):
/// per paired phone (labels: the phones' fingerprints, bounded by what is paired) whether it is
/// reachable, its quarantined items and pending marks; interactions by outcome; resyncs by cause.
///
/// Recorded here, beside the mirror's driver, from what it already says: its fleet's events and
/// state (read each second while metrics are served), and its resync log lines (``resyncCause``).
public enum MirrorMetrics {
    public static let help: [String: String] = [
        "widgetrelay_mirror_phone_reachable": "Whether each paired phone is reachable now (1) or not (0).",
        "widgetrelay_mirror_quarantined_items": "Items of each phone's state that did not decode, left out and shown as such.",
        "widgetrelay_mirror_pending_marks": "Widgets of each phone showing a pending mark (an interaction not yet answered).",
        "widgetrelay_mirror_interactions_total": "Interactions this mirror sent, by outcome.",
        "widgetrelay_mirror_resyncs_total": "Snapshots asked for again, by cause: reconnect, gap, missed, epoch, again, undecodable.",
        "widgetrelay_mirror_web_sessions": "Open web pages (desktop-node --web).",
        "widgetrelay_mirror_web_patch_seconds": "From a change on the mirror to the web page's frame that shows it.",
    ]

    /// What a mirror's log line says about a resync, as a bounded cause; nil when it is not one.
    public static func resyncCause(message: String, metadata: Logger.Metadata?) -> String? {
        switch message {
        case "phone reachable": return "reconnect"
        case "resync again": return "again"
        case "cannot apply an update": return "undecodable"
        case "resync":
            let reason = metadata?["reason"].map { "\($0)" } ?? ""
            if reason.hasPrefix("the phone started a new history") { return "epoch" }
            if reason.hasPrefix("missed") { return "missed" }
            if reason.hasPrefix("a gap") { return "gap" }
            return "other"
        default: return nil
        }
    }

    /// The log tap for ``NodeRuntime/bootstrapLogging(level:format:tap:)``: counts resyncs.
    @Sendable public static func tap(_ event: LogEvent) {
        guard let cause = resyncCause(message: event.message.description, metadata: event.metadata) else { return }
        Counter(label: "widgetrelay_mirror_resyncs_total", dimensions: [("cause", cause)]).increment()
    }

    /// Records `fleet`'s figures until cancelled: its events as they come, its state each second.
    public static func watch(_ fleet: MirrorFleet) -> Task<Void, Never> {
        Task {
            let interactions = Dictionary(uniqueKeysWithValues: InteractionReport.Outcome.allCases.map {
                ($0, Counter(label: "widgetrelay_mirror_interactions_total", dimensions: [("outcome", $0.rawValue)]))
            })
            for cause in ["reconnect", "gap", "missed", "epoch", "again", "undecodable"] {
                Counter(label: "widgetrelay_mirror_resyncs_total", dimensions: [("cause", cause)]).increment(by: 0)
            }
            let phones = await fleet.subscribeEach()
            await withTaskGroup(of: Void.self) { group in
                for (_, events) in phones {
                    group.addTask {
                        for await event in events {
                            if case .interaction(let report) = event { interactions[report.outcome]?.increment() }
                        }
                    }
                }
                group.addTask { await sample(fleet) }
            }
        }
    }

    /// Each phone's gauges, every second.
    private static func sample(_ fleet: MirrorFleet) async {
        let gauges = fleet.links.map { link in
            let phone = [("phone", link.phone.fingerprint)]
            return (link.client, Gauge(label: "widgetrelay_mirror_phone_reachable", dimensions: phone),
                    Gauge(label: "widgetrelay_mirror_quarantined_items", dimensions: phone),
                    Gauge(label: "widgetrelay_mirror_pending_marks", dimensions: phone))
        }
        while !Task.isCancelled {
            for (client, reachable, quarantined, pending) in gauges {
                reachable.record(await client.isReachable ? 1 : 0)
                quarantined.record(await client.quarantined.count)
                pending.record(await client.renderedWidgets().filter(\.pending).count)
            }
            try? await Task.sleep(for: .seconds(1))
        }
    }
}

extension MirrorMetrics {
    /// What a mirror program serves while it runs with `--metrics`.
    public struct Served: Sendable {
        let metrics: NodeMetrics
        let watching: Task<Void, Never>

        /// Stops serving and watching.
        public func stop() {
            watching.cancel()
            metrics.stop()
        }
    }

    /// Serves the mirror's metrics when `option` asks for them (nil otherwise), watching `fleet`.
    /// - Throws: a `ValidationError` naming the address when it cannot listen there.
    public static func serve(_ option: MetricsOption, fleet: MirrorFleet, dataFolder: String, logger: Logger) async throws -> Served? {
        guard let address = try option.address() else { return nil }
        let metrics: NodeMetrics
        do { metrics = try await NodeMetrics.start(at: address, help: help, dataFolder: dataFolder, logger: logger) } catch {
            throw ValidationError("\(error)")
        }
        return Served(metrics: metrics, watching: watch(fleet))
    }
}
