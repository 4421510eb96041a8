import Foundation
import Codec
import TestSupport
import NodeTransport
import RelayWire
import Testing
import WidgetRelayKit
import ZeroMQ

/// The relay.v1 promises an independent client relies on (issue #11), each checked as a
/// second, curious device or a client retrying as the contract tells it to.
@Suite("Phone: the contract's promises")
struct ContractTests {
    /// The same request envelope, sent twice: a retry after a lost reply.
    private func retried(_ mirror: TestMirror, _ fill: (inout Relay_V1_Envelope) -> Void) async throws -> (
        Relay_V1_Envelope, Relay_V1_Envelope
    ) {
        let envelope = Relay_V1_Envelope.make(from: mirror.device.id, at: PhoneHarness.start, fill)
        let first = try await mirror.client.send(envelope, timeout: .seconds(60))
        let second = try await mirror.client.send(envelope, timeout: .seconds(60))
        return (first, second)
    }

    @Test(
        "a retried ConfigureWidget or RemoveWidget (same message id) is performed once and gets the same reply",
        arguments: Wiring.allCases)
    func retriedRequests(_ wiring: Wiring) async throws {
        try await withPhone([try TestDevice.make("desk")], wiring: wiring) { phone, mirror in
            let (added, addedAgain) = try await retried(mirror) {
                $0.configureWidget = .with {
                    $0.kind = "Counter"; $0.family = .systemSmall
                }
            }
            let id = added.widgetInstance.instance.instanceID
            #expect(!id.isEmpty)
            #expect(addedAgain.widgetInstance.instance == added.widgetInstance.instance)
            #expect(addedAgain.inReplyTo == added.inReplyTo)
            let snapshot = try await mirror.request { $0.snapshotRequest = .init() }.snapshot
            #expect(snapshot.instances.map(\.instance.instanceID) == [id])

            let (removed, removedAgain) = try await retried(mirror) { $0.removeWidget = .with { $0.instanceID = id } }
            #expect(removed.body == .ack(Relay_V1_Ack()))
            #expect(removedAgain.body == .ack(Relay_V1_Ack()), "a retried remove: \(removedAgain.error.message)")
            // A new request (new id) for the same instance is judged afresh.
            let fresh = try await mirror.request { $0.removeWidget = .with { $0.instanceID = id } }
            #expect(fresh.error.code == .unknownInstance)
        }
    }

    @Test("a kept reply survives a restart: the retry after a crash adds no second widget")
    func keptReplyAcrossRestart() async throws {
        let desk = try TestDevice.make("desk")
        let folder = TemporaryFolder.shared.makeFolder()
        let first = try await PhoneHarness.launch(dataFolder: folder, devices: [desk])
        let mirror = try await TestMirror.connect(desk, to: first)
        let envelope = Relay_V1_Envelope.make(from: desk.id, at: PhoneHarness.start) {
            $0.configureWidget = .with {
                $0.kind = "Counter"; $0.family = .systemSmall
            }
        }
        let added = try await mirror.client.send(envelope, timeout: .seconds(60))
        await mirror.close()
        await first.stop()

        let second = try await PhoneHarness.launch(dataFolder: folder, keys: first.keys)
        let again = try await TestMirror.connect(desk, to: second, hello: nil)  // its Hello was remembered
        let retry = try await again.client.send(envelope, timeout: .seconds(60))
        #expect(retry.widgetInstance.instance == added.widgetInstance.instance)
        let snapshot = try await again.request { $0.snapshotRequest = .init() }.snapshot
        #expect(snapshot.instances.count == 1)
        await again.close()
        await second.stop()
    }

