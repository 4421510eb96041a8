import Foundation
import RelayLink
import RelayWire
import SwiftProtobuf
import Testing

/// A phone's link to its relays as a value, the time given.
@Suite("PhoneLink: devices, grants and key rotation, the stream's position, fresh requests")
struct PhoneLinkTests {
    typealias Reader = PhoneRelayTransport.PairedReader
    let desk = Reader(publicKey: Array(repeating: 1, count: 32), deviceID: "desk")
    let watch = Reader(publicKey: Array(repeating: 2, count: 32), deviceID: "watch")
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test(
        "a new device is granted the key in use; a removed one makes a new key, granted to those left, and a new dump")
    func devices() {
        var link = PhoneLink()
        #expect(link.devicesChanged([desk]) == [.sendRoster, .grant(desk)])
        #expect(link.devicesChanged([watch, desk]) == [.sendRoster, .grant(watch)])
        #expect(link.devicesChanged([desk, watch]) == [.sendRoster])
        #expect(link.devicesChanged([watch]) == [.sendRoster, .rotateGroupKey, .grant(watch), .sendDump])
        #expect(link.roster == [watch])
        // A device paired again under a new key counts as removed: its old key held the group key.
        let rekeyed = Reader(publicKey: Array(repeating: 3, count: 32), deviceID: "watch")
        #expect(link.devicesChanged([rekeyed]) == [.sendRoster, .rotateGroupKey, .grant(rekeyed), .sendDump])
    }

    @Test("updates are sealed to everyone, a paired device, or nobody; grants are given at the stream's position")
    func addressesAndPosition() {
        var link = PhoneLink()
        _ = link.devicesChanged([desk])
        #expect(link.addressee(of: "all/") == .everyone)
        #expect(link.addressee(of: "dev/desk/") == .device(key: desk.publicKey))
        #expect(link.addressee(of: "dev/gone/") == .nobody && link.counters.unaddressable == 1)
        link.published(epoch: 4, seq: 9, topic: "dev/desk/", topicSeq: 3)
        link.published(epoch: 4, seq: 7, topic: "all/", topicSeq: 5)
        #expect(link.grantPosition(on: "dev/desk/") == (4, 9, 3) && link.grantPosition(on: "dev/watch/") == (4, 9, 0))
        link.dumped(epoch: 5)
        #expect(link.epoch == 5 && link.counters.dumps == 1 && link.counters.updates == 2)
    }

    @Test("a request sent again by a relay is refused, the 1st, 2nd, 4th and 8th refusals logged")
    func replayedRequests() throws {
        var link = PhoneLink()
        let envelope: [UInt8] = try Relay_V1_Envelope.with { $0.sentAt = Google_Protobuf_Timestamp(date: now) }
            .serializedBytes()
        #expect(link.opened(request: envelope, nonce: [1], at: now) == .accept)
        let logged = (1...8).map { _ -> Bool in
            if case .refuse(_, _, let log) = link.opened(request: envelope, nonce: [1], at: now.addingTimeInterval(1)) {
                return log
            }
            return false
        }
        #expect(logged == [true, true, false, true, false, false, false, true])
        #expect(link.counters.requests == 1 && link.counters.replayedRequests == 8)
    }
}
