import Foundation
import RelayHub
import RelayWire
import TestSupport
import SwiftProtobuf
import Testing

extension RelayNodeTests {
    /// Issue #34, point 3, through a relay: asked with `max_part_bytes`, the relay answers the
    /// one request with several RelaySnapshot frames on the mirror's connection.
    @Test(
        "a snapshot asked in parts of 20,000 bytes: three RelaySnapshot frames of one cut, in order, the grant first, together the whole answer"
    )
    func snapshotInParts() async throws {
        let relay = try await startRelay()
        let phone = try await FakePhone.connect(to: relay.phones, relayKey: relay.publicKey, keys: phoneKeys)
        // The desk's grant, two "all/" records and six desk widgets of about 8.3 KB each (metadata and timeline).
        var records = [
            phone.sealed("dev/desk/", op: .grant, seq: 1, topicSeq: 0),
            phone.sealed("all/", op: .set, item: 1, seq: 2, topicSeq: 1),
            phone.sealed("all/", op: .set, item: 2, seq: 3, topicSeq: 2),
        ]
        for widget in UInt8(0)..<6 {
            let seq = 4 + UInt64(widget) * 2
            records.append(
                phone.sealed(
                    "dev/desk/", op: .set, item: 10 + widget, part: 0, seq: seq, topicSeq: seq - 3, size: 3_000))
            records.append(
                phone.sealed(
                    "dev/desk/", op: .set, item: 10 + widget, part: 1, seq: seq + 1, topicSeq: seq - 2, size: 5_000))
        }
        try await poll("the relay asks for the dump") {
            try phone.sendRoster([(desk.publicKey, "desk")])
            return phone.dumpRequests > 0
        }
        try phone.send(
            .dump(
                .with {
                    $0.epoch = 1
                    $0.seq = 15
                    $0.topicSeqs = ["all/": 2, "dev/desk/": 12]
                    $0.records = records
                }))
        try await poll("the dump applied") { relay.stats.dumpsApplied > 0 }
        let mirror = try await FakeMirror.connect(to: relay.mirrors, relayKey: relay.publicKey, keys: desk, topics: [])
        try mirror.askSnapshot(of: phone.id, id: "whole")
        try await poll("the whole answer") { mirror.snapshots.count == 1 }
        try mirror.askSnapshot(of: phone.id, id: "parts", maxPartBytes: 20_000)
        try await poll("three parts") { mirror.snapshots.count >= 4 }

        let whole = try #require(mirror.snapshots.first)
        #expect(
            whole.parts == 0 && whole.records == records, "asked whole: one frame, the records as the phone sent them")
        let parts = Array(mirror.snapshots.dropFirst())
        #expect(parts.count == 3)
        #expect(parts.map(\.part) == [0, 1, 2] && parts.allSatisfy { $0.parts == 3 })
        #expect(parts.allSatisfy { $0.requestID == "parts" && $0.phone == phone.id && $0.epoch == 1 && $0.seq == 15 })
        #expect(parts.allSatisfy { $0.topicSeqs == ["all/": 2, "dev/desk/": 12] })
        #expect(parts.flatMap(\.records) == records, "every record once, verbatim, in order")
        #expect(parts[0].records.prefix(3) == records.prefix(3), "the grant and \"all/\" in part 0")
        #expect(parts.map(\.records.count) == [7, 4, 4], "two widgets a part, each widget's two records together")
        for part in parts {
            let bytes = part.records.reduce(0) { $0 + ((try? $1.serializedBytes() as [UInt8])?.count ?? 0) }
            #expect(bytes <= 20_000, "part \(part.part): \(bytes) bytes of records")
        }
        await mirror.close()
        await phone.close()
        await relay.stop()
    }
}
