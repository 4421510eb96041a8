import Foundation
import PhoneHost
import Codec
import TestSupport
import NodeTransport
import RelayWire
import Testing
import WidgetRelayKit

/// Issue #34, point 3: the phone answers a snapshot request in the parts asked for
/// (sync.proto's `max_part_bytes`), and whole to a mirror that asks for none.
@Suite("The phone answers a snapshot in parts", .heavy)
struct SnapshotPartsPhoneTests {
    @Test(
        "asked for parts of 16 KiB: one cut in several replies to the one request, in order, together the whole snapshot",
        arguments: Wiring.allCases)
    func parts(_ wiring: Wiring) async throws {
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(devices: [a], extraItems: WordyApp.items, wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        var added: [String] = []
        for _ in 0..<8 {
            let wordy = try await mirror.add("Wordy", .systemSmall)
            _ = try await mirror.next("Wordy's timeline") { $0.timeline.instanceID == wordy.instanceID }
            added.append(wordy.instanceID)
        }
        let whole = try await mirror.request { $0.snapshotRequest = .init() }.snapshot
        #expect(whole.parts == 0 && whole.instances.count == 8, "asked for no parts: whole, as before")
        let expected = whole.parts(maxBytes: 16 * 1024).count
        #expect(expected >= 3)

        let dealer = try await mirror.transport.open(.dealer, .connect(mirror.routerEndpoint))
        let request = Relay_V1_Envelope.make(from: a.id, at: Date()) {
            $0.snapshotRequest = .with { $0.maxPartBytes = 16 * 1024 }
        }
        var ask = request
        ask.messageID = "parts-1"
        try dealer.send(TransportMessage([ask.frame]))
        let replies = try await collect(expected, from: dealer.incoming, "the snapshot's parts").map {
            try Relay_V1_Envelope(serializedBytes: $0.frames[0])
        }
        await dealer.close()
        #expect(replies.allSatisfy { $0.inReplyTo == "parts-1" })
        let parts = replies.map(\.snapshot)
        #expect(
            parts.map(\.part) == (0..<UInt32(expected)).map { $0 } && parts.allSatisfy { $0.parts == UInt32(expected) })
        #expect(
            parts.allSatisfy {
                ($0.epoch, $0.seq, $0.deviceSeq, $0.broadcastSeq) == (
                    whole.epoch, whole.seq, whole.deviceSeq, whole.broadcastSeq
                )
            })
        #expect(parts.flatMap(\.instances).map(\.instance.instanceID) == whole.instances.map(\.instance.instanceID))
        #expect(parts.flatMap(\.instances).map(\.instance.instanceID).filter(added.contains) == added)
        await mirror.close()
        await phone.stop()
    }
}
