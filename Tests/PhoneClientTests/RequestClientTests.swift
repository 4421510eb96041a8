import Codec
import Foundation
import NodeTransport
import PhoneClient
import RelayWire
import TestSupport
import Testing

/// The tools' request client, the Lazy Pirate way, against a phone the test plays (a router on an
/// in-memory network): a request takes the reply to its own id, is sent again with the same id
/// when an attempt runs out, and fails when the client closes, never hangs.
@Suite("RequestClient")
struct RequestClientTests {
    /// A client on a dealer to a router the test answers from.
    /// (The network is returned to be kept: its channels hold it weakly, and route nothing once it is gone.)
    static func connected(_ name: String) async throws -> (
        client: RequestClient, phone: any MessageChannel, network: InMemoryNetwork
    ) {
        let network = InMemoryNetwork()
        let phone = try await InMemoryTransport(network: network).open(.router, .bind("inproc://\(name)"))
        let dealer = try await InMemoryTransport(network: network, identity: "desk").open(
            .dealer, .connect("inproc://\(name)"))
        return (RequestClient(channel: dealer, sender: "desk"), phone, network)
    }

    /// A request as the phone got it: the route, and the envelope.
    static func received(_ message: TransportMessage) throws -> (route: [UInt8], envelope: Relay_V1_Envelope) {
        (message.frames[0], try Relay_V1_Envelope(serializedBytes: try #require(message.frames.last)))
    }

    static func reply(to id: String, sequence: UInt64) -> [UInt8] {
        Relay_V1_Envelope.make(from: "phone", inReplyTo: id, at: Date(timeIntervalSince1970: 1_000)) {
            $0.echo = .with { $0.sequence = sequence }
        }.frame
    }

    @Test("a request takes the reply to its own id; a reply to another id is not its")
    func replyToItsOwnID() async throws {
        let (client, phone, network) = try await Self.connected("own-id")
        // One attempt, bounded only as a hang guard: the phone's answer (or the close) must be what
        // ends it, not the default 5 s running out on a loaded machine before the test has answered.
        let request = Task { try await client.request(timeout: .seconds(300)) { $0.echo = .with { $0.sequence = 1 } } }
        let (route, envelope) = try Self.received(try await first(of: phone.incoming, "the request at the phone"))
        #expect(envelope.senderDeviceID == "desk" && envelope.echo.sequence == 1)
        try phone.send(TransportMessage([route, Self.reply(to: "someone-else", sequence: 99)]))
        try phone.send(TransportMessage([route, Self.reply(to: envelope.messageID, sequence: 2)]))
        let reply = try await within(60, "the reply") { try await request.value }
        #expect(reply.inReplyTo == envelope.messageID && reply.echo.sequence == 2)
        await client.close()
        await phone.close()
        withExtendedLifetime(network) {}
    }

    @Test("an attempt that runs out is sent again with the same message id, and its reply is taken")
    func retriesWithTheSameID() async throws {
        let (client, phone, network) = try await Self.connected("retries")
        let request = Task {
            // Each attempt runs out until the phone answers; many, so a loaded machine's late turn costs one more.
            let ping: (inout Relay_V1_Envelope) -> Void = { $0.echo = .with { $0.sequence = 1 } }
            return try await client.request(timeout: .milliseconds(100), retries: 600, ping)  // meant to run out
        }
        let first = try Self.received(try await TestSupport.first(of: phone.incoming, "the first attempt"))
        // No answer to the first attempt: it runs out, and the same id comes again.
        let second = try Self.received(try await TestSupport.first(of: phone.incoming, "the second attempt"))
        #expect(second.envelope.messageID == first.envelope.messageID)
        #expect(second.envelope.frame == first.envelope.frame, "the same envelope, byte for byte")
        let answering = Task {
            // Every later attempt is answered: one of those replies finds its attempt waiting.
            try phone.send(TransportMessage([second.route, Self.reply(to: second.envelope.messageID, sequence: 2)]))
            for await next in phone.incoming {
                let again = try Self.received(next)
                try phone.send(TransportMessage([again.route, Self.reply(to: again.envelope.messageID, sequence: 2)]))
            }
        }
        let reply = try await within(60, "the reply to a later attempt") { try await request.value }
        #expect(reply.echo.sequence == 2)
        await client.close()
        await phone.close()
        withExtendedLifetime(network) {}
        _ = await answering.result
    }

    @Test("closing the client fails a request waiting for its reply")
    func closeFailsWaiting() async throws {
        let (client, phone, network) = try await Self.connected("close")
        // One attempt, bounded only as a hang guard: the phone's answer (or the close) must be what
        // ends it, not the default 5 s running out on a loaded machine before the test has answered.
        let request = Task { try await client.request(timeout: .seconds(300)) { $0.echo = .with { $0.sequence = 1 } } }
        _ = try await first(of: phone.incoming, "the request at the phone")
        await client.close()
        let outcome = try await within(60, "the request's end") { await request.result }
        #expect(throws: RequestError.self) { try outcome.get() }
        await phone.close()
        withExtendedLifetime(network) {}
    }
}
