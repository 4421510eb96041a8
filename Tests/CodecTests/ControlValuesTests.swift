import Codec
import DomainModel
import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The control endpoint's commands, a push and the status as the model's values (PhoneCore's
/// ControlValues.swift): each goes out as the message `phone-node` built by hand before, and
/// comes back as the same value.
@Suite("Control values on the wire")
struct ControlValuesTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000.25)

    @Test("every admin command goes out as relay.v1's AdminRequest and decodes to itself")
    func adminCommands() {
        let commands: [AdminCommand] = [
            .advanceClock(seconds: 90.5), .setClock(Self.date), .status,
            .appAction(name: "add", arguments: ["milk", "2"]),
            .addDevice(id: "desk", name: "Desk", kind: .desktop, publicKey: String(repeating: "a", count: 40)),
            .addDevice(id: "tool", name: "", kind: nil, publicKey: ""), .removeDevice(id: "desk"),
            .setAppForeground(true), .setAppForeground(false), .missing,
        ]
        for command in commands { #expect(AdminCommand(wire: command.wire) == command, "\(command)") }
        // As `phone-node clock advance` and `clock set` built them.
        #expect(
            AdminCommand.advanceClock(seconds: 90.5).wire
                == .with { $0.advanceClock = .init(rounding: 90.5, rule: .toNearestOrAwayFromZero) })
        #expect(AdminCommand.setClock(Self.date).wire == .with { $0.setClock = .init(date: Self.date) })
        #expect(AdminCommand.status.wire == .with { $0.status = true })
    }

    @Test("every push goes out as relay.v1's PushRequest and decodes to itself")
    func pushes() {
        let full = ActivityPush(
            pushToken: "0a0b", contentStateJSON: Data(#"{"eta":3}"#.utf8), staleDate: Self.date, relevanceScore: 0.5,
            timestamp: Self.date, end: true, dismissalDate: Self.date.addingTimeInterval(60))
        let pushes: [PushRequest] = [
            .widget(kind: ""), .widget(kind: "Counter"), .controls(kind: "Light"), .activity(full),
            .activity(ActivityPush(pushToken: "ff")), .kindless,
        ]
        for push in pushes { #expect(PushRequest(wire: push.wire) == push, "\(push)") }
        // As `phone-node push activity` built it: absent dates stay absent.
        let bare = PushRequest.activity(ActivityPush(pushToken: "ff")).wire.activity
        #expect(!bare.hasStaleDate && !bare.hasTimestamp && !bare.hasDismissalDate)
        #expect(PushRequest.widget(kind: "Counter").wire == .with { $0.widget = .with { $0.kind = "Counter" } })
    }

    @Test("a status goes out as relay.v1's PhoneStatus and `phone-node` reads it back, with its JSON")
    func status() throws {
        let instance = StoredInstance(
            id: "i1", kind: "Counter", family: .systemSmall, configuration: nil, owner: "desk",
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), pinned: true)
        let device = PairedDevice(
            id: "desk", name: "Desk", kind: .desktop, publicKey: String(repeating: "b", count: 40))
        let status = PhoneStatus(
            now: Self.date, epoch: 7, seq: 42, manualClock: true, appForeground: false,
            instances: [.init(instance: instance, budgetLeft: 39, nextReload: Self.date, entryCount: 3)],
            activities: [], devices: [device],
            openedURLs: [
                OpenedURL(
                    url: "app://x", instanceID: "i1", configuration: nil, deviceID: "desk",
                    at: Date(timeIntervalSince1970: 1_700_000_100),
                    opened: AppScene.Opened(handlers: ["onOpenURL"], scene: "Detail"))
            ],
            store: .init(
                fileBytes: 4096, walBytes: 8, walFrames: 1, interactionRecords: 2, keepInteractionsSeconds: 60,
                prunedSinceStart: 0))
        let envelope = Relay_V1_Envelope.with { $0.adminReply = AdminAnswer(text: "1 widgets", status: status).wire }
        let answer = try AdminAnswer(reply: envelope)
        #expect(answer.text == "1 widgets")
        let read = try #require(answer.status)
        #expect(read.epoch == 7 && read.seq == 42 && read.manualClock && !read.appForeground)
        #expect(read.instances.map(\.instance) == [instance])
        #expect(read.instances.first?.budgetLeft == 39 && read.instances.first?.entryCount == 3)
        #expect(read.devices == [device])
        #expect(read.openedURLs.first?.opened == AppScene.Opened(handlers: ["onOpenURL"], scene: "Detail"))
        #expect(read.store == status.store)
        #expect(answer.statusJSON == (try envelope.adminReply.status.jsonString()))
        #expect(envelope.adminReply.status.store.fileBytes == 4096)
    }

    @Test("a refusal on the control endpoint is thrown with its message")
    func refusal() {
        let envelope = Relay_V1_Envelope.with { $0.error = .with { $0.message = "no paired device “x”" } }
        #expect(throws: ControlRefusal.self) { try AdminAnswer(reply: envelope) }
    }
}
