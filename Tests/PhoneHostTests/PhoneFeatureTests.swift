import Foundation
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

@Suite("Phone: controls, failures, configuration screens, open URL, scheduling")
struct PhoneFeatureTests {
    @Test(
        "a control toggle performs its SetValueIntent with the new value and publishes the new state, and no invalidation notice",
        arguments: Wiring.allCases)
    func controlToggle(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let snapshot = try await mirror.request { $0.snapshotRequest = .init() }.snapshot
            let control = try #require(snapshot.controls.first { $0.kind == "QuickToggle" })
            #expect(!control.isOn)
            let reply = try await mirror.request {
                $0.interaction = .with {
                    $0.interactionID = "dark-1"
                    $0.controlKind = "QuickToggle"
                    $0.elementID = control.elementID
                    $0.invocation = control.action
                    $0.toggleValue = true
                }
            }
            #expect(reply.interactionResult.wasPerformed)
            // sync.proto: a control's interaction publishes no notice ("all/" would carry this
            // device's interaction id to every device); the new state is the first thing heard.
            let update = try await mirror.next("the control's new state (or a notice before it)") {
                if case .invalidation = $0.change { return true }
                return $0.control.kind == "QuickToggle"
            }
            if case .invalidation = update.change { Issue.record("a notice was published: \(update)") }
            #expect(update.control.isOn)
            #expect(reply.interactionResult.seq == update.seq)
            #expect(
                try WireCodec.decode(update.control.label).root.kind == .label(title: "On", systemImage: "moon.fill"))
        }
    }

    @Test(
        "WidgetCenter.reloadTimelines(ofKind:) from app code reloads that kind, free while the app is in the foreground",
        arguments: Wiring.allCases)
    func widgetCenterReload(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("EmojiRangerWidget", .systemMedium)
            #expect(
                try await mirror.next("Spouty") { $0.timeline.instanceID == instance.instanceID }.timeline.firstView
                    .texts.contains("Spouty"))
            let reply = try await phone.admin {
                $0.appAction = .with {
                    $0.name = "heroes.select"; $0.arguments = ["Power", "Panda"]
                }
            }
            #expect(reply.adminReply.text == "showing Power Panda")
            let reloaded = try await mirror.next("the reload WidgetCenter asked for") {
                $0.timeline.reason == "widget-center"
            }
            #expect(try reloaded.timeline.firstView.texts.contains("Power Panda"))
            #expect(try await phone.admin { $0.status = true }.adminReply.status.instances[0].budgetLeft == 5)
            let unknown = try await phone.admin {
                $0.appAction = .with {
                    $0.name = "heroes.select"; $0.arguments = ["Nobody"]
                }
            }
            #expect(unknown.error.message.contains("no hero named “Nobody”"))
        }
    }

    @Test("a push provider paired as a server pushes on the ROUTER; other devices may not", arguments: Wiring.allCases)
    func serverPush(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        let server = try TestDevice.make("apns", .server)
        try await withPhone([desk, server], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("TodoList", .systemSmall)
            _ = try await mirror.next("the list") { $0.timeline.instanceID == instance.instanceID }
            let provider = try await TestMirror.connect(server, to: phone)
            let reply = try await provider.request { $0.push = .with { $0.widget = .with { $0.kind = "TodoList" } } }
            #expect(reply.adminReply.text == "reloaded 1 widget")
            _ = try await mirror.next("the pushed reload") { $0.timeline.reason == "push" }
            let refused = try await mirror.request { $0.push = .with { $0.widget = .with { $0.kind = "TodoList" } } }
            #expect(refused.error.code == .notPaired)
            #expect(refused.error.message.contains("only devices paired as kind “server” may push"))
            await provider.close()
        }
    }

    @Test(
        "a watch's face complications are archived accented, its Smart Stack widgets in full colour, both dark",
        arguments: Wiring.allCases)
    func watchRenderingModes(_ wiring: Wiring) async throws {
        let watch = try TestDevice.make("watch", .watch)
        try await withPhone([watch], wiring: wiring) { _, mirror in
            let inline = try await mirror.add("TasksLeft", .accessoryInline)
            let stacked = try await mirror.add("Relevant", .accessoryRectangular)
            let face = try await mirror.next("the complication") { $0.timeline.instanceID == inline.instanceID }
                .timeline.firstView
            let card = try await mirror.next("the Smart Stack card") { $0.timeline.instanceID == stacked.instanceID }
                .timeline.firstView
            #expect(face.renderingMode == .accented)
            #expect(card.renderingMode == .fullColor)
            // watchOS draws every widget in the dark colour scheme.
            #expect(face.appearance.colorScheme == .dark)
            #expect(card.appearance.colorScheme == .dark)
        }
    }

    @Test(
        "a perform() that throws gives a failed result with its message, and the reload still happens",
        arguments: Wiring.allCases)
    func failingIntent(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("TodoList", .systemLarge)
            let toggle = try await mirror.next("the list") { $0.timeline.instanceID == instance.instanceID }.timeline
                .firstView.interactiveElements[0]
            _ = try await phone.admin {
                $0.appAction = .with {
                    $0.name = "tasks.fail-sync"; $0.arguments = ["Not synced: server down"]
                }
            }
            let result = try await mirror.interact(
                "fail-1", instance: instance.instanceID, element: toggle, toggleTo: true)
            #expect(result.failed.message == "Not synced: server down")
            let reloaded = try await mirror.next("the reload after the failure") {
                $0.timeline.interactionID == "fail-1"
            }
            let view = try reloaded.timeline.firstView
            #expect(view.interactiveElements[0].kind == toggle.kind)  // still off: the phone's truth
            #expect(view.node(withText: "2 left") != nil)
            // Retried, the failure is replayed, not performed again.
            #expect(
                try await mirror.interact("fail-1", instance: instance.instanceID, element: toggle, toggleTo: true)
                    .replayed)
        }
    }

    @Test(
        "configuration screens: catalog with schemas and previews, entity suggestions, lookups and defaults; reconfigure and remove",
        arguments: Wiring.allCases)
    func configuration(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let catalog = try await mirror.request { $0.catalogRequest = .init() }.catalog
            let character = try #require(catalog.widgets.first { $0.kind == "CharacterDetail" })
            #expect(character.displayName == "Character Details")
            #expect(character.configuration.parameters.map(\.title) == ["Character"])
            // Its three Home Screen families and the three of the Lock Screen a desktop's page draws.
            #expect(character.previews.count == 6)
            #expect(catalog.widgets.contains { $0.kind == "TasksLeft" })  // accessory-only: for the page's Lock Screen
            let forHomeScreen = try await mirror.request {
                $0.catalogRequest = .with { $0.families = [.systemSmall, .systemMedium, .systemLarge] }
            }.catalog
            #expect(forHomeScreen.widgets.first { $0.kind == "CharacterDetail" }?.previews.count == 3)
            #expect(!forHomeScreen.widgets.contains { $0.kind == "TasksLeft" })  // accessory-only: not on a Home Screen

            let suggestions = try await mirror.request {
                $0.entityQuery = .with {
                    $0.entityType = "CharacterDetail"; $0.suggested = true
                }
            }
            #expect(suggestions.entityQueryReply.entities.map(\.id) == ["Power Panda", "Unipony", "Spouty"])
            #expect(suggestions.entityQueryReply.entities[1].display.title == "🦄 Unipony")
            let lookup = try await mirror.request {
                $0.entityQuery = .with {
                    $0.entityType = "CharacterDetail"; $0.lookup = .with { $0.ids = ["Spouty"] }
                }
            }
            #expect(lookup.entityQueryReply.entities.map(\.id) == ["Spouty"])
            let unknown = try await mirror.request {
                $0.entityQuery = .with {
                    $0.entityType = "Dragon"; $0.suggested = true
                }
            }
            #expect(unknown.error.code == .unknownEntityType)

            let instance = try await mirror.add("CharacterDetail", .systemSmall)  // defaults from defaultResult()
            #expect(
                try WireCodec.decode(instance.configuration)["character"]
                    == .entity(
                        EntityValue(
                            entityType: "CharacterDetail", id: "Power Panda", display: "🐼 Power Panda")))
            let reconfigured = try await mirror.request {
                $0.configureWidget = .with {
                    $0.instanceID = instance.instanceID
                    $0.configuration = WireCodec.encode(
                        IntentInvocation(
                            intentType: "SelectCharacterIntent",
                            parameters: [
                                .init(
                                    name: "character",
                                    value: .entity(EntityValue(entityType: "CharacterDetail", id: "Spouty")))
                            ]))
                }
            }
            #expect(reconfigured.widgetInstance.instance.instanceID == instance.instanceID)
            let notice = try await mirror.next("the configured notice") {
                $0.instanceConfigured.instance.instanceID == instance.instanceID
            }
            let view = try await mirror.next("the reconfigured timeline") {
                $0.timeline.instanceID == instance.instanceID && $0.seq > notice.seq
            }
            #expect(try view.timeline.firstView.texts.contains("Spouty"))

            let removed = try await mirror.request { $0.removeWidget = .with { $0.instanceID = instance.instanceID } }
            #expect(removed.ack == Relay_V1_Ack())
            _ = try await mirror.next("the removal") { $0.instanceRemoved.instanceID == instance.instanceID }
        }
    }

    @Test(
        "an open-URL request reaches the app with the widget's configuration, in the log and the status",
        arguments: Wiring.allCases)
    func openURL(_ wiring: Wiring) async throws {
        let watch = try TestDevice.make("watch", .watch)
        try await withPhone([watch], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("TasksLeft", .accessoryCircular)
            let view = try await mirror.next("the complication") { $0.timeline.instanceID == instance.instanceID }
                .timeline.firstView
            #expect(view.widgetURL == URL(string: "tasks://list"))
            let ack = try await mirror.request {
                $0.openURL = .with {
                    $0.url = "tasks://list"; $0.instanceID = instance.instanceID
                }
            }
            // The sample app's onOpenURL opened its list.
            #expect(ack.ack.appOpened.handlers == ["onOpenURL"])
            #expect(ack.ack.appOpened.scene == "the to-do list (2 left)")
            let bad = try await mirror.request { $0.openURL = .with { $0.url = "" } }
            #expect(bad.error.code == .unknownRequest)
            let status = try await phone.admin { $0.status = true }.adminReply.status
            #expect(status.openedUrls.map(\.url) == ["tasks://list"])
            #expect(status.openedUrls[0].instanceID == instance.instanceID)
            #expect(status.openedUrls[0].deviceID == "watch")
            #expect(status.openedUrls[0].appOpened == ack.ack.appOpened)
        }
    }

    @Test(
        "policy reloads come when the clock passes the policy date, and stop when the budget is spent",
        arguments: Wiring.allCases)
    func policyReloadsSpendBudget(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in  // budget 5 per day
            let instance = try await mirror.add("SimpleWidget", .systemSmall)
            let timeline = try await mirror.next("the hourly timeline") {
                $0.timeline.instanceID == instance.instanceID
            }.timeline
            #expect(timeline.entries.count == 5)
            #expect(timeline.policy.atEnd)
            let status = try await phone.admin { $0.status = true }.adminReply.status.instances[0]
            #expect(status.nextReload.date == timeline.entries[4].date.date)  // .atEnd: after the last entry
            #expect(status.budgetLeft == 5)

            // The provider dates its entries by the wall clock; move the phone's clock an hour past them,
            // so that every timeline it makes next (dated by the wall clock, a moment later) is due too,
            // however slowly this machine runs (a 1 s margin failed under load).
            _ = try await phone.admin {
                $0.setClock = Google_Protobuf_Timestamp(date: timeline.entries[4].date.date.addingTimeInterval(3600))
            }
            for round in 1...5 {
                _ = try await mirror.next("policy reload \(round)") { $0.timeline.reason == "policy" }
            }
            let spent = try await phone.admin { $0.status = true }.adminReply.status.instances[0]
            #expect(spent.budgetLeft == 0)

            // A day later the budget is back.
            _ = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: 86_400) }
            _ = try await mirror.next("a policy reload the next day") { $0.timeline.reason == "policy" }
        }
    }
}
