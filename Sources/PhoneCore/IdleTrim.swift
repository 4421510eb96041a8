/// When the phone gives memory it freed back to the system: once after each spell of work,
/// at the first heartbeat that finds it idle for ``idleAfter``, never in the middle of work.
///
/// After a burst (a hundred mirrors connecting and leaving, a hundred taps at once) malloc
/// keeps the freed buffers: about 6 MB of the phone's resident memory in `tools/bench`.
/// A value that decides; the phone's driver tells it of work and heartbeats, and trims (`MallocTrim`).
public struct IdleTrim: Sendable {
    /// How long without work before a trim.
    public let idleAfter: Duration
    private var lastWork: ContinuousClock.Instant?

    public init(idleAfter: Duration) { self.idleAfter = idleAfter }

    /// Work was done at `now`.
    public mutating func worked(at now: ContinuousClock.Instant) { lastWork = now }

    /// A heartbeat at `now`: whether to trim (once per spell of work).
    public mutating func heartbeat(at now: ContinuousClock.Instant) -> Bool {
        guard let lastWork, now - lastWork >= idleAfter else { return false }
        self.lastWork = nil
        return true
    }
}
