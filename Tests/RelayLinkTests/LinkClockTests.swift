import Codec
import Foundation
import Logging
import NodeTransport
@testable import RelayLink
import RelayWire
import TestSupport
import Testing

/// A mirror's relay link reads the time it is given (#48): the mirror's clock, here a manual one
/// the test moves. The refusal log's once-a-second pace and the relays new requests keep away
/// from follow that clock, never the wall clock (which would not move between these lines).
@Suite struct LinkClockTests {
    static let start = Date(timeIntervalSince1970: 1_000_000)

    @Test("refusals held back by the once-a-second pace are logged once the link's clock passes the second")
    func refusalPaceFollowsTheClock() async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let lines = LogLines()
        let logger = Logger(label: "mirror") { _ in KeepingLogHandler(sink: lines) }
        let clock = ManualClock(start: Self.start)
        let transport = try trio.deskTransport(relays: ["ipc://relay"], on: network, logger: logger, clock: clock)
        let relay = try await InMemoryTransport(network: network).open(.publisher, .bind("ipc://relay.updates"))
        let subscriber = try await transport.open(
            .subscriber(topics: [Array("all/".utf8), Array("dev/desk/".utf8)]), .connect("ipc://relay"))
        var opened = subscriber.incoming.makeAsyncIterator()
        func send(_ sealed: Relay_V1_SealedUpdate, on topic: String = "all/") throws {
            try relay.send(
                TransportMessage([
                    Array("aaaa-bbbb/\(topic)".utf8), Relay_V1_RelayFrame.with { $0.update = sealed }.frame,
                ]))
        }
        func sealed(_ seq: UInt64, forged: Bool = false) throws -> Relay_V1_SealedUpdate {
            let (update, plaintext) = trio.update(seq: seq, topicSeq: seq)
            var sealed = try trio.phone.seal(update: update, plaintext: plaintext, topic: "all/", reader: nil)
            if forged { sealed.signature[0] ^= 0x01 }
            return sealed
        }
        try send(try trio.grant(to: trio.deskKeys.public, "desk"), on: "dev/desk/")
        try send(try sealed(1))
        #expect(await opened.next() != nil)
        // Two refusals at one instant: the first logged, the second held back by the pace.
        try send(try sealed(2, forged: true))
        try send(try sealed(3, forged: true))
        try send(try sealed(4))
        #expect(await opened.next() != nil, "the good update after them, so both were refused")
        #expect(lines.matching("refused updates from the relay").map { $0["bad_signature"] } == ["1"])
        // Half a second on the link's clock: still held back.
        clock.advance(by: 0.5)
        try send(try sealed(5))
        #expect(await opened.next() != nil)
        #expect(lines.matching("refused updates from the relay").count == 1)
        // A second after the first line: the next update brings the held count out.
        clock.advance(by: 0.5)
        try send(try sealed(6))
        #expect(await opened.next() != nil)
        #expect(lines.matching("refused updates from the relay").map { $0["bad_signature"] } == ["1", "2"])
        await subscriber.close()
        await relay.close()
    }

    @Test("a relay that left a request unanswered is avoided for 30 s of the link's clock, then asked again")
    func relayHealthFollowsTheClock() async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let clock = ManualClock(start: Self.start)
        let endpoints = ["ipc://relay0", "ipc://relay1"]
        let transport = try trio.deskTransport(
            relays: endpoints, on: network, logger: Logger(label: "mirror") { _ in SwiftLogNoOpLogHandler() },
            clock: clock)
        var routers: [any MessageChannel] = []
        for endpoint in endpoints {
            routers.append(try await InMemoryTransport(network: network).open(.router, .bind(endpoint)))
        }
        let dealer = try await transport.open(.dealer, .connect(endpoints[0]))
        func echo() -> Relay_V1_Envelope {
            Relay_V1_Envelope.make(from: "desk", at: clock.now()) { $0.echo = Relay_V1_Echo() }
        }
        /// Sends `envelope` and returns the relay it reached (each relay's first frame after the send).
        func relayReached(by envelope: Relay_V1_Envelope, expected relay: Int) async throws {
            try dealer.send(TransportMessage([envelope.frame]))
            _ = try await collect(1, from: routers[relay].incoming, "the request at relay \(relay)")
        }
        let first = echo()
        try await relayReached(by: first, expected: 0)
        // Sent again with no answer from relay 0: it goes to relay 1, and relay 0 is avoided.
        try await relayReached(by: first, expected: 1)
        try await relayReached(by: echo(), expected: 1)
        clock.advance(by: 29)
        try await relayReached(by: echo(), expected: 1)
        // 30 s on the link's clock since relay 0 did not answer: a new request may go to it again.
        clock.advance(by: 1)
        try await relayReached(by: echo(), expected: 0)
        await dealer.close()
        for router in routers { await router.close() }
    }
}
