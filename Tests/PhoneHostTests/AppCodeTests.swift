import Foundation
import PhoneHost
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

/// App code beside the relay, not in its way (issue #18, point 14): a slow or stuck
/// perform() delays only its own widget; it has a time limit; stopping cancels it.
@Suite("Phone: app code beside the relay", .serialized)
struct AppCodeTests {
    private func slowWidget(_ mirror: TestMirror) async throws -> (String, [String: InteractiveElement]) {
        let instance = try await mirror.add("Slow", .systemSmall)
        let view = try await mirror.next("the Slow widget's timeline") { $0.timeline.instanceID == instance.instanceID }
            .timeline.firstView
        let buttons = Dictionary(
            uniqueKeysWithValues: view.interactiveElements.compactMap { element in
                element.invocation.map { ($0.intentType, element) }
            })
        return (instance.instanceID, buttons)
    }

    @Test(
        "while one widget's perform() waits, other devices and other widgets are served; its own widget's next tap waits its turn",
        arguments: Wiring.allCases)
    func slowIntentDelaysOnlyItsWidget(_ wiring: Wiring) async throws {
        SlowApp.reset()
        let a = try TestDevice.make("desk-a")
        let b = try TestDevice.make("desk-b")
        let phone = try await PhoneHarness.launch(
            devices: [a, b], extraItems: SlowApp.items, appCodeTimeLimit: .seconds(120), wiring: wiring)
        let mirrorA = try await TestMirror.connect(a, to: phone)
        let mirrorB = try await TestMirror.connect(b, to: phone)
        let (slow, buttons) = try await slowWidget(mirrorA)
        let (counterA, incrementA) = try await mirrorA.addCounter()
        let (counterB, incrementB) = try await mirrorB.addCounter()
        let wait = try #require(
            buttons["SlowApp.WaitIntent"] ?? buttons.first { $0.key.hasSuffix("WaitIntent") }?.value)

        let waiting = Task { try await mirrorA.interact(instance: slow, element: wait) }
        try await poll("perform() to start") { SlowApp.count("wait") == 1 }
        // Meanwhile: another device's echo and tap, and the same device's tap on another widget.
        #expect(try await mirrorB.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
        #expect(try await mirrorB.interact(instance: counterB, element: incrementB).outcome == .performed(.init()))
        #expect(try await mirrorA.interact(instance: counterA, element: incrementA).outcome == .performed(.init()))
        #expect(try await mirrorA.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
        // A second tap on the slow widget waits in its lane: it has not started.
        let second = Task { try await mirrorA.interact(instance: slow, element: wait) }
        #expect(SlowApp.count("wait") == 1)

        SlowApp.gate.open()
        #expect(try await waiting.value.outcome == .performed(.init()))
        #expect(try await second.value.outcome == .performed(.init()))
        #expect(SlowApp.count("wait") == 2)
        await mirrorA.close()
        await mirrorB.close()
        await phone.stop()
    }

    @Test(
        "a perform() that blocks its thread past the time limit fails with \"timed out\"; its retry replays that; others go on",
        arguments: Wiring.allCases)
    func stuckIntentTimesOut(_ wiring: Wiring) async throws {
        SlowApp.reset()
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(
            devices: [a], extraItems: SlowApp.items, appCodeTimeLimit: .milliseconds(300), wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        let (slow, buttons) = try await slowWidget(mirror)
        let stuck = try #require(buttons.first { $0.key.hasSuffix("StuckIntent") }?.value)

        let result = try await mirror.interact("stuck-1", instance: slow, element: stuck)
        #expect(result.failed.message.contains("timed out"), "\(result)")
        #expect(try await mirror.interact("stuck-1", instance: slow, element: stuck).replayed)
        // The widget is answered again (its lane moved on), and so is everything else.
        let (counter, increment) = try await mirror.addCounter()
        #expect(try await mirror.interact(instance: counter, element: increment).outcome == .performed(.init()))
        SlowApp.stuck.signal()  // let the stuck thread go
        await mirror.close()
        await phone.stop()
    }

    @Test("stopping the phone cancels app code that is running and returns promptly", arguments: Wiring.allCases)
    func stopCancelsAppCode(_ wiring: Wiring) async throws {
        SlowApp.reset()
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(
            devices: [a], extraItems: SlowApp.items, appCodeTimeLimit: .seconds(3600), wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        let (slow, buttons) = try await slowWidget(mirror)
        let sleep = try #require(buttons.first { $0.key.hasSuffix("SleepIntent") }?.value)
        let pending = Task { try? await mirror.interact(instance: slow, element: sleep) }
        try await poll("perform() to start") { SlowApp.count("sleep") == 1 }
        try await within(60, "the phone to stop") { await phone.stop() }
        try await poll("the sleeping perform() to be cancelled", within: 60) { SlowApp.cancelled.withLock { $0 } == 1 }
        await mirror.close()
        _ = await pending.value
    }
}
