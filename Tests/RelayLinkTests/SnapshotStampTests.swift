import Codec
import Foundation
import Logging
import NodeTransport
@testable import RelayLink
import RelayWire
import TestSupport
import Testing

/// The snapshot a mirror's relay transport puts together from a relay's records is stamped by the
/// mirror's clock, not the wall clock (#48, #50): on a manual clock, the time that clock shows.
@Suite struct SnapshotStampTests {
    @Test("a snapshot put together from a relay's answer is stamped by the transport's clock (a manual one here)")
    func stampedByTheInjectedClock() async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let clock = ManualClock(start: Date(timeIntervalSince1970: 1_000_000))
        clock.advance(by: 42)
        let transport = try trio.deskTransport(
            relays: ["ipc://relay"], on: network, logger: Logger(label: "mirror") { _ in SwiftLogNoOpLogHandler() },
            clock: clock)
        let relay = try await InMemoryTransport(network: network).open(.router, .bind("ipc://relay"))
        let dealer = try await transport.open(.dealer, .connect("ipc://relay"))
        let ask = Relay_V1_Envelope.make(from: "desk", at: clock.now()) {
            $0.snapshotRequest = .with { $0.maxPartBytes = 16 * 1024 }
        }
        try dealer.send(TransportMessage([ask.frame]))
        let route = try #require(try await collect(1, from: relay.incoming, "the request at the relay").first).frames[0]
        let parts = try RelaySnapshotPartsTests.answer(ask.messageID, trio)
        for part in parts {
            try relay.send(TransportMessage([route, Relay_V1_RelayFrame.with { $0.snapshot = part }.frame]))
        }
        let handed = try await collect(parts.count, from: dealer.incoming, "the parts handed on")
        for message in handed {
            let envelope = try Relay_V1_Envelope(serializedBytes: try #require(message.frames.first))
            #expect(envelope.sentAt.date == Date(timeIntervalSince1970: 1_000_042), "\(envelope.sentAt)")
        }
        await dealer.close()
        await relay.close()
    }
}
