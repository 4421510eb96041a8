import Foundation
import Mirror
import Codec
import MirrorFixtures
import TestSupport
import RelayWire
import Testing

/// Issue #11.6: a toggle tapped in one widget instance shows its optimistic state in
/// that instance only, not in another instance of the same kind (whose element ids are the same).
@Suite("optimistic state is per target")
struct OptimisticStateTests {
    @Test("two TodoList instances: tapping the first leaves the second as the phone says")
    func twoInstancesOfOneKind() async throws {
        let phone = InMemoryPhone(
            snapshot: Wire.snapshot {
                $0.instances = [Wire.todo("first", createdAt: 0), Wire.todo("second", createdAt: 1)]
            })
        try await phone.start()
        let client = phone.client()
        try await client.start()
        try await poll("the first sync") { await client.renderedWidgets().count == 2 }

        let tap = Task { await client.activate(instanceID: "first", elementID: "toggle-buy-milk") }
        try await poll("the tap to reach the phone") { await !phone.heldInteractions.isEmpty }

        // Pending: the first shows the toggle on at once; the second still shows the phone's truth.
        let widgets = await client.renderedWidgets()
        let first = try #require(widgets.first { $0.instance == "first" })
        let second = try #require(widgets.first { $0.instance == "second" })
        #expect(first.elements.first?.isOn == true)
        #expect(first.lines.contains("[1: ☑] Buy milk"))
        #expect(second.elements.first?.isOn == false)
        #expect(second.lines.contains("[1: ☐] Buy milk"))
        #expect(await client.optimistic(for: .widget("second")).isEmpty)

        await phone.performHeld(seq: 11)
        #expect(await tap.value.outcome == .performed)
        await client.stop()
        await phone.stop()
    }
}
