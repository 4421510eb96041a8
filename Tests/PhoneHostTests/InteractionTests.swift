import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

@Suite("Phone: interactions over ZeroMQ")
struct InteractionTests {
    @Test(
        "a toggle changes the store, the result says performed, the timeline follows with the next seq; a late subscriber gets a snapshot then only newer updates"
    )
    func toggleRoundTrip() async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk]) { phone, mirror in
            let instance = try await mirror.add("TodoList", .systemMedium)
            let first = try await mirror.next("the first timeline") { $0.timeline.instanceID == instance.instanceID }
            let view = try first.timeline.firstView
            #expect(view.node(withText: "2 left") != nil)
            // device.proto: the Hello left rendering_mode unset, so the desktop kind's default.
            #expect(view.renderingMode == .accented)
            let toggle = try #require(view.interactiveElements.first)
            #expect(toggle.kind == .toggle(isOn: false, toggle.invocation!))

            let result = try await mirror.interact(instance: instance.instanceID, element: toggle, toggleTo: true)
            #expect(result.wasPerformed)
            #expect(!result.replayed)
            #expect(result.timings.totalNs > 0)
            let invalidation = try await mirror.next("the invalidation notice") {
                $0.invalidation.elementID == toggle.elementID
            }
            let reloaded = try await mirror.next("the reloaded timeline") {
                $0.timeline.interactionID == result.interactionID
            }
            #expect(reloaded.seq == result.seq)
            #expect(reloaded.seq == invalidation.seq + 1)
            #expect(reloaded.timeline.reason == "interaction")
            let after = try reloaded.timeline.firstView
            #expect(after.node(withText: "1 left") != nil)
            #expect(after.interactiveElements[0].kind == .toggle(isOn: true, toggle.invocation!))

            // A late subscriber (the same desktop, restarted): snapshot first, then only newer updates.
            let late = try await TestMirror.connect(desk, to: phone)
            let reply = try await late.request { $0.snapshotRequest = Relay_V1_SnapshotRequest() }
            guard case .snapshot(let snapshot) = reply.body else { throw TestFailure("no snapshot: \(reply)") }
            #expect(snapshot.seq >= result.seq)
            #expect(snapshot.instances.map(\.instance.instanceID) == [instance.instanceID])
            #expect(
                try WireCodec.decode(snapshot.instances[0].timeline.entries[0].view).node(withText: "1 left") != nil)
            #expect(snapshot.controls.map(\.kind) == ["QuickAction", "QuickToggle"])
            #expect(snapshot.recommendations.contains { $0.kind == "CharacterDetail" && $0.recommendations.count == 3 })

            let second = try await late.interact(
                instance: instance.instanceID, element: after.interactiveElements[1], toggleTo: true)
            let newer = try await late.next("an update after the snapshot") { !$0.heartbeat.hasPhoneTime }
            #expect(newer.seq > snapshot.seq)
            #expect(second.seq > snapshot.seq)
            await late.close()
        }
    }

    @Test("the same interaction id sent twice performs once", arguments: Wiring.allCases)
    func dedupe(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("Counter", .systemSmall)
            let view = try await mirror.next("the counter") { $0.timeline.instanceID == instance.instanceID }.timeline
                .firstView
            #expect(view.texts.first == "0")
            let increment = try #require(
                view.interactiveElements.first { $0.invocation?.intentType == "IncrementCounterIntent" })

            let first = try await mirror.interact("tap-1", instance: instance.instanceID, element: increment)
            let again = try await mirror.interact("tap-1", instance: instance.instanceID, element: increment)
            #expect(first.wasPerformed)
            #expect(again.wasPerformed)
            #expect(again.replayed)
            let other = try await mirror.interact("tap-2", instance: instance.instanceID, element: increment)
            #expect(!other.replayed)
            let latest = try await mirror.next("the counter at 2") { $0.timeline.interactionID == "tap-2" }
            #expect(try latest.timeline.firstView.texts.first == "2")  // tap-1 once, tap-2 once
        }
    }

    @Test(
        "60 taps at once on 20 widgets sharing one stored counter: each counted once, and every timeline shows what was committed",
        arguments: Wiring.allCases)
    func concurrentIncrements(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            var counters: [(instanceID: String, increment: InteractiveElement)] = []
            for _ in 0..<20 { counters.append(try await mirror.addCounter()) }
            let results = try await withThrowingTaskGroup(of: Relay_V1_InteractionResult.self) { group in
                for _ in 0..<3 {
                    for counter in counters {
                        group.addTask {
                            try await mirror.interact(instance: counter.instanceID, element: counter.increment)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let notPerformed = results.filter { !$0.wasPerformed }
            #expect(notPerformed.isEmpty, "\(notPerformed.map { $0.outcome.map { "\($0)" } ?? "nil" })")
            // Each interaction's own timeline shows a count no other interaction's shows: the
            // counts shown are 1…60, each once, as if the taps had run one after another.
            // (In the order they are published, which need not be the order of the replies.)
            let ids = Set(results.map(\.interactionID))
            var shown: [String: Int] = [:]
            while shown.count < ids.count {
                let update = try await mirror.next("the timelines of the 60 taps (\(shown.count) so far)") {
                    ids.contains($0.timeline.interactionID)
                }
                let count: Int = try #require(Int(try update.timeline.firstView.texts.first ?? ""))
                shown[update.timeline.interactionID] = count
            }
            #expect(shown.values.sorted() == Array(1...60))
            // And the store holds 60: a new widget's first timeline reads it.
            let fresh = try await mirror.add("Counter", .systemSmall)
            let first = try await mirror.next("the new Counter's timeline") {
                $0.timeline.instanceID == fresh.instanceID
            }
            #expect(try first.timeline.firstView.texts.first == "60")
        }
    }

    @Test(
        "an invocation never offered, an unknown kind, an unsupported family and a malformed frame are refused; the phone keeps serving",
        arguments: Wiring.allCases)
    func refusals(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        let watch = try TestDevice.make("watch", .watch)
        try await withPhone([desk, watch], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("TodoList", .systemMedium)
            let toggle = try await mirror.next("the timeline") { $0.timeline.instanceID == instance.instanceID }
                .timeline.firstView.interactiveElements[0]

            // A forged invocation: the right element, another todo's id.
            var forged = toggle.invocation!
            forged.parameters = [NamedIntentValue(name: "id", value: .string("taxes-evasion"))]
            let notOffered = try await mirror.interact(
                instance: instance.instanceID,
                element: InteractiveElement(elementID: toggle.elementID, kind: .button(forged)))
            #expect(notOffered.rejected.reason == .notOffered)
            #expect(notOffered.rejected.message.contains(toggle.elementID))

            // Another device cannot touch the desktop's widget.
            let watchMirror = try await TestMirror.connect(watch, to: phone, waitForHeartbeat: false)
            let notOwner = try await watchMirror.interact(instance: instance.instanceID, element: toggle)
            #expect(notOwner.rejected.reason == .notOwner)

            // A watch's complication is not interactive: a forged tap on one is refused by that rule.
            let complication = try await watchMirror.add("TasksLeft", .accessoryRectangular)
            let onComplication = try await watchMirror.interact(instance: complication.instanceID, element: toggle)
            #expect(onComplication.rejected.reason == .notOnThisSurface)
            #expect(
                onComplication.rejected.message.contains("watch complication is not interactive"),
                "\(onComplication.rejected.message)")

            for (kind, family, code, text) in [
                ("NoSuchWidget", WidgetFamily.systemSmall, Relay_V1_ErrorCode.unknownWidgetKind, "NoSuchWidget"),
                ("EmojiRangerWidget", .systemExtraLarge, .unsupportedFamily, "does not support systemExtraLarge"),
                ("TasksLeft", .accessoryCorner, .unsupportedFamily, "does not support accessoryCorner"),
            ] {
                let reply = try await mirror.request {
                    $0.configureWidget = .with {
                        $0.kind = kind; $0.family = WireCodec.encode(family)
                    }
                }
                #expect(reply.error.code == code, "\(kind) \(family)")
                #expect(reply.error.message.contains(text), "\(reply.error.message)")
            }
            let badConfiguration = try await mirror.request {
                $0.configureWidget = .with {
                    $0.kind = "CharacterDetail"
                    $0.family = .systemSmall
                    $0.configuration = WireCodec.encode(
                        IntentInvocation(
                            intentType: "SelectCharacterIntent",
                            parameters: [
                                .init(
                                    name: "character",
                                    value: .entity(EntityValue(entityType: "CharacterDetail", id: "Nobody")))
                            ]))
                }
            }
            #expect(badConfiguration.error.code == .badConfiguration)
            #expect(badConfiguration.error.message.contains("Nobody"))

            // Bytes that are not an envelope.
            let malformed = try await mirror.rawExchange([[0xFF, 0x00, 0x13]])
            #expect(malformed.error.code == .malformed)
            let twoFrames = try await mirror.rawExchange([[1], [2]])
            #expect(twoFrames.error.code == .malformed)
            let oldVersion = try await mirror.rawExchange([
                Relay_V1_Envelope.with {
                    $0.protocolVersion = 9; $0.echo = .init()
                }.frame
            ])
            #expect(oldVersion.error.code == .unsupportedVersion)

            // Still serving.
            let echo = try await mirror.request {
                $0.echo = .with {
                    $0.payload = Data("still here".utf8); $0.sequence = 7
                }
            }
            #expect(echo.echoReply.payload == Data("still here".utf8))
            let status = try await phone.admin { $0.status = true }
            #expect(status.adminReply.status.instances.count == 2)
            await watchMirror.close()
        }
    }
}