    @Test("a paired device subscribing to \"\", \"dev/\" or another device's topic hears only \"all/\"")
    func topicIsolation() async throws {
        let desk = try TestDevice.make("desk")
        let watch = try TestDevice.make("watch", .watch)
        let phone = try await PhoneHarness.launch(devices: [desk, watch])
        let watchMirror = try await TestMirror.connect(watch, to: phone)
        // The curious desktop: its own key, every prefix it can think of, and "all/" last.
        let snoop = try await Snooper.connect(
            desk, to: phone, topics: [[], Array("dev/".utf8), Topic.device(watch.id), Array("d".utf8), Topic.all])
        // Its subscriptions are sent in order: once "all/" is heard, the phone has decided them all.
        _ = try await snoop.heard(until: { $0.topic == Topic.all })

        let added = try await watchMirror.add("TasksLeft", .accessoryCircular)
        _ = try await watchMirror.next("the watch's timeline") { $0.timeline.instanceID == added.instanceID }
        // A heartbeat published after the watch's updates: on the snooper's one connection it
        // arrives after anything published before it that the connection was granted.
        let heartbeatSeq = try await watchMirror.next("a later heartbeat") { $0.heartbeat.hasPhoneTime }.seq
        let heard = try await snoop.heard(until: {
            $0.topic == Topic.all && $0.update.heartbeat.hasPhoneTime && $0.update.seq >= heartbeatSeq
        })
        #expect(!heard.isEmpty)
        #expect(
            heard.allSatisfy { $0.topic == Topic.all },
            "topics heard: \(Set(heard.map { String(decoding: $0.topic, as: UTF8.self) }))")
        #expect(
            !heard.contains {
                $0.update.timeline.instanceID == added.instanceID
                    || $0.update.instanceAdded.instance.instanceID == added.instanceID
            })
        // The broadcast heartbeat names no device.
        #expect(heard.filter { $0.update.heartbeat.hasPhoneTime }.allSatisfy { $0.update.heartbeat.deviceSeqs.isEmpty })
        // While the watch's own heartbeat tells it its counter, and nothing of others.
        let own = try await watchMirror.next("the watch's own heartbeat") { !$0.heartbeat.deviceSeqs.isEmpty }
        #expect(own.heartbeat.deviceSeqs.keys.sorted() == [watch.id])
        await snoop.close()
        await watchMirror.close()
        await phone.stop()
    }

    @Test(
        "interaction ids are per device: another device's id neither replays its result nor reaches its widget",
        arguments: Wiring.allCases)
    func interactionIDsPerDevice(_ wiring: Wiring) async throws {
        let a = try TestDevice.make("desk-a")
        let b = try TestDevice.make("desk-b")
        let phone = try await PhoneHarness.launch(devices: [a, b], wiring: wiring)
        let mirrorA = try await TestMirror.connect(a, to: phone)
        let mirrorB = try await TestMirror.connect(b, to: phone)
        let (instanceA, incrementA) = try await mirrorA.addCounter()
        let (instanceB, incrementB) = try await mirrorB.addCounter()
        let performedA = try await mirrorA.interact("shared-id", instance: instanceA, element: incrementA)
        #expect(performedA.outcome == .performed(Relay_V1_Performed()) && !performedA.replayed)

        // B reuses A's id on A's widget: refused as not its own, not A's stored result.
        let onA = try await mirrorB.interact("shared-id", instance: instanceA, element: incrementA)
        #expect(onA.rejected.reason == .notOwner)
        #expect(!onA.replayed)
        // B reuses A's id on its own widget: a new interaction, performed.
        let onB = try await mirrorB.interact("shared-id", instance: instanceB, element: incrementB)
        #expect(onB.outcome == .performed(Relay_V1_Performed()) && !onB.replayed)
        // A's retry is still A's replay.
        #expect(try await mirrorA.interact("shared-id", instance: instanceA, element: incrementA).replayed)
        await mirrorA.close()
        await mirrorB.close()
        await phone.stop()
    }

    @Test(
        "before a Hello only Hello, Echo (and Unpair: HelloContractTests) are answered; a Hello must fit the device's pairing",
        arguments: Wiring.allCases)
    func helloFirst(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk], wiring: wiring)
        let mirror = try await TestMirror.connect(desk, to: phone, hello: nil)
        #expect(try await mirror.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
        for request: (inout Relay_V1_Envelope) -> Void in [
            { $0.snapshotRequest = .init() },
            { $0.catalogRequest = .init() },
            {
                $0.configureWidget = .with {
                    $0.kind = "Counter"; $0.family = .systemSmall
                }
            },
        ] {
            let refused = try await mirror.request(request)
            #expect(refused.error.code == .helloRequired, "\(refused)")
            #expect(!refused.inReplyTo.isEmpty)
        }
        // A desktop's key claiming to be a watch, or announcing a watch's families.
        #expect(try await mirror.hello([.accessoryCircular], kind: .watch).error.code == .helloRequired)
        // families fit, the kind does not
        #expect(try await mirror.hello([.systemSmall], kind: .watch).error.code == .helloRequired)
        // a watch face's only
        #expect(try await mirror.hello([.systemSmall, .accessoryCorner]).error.code == .unsupportedFamily)
        // device.proto: a family left at proto3's default refuses the Hello too.
        let unsetFamily = try await mirror.request {
            $0.hello = .with {
                $0.kind = .desktop; $0.displayName = "desk";
                $0.capabilities = .with { $0.families = [.systemSmall, .unspecified] }
            }
        }
        #expect(unsetFamily.error.code == .unsupportedFamily, "\(unsetFamily)")
        #expect(try await mirror.request { $0.snapshotRequest = .init() }.error.code == .helloRequired)

        // Hello(families = [systemSmall]): previews and widgets in systemSmall only.
        guard case .welcome(let welcome) = try await mirror.hello([.systemSmall]).body else {
            throw TestFailure("no Welcome")
        }
        #expect(welcome.deviceID == desk.id)
        let catalog = try await mirror.request { $0.catalogRequest = .init() }.catalog
        #expect(!catalog.widgets.isEmpty)
        #expect(catalog.widgets.allSatisfy { $0.supportedFamilies == [.systemSmall] && $0.previews.count == 1 })
        let asked = try await mirror.request { $0.catalogRequest = .with { $0.families = [.systemLarge] } }.catalog
        #expect(asked.widgets.isEmpty)
        let large = try await mirror.request {
            $0.configureWidget = .with {
                $0.kind = "TodoList"; $0.family = .systemLarge
            }
        }
        #expect(large.error.code == .unsupportedFamily)
        #expect(large.error.message.contains("did not announce"))
        // requests.proto: the family must be set
        let unset = try await mirror.request { $0.configureWidget = .with { $0.kind = "Counter" } }
        #expect(unset.error.code == .unsupportedFamily, "\(unset)")
        let small = try await mirror.request {
            $0.configureWidget = .with {
                $0.kind = "Counter"; $0.family = .systemSmall
            }
        }
        #expect(!small.widgetInstance.instance.instanceID.isEmpty, "\(small.error.message)")
        await mirror.close()
        await phone.stop()
    }

    @Test(
        "every ErrorReply to an envelope that parsed carries its message id in in_reply_to", arguments: Wiring.allCases)
    func errorsCarryInReplyTo(_ wiring: Wiring) async throws {
        try await withPhone([try TestDevice.make("desk")], wiring: wiring) { _, mirror in
            var wrongVersion = Relay_V1_Envelope.make(from: "desk", at: PhoneHarness.start) { $0.echo = .init() }
            wrongVersion.protocolVersion = 2
            var noBody = Relay_V1_Envelope.make(from: "desk", at: PhoneHarness.start) { _ in }
            noBody.messageID = "no-body"
            for (envelope, code) in [(wrongVersion, Relay_V1_ErrorCode.unsupportedVersion), (noBody, .malformed)] {
                let reply = try await mirror.rawExchange([envelope.frame])
                #expect(reply.error.code == code)
                #expect(reply.inReplyTo == envelope.messageID)
            }
            let unknown = try await mirror.request { $0.removeWidget = .with { $0.instanceID = "nope" } }
            #expect(unknown.error.code == .unknownInstance)
            #expect(!unknown.inReplyTo.isEmpty)
            // Bytes that are no envelope have no id to answer: in_reply_to stays empty.
            let garbage = try await mirror.rawExchange([[0xFF, 0xFF, 0xFF]])
            #expect(garbage.error.code == .malformed && garbage.inReplyTo.isEmpty)
        }
    }

    @Test("re-pairing or removing a device cuts off its old key's open connection at once")
    func keyRotation() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk])
        let old = try await TestMirror.connect(desk, to: phone)
        #expect(try await old.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())

        let rotated = try CurveKeyPair.generate()
        _ = try await phone.admin {
            $0.addDevice = .with {
                $0.deviceID = "desk"; $0.kind = .desktop; $0.publicKey = rotated.publicKey.z85
            }
        }
        #expect(try await old.request { $0.echo = .init() }.error.code == .notPaired)
        let fresh = try await TestMirror.connect(TestDevice(id: "desk", kind: .desktop, keys: rotated), to: phone)
        #expect(try await fresh.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())

        // Removed, then paired again with yet another key: the first key stays out.
        _ = try await phone.admin { $0.removeDevice = "desk" }
        let third = try CurveKeyPair.generate()
        _ = try await phone.admin {
            $0.addDevice = .with {
                $0.deviceID = "desk"; $0.kind = .desktop; $0.publicKey = third.publicKey.z85
            }
        }
        #expect(try await old.request { $0.echo = .init() }.error.code == .notPaired)
        #expect(try await fresh.request { $0.echo = .init() }.error.code == .notPaired)
        await fresh.close()
        await old.close()
        await phone.stop()
    }

    @Test(
        "OpenURL naming another device's widget instance is refused, as an interaction would be; so is a URL the widget does not show",
        arguments: Wiring.allCases)
    func openURLOwnership(_ wiring: Wiring) async throws {
        let a = try TestDevice.make("desk-a")
        let b = try TestDevice.make("desk-b")
        let phone = try await PhoneHarness.launch(devices: [a, b], wiring: wiring)
        let mirrorA = try await TestMirror.connect(a, to: phone)
        let mirrorB = try await TestMirror.connect(b, to: phone)
        let instance = try await mirrorA.add("Counter", .systemSmall)
        // The Counter shows no URL: the app's own opens it (what a mirror sends for it).
        let app = try #require(AppURL.forWidget(ofKind: "Counter")).absoluteString
        let stolen = try await mirrorB.request {
            $0.openURL = .with {
                $0.url = app; $0.instanceID = instance.instanceID
            }
        }
        #expect(stolen.error.code == .unknownInstance)
        let notShown = try await mirrorA.request {
            $0.openURL = .with {
                $0.url = "https://evil.example/"; $0.instanceID = instance.instanceID
            }
        }
        #expect(notShown.error.code == .notOffered)
        #expect(notShown.error.message.contains("does not show https://evil.example/"), "\(notShown.error.message)")
        let own = try await mirrorA.request {
            $0.openURL = .with {
                $0.url = app; $0.instanceID = instance.instanceID
            }
        }
        #expect(own.body == .ack(Relay_V1_Ack()))
        let status = try await phone.admin { $0.status = true }.adminReply.status
        #expect(status.openedUrls.map(\.deviceID) == [a.id])
        await mirrorA.close()
        await mirrorB.close()
        await phone.stop()
    }
}
