/// The time during which the phone accepts pairing requests (`phone-node pair --window 60s`).
/// Times are durations since an origin the caller chooses (a monotonic clock's start),
/// so tests pass any values they like.
public struct PairingWindow: Sendable, Hashable {
    /// When it opened.
    public let opened: Duration
    /// How long it stays open.
    public let length: Duration

    public init(opened: Duration, length: Duration) {
        self.opened = opened
        self.length = length
    }

    /// When it closes.
    public var closes: Duration { opened + length }

    /// Whether a request at `now` falls inside it.
    public func isOpen(at now: Duration) -> Bool { now >= opened && now < closes }
}
