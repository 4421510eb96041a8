import NodeRuntime

/// A node's loop as a supervisor sees it: each turn feeds `/healthz` (``LoopLiveness``) and,
/// under systemd with `WatchdogSec=`, the watchdog (`WATCHDOG=1`, ``NodeRuntime/WatchdogFeeder``);
/// `READY=1` and `STOPPING=1` go to the same notification socket. A loop that stops turning
/// turns `/healthz` to 503 and stops the pings, and systemd restarts the node.
public final class LoopHealth: Sendable {
    public let liveness: LoopLiveness
    /// systemd's notification socket, when it gave one.
    public let notifier: SystemdNotifier?
    private let watchdog: WatchdogFeeder?

    /// The health of `loop` (for people: "the relay's loop"), which turns every `interval`.
    public init(_ loop: String, turnsEvery interval: Duration, notifier: SystemdNotifier? = SystemdNotifier()) {
        liveness = LoopLiveness(loop, turnsEvery: interval)
        self.notifier = notifier
        watchdog = WatchdogFeeder(notifier)
    }

    /// The loop took a turn (on the loop).
    public func turned() {
        liveness.turned()
        watchdog?.turned()
    }

    /// What `/healthz` answers.
    public func report() -> HealthReport { liveness.report() }

    /// The node serves (`READY=1`, with a status line for `systemctl status`).
    public func ready(_ status: String) { notifier?.notify("READY=1\nSTATUS=\(status)") }

    /// The node is stopping (`STOPPING=1`).
    public func stopping() { notifier?.notify("STOPPING=1") }
}
