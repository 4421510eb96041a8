import CoreMetrics
import Synchronization

/// What a mirror waits on, as histograms an operator reads on its `/metrics`
/// (`desktop-node run --metrics`, `watch-node run --metrics`):
///
/// - `widgetrelay_mirror_request_seconds{kind}`: a request's round trip, from the person's click
///   (or the program's call) to the phone's answer or the time-out — `interaction` (a button,
///   toggle or control), `open` (a link or a widget's URL opening the app), `request` (any other:
///   a gallery, an add, a configuration).
/// - `widgetrelay_mirror_update_apply_seconds`: from a published message's arrival on the
///   subscriber (an update, or a heartbeat) to the mirror's state holding it (decoded, ordered,
///   applied, its effects done).
///
/// Real elapsed time (`ContinuousClock`), not the client's injected clock: these measure the
/// machine. Nothing is recorded until the node's metrics are started (`--metrics`).
public final class MirrorLatencyMetrics: Sendable {
    public static let requestLabel = "widgetrelay_mirror_request_seconds"
    public static let updateLabel = "widgetrelay_mirror_update_apply_seconds"
    /// The help texts of both, for the node's table.
    public static let help: [String: String] = [
        requestLabel:
            "A request's round trip, from the click (or call) to the phone's answer or the time-out, by kind: interaction, open, request.",
        updateLabel: "From a published message's arrival (an update or a heartbeat) to the mirror's state holding it.",
    ]

    /// What a request was, as the histogram's `kind` label.
    public enum Kind: String, Sendable, CaseIterable {
        case interaction, open, request
    }

    /// Every mirror of the process records into the same histograms.
    public static let shared = MirrorLatencyMetrics()

    private let timers = Mutex<[String: Timer]>([:])

    /// A request of `kind`, started at `start`, has just been answered (or timed out).
    public func answered(_ kind: Kind, since start: ContinuousClock.Instant) {
        record(Self.requestLabel, [("kind", kind.rawValue)], since: start)
    }

    /// An update that arrived at `start` has just been applied.
    public func applied(since start: ContinuousClock.Instant) {
        record(Self.updateLabel, [], since: start)
    }

    private func record(_ label: String, _ dimensions: [(String, String)], since start: ContinuousClock.Instant) {
        guard !(MetricsSystem.factory is NOOPMetricsHandler) else { return }
        let elapsed = ContinuousClock.now - start
        let key = label + (dimensions.first.map { "/" + $0.1 } ?? "")
        let timer = timers.withLock { timers in
            if let timer = timers[key] { return timer }
            let timer = Timer(label: label, dimensions: dimensions)
            timers[key] = timer
            return timer
        }
        let (seconds, attoseconds) = elapsed.components
        timer.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
