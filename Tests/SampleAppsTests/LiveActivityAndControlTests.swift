import DomainModel
import Foundation
import Codec
@testable import SampleApps
import Testing
import WidgetRelayKit

@Suite("The Delivery Live Activity and the controls")
struct LiveActivityAndControlTests {
    @Test("start, update and end the delivery; every presentation archives and crosses the wire")
    func delivery() async throws {
        let environment = AppEnvironment.inMemory()
        try await inApp(environment) {
            _ = try await SampleAppActions.run("delivery.start", ["42", "Noodle Bar", "20"])
            let host = environment.activities
            let record = try #require(host.records().first)
            #expect(record.attributesType == "DeliveryAttributes")
            #expect(record.state == .active)
            #expect(record.pushToken != nil)
            #expect(
                UserDefaults(suiteName: appGroup)!.string(forKey: "deliveryPushToken")
                    == WireCodec.hex(record.pushToken!))

            let descriptor = try #require(Samples.activities.first)
            let started = try descriptor.presentations(for: record, isStale: false)
            #expect(started.lockScreen.texts.prefix(3) == ["Noodle Bar", "Preparing", "Assigning..."])
            let state = try JSONDecoder().decode(
                DeliveryApp.DeliveryAttributes.ContentState.self, from: record.contentStateJSON)
            #expect(started.compactTrailing?.root.kind == .text(.date(state.estimatedArrival, .timer)))
            #expect(started.expandedCenter?.texts == ["Noodle Bar"])
            #expect(
                started.expandedBottom?.root.allNodes.contains {
                    $0.kind == .progress(value: 0.25, total: 1, label: nil)
                } == true)
            #expect(started.minimal?.root.kind == .image(systemName: "bag.fill"))
            #expect(started.small?.texts == started.lockScreen.texts)  // .supplementalActivityFamilies([.small])
            let activity = LiveActivity(record: record, presentations: started)
            #expect(try WireCodec.decode(WireCodec.encode(activity)) == activity)

            _ = try await SampleAppActions.run("delivery.update", ["onTheWay", "Sam"])
            let updated = try #require(host.records().first)
            #expect(
                try descriptor.presentations(for: updated, isStale: false).lockScreen.texts.prefix(3) == [
                    "Noodle Bar", "On the way", "Sam",
                ])

            _ = try await SampleAppActions.run("delivery.end")
            let ended = try #require(host.records().first)
            #expect(ended.state == .ended)
            let endedAt = try #require(ended.endedAt)
            #expect(try #require(ended.dismissalDate).timeIntervalSince(endedAt) <= 3600)
            #expect(try descriptor.presentations(for: ended, isStale: false).lockScreen.texts.contains("Delivered"))
            #expect(UserDefaults(suiteName: appGroup)!.string(forKey: "currentDeliveryActivity") == nil)
        }
    }

    @Test("a content state over 4 KB is refused")
    func oversizedContent() async throws {
        try await inApp {
            let huge = DeliveryApp.DeliveryAttributes.ContentState(
                status: .preparing, estimatedArrival: Date(),
                driverName: String(repeating: "x", count: 5000))
            let bytes = try JSONEncoder.sortedKeys.encode(huge).count
            #expect(bytes > 4096)
            #expect(throws: ActivityError.contentTooLarge(bytes: bytes)) {
                _ = try Activity<DeliveryApp.DeliveryAttributes>.request(
                    attributes: .init(orderNumber: "1", restaurantName: "R"),
                    content: .init(state: huge, staleDate: nil))
            }
        }
    }

    @Test("QuickToggle: its value from the provider, SetValueIntent performed with the new value")
    func quickToggle() async throws {
        try await inApp {
            let control = Samples.control("QuickToggle")
            let off = await control.state()
            #expect(off.template == .toggle)
            #expect(off.displayName == "Dark Mode")
            #expect(off.description == "Toggle dark mode")
            #expect(off.title == "Dark Mode")
            #expect(!off.isOn)
            #expect(off.label.root.kind == .label(title: "Off", systemImage: "sun.max"))
            #expect(off.action == IntentInvocation(intentType: "ToggleDarkModeIntent"))
            #expect(try WireCodec.decode(WireCodec.encode(off)) == off)

            // The phone sets `value` to the state the person asked for.
            var invocation = off.action
            invocation.parameters.append(.init(name: "value", value: .bool(true)))
            try await Samples.perform(invocation)
            let on = await control.state()
            #expect(on.isOn)
            #expect(on.label.root.kind == .label(title: "On", systemImage: "moon.fill"))
        }
    }

    @Test("QuickAction performs its button's intent")
    func quickAction() async throws {
        try await inApp {
            let state = await Samples.control("QuickAction").state()
            #expect(state.template == .button)
            #expect(state.label.root.kind == .label(title: "Quick Note", systemImage: "note.text.badge.plus"))
            try await Samples.perform(state.action)
            #expect(await ControlsApp.SettingsManager.shared.notes == ["Note 1"])
            #expect(try WireCodec.decode(WireCodec.encode(state)) == state)
        }
    }
}

extension JSONEncoder {
    static var sortedKeys: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
