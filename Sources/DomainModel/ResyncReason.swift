/// Why a mirror asks the phone for its whole state again.
public enum ResyncCause: String, Sendable, Hashable, CaseIterable {
    /// The mirror started.
    case start
    /// The phone was heard again after a silence.
    case reconnect
    /// An update's topic counter skipped one.
    case gap
    /// A heartbeat said updates were published that never arrived.
    case missed
    /// The phone started a new history (it restarted).
    case epoch
    /// A snapshot was overtaken by updates it does not cover.
    case again
    /// An update could not be applied.
    case undecodable
    /// A snapshot request failed and is tried again.
    case retry
}

/// A resync's cause, and the detail a log line shows.
public struct ResyncReason: Sendable, Hashable, CustomStringConvertible {
    public let cause: ResyncCause
    public let description: String

    public init(_ cause: ResyncCause, _ description: String) {
        self.cause = cause
        self.description = description
    }
}
