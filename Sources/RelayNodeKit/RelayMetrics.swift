import CoreMetrics
import RelayHub

/// The relay's figures for an operator (`relay-node run --metrics`): its hub's ``HubStats``
/// (the hub counts; this driver turns each second's change into counters), labels bounded by
/// the hub's own reasons.
struct RelayMetrics {
    static let help: [String: String] = [
        "widgetrelay_relay_updates_published_total": "Updates handed to the mirror side's publisher.",
        "widgetrelay_relay_updates_applied_total": "Updates applied to a phone's Clone map (SET, DELETE, GRANT).",
        "widgetrelay_relay_requests_forwarded_total": "Requests forwarded to a phone.",
        "widgetrelay_relay_replies_forwarded_total": "Replies forwarded to a mirror.",
        "widgetrelay_relay_snapshots_served_total": "Snapshot requests answered from a phone's map.",
        "widgetrelay_relay_dumps_total": "Dumps of a phone's state asked for (requested) and made a map (applied).",
        "widgetrelay_relay_gaps_total": "Gaps seen in a phone's stream (each a dump asked for).",
        "widgetrelay_relay_epoch_changes_total": "Maps dropped for a phone's new epoch.",
        "widgetrelay_relay_pairing_forwarded_total": "Pairing ceremony steps and answers forwarded.",
        "widgetrelay_relay_refusals_total": "Snapshot requests refused, by reason.",
        "widgetrelay_relay_drops_total": "Frames dropped, by reason.",
        RelayCarryMetrics.label: RelayCarryMetrics.help,
    ]

    private var last = HubStats()
    private let counters: [KeyPath<HubStats, Int>: Counter]
    private let refusals: [RefusalReason: Counter]
    private let drops: [DropReason: Counter]

    init(factory: any MetricsFactory = MetricsSystem.factory) {
        func counter(_ name: String, _ dimensions: [(String, String)] = []) -> Counter {
            Counter(label: "widgetrelay_relay_" + name, dimensions: dimensions, factory: factory)
        }
        counters = [
            \.updatesPublished: counter("updates_published_total"), \.updatesApplied: counter("updates_applied_total"),
            \.requestsForwarded: counter("requests_forwarded_total"),
            \.repliesForwarded: counter("replies_forwarded_total"),
            \.snapshotsServed: counter("snapshots_served_total"),
            \.dumpsRequested: counter("dumps_total", [("stage", "requested")]),
            \.dumpsApplied: counter("dumps_total", [("stage", "applied")]), \.gaps: counter("gaps_total"),
            \.epochChanges: counter("epoch_changes_total"), \.pairingForwarded: counter("pairing_forwarded_total"),
        ]
        refusals = Dictionary(
            uniqueKeysWithValues: RefusalReason.allCases.map {
                ($0, counter("refusals_total", [("reason", $0.rawValue)]))
            })
        drops = Dictionary(
            uniqueKeysWithValues: DropReason.allCases.map { ($0, counter("drops_total", [("reason", $0.rawValue)])) })
    }

    /// The hub's stats now: each counter moves by what changed since the last call.
    mutating func record(_ stats: HubStats) {
        for (path, counter) in counters where stats[keyPath: path] > last[keyPath: path] {
            counter.increment(by: stats[keyPath: path] - last[keyPath: path])
        }
        for (reason, counter) in refusals where stats.refusals[reason, default: 0] > last.refusals[reason, default: 0] {
            counter.increment(by: stats.refusals[reason, default: 0] - last.refusals[reason, default: 0])
        }
        for (reason, counter) in drops where stats.drops[reason, default: 0] > last.drops[reason, default: 0] {
            counter.increment(by: stats.drops[reason, default: 0] - last.drops[reason, default: 0])
        }
        last = stats
    }
}
