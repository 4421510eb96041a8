import CoreMetrics
import RelayHub
import Synchronization

/// How long the relay holds what it carries (`widgetrelay_relay_carry_seconds{frame=…}`): from
/// a frame's arrival on a socket to the hub's effects for it handed to the sockets, by what the
/// frame is (an update, a request, a reply, a snapshot request, a dump, a roster, a pairing step).
/// Nothing is recorded until the node's metrics are started (`--metrics`).
final class RelayCarryMetrics: Sendable {
    static let label = "widgetrelay_relay_carry_seconds"
    static let help =
        "How long the relay holds a frame it carries: from its arrival to what it became handed to the sockets."

    private let timers = Mutex<[String: CoreMetrics.Timer]>([:])

    /// `event`'s frame came in at `start`; what the hub made of it has just been handed on.
    func carried(_ event: RelayHub.Event, since start: ContinuousClock.Instant) {
        guard let frame = Self.frame(event), !(MetricsSystem.factory is NOOPMetricsHandler) else { return }
        let elapsed = ContinuousClock.now - start
        let timer = timers.withLock { timers in
            if let timer = timers[frame] { return timer }
            let timer = CoreMetrics.Timer(label: Self.label, dimensions: [("frame", frame)])
            timers[frame] = timer
            return timer
        }
        let (seconds, attoseconds) = elapsed.components
        timer.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// The label of what the relay carries; nil for what it does not (its own tick, a refused frame).
    static func frame(_ event: RelayHub.Event) -> String? {
        switch event {
        case .update: "update"
        case .dump: "dump"
        case .roster: "roster"
        case .snapshotRequest: "snapshot_request"
        case .request: "request"
        case .reply: "reply"
        case .pairingWindow, .pairingLookup, .pairing, .pairingAnswer: "pairing"
        case .tick, .rejected: nil
        }
    }
}
