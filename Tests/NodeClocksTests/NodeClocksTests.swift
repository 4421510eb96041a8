import Foundation
import Testing

@testable import NodeClocks

/// The real clocks the nodes run on (the tests' own run on manual ones): the wall clock reads the
/// system's time, the monotonic one never goes back, and a wait for a time already past returns.
@Suite("Node clocks")
struct NodeClocksTests {
    @Test("the system clock reads the system's time")
    func system() {
        let before = Date()
        let now = SystemClock().now()
        #expect(now >= before && now <= Date())
    }

    @Test("the monotonic clock never goes back")
    func monotonic() {
        let clock = MonotonicClock()
        var last = clock.now()
        for _ in 0..<1000 {
            let now = clock.now()
            #expect(now >= last)
            last = now
        }
    }

    @Test("a wait for a time already past returns at once, on both clocks")
    func pastWaits() async throws {
        // No time is waited for: the dates are in the past (a bound would only be a hang guard).
        try await SystemClock().wait(until: .distantPast)
        let monotonic = MonotonicClock()
        try await monotonic.wait(until: monotonic.now().addingTimeInterval(-1))
    }
}
