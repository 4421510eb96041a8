import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

@Suite("Phone: restarts")
struct RestartTests {
    @Test(
        "restarted on the same data folder, the phone serves the same instances, activities and devices, in a new epoch"
    )
    func restart() async throws {
        let desk = try TestDevice.make("desk")
        let folder = TemporaryFolder.shared.makeFolder()
        let first = try await PhoneHarness.launch(dataFolder: folder, devices: [desk])
        let mirror = try await TestMirror.connect(desk, to: first)
        let todo = try await mirror.add("TodoList", .systemMedium)
        let toggle = try await mirror.next("the timeline") { $0.timeline.instanceID == todo.instanceID }.timeline
            .firstView.interactiveElements[0]
        _ = try await mirror.interact(instance: todo.instanceID, element: toggle, toggleTo: true)
        let character = try await mirror.add(
            "CharacterDetail", .systemSmall,
            configuration: IntentInvocation(
                intentType: "SelectCharacterIntent",
                parameters: [
                    .init(name: "character", value: .entity(EntityValue(entityType: "CharacterDetail", id: "Unipony")))
                ]))
        _ = try await first.admin { $0.appAction = .with { $0.name = "delivery.start" } }
        let before = try await mirror.request { $0.snapshotRequest = .init() }.snapshot
        await mirror.close()
        await first.stop()

        let second = try await PhoneHarness.launch(dataFolder: folder, keys: first.keys)
        let again = try await TestMirror.connect(desk, to: second)  // paired before: the allow-list came back from disk
        let after = try await again.request { $0.snapshotRequest = .init() }.snapshot
        #expect(after.epoch == before.epoch + 1)
        #expect(after.instances.map(\.instance) == before.instances.map(\.instance))
        #expect(Set(after.instances.map(\.instance.instanceID)) == [todo.instanceID, character.instanceID])
        func view(_ id: String) throws -> ArchivedView {
            try WireCodec.decode(
                try #require(after.instances.first { $0.instance.instanceID == id }).timeline.entries[0].view)
        }
        #expect(try view(todo.instanceID).node(withText: "1 left") != nil)  // the toggle's write survived
        #expect(try view(character.instanceID).texts.contains("Unipony"))
        #expect(after.activities.map(\.activityID) == before.activities.map(\.activityID))
        let status = try await second.admin { $0.status = true }.adminReply.status
        #expect(status.devices.map(\.deviceID) == ["desk"])
        await again.close()
        await second.stop()
    }
}
