import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import ZeroMQ
import ZeroMQTransport

@Suite("Phone: pairing")
struct SecurityTests {
    @Test("an unpaired key cannot connect: its handshake fails and no request is answered")
    func unpairedKey() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk])
        let stranger = try CurveKeyPair.generate()
        let dealer = try await monitoredDealer(stranger, to: phone)
        let failure = try await first(of: try #require(dealer.monitor).events, "the handshake failure") {
            $0.kind == .handshakeFailedAuth
        }
        #expect(failure.value == 400)
        #expect(phone.zap.decisions.contains { $0.publicKey == stranger.publicKey && !$0.accepted })
        await dealer.close()
        await phone.stop()
    }

    @Test("a removed device is cut off: its requests are refused and it cannot connect again")
    func removedDevice() async throws {
        let desk = try TestDevice.make("desk")
        let other = try TestDevice.make("other")
        let phone = try await PhoneHarness.launch(devices: [desk, other])
        let mirror = try await TestMirror.connect(desk, to: phone)
        let bystander = try await TestMirror.connect(other, to: phone)
        let echo = try await mirror.request { $0.echo = .init() }
        #expect(echo.echoReply == Relay_V1_Echo())

        let removed = try await phone.admin { $0.removeDevice = "desk" }
        #expect(removed.adminReply.text.contains("unpaired desk"))
        // The connection it already has is refused request by request.
        let refused = try await mirror.request { $0.echo = .init() }
        #expect(refused.error.code == .notPaired)
        // A new connection fails its handshake.
        let again = try await monitoredDealer(desk.keys, to: phone)
        _ = try await first(of: try #require(again.monitor).events, "the removed key's handshake failure") {
            $0.kind == .handshakeFailedAuth
        }
        #expect(phone.zap.decisions.last { $0.publicKey == desk.keys.publicKey }?.accepted == false)
        // Others reconnect to the rebound publisher and keep hearing the phone.
        _ = try await bystander.next("a heartbeat after the publisher was rebound") { $0.heartbeat.hasPhoneTime }
        #expect(try await bystander.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
        await again.close()
        await bystander.close()
        await mirror.close()
        await phone.stop()
    }

    /// A DEALER with `keys`, whose monitor reports its handshake.
    private func monitoredDealer(_ keys: CurveKeyPair, to phone: PhoneHarness) async throws -> SocketChannel {
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: phone.keys.publicKey, keyPair: keys)
        return try await SocketChannel.open(context: try Context(), type: .dealer, options: options, monitor: true) {
            socket in
            try socket.connect(phone.endpoints.router)
            return nil
        }
    }
}
