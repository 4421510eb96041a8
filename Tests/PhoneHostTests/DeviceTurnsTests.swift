import PhoneCore
@testable import PhoneHost
import TestSupport
import Testing

/// A device's interactions take its turns on the phone's loop like its requests (the fairness
/// rule of ``PhoneNode/takeTurn(of:)``): a tap's reload, publish and reply wait for its
/// device's next turn, after whatever other devices have waiting.
@Suite("Phone: a device's interactions take its turns")
struct DeviceTurnsTests {
    @Test("a tap takes its device's turn after its commit, every tap of a run", arguments: Wiring.allCases)
    func tapTakesATurn(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let counter = try await mirror.addCounter()
            let before = await phone.node.stepsQueued
            for _ in 0..<3 {
                #expect(
                    try await mirror.interact(instance: counter.instanceID, element: counter.increment).wasPerformed)
            }
            // Each tap's reload, publish and reply take a turn of their own (and one more if it
            // reached its lane before the last one left it).
            let steps = await phone.node.stepsQueued - before
            #expect((3...6).contains(steps), "3 taps took \(steps) turns after their commits")
            // An echo is served in the turn it was read in: no step of its own.
            _ = try await mirror.request { $0.echo = .with { $0.sequence = 1 } }
            #expect(await phone.node.stepsQueued - before == steps)
        }
    }
}
