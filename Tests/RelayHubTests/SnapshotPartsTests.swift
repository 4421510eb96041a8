@testable import RelayHub
import Testing

/// Issue #34, point 3, through a relay: a mirror's snapshot request asks for parts
/// (relayed.proto's `max_part_bytes`), and the relay answers from one cut of its map in
/// parts of about that many bytes of records.
@Suite struct SnapshotPartsTests {
    typealias H = HubHarness

    /// The desk's grant, two small "all/" records, and six desk widgets of two records each
    /// (metadata 3,000 bytes, timeline 5,000); one watch widget the desk never gets.
    static func state() -> (records: [Record], positions: [String: UInt64]) {
        var records = [
            Make.grant("dev/desk/", seq: 1, topicSeq: 0),
            Make.sized("all/", item: 100, seq: 2, topicSeq: 1, size: 1_000),
            Make.sized("all/", item: 101, seq: 3, topicSeq: 2, size: 1_000),
            Make.sized("dev/watch/", item: 200, seq: 4, topicSeq: 1, size: 9_000),
        ]
        var seq: UInt64 = 4
        for widget in UInt8(0)..<6 {
            seq += 1
            records.append(Make.sized("dev/desk/", item: widget, part: 0, seq: seq, topicSeq: seq - 4, size: 3_000))
            seq += 1
            records.append(Make.sized("dev/desk/", item: widget, part: 1, seq: seq, topicSeq: seq - 4, size: 5_000))
        }
        return (records, ["all/": 2, "dev/desk/": seq - 4, "dev/watch/": 1])
    }

    static func synced() -> H {
        var relay = H()
        let (records, positions) = state()
        relay.synced(seq: 16, topicSeqs: positions, records)
        return relay
    }

    /// The items (first byte of each record's name after "set dev/desk/ ") of each part's device records.
    static func widgets(_ part: Snapshot) -> [String] {
        part.texts.filter { $0.hasPrefix("set dev/desk/") }.map {
            String($0.dropFirst("set dev/desk/ ".count).prefix { $0 != " " })
        }
    }

    @Test(
        "parts of at most the size asked, records never split, an item's records together, every record of the whole once, in order"
    )
    func partSizes() throws {
        var relay = Self.synced()
        let whole = try #require(relay.snapshot().snapshots.first)
        #expect(whole.parts == 0 && whole.recordBytes == 50_000 + whole.records[0].bytes.count)
        let parts = relay.snapshot(id: "p", maxPartBytes: 20_000).snapshots
        #expect(parts.count == 3)
        #expect(parts.map(\.part) == [0, 1, 2] && parts.allSatisfy { $0.parts == 3 })
        for part in parts { #expect(part.recordBytes <= 20_000, "part \(part.part): \(part.recordBytes) bytes") }
        #expect(
            parts.map(Self.widgets) == [
                ["0.0", "0.1", "1.0", "1.1"], ["2.0", "2.1", "3.0", "3.1"], ["4.0", "4.1", "5.0", "5.1"],
            ],
            "two widgets a part, each widget's metadata and timeline in one part")
        #expect(parts.flatMap(\.records) == whole.records, "every record of the whole answer once, in its order")
        #expect(relay.hub.stats.snapshotsServed == 2, "one request answered, whatever its parts")
    }

    @Test(
        "at most mostPartsMade parts, however small the parts asked: the relay's socket queues 1,000 messages a mirror and drops the rest"
    )
    func boundedCount() throws {
        var records: [Record] = [Make.grant("dev/desk/", seq: 1, topicSeq: 0)]
        for index in 0..<600 {
            let seq = UInt64(index + 2)
            var record = Make.sized(
                "dev/desk/", item: 0, part: UInt32(index % 2), seq: seq, topicSeq: seq - 1, size: 100)
            record.item = [UInt8(index / 2 % 256), UInt8(index / 2 / 256)]  // 300 items of two records each
            records.append(record)
        }
        let whole = Snapshot(requestID: "r", phone: H.phone, epoch: 1, seq: 601, topicSeqs: [:], records: records)
        // below the least a request can ask: the count's bound alone decides
        let parts: [Snapshot] = whole.parts(maxBytes: 1)
        #expect(parts.count > 1 && parts.count <= Snapshot.mostPartsMade, "\(parts.count) parts")
        let all: [Record] = parts.flatMap { $0.records }
        #expect(all.count == records.count && Set(all) == Set(records), "every record once")
    }

