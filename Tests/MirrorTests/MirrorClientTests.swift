import Foundation
import Mirror
import MirrorCore
import Codec
import MirrorFixtures
import TestSupport
import RelayWire
import Testing

/// ``MirrorClient`` over the in-memory transport, its time on a manual clock.
@Suite("MirrorClient over the in-memory transport")
struct MirrorClientTests {
    @Test("the phone goes silent: unreachable once the manual clock passes the heartbeat time-out")
    func unreachableOnTheManualClock() async throws {
        let phone = InMemoryPhone(snapshot: Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] })
        try await phone.start()
        let clock = ManualClock(start: Wire.t0)
        let client = phone.client(clock: clock, heartbeatTimeout: .seconds(3))
        try await client.start()
        try await poll("the first sync") {
            let core = await client.core; return core.isReachable && core.replica.isSynced
        }
        clock.advance(by: 2)
        #expect(await client.isReachable)
        clock.advance(by: 1.5)
        try await poll("the watchdog") { await !client.isReachable }
        #expect(await client.isStale)
        await client.stop()
        await phone.stop()
    }

    @Test("a tap the phone never answers times out on the manual clock and reverts")
    func tapTimesOut() async throws {
        let phone = InMemoryPhone(snapshot: Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] })
        try await phone.start()
        let clock = ManualClock(start: Wire.t0)
        let client = phone.client(clock: clock)  // request time-out 20 s, no retries
        try await client.start()
        try await poll("the first sync") { await client.replica.isSynced }
        let tap = Task { await client.activate(instanceID: "first", elementID: "toggle-buy-milk") }
        try await poll("the tap to reach the phone") { await !phone.heldInteractions.isEmpty }
        #expect(await client.optimistic(for: .widget("first")) == ["toggle-buy-milk": true])
        clock.advance(by: 20)
        let report = await tap.value
        #expect(report.outcome == .timedOut && report.message == "iPhone not reachable")
        #expect(await client.optimistic(for: .widget("first")).isEmpty)
        await client.stop()
        await phone.stop()
    }
}
