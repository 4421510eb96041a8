import Foundation
import Logging
import RelayHub
import RelayLink
import RelayNodeKit
import TestSupport
import NodeTransport
import Testing
import ZeroMQ
import ZeroMQTransport

/// A mirror that subscribed at a relay before the phone's roster came there: the relay refused
/// its subscription (it cannot tell yet whether the key reads the phone), and a SUB never sends
/// a subscription twice on one connection. The mirror's relay transport notices the silence and
/// subscribes again; without it the mirror hears nothing from that relay for good (seen once in
/// about twenty kill-test runs under load: the tapping mirror never followed the stream).
@Suite("a mirror subscribed at a relay before its phone's roster", .serialized)
struct ResubscribeTests {
    let relayKeys = try! CurveKeyPair.generate()
    let phoneKeys = try! CurveKeyPair.generate()
    let desk = try! CurveKeyPair.generate()

    @Test("refused before the roster, it subscribes again once quiet, and hears the phone")
    func subscribesAgainAfterARefusal() async throws {
        var configuration = RelayNodeConfiguration(
            phones: "tcp://127.0.0.1:*", mirrors: "tcp://127.0.0.1:*", admission: .keys([phoneKeys.publicKey]))
        configuration.tickInterval = .milliseconds(50)
        let relay = try await RelayNode.start(configuration, keys: relayKeys)
        let phone = try await FakePhone.connect(to: relay.phones, relayKey: relay.publicKey, keys: phoneKeys)
        let context = try Context()
        let base = ZeroMQTransport(
            context: context, security: .curveClient(serverPublicKey: relay.publicKey, keyPair: desk))
        let kept = LogLines()
        let logger = Logger(label: "desk") { _ in KeepingLogHandler(sink: kept) }
        let transport = try MirrorRelayTransport(
            relays: [RelayConnection(address: relay.mirrors, transport: base)],
            phoneID: phone.id, phoneKey: phoneKeys.publicKey.bytes,
            ownSecret: desk.secretKey.bytes, ownKey: desk.publicKey.bytes, deviceID: "desk",
            logger: logger, subscriptionSilence: .milliseconds(300))
        // Subscribed with no roster at the relay: both topics refused.
        let subscriber = try await transport.open(
            .subscriber(topics: [Array("all/".utf8), Array("dev/desk/".utf8)]), .connect(""))
        try await poll("both subscriptions refused") { relay.stats.drops[.subscriptionRefused, default: 0] >= 2 }
        try await poll("the relay asks for the dump") {
            try phone.sendRoster([(desk.publicKey, "desk")])
            return phone.dumpRequests > 0
        }
        // The phone's heartbeats (sealed-looking: the mirror holds no group key yet, so it counts
        // them as heard before its grant) reach the mirror once it subscribed again.
        try await poll("the mirror hears the phone") {
            try phone.publish(phone.sealed("all/", op: .heartbeat, seq: 0, topicSeq: 0))
            return transport.counters.beforeGrant > 0
        }
        #expect(kept.messages.contains { $0.hasPrefix("heard nothing from a relay: subscribed there again") })
        await subscriber.close()
        await phone.close()
        await relay.stop()
        context.shutdown()
    }
}
