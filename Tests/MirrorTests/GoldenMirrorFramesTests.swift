import DomainModel
import Foundation
import Mirror
import Codec
import MirrorFixtures
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

/// Golden frames (issue #48, step 0): every request a mirror client sends in a fixed session,
/// byte for byte, against `Tests/GoldenFrames/mirror.txt`, recorded before the code was
/// reshaped. The client runs on a manual clock against ``InMemoryPhone``; the ids it mints
/// (UUIDs) are replaced in place by their order of first appearance.
@Suite("Golden frames: what a mirror sends")
struct GoldenMirrorFramesTests {
    @Test("every request of a fixed session is byte-identical to the recorded one")
    func mirrorFrames() async throws {
        let phone = InMemoryPhone(
            snapshot: Wire.snapshot {
                $0.instances = [Wire.todo("first", createdAt: 0), Wire.todo("second", createdAt: 1, isOn: true)]
                $0.activities = [Wire.activity("delivery", text: "On its way")]
            })
        try await phone.start()
        let clock = ManualClock(start: Wire.t0)
        let client = phone.client(clock: clock)
        try await client.start()
        try await poll("the first sync") { await client.replica.isSynced }

        let tap = Task { await client.activate(instanceID: "first", elementID: "toggle-buy-milk") }
        try await poll("the tap to reach the phone") { await !phone.heldInteractions.isEmpty }
        await phone.performHeld(seq: 10)
        _ = await tap.value
        let second = Task { await client.activate(instanceID: "second", elementID: "toggle-buy-milk") }
        try await poll("the second tap to reach the phone") { await !phone.heldInteractions.isEmpty }
        await phone.performHeld(seq: 10)
        _ = await second.value
        _ = await client.openApp(from: "first")
        _ = await client.open(URL(string: "golden://link")!, target: .activity("delivery"), elementID: "link-1")
        let requests: [MirrorRequest] = [
            .catalog,
            .suggestedEntities(entityType: "TaskEntity"),
            .addWidget(kind: "TodoList", family: .systemMedium, configuration: nil),
            .addWidget(
                kind: "Configurable", family: .systemSmall,
                configuration: IntentInvocation(
                    intentType: "PickColor", parameters: [NamedIntentValue(name: "color", value: .string("red"))])),
            .configureWidget(instanceID: "first", configuration: nil),
            .removeWidget(instanceID: "second"),
            .position,
            .snapshot(knownEpoch: 1, maxPartBytes: 65_536),
            .unpair,
        ]
        for request in requests { _ = try? await client.request(request) }
        let received = await phone.receivedBytes
        await client.stop()
        await phone.stop()
        try GoldenFrames.check(
            received.enumerated().map { ("request \($0.offset + 1)", $0.element) }, against: "mirror")
    }
}
