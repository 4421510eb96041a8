import Codec
import Foundation
import Logging
import NodeTransport
@testable import RelayLink
import RelayWire
import TestSupport
import Testing

/// The phone's relay link reads the phone's clock (#48): a relayed request is fresh when it was
/// sent within the window of the node's now, the clock that stamps the phone's own envelopes,
/// never the host's wall clock.
@Suite struct PhoneLinkClockTests {
    @Test(
        "a request stamped on the phone's (manual) clock is taken; one stamped on the wall clock, years off it, is refused"
    )
    func freshnessFollowsThePhonesClock() async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let clock = ManualClock(start: Date(timeIntervalSince1970: 1_000_000))  // 1970: far from the wall clock
        let relay = try await InMemoryTransport(network: network).open(.router, .bind("ipc://relay"))
        let phone = try PhoneRelayTransport(
            relays: [
                RelayConnection(
                    address: try RelayAddress("ipc://relay"), transport: InMemoryTransport(network: network))
            ],
            phoneID: "aaaa-bbbb", secretKey: trio.phoneKeys.secret,
            logger: Logger(label: "phone") { _ in SwiftLogNoOpLogHandler() }, clock: clock)
        let requests = try await phone.open(.router, .bind("relay"))
        // The phone's dealer says who it is with its first roster.
        let roster = try await first(of: relay.incoming, "the phone's roster")
        func send(echoSentAt date: Date) throws {
            let envelope = Relay_V1_Envelope.make(from: "desk", at: date) { $0.echo = Relay_V1_Echo() }.frame
            try relay.send(
                TransportMessage([roster.frames[0], LinkFrame.request(trio.desk.seal(request: envelope)).bytes]))
        }
        try send(echoSentAt: Date())
        clock.advance(by: 30)
        try send(echoSentAt: clock.now())
        let taken = try await first(of: requests.incoming, "the request the phone takes")
        let sent = try Relay_V1_Envelope(serializedBytes: taken.frames[1]).sentAt.date
        #expect(sent == clock.now(), "the request stamped on the phone's clock, not the one stamped on the wall clock")
        #expect(phone.counters.replayedRequests == 1)
        #expect(phone.counters.requests == 1)
        await requests.close()
        await relay.close()
    }
}
