import Foundation
@testable import PhoneHost
import Synchronization
import TestSupport
import Testing
import WidgetRelayKit

/// The phone's door to the main actor (#47, Build 1): views that hold the main actor past app
/// code's time limit get their owner quarantined, and hold no one else up while they hold it.
@Suite("Phone: the door to the main actor")
struct MainActorWatchTests {
    typealias Watch = MainActorWatch<ContinuousClock.Instant>
    let t0 = ContinuousClock.now

    @Test("a unit within the limit leaves everyone free")
    func withinLimit() throws {
        var watch = Watch(limit: .seconds(10))
        let unit = try watch.admit("A", at: t0).get()
        watch.started(unit, at: t0)
        #expect(throws: Never.self) { try watch.admit("B", at: t0 + .seconds(9)).get() }
        watch.ended(unit, at: t0 + .seconds(10))
        #expect(watch.quarantined.isEmpty)
        #expect(throws: Never.self) { try watch.admit("A", at: t0 + .seconds(11)).get() }
    }

    @Test("while a unit holds the main actor past the limit, others are refused at once and its owner is quarantined")
    func heldPastLimit() throws {
        var watch = Watch(limit: .seconds(10))
        let unit = try watch.admit("Stuck", at: t0).get()
        watch.started(unit, at: t0)
        #expect(throws: MainActorRefusal.held(by: "Stuck")) { try watch.admit("Other", at: t0 + .seconds(11)).get() }
        #expect(throws: MainActorRefusal.quarantined(owner: "Stuck")) {
            try watch.admit("Stuck", at: t0 + .seconds(12)).get()
        }
        // Once it returns, the others go in again; its owner stays out.
        watch.ended(unit, at: t0 + .seconds(60))
        #expect(throws: Never.self) { try watch.admit("Other", at: t0 + .seconds(61)).get() }
        #expect(throws: MainActorRefusal.quarantined(owner: "Stuck")) {
            try watch.admit("Stuck", at: t0 + .seconds(62)).get()
        }
    }

    @Test("a unit that returns past the limit, unseen meanwhile, gets its owner quarantined")
    func returnedLate() throws {
        var watch = Watch(limit: .seconds(10))
        let unit = try watch.admit("Slow", at: t0).get()
        watch.started(unit, at: t0)
        watch.ended(unit, at: t0 + .seconds(10) + .milliseconds(1))
        #expect(watch.quarantined == ["Slow"])
    }

    @Test(
        "a body that overruns on the main actor (an injected clock): its widget's views are refused after, others run")
    func gateOnSteppedClock() async throws {
        let clock = SteppedClock()
        let gate = MainActorGate(limit: .seconds(5), clock: clock)
        let ranOnMain = try await gate.run(for: "Slow") { () -> Bool in
            clock.advance(by: .seconds(6))  // the body takes 6 s of the clock's time
            return MainActorProbe.onMainActor()
        }
        #expect(ranOnMain)
        #expect(gate.quarantined == ["Slow"])
        await #expect(throws: MainActorRefusal.quarantined(owner: "Slow")) { try await gate.run(for: "Slow") { 1 } }
        #expect(try await gate.run(for: "Other") { 2 } == 2)
    }

    @Test("the kit's views reach the main actor through the task's door")
    func kitUsesTheDoor() async throws {
        let clock = SteppedClock()
        let gate = MainActorGate(limit: .seconds(5), clock: clock)
        _ = try await gate.run(for: "Where") { clock.advance(by: .seconds(6)) }
        let descriptor = try #require(
            WhereApp.items.compactMap { item -> WidgetKindDescriptor? in
                if case .widget(let widget) = item { widget } else { nil }
            }.first)
        let context = TimelineProviderContext(family: .systemSmall)
        _ = try await descriptor.timeline(for: nil, in: context)  // no door: straight to the main actor
        await #expect(throws: MainActorRefusal.quarantined(owner: "Where")) {
            try await MainActorViews.$door.withValue(gate) { try await descriptor.timeline(for: nil, in: context) }
        }
    }
}
