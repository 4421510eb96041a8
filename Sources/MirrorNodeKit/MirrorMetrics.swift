import ArgumentParser
import CoreMetrics
import DomainModel
import Logging
import Mirror
import MirrorCore
import NodeMetrics
import Codec

/// A mirror's figures for an operator (`desktop-node run --metrics`, `watch-node run --metrics`):
/// per paired phone (labels: the phones' fingerprints, bounded by what is paired) whether it is
/// reachable, its quarantined items and pending marks; interactions by outcome; resyncs by cause;
/// what it waits on (``Mirror/MirrorLatencyMetrics``: request round trips, update apply).
///
/// Recorded here, beside the mirror's driver, from what it already says: its fleet's events and
/// state, its core's resyncs by cause among them (read each second while metrics are served).
public enum MirrorMetrics {
    public static let help: [String: String] = [
        "widgetrelay_mirror_phone_reachable": "Whether each paired phone is reachable now (1) or not (0).",
        "widgetrelay_mirror_quarantined_items":
            "Items of each phone's state that did not decode, left out and shown as such.",
        "widgetrelay_mirror_pending_marks":
            "Widgets of each phone showing a pending mark (an interaction not yet answered).",
        "widgetrelay_mirror_interactions_total": "Interactions this mirror sent, by outcome.",
        "widgetrelay_mirror_resyncs_total":
            "Snapshots asked for, by cause: start, reconnect, gap, missed, epoch, again, undecodable, retry.",
        "widgetrelay_mirror_web_sessions": "Open web pages (desktop-node --web).",
        "widgetrelay_mirror_web_patch_seconds": "From a change on the mirror to the web page's frame that shows it.",
    ].merging(MirrorLatencyMetrics.help) { own, _ in own }

    /// Records `fleet`'s figures until cancelled: its events as they come, its state each second.
    public static func watch(_ fleet: MirrorFleet) -> Task<Void, Never> {
        Task {
            let interactions = Dictionary(
                uniqueKeysWithValues: InteractionReport.Outcome.allCases.map {
                    (
                        $0,
                        Counter(label: "widgetrelay_mirror_interactions_total", dimensions: [("outcome", $0.rawValue)])
                    )
                })
            for cause in ResyncCause.allCases {
                Counter(label: "widgetrelay_mirror_resyncs_total", dimensions: [("cause", cause.rawValue)]).increment(
                    by: 0)
            }
            // Phones paired while the mirror runs are counted from then on.
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await sample(fleet) }
                group.addTask {
                    await fleet.followEachPhone { _, event in
                        if case .interaction(let report) = event { interactions[report.outcome]?.increment() }
                    }
                }
            }
        }
    }

    /// Each phone's gauges, every second.
    private static func sample(_ fleet: MirrorFleet) async {
        // The phones paired now, each time: one paired while the mirror runs gets its gauges.
        func gauges() -> [(MirrorClient, Gauge, Gauge, Gauge)] {
            fleet.links.map { link in
                let phone = [("phone", link.phone.fingerprint)]
                return (
                    link.client, Gauge(label: "widgetrelay_mirror_phone_reachable", dimensions: phone),
                    Gauge(label: "widgetrelay_mirror_quarantined_items", dimensions: phone),
                    Gauge(label: "widgetrelay_mirror_pending_marks", dimensions: phone)
                )
            }
        }
        let resyncs = Dictionary(
            uniqueKeysWithValues: ResyncCause.allCases.map {
                ($0, Counter(label: "widgetrelay_mirror_resyncs_total", dimensions: [("cause", $0.rawValue)]))
            })
        var counted: [ObjectIdentifier: [ResyncCause: Int]] = [:]
        while !Task.isCancelled {
            for (client, reachable, quarantined, pending) in gauges() {
                reachable.record(await client.isReachable ? 1 : 0)
                quarantined.record(await client.quarantined.count)
                pending.record(await client.renderedWidgets().filter(\.pending).count)
                // The core counts its resyncs by cause; the counters move by what is new since the last look.
                let now = await client.resyncs
                let before = counted[ObjectIdentifier(client)] ?? [:]
                for (cause, total) in now where total > before[cause, default: 0] {
                    resyncs[cause]?.increment(by: Int64(total - before[cause, default: 0]))
                }
                counted[ObjectIdentifier(client)] = now
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

    /// Serves the mirror's metrics when `option` asks for them (nil otherwise), watching `fleet`;
    /// `/healthz` answers what `health` says.
    /// - Throws: a `ValidationError` naming the address when it cannot listen there.
    public static func serve(
        _ option: MetricsOption, fleet: MirrorFleet, dataFolder: String, health: LoopHealth,
        logger: Logger
    ) async throws -> Served? {
        guard let address = try option.address() else { return nil }
        let metrics: NodeMetrics
        do {
            metrics = try await NodeMetrics.start(at: address, help: help, dataFolder: dataFolder, logger: logger) {
                health.report()
            }
        } catch {
            throw ValidationError("\(error)")
        }
        return Served(metrics: metrics, watching: watch(fleet))
    }
}
