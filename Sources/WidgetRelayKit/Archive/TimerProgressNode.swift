import Foundation

/// An archived `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`: the
/// mirror fills it from the interval and its own clock, so it moves without the phone.
public struct TimerProgressNode: Sendable, Hashable {
    /// When the interval starts and ends.
    public var start: Date
    public var end: Date
    /// Whether it empties as time passes (SwiftUI's default) rather than fills.
    public var countsDown: Bool
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?

    public init(
        start: Date, end: Date, countsDown: Bool = true, label: ViewNode? = nil, currentValueLabel: ViewNode? = nil
    ) {
        self.start = start
        self.end = end
        self.countsDown = countsDown
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// How full it is at `now`, in 0…1; NaN when the interval is not a valid one.
    public func fraction(at now: Date) -> Double {
        let length = end.timeIntervalSince(start)
        guard length.isFinite, length > 0 else { return length == 0 ? (countsDown ? 0 : 1) : .nan }
        let elapsed = min(1, max(0, now.timeIntervalSince(start) / length))
        return countsDown ? 1 - elapsed : elapsed
    }
}
