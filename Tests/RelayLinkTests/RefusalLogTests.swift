import Codec
import Foundation
import Logging
@testable import RelayLink
import NodeTransport
import TestSupport
import RelayWire
import Sealing
import Synchronization
import Testing

@Suite struct RefusalLogTests {
    /// Refusals are logged at most once a second, with every count. Those held back by the limit
    /// used to be logged only with a later refusal: after a burst, the last line named the
    /// burst's first refusal only (bad_signature=1 for three), for ever.
    ///
    /// And the heartbeats that come between a mirror's subscription and its grant were counted
    /// and logged as refused ("unknown_key=20" at every start), as a tampering relay's would be.
    @Test(
        "a burst of refusals: the last line carries the final counts (logged when the channel closes, or with a later update); updates before the grant are no refusal"
    )
    func lastLineCarriesTheFinalCounts() async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let lines = LogLines()
        let logger = Logger(label: "mirror") { _ in KeepingLogHandler(sink: lines) }
        // A clock that stands still: the subscription's silence (3 s) never elapses, so the channel never
        // opens its base again mid-test (on a loaded machine it did, and an update sent meanwhile was lost).
        let transport = try trio.deskTransport(
            relays: ["ipc://relay"], on: network, logger: logger,
            clock: ManualClock(start: Date(timeIntervalSince1970: 1_000)))
        let relay = try await InMemoryTransport(network: network).open(.publisher, .bind("ipc://relay.updates"))
        let subscriber = try await transport.open(
            .subscriber(topics: [Array("all/".utf8), Array("dev/desk/".utf8)]), .connect("ipc://relay"))

        func send(_ sealed: Relay_V1_SealedUpdate, on topic: String) throws {
            try relay.send(
                TransportMessage([
                    Array("aaaa-bbbb/\(topic)".utf8), Relay_V1_RelayFrame.with { $0.update = sealed }.frame,
                ]))
        }
        func sealed(_ seq: UInt64) throws -> Relay_V1_SealedUpdate {
            let (update, plaintext) = trio.update(seq: seq, topicSeq: seq)
            return try trio.phone.seal(update: update, plaintext: plaintext, topic: "all/", reader: nil)
        }
        // Before its grant, the device can open nothing under the group key: not a refusal.
        try send(try sealed(1), on: "all/")
        try send(try trio.grant(to: trio.deskKeys.public, "desk"), on: "dev/desk/")
        try send(try sealed(1), on: "all/")
        _ = try await first(of: subscriber.incoming, "the update opened")
        #expect(transport.counters.beforeGrant == 1 && transport.counters.refused == 0, "\(transport.counters)")
        #expect(lines.matching("refused updates from the relay").isEmpty)
        // Three updates changed on the way, one after the other; then a good one.
        for seq in UInt64(2)...4 {
            var changed = try sealed(seq)
            changed.signature[0] ^= 0x01
            try send(changed, on: "all/")
        }
        try send(try sealed(5), on: "all/")
        _ = try await first(of: subscriber.incoming, "the good update after them, so all three were refused")
        #expect(transport.counters.badSignature == 3)

        await subscriber.close()
        let logged = lines.matching("refused updates from the relay")
        #expect(!logged.isEmpty)
        #expect(logged.last?["bad_signature"] == "3", "\(logged)")
        await relay.close()
    }
}
