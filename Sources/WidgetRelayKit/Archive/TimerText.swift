import Foundation

/// An archived `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the mirror counts it with
/// its own clock, within the interval: counting down it stops at 0:00 at the end, counting up
/// at the interval's length, and from `pauseTime` on it shows what it showed then.
public struct TimerTextValue: Sendable, Hashable {
    public var start: Date
    public var end: Date
    /// When it stops moving (nil: it never pauses).
    public var pauseTime: Date?
    public var countsDown: Bool
    /// Whether whole hours show as hours ("1:02:03") rather than minutes ("62:03").
    public var showsHours: Bool

    public init(start: Date, end: Date, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.start = start
        self.end = end
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }

    /// The seconds it shows at `now`: within 0…the interval's length, frozen from `pauseTime` on.
    public func seconds(at now: Date) -> TimeInterval {
        let shown = pauseTime.map { min(now, $0) } ?? now
        let clamped = min(max(shown, start), max(start, end))
        return countsDown ? max(start, end).timeIntervalSince(clamped) : clamped.timeIntervalSince(start)
    }

    /// What it shows at `now`: "4:05", "1:02:03", or without hours "62:03".
    public func text(at now: Date) -> String { Self.format(seconds: seconds(at: now), showsHours: showsHours) }

    /// Whole seconds as a timer shows them.
    public static func format(seconds: TimeInterval, showsHours: Bool) -> String {
        let total = seconds.isFinite ? Int(min(max(0, seconds), 9_999_999_999)) : 0
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        if showsHours, h > 0 { return "\(h):\(two(m)):\(two(s))" }
        return "\(showsHours ? m : total / 60):\(two(s))"
    }
}
