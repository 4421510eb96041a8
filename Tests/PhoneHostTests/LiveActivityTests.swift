import Foundation
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

@Suite("Phone: Live Activities and pushes")
struct LiveActivityTests {
    @Test(
        "request → update → stale → end → dismissed under a manual clock, by app code and by push token",
        arguments: Wiring.allCases)
    func lifecycle(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            // The app starts the delivery.
            let started = try await phone.admin {
                $0.appAction = .with {
                    $0.name = "delivery.start"; $0.arguments = ["42", "Noodle Bar", "30"]
                }
            }
            #expect(started.adminReply.text == "started delivery 42 from Noodle Bar")
            let requested = try await mirror.next("the new activity") { $0.activity.state == .active }
            let activity = try WireCodec.decode(requested.activity)
            #expect(activity.record.startedAt == PhoneHarness.start)
            #expect(
                try WireCodec.decode(requested.activity).presentations.lockScreen.texts.prefix(3) == [
                    "Noodle Bar", "Preparing", "Assigning...",
                ])
            let token = requested.activity.pushToken
            #expect(token.count == 32)

            // A server's push updates it by token, with a stale date ten minutes on.
            let state = #"{"driverName":"Sam","estimatedArrival":1795001800,"status":"onTheWay"}"#
            var push = Relay_V1_PushRequest()
            push.activity = .with {
                $0.pushToken = token
                $0.contentStateJson = Data(state.utf8)
                $0.staleDate = Google_Protobuf_Timestamp(date: PhoneHarness.start.addingTimeInterval(600))
                $0.timestamp = Google_Protobuf_Timestamp(date: PhoneHarness.start.addingTimeInterval(60))
            }
            #expect(try await phone.push(push).adminReply.text.hasPrefix("updated"))
            let updated = try await mirror.next("the pushed content") {
                $0.activity.contentStateJson == Data(state.utf8)
            }
            #expect(try WireCodec.decode(updated.activity).presentations.lockScreen.texts.contains("On the way"))

            // An older push is ignored.
            var stalePush = push
            stalePush.activity.timestamp = Google_Protobuf_Timestamp(date: PhoneHarness.start.addingTimeInterval(30))
            stalePush.activity.contentStateJson = Data(
                #"{"driverName":"Old","estimatedArrival":1795001800,"status":"preparing"}"#.utf8)
            #expect(try await phone.push(stalePush).adminReply.text.contains("ignored"))

            // Past the stale date it is published stale.
            _ = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: 601) }
            _ = try await mirror.next("the stale state") { $0.activity.state == .stale }

            // The app ends it with `.after(.now + 3600)`. The seed's `.now` is the wall clock, days
            // after this phone's manual clock, so the 4-hour cap applies.
            _ = try await phone.admin { $0.appAction = .with { $0.name = "delivery.end" } }
            let ended = try await mirror.next("the end") { $0.activity.state == .ended }
            #expect(ended.activity.dismissalDate.date.timeIntervalSince(ended.activity.endedAt.date) == 4 * 3600)
            #expect(try WireCodec.decode(ended.activity).presentations.lockScreen.texts.contains("Delivered"))
            _ = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: 3600) }
            let stillShown = try await mirror.request { $0.snapshotRequest = .init() }
            #expect(stillShown.snapshot.activities.map(\.state) == [.ended])
            _ = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: 3 * 3600) }
            _ = try await mirror.next("the dismissal") {
                $0.activity.state == .dismissed && $0.activity.activityID == activity.record.id
            }
            let snapshot = try await mirror.request { $0.snapshotRequest = .init() }
            #expect(snapshot.snapshot.activities.isEmpty)
        }
    }

    @Test("an activity still active after 8 hours is ended, and dismissed 4 hours later", arguments: Wiring.allCases)
    func eightHourLimit(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            _ = try await phone.admin { $0.appAction = .with { $0.name = "delivery.start" } }
            _ = try await mirror.next("the activity") { $0.activity.state == .active }
            _ = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: 8 * 3600) }
            let ended = try await mirror.next("the 8-hour end") { $0.activity.state == .ended }
            #expect(ended.activity.endedAt.date == PhoneHarness.start.addingTimeInterval(8 * 3600))
            _ = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: 4 * 3600) }
            _ = try await mirror.next("the dismissal") { $0.activity.state == .dismissed }
        }
    }

    @Test("a 5 KB content state is refused, by app code and by push", arguments: Wiring.allCases)
    func oversized(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            _ = try await phone.admin { $0.appAction = .with { $0.name = "delivery.start" } }
            let token = try await mirror.next("the activity") { $0.activity.state == .active }.activity.pushToken
            let huge =
                #"{"driverName":""# + String(repeating: "x", count: 5000)
                + #"","estimatedArrival":0,"status":"arriving"}"#
            var push = Relay_V1_PushRequest()
            push.activity = .with {
                $0.pushToken = token; $0.contentStateJson = Data(huge.utf8)
            }
            let refused = try await phone.push(push)
            #expect(refused.error.code == .tooLarge)
            #expect(refused.error.message.contains("at most 4096"))
            let unknown = try await phone.push(
                .with {
                    $0.activity = .with {
                        $0.pushToken = "00ff"; $0.end = true
                    }
                })
            #expect(unknown.error.message.contains("no Live Activity has push token 00ff"))
        }
    }

    @Test("a widget push reloads every widget of its kind, free of budget", arguments: Wiring.allCases)
    func widgetPush(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("EmojiRangerWidget", .systemLarge)
            _ = try await mirror.next("the first timeline") { $0.timeline.instanceID == instance.instanceID }
            for round in 1...7 {  // more than the harness's budget of 5
                let reply = try await phone.push(.with { $0.widget = .with { $0.kind = "EmojiRangerWidget" } })
                #expect(reply.adminReply.text == "reloaded 1 widget", "round \(round)")
                let pushed = try await mirror.next("push reload \(round)") { $0.timeline.reason == "push" }
                #expect(pushed.timeline.instanceID == instance.instanceID)
            }
            let status = try await phone.admin { $0.status = true }.adminReply.status
            #expect(status.instances.first?.budgetLeft == 5)
        }
    }
}
