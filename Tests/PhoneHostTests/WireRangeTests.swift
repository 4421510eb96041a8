import Foundation
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #18: dates out of protobuf's range, from a paired mirror or a paired push
/// server, are refused as MALFORMED with the field named, and the phone keeps serving.
@Suite("Phone: out-of-range values from the wire")
struct WireRangeTests {
    static let outside = "is outside 0001-01-01…9999-12-31"

    @Test(
        "an interaction whose date parameter has seconds = -2^63 is MALFORMED, also when retried; the phone keeps serving",
        arguments: Wiring.allCases)
    func interactionDate(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let instance = try await mirror.add("TodoList", .systemMedium)
            _ = try await mirror.next("the first timeline") { $0.timeline.instanceID == instance.instanceID }
            var bad = Relay_V1_Envelope.make(from: desk.id, at: PhoneHarness.start) {
                $0.interaction = .with {
                    $0.interactionID = "hostile-1"
                    $0.instanceID = instance.instanceID
                    $0.elementID = "e1"
                    $0.invocation = .with {
                        $0.intentType = "ToggleTodoIntent"
                        $0.parameters = [
                            .with {
                                $0.name = "due";
                                $0.value = .with { $0.dateValue = Google_Protobuf_Timestamp(seconds: .min) }
                            }
                        ]
                    }
                }
            }
            for attempt in 1...3 {  // a mirror retries with the same message id, as the contract says
                let reply = try await mirror.client.send(bad, timeout: .seconds(60))
                #expect(reply.error.code == .malformed, "attempt \(attempt)")
                #expect(
                    reply.error.message
                        == "interaction.invocation.parameters[due].date: seconds -9223372036854775808 \(Self.outside)")
            }
            bad.interaction.invocation.parameters[0].value.dateValue = Google_Protobuf_Timestamp(seconds: 0, nanos: -1)
            let nanos = try await mirror.client.send(bad, timeout: .seconds(60))
            #expect(nanos.error.code == .malformed)
            #expect(nanos.error.message.contains("parameters[due].date: nanos -1 is outside"))
            // Still serving.
            #expect(try await mirror.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
            #expect(try await mirror.request { $0.snapshotRequest = .init() }.snapshot.instances.count == 1)
        }
    }

    @Test(
        "a ConfigureWidget whose configuration holds a date at +2^63 seconds is MALFORMED", arguments: Wiring.allCases)
    func configurationDate(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            let reply = try await mirror.request {
                $0.configureWidget = .with {
                    $0.kind = "EmojiRangerWidget"
                    $0.family = .systemSmall
                    $0.configuration = .with {
                        $0.intentType = "SelectHeroIntent"
                        $0.parameters = [
                            .with {
                                $0.name = "since";
                                $0.value = .with { $0.dateValue = Google_Protobuf_Timestamp(seconds: .max) }
                            }
                        ]
                    }
                }
            }
            #expect(reply.error.code == .malformed)
            #expect(
                reply.error.message
                    == "configure_widget.configuration.parameters[since].date: seconds 9223372036854775807 \(Self.outside)"
            )
            _ = try await mirror.add("EmojiRangerWidget", .systemLarge)
        }
    }

    @Test(
        "a paired push server: stale dates at ±2^63 and a content state dated 1e300 are MALFORMED; its next good push works",
        arguments: Wiring.allCases)
    func maliciousPushServer(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        let server = try TestDevice.make("pusher", .server)
        try await withPhone([desk, server], wiring: wiring) { phone, mirror in
            let pusher = try await TestMirror.connect(server, to: phone)
            _ = try await phone.admin {
                $0.appAction = .with {
                    $0.name = "delivery.start"; $0.arguments = ["42", "Noodle Bar", "30"]
                }
            }
            let token = try await mirror.next("the activity") { $0.activity.state == .active }.activity.pushToken
            let good = #"{"driverName":"Sam","estimatedArrival":1795001800,"status":"onTheWay"}"#

            func push(_ fill: @escaping @Sendable (inout Relay_V1_ActivityPush) -> Void) async throws
                -> Relay_V1_Envelope
            {
                try await pusher.request {
                    $0.push = .with { push in
                        push.activity = .with {
                            $0.pushToken = token; $0.contentStateJson = Data(good.utf8)
                        }
                        fill(&push.activity)
                    }
                }
            }
            let cases: [(String, @Sendable (inout Relay_V1_ActivityPush) -> Void, String)] = [
                (
                    "stale -2^63", { $0.staleDate = Google_Protobuf_Timestamp(seconds: .min) },
                    "push.activity.stale_date: seconds -9223372036854775808 \(Self.outside)"
                ),
                (
                    "stale +2^63", { $0.staleDate = Google_Protobuf_Timestamp(seconds: .max) },
                    "push.activity.stale_date: seconds 9223372036854775807 \(Self.outside)"
                ),
                (
                    "timestamp nanos", { $0.timestamp = Google_Protobuf_Timestamp(seconds: 1, nanos: .max) },
                    "push.activity.timestamp: nanos 2147483647 is outside 0…999999999"
                ),
                (
                    "dismissal -2^63",
                    {
                        $0.end = true; $0.dismissalDate = Google_Protobuf_Timestamp(seconds: .min)
                    },
                    "push.activity.dismissal_date: seconds -9223372036854775808 \(Self.outside)"
                ),
                (
                    "content 1e300",
                    {
                        $0.contentStateJson = Data(
                            #"{"driverName":"Sam","estimatedArrival":1e300,"status":"onTheWay"}"#.utf8)
                    },
                    "push.activity.content_state_json.estimatedArrival: 1e+300 seconds since 2001 \(Self.outside)"
                ),
                (
                    "content -1e300",
                    {
                        $0.contentStateJson = Data(
                            #"{"driverName":"Sam","estimatedArrival":-1e300,"status":"onTheWay"}"#.utf8)
                    },
                    "push.activity.content_state_json.estimatedArrival: -1e+300 seconds since 2001 \(Self.outside)"
                ),
                (
                    "content of another type", { $0.contentStateJson = Data(#"{"unrelated":true}"#.utf8) },
                    "push.activity.content_state_json: no value for “"
                ),
            ]
            for (name, fill, message) in cases {
                let reply = try await push(fill)
                #expect(reply.error.code == .malformed, "\(name)")
                #expect(reply.error.message.hasPrefix(message), "\(name): \(reply.error.message)")
            }
            // The phone still serves both devices, and the server's next, well-formed push goes through.
            #expect(try await mirror.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
            let accepted = try await push {
                $0.staleDate = Google_Protobuf_Timestamp(date: PhoneHarness.start.addingTimeInterval(600))
            }
            #expect(accepted.adminReply.text.hasPrefix("updated"))
            _ = try await mirror.next("the pushed content") { $0.activity.contentStateJson == Data(good.utf8) }
            await pusher.close()
        }
    }

    @Test(
        "the control socket: a clock set or advanced out of range is MALFORMED, the clock unchanged",
        arguments: Wiring.allCases)
    func adminClock(_ wiring: Wiring) async throws {
        let phone = try await PhoneHarness.launch(wiring: wiring)
        let set = try await phone.admin { $0.setClock = Google_Protobuf_Timestamp(seconds: .max) }
        #expect(set.error.code == .malformed)
        #expect(set.error.message == "admin.set_clock: seconds 9223372036854775807 \(Self.outside)")
        let far = try await phone.admin { $0.advanceClock = Google_Protobuf_Duration(seconds: .max) }
        #expect(far.error.code == .malformed)
        let past9999 = try await phone.admin {
            $0.advanceClock = Google_Protobuf_Duration(seconds: WireTime.maximumDurationSeconds)
        }
        #expect(past9999.error.code == .malformed)
        #expect(past9999.error.message.contains("would move the clock out of 0001-01-01…9999-12-31"))
        #expect(phone.clock.now() == PhoneHarness.start)
        #expect(try await phone.admin { $0.status = true }.adminReply.status.now.date == PhoneHarness.start)
        await phone.stop()
    }
}