    @Test("the grant and every \"all/\" record in part 0, whatever their seq")
    func grantInPartZero() throws {
        var relay = Self.synced()
        // A new group key's grant (at its topic's position) and a later control, which the whole
        // answer has last in seq order.
        relay.update(Make.grant("dev/desk/", seq: 16, topicSeq: 12, keyEpoch: 2))
        relay.update(Make.sized("all/", item: 102, seq: 17, topicSeq: 3, size: 500))
        let parts = relay.snapshot(maxPartBytes: 20_000).snapshots
        #expect(parts.count == 3)
        #expect(
            parts[0].texts.prefix(4) == [
                "grant dev/desk/ @16", "set all/ 100.0 @2", "set all/ 101.0 @3", "set all/ 102.0 @17",
            ])
        #expect(parts.dropFirst().allSatisfy { $0.records.allSatisfy { $0.topic == "dev/desk/" && $0.op == .set } })
        #expect(parts.flatMap(\.records).filter { $0.op == .grant }.count == 1)
    }

    @Test(
        "one cut: every part carries the request's id and the map's position when it was asked; a later update is in the next answer only"
    )
    func oneCut() throws {
        var relay = Self.synced()
        relay.update(Make.sized("dev/desk/", item: 0, part: 1, seq: 17, topicSeq: 13, size: 5_000))
        let parts = relay.snapshot(id: "cut", maxPartBytes: 20_000).snapshots
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { $0.requestID == "cut" && $0.phone == H.phone && $0.epoch == 1 && $0.seq == 17 })
        #expect(parts.allSatisfy { $0.topicSeqs == ["all/": 2, "dev/desk/": 13] })
        #expect(parts[0].texts.contains("set dev/desk/ 0.1 @17"), "the update before the request is in it")
        relay.update(Make.sized("dev/desk/", item: 5, part: 1, seq: 18, topicSeq: 14, size: 5_000))
        let next = relay.snapshot(id: "later", maxPartBytes: 20_000).snapshots
        #expect(next.allSatisfy { $0.seq == 18 } && next.last?.texts.contains("set dev/desk/ 5.1 @18") == true)
    }

    @Test("whole when it fits in one part, or when no parts are asked: parts 0, as before")
    func wholeWhenItFits() throws {
        var relay = Self.synced()
        let whole = try #require(relay.snapshot().snapshots.first)
        #expect(relay.snapshot(maxPartBytes: 1 << 20).snapshots == [whole])
        #expect(relay.snapshot(maxPartBytes: whole.recordBytes).snapshots == [whole])
        #expect(relay.snapshot(maxPartBytes: whole.recordBytes - 1).snapshots.count == 2)
        // Only the grant besides one big widget: nothing to put beside it.
        var small = H()
        small.synced(
            seq: 3, topicSeqs: ["dev/desk/": 2],
            [
                Make.grant("dev/desk/", seq: 1, topicSeq: 0),
                Make.sized("dev/desk/", item: 0, seq: 2, topicSeq: 1, size: 30_000),
                Make.sized("dev/desk/", item: 0, part: 1, seq: 3, topicSeq: 2, size: 30_000),
            ])
        #expect(small.snapshot(maxPartBytes: 16_384).snapshots.map(\.parts) == [0])
    }

    @Test("a tiny ask is taken as 16 KiB: it cannot make the relay send many frames")
    func minimumPartSize() throws {
        #expect(Snapshot.minimumPartBytes == 16 * 1024)
        #expect(
            Snapshot.partBytes(asked: 0) == 0 && Snapshot.partBytes(asked: 1) == 16_384
                && Snapshot.partBytes(asked: 20_000) == 20_000)
        var relay = Self.synced()
        let tiny = relay.snapshot(maxPartBytes: 1).snapshots
        #expect(tiny.count == 4, "16 KiB: part 0 with the small records and one widget, then two widgets a part")
        #expect(
            tiny.map { $0.records.count } == relay.snapshot(maxPartBytes: 16_384).snapshots.map { $0.records.count })
        #expect(
            tiny.map(Self.widgets) == [
                ["0.0", "0.1"], ["1.0", "1.1", "2.0", "2.1"], ["3.0", "3.1", "4.0", "4.1"], ["5.0", "5.1"],
            ])
    }

    @Test("an item larger than the part size has a part of its own, whole")
    func aBigItemAlone() throws {
        var relay = Self.synced()
        relay.update(Make.sized("dev/desk/", item: 2, part: 1, seq: 17, topicSeq: 13, size: 40_000))
        let parts = relay.snapshot(maxPartBytes: 20_000).snapshots
        let big = try #require(parts.first { $0.records.contains { $0.bytes.count == 40_000 } })
        #expect(Self.widgets(big) == ["2.0", "2.1"], "its item's other record with it, nothing else")
        #expect(parts.flatMap(Self.widgets).count == 12)
    }

    @Test("requests queued for the dump are answered in the parts each asked for, from the map the dump made")
    func queuedRequestsKeepTheirSize() throws {
        var relay = H()
        relay.roster()
        #expect(relay.snapshot(id: "parts", maxPartBytes: 20_000).isEmpty)
        #expect(relay.snapshot(id: "whole").isEmpty)
        #expect(relay.snapshot(id: "tiny", maxPartBytes: 1).isEmpty)
        // An update held while the dump comes is in every answer.
        relay.update(Make.sized("dev/desk/", item: 5, part: 1, seq: 17, topicSeq: 13, size: 5_000))
        let (records, positions) = Self.state()
        let answered = relay.dump(seq: 16, topicSeqs: positions, records).snapshots
        #expect(answered.map(\.requestID) == ["parts", "parts", "parts", "whole", "tiny", "tiny", "tiny", "tiny"])
        #expect(answered.map(\.parts) == [3, 3, 3, 0, 4, 4, 4, 4])
        #expect(answered.allSatisfy { $0.seq == 17 && $0.topicSeqs["dev/desk/"] == 13 })
        #expect(
            answered.filter { $0.texts.contains("set dev/desk/ 5.1 @17") }.map(\.requestID) == [
                "parts", "whole", "tiny",
            ])
        // And a reader the relay kept from before a restart, queued for its phone's roster.
        var restarted = H()
        restarted.hub = RelayHub(directory: ReaderDirectory(rosters: [H.phone: [H.desk: "desk"]]))
        #expect(restarted.snapshot(id: "kept", maxPartBytes: 20_000).isEmpty)
        restarted.roster()
        #expect(restarted.dump(seq: 16, topicSeqs: positions, records).snapshots.map(\.parts) == [3, 3, 3])
    }
}
