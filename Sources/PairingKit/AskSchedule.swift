/// When a discovery search asks again: one UDP datagram, a query or the phone's answer, is
/// lost on a busy phone or a lossy Wi-Fi, so a search asks at once, then after `first`, the
/// gap doubling up to `longest`, for as long as its window lasts.
public struct AskSchedule: Sendable, Hashable {
    /// The gap before the second ask.
    public var first: Duration
    /// The longest gap between two asks.
    public var longest: Duration

    public init(first: Duration = .milliseconds(250), longest: Duration = .seconds(2)) {
        self.first = first
        self.longest = max(first, longest)
    }

    /// The times, from the search's start, at which it asks within `window`: 0 always,
    /// then 250 ms, 750 ms, 1.75 s, 3.75 s, 5.75 s… with the defaults.
    public func asks(within window: Duration) -> [Duration] {
        var times: [Duration] = [.zero]
        guard first > .zero else { return times }
        var gap = first
        while case let next = times[times.count - 1] + gap, next < window {
            times.append(next)
            gap = min(gap * 2, longest)
        }
        return times
    }
}
