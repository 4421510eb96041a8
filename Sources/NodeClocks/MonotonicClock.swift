import Foundation
import Codec

/// Wall-clock dates that only move forward: the date at creation, plus the monotonic time
/// elapsed since. A mirror's time-outs (the heartbeat watchdog, request retries) read it, so
/// an NTP step of the system clock neither declares the phone unreachable nor delays noticing.
/// (The phone keeps the wall clock: its dates are the ones widgets show.)
public struct MonotonicClock: NodeClock {
    private let anchorDate: Date
    private let anchor: ContinuousClock.Instant

    public init() {
        anchorDate = Date()
        anchor = .now
    }

    public func now() -> Date {
        let elapsed = ContinuousClock.now - anchor
        return anchorDate.addingTimeInterval(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    public var isManual: Bool { false }

    public func wait(until date: Date) async throws {
        let interval = date.timeIntervalSince(now())
        guard interval > 0 else { return }
        try await Task.sleep(
            until: .now + .milliseconds(Int((min(interval, 86_400) * 1000).rounded(.up))), clock: .continuous)
    }
}
