import Mirror
import NodeMetrics

/// A mirror's loop, as `/healthz` and systemd's watchdog see it: each second every phone's
/// client (an actor: the mirror's loop for that phone) is asked a question, and once each has
/// answered the loop has turned. A client that no longer answers (its actor stuck) stops the
/// turns: `/healthz` answers 503 and the watchdog is no longer fed.
public enum MirrorHealth {
    /// How often the clients are asked.
    public static let interval: Duration = .seconds(1)

    /// The health of a mirror's loop (a fresh one per program run).
    public static func make() -> LoopHealth { LoopHealth("the mirror's loop", turnsEvery: interval) }

    /// Turns `health` while every client of `fleet` answers, until cancelled.
    public static func watch(_ fleet: MirrorFleet, feeding health: LoopHealth) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                for link in fleet.links { _ = await link.client.isReachable }
                health.turned()
                try? await Task.sleep(for: interval)
            }
        }
    }
}
