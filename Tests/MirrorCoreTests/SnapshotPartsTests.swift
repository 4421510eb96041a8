import DomainModel
import Foundation
import MirrorCore
import Codec
import MirrorFixtures
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #34, point 3: a big snapshot in parts (sync.proto's `max_part_bytes`), so the first
/// widgets show before the whole has come, with the Clone pattern's guarantees kept.
@Suite("a snapshot in parts")
struct SnapshotPartsTests {
    /// A widget whose text is `size` characters (about that many bytes encoded).
    static func widget(_ index: Int, size: Int = 10_000) -> Relay_V1_InstanceState {
        Wire.instance(
            "w\(index)", kind: "Bulk", createdAt: TimeInterval(index),
            root: ViewNode(.text(.verbatim(String(repeating: "x", count: size)))))
    }

    /// Twelve widgets of about 10 KB, a Live Activity and a control: three parts of at most 40 KB.
    static let big = Wire.snapshot {
        $0.broadcastSeq = 4
        $0.deviceSeq = 6
        $0.instances = (0..<12).map { widget($0) }
        $0.activities = [Wire.activity("delivery-1", text: "Arriving")]
        $0.controls = [
            .with {
                $0.kind = "Dark"; $0.template = .toggle; $0.title = "Dark"
            }
        ]
    }

    static let partBytes = 40_000

    @Test(
        "the phone's split: one cut in every part, the small items first, widgets in order, no part past the size unless one item is"
    )
    func split() throws {
        let parts = Self.big.parts(maxBytes: Self.partBytes)
        #expect(parts.count == 4)
        #expect(parts.map(\.part) == [0, 1, 2, 3] && parts.allSatisfy { $0.parts == 4 })
        #expect(
            parts.allSatisfy {
                ($0.epoch, $0.seq, $0.broadcastSeq, $0.deviceSeq, $0.takenAt) == (1, 10, 4, 6, Self.big.takenAt)
            })
        #expect(parts[0].activities.count == 1 && parts[0].controls.count == 1)
        #expect(parts.dropFirst().allSatisfy { $0.activities.isEmpty && $0.controls.isEmpty })
        #expect(parts.flatMap(\.instances) == Self.big.instances, "every widget once, in the order added")
        for part in parts { #expect(try (part.serializedBytes() as [UInt8]).count <= Self.partBytes + 100) }
        // Whole when asked for no parts, or when it fits in one; one item past the size is a part of its own.
        #expect(Self.big.parts(maxBytes: 0) == [Self.big])
        #expect(Self.big.parts(maxBytes: 1 << 20) == [Self.big])
        let lumpy = Wire.snapshot { $0.instances = [Self.widget(0, size: 50_000), Self.widget(1, size: 100)] }
        #expect(lumpy.parts(maxBytes: 20_000).map(\.instances.count) == [1, 1])
        #expect(
            Relay_V1_Snapshot.partBytes(asked: 1) == Relay_V1_Snapshot.minimumPartBytes
                && Relay_V1_Snapshot.partBytes(asked: 0) == 0)
        // However small the parts asked, at most mostPartsMade of them (a socket queues 1,000 messages a peer).
        let many = Wire.snapshot { $0.instances = (0..<600).map { Self.widget($0, size: 100) } }
        let cut = many.parts(maxBytes: 1)
        #expect(cut.count > 1 && cut.count <= Relay_V1_Snapshot.mostPartsMade, "\(cut.count) parts")
        #expect(cut.flatMap(\.instances) == many.instances)
    }

    @Test(
        "the replica shows each part's widgets at once, stays unsynced until the last, then applies what it buffered after the cut, in order"
    )
    func replicaAssembles() throws {
        var replica = Replica(deviceID: CoreHarness.deviceID)
        #expect(
            try replica.restore(
                Wire.snapshot { $0.instances = [Wire.instance("gone", root: ViewNode(.text(.verbatim("old"))))] })
                == .applied)
        replica.desync()
        let parts = Self.big.parts(maxBytes: Self.partBytes)
        // An update covered by the cut, and the next one after it, arrive while the parts do.
        let covered = CoreHarness.update(seq: 9, topicSeq: 6) { $0.instanceRemoved = .with { $0.instanceID = "w0" } }
        let next = CoreHarness.update(seq: 11, topicSeq: 7) { $0.instanceRemoved = .with { $0.instanceID = "w1" } }
        #expect(try replica.receive(covered, topic: Topic.device(CoreHarness.deviceID)) == .buffered)

        #expect(try replica.restore(part: parts[0], bytes: 1, maxBytes: .max) == .kept)
        #expect(!replica.isSynced && replica.isAssembling)
        #expect(replica.state.instances["w0"]?.timeline != nil, "part 0's widgets shown before the rest has come")
        #expect(replica.state.activities["delivery-1"] != nil, "part 0 brings the Live Activities")
        #expect(replica.state.instances["gone"] != nil && replica.state.instances["w11"] == nil, "the rest as it was")
        #expect(try replica.receive(next, topic: Topic.device(CoreHarness.deviceID)) == .buffered)
        for part in parts[1..<3] { #expect(try replica.restore(part: part, bytes: 1, maxBytes: .max) == .kept) }
        #expect(try replica.restore(part: parts[3], bytes: 1, maxBytes: .max) == .restored(.applied))
        #expect(replica.isSynced && !replica.isAssembling)
        #expect(
            replica.state.seq == 11 && replica.state.deviceSeq == 7,
            "the buffered update after the cut applied; the one it covered ignored")
        #expect(replica.state.instances["gone"] == nil, "whole: exactly the cut, plus what came after it")
        #expect(replica.state.instances["w0"] != nil && replica.state.instances["w1"] == nil)
        #expect(replica.state.instances.count == 11)
        #expect(
            replica.state
                == {
                    var whole = Replica(deviceID: CoreHarness.deviceID)
                    _ = try? whole.restore(Self.big)
                    _ = try? whole.receive(next, topic: Topic.device(CoreHarness.deviceID))
                    return whole.state
                }(), "the same state as the snapshot taken whole")
    }

    @Test(
        "a part out of order, of another cut, or past the bound drops the parts so far; a desync drops them too",
        arguments: [
            "skipped", "another cut", "too big", "desync",
        ])
    func dropped(_ how: String) throws {
        var replica = Replica(deviceID: CoreHarness.deviceID)
        let parts = Self.big.parts(maxBytes: Self.partBytes)
        #expect(try replica.restore(part: parts[0], bytes: 10, maxBytes: 25) == .kept)
        let outcome: Replica.PartOutcome
        switch how {
        case "skipped": outcome = try replica.restore(part: parts[2], bytes: 10, maxBytes: 25)
        case "another cut":
            var later = parts[1]
            later.seq = 12
            outcome = try replica.restore(part: later, bytes: 10, maxBytes: 25)
        case "too big": outcome = try replica.restore(part: parts[1], bytes: 16, maxBytes: 25)
        default:
            replica.desync()
            outcome = try replica.restore(part: parts[1], bytes: 10, maxBytes: 25)
        }
        guard case .dropped = outcome else { Issue.record("\(outcome)"); return }
        #expect(!replica.isAssembling && !replica.isSynced)
        // The rest of that answer changes nothing; a new answer from part 0 is taken whole.
        #expect(try replica.restore(part: parts[3], bytes: 1, maxBytes: 25) != .restored(.applied))
        for part in parts.dropLast() { #expect(try replica.restore(part: part, bytes: 1, maxBytes: 25) == .kept) }
        #expect(try replica.restore(part: parts[3], bytes: 1, maxBytes: 25) == .restored(.applied))
        #expect(replica.state.instances.count == 12)
    }

    @Test(
        "the core asks in parts, shows part 0's widgets while still syncing (taps refused as syncing), keeps the request alive while parts come, syncs on the last"
    )
    func coreShowsFirstWidgets() throws {
        var harness = CoreHarness(requestTimeout: .seconds(1), retries: 1)
        let hello = harness.handle(.start)
        let ask = harness.handle(.replied(id: try #require(hello.sent.first?.id), .welcome))
        let (id, request) = try #require(ask.sent.first)
        #expect(
            request == .snapshot(knownEpoch: 0, maxPartBytes: harness.core.configuration.snapshotPartBytes)
                && request != .snapshot(knownEpoch: 0))
        let parts = Self.big.parts(maxBytes: Self.partBytes).map { SnapshotReply($0) }

        let first = harness.handle(.replied(id: id, .snapshot(parts[0])))
        #expect(
            first.contains { if case .changed(.everything) = $0 { true } else { false } },
            "the front ends draw part 0 now")
        #expect(harness.core.replica.state.instances["w0"]?.timeline != nil)
        #expect(harness.core.isStale && !harness.core.replica.isSynced)
        let tap = harness.handle(.activate(.widget("w0"), elementID: "x", interactionID: "i1"))
        #expect(tap.reports.first?.message == MirrorCore.syncing)

        // Each part gives the request a new deadline: 0.8 s apart, three parts outlast the 1 s time-out unresent.
        for part in parts[1..<3] {
            #expect(harness.advance(by: 0.8).sent.isEmpty, "no resend while parts come")
            harness.handle(.replied(id: id, .snapshot(part)))
        }
        harness.advance(by: 0.8)
        let last = harness.handle(.replied(id: id, .snapshot(parts[3])))
        #expect(first.reachability == [true], "the phone answers: reachable, so the header says syncing")
        #expect(last.contains { if case .persist = $0 { true } else { false } })
        #expect(harness.core.replica.isSynced && !harness.core.isStale)
        #expect(harness.core.replica.state.instances.count == 12)
        #expect(
            harness.core.nextDeadline == nil || harness.core.nextDeadline! > harness.now.addingTimeInterval(1),
            "nothing left in flight")
    }

    @Test(
        "parts that drip in keep the request alive only within its allowance: then it is sent again (through a relay, to the next one), whose answer has an allowance of its own"
    )
    func dripOfPartsIsBounded() throws {
        var harness = CoreHarness(requestTimeout: .seconds(1), retries: 1, snapshotPartsTimeLimit: .seconds(2))
        let hello = harness.handle(.start)
        let ask = harness.handle(.replied(id: try #require(hello.sent.first?.id), .welcome))
        let id = try #require(ask.sent.first?.id)
        let parts = Self.big.parts(maxBytes: Self.partBytes).map { SnapshotReply($0) }
        harness.handle(.replied(id: id, .snapshot(parts[0])))  // its allowance: 2 s from now
        for part in parts[1..<3] {
            #expect(harness.advance(by: 0.8).sent.isEmpty, "no resend while parts come within the allowance")
            harness.handle(.replied(id: id, .snapshot(part)))
        }
        // 1.6 s in: the last part gave the request 1 s more, but the allowance ends at 2 s.
        let resent = harness.advance(by: 0.5)
        #expect(resent.sent.map(\.id) == [id], "sent again at the end of its allowance, not a part's time-out later")
        // The new attempt's answer, as slow as the first (2.4 s from its part 0 to its last), has
        // 2 s of its own from its first part: every part within 1 s of the last, so it syncs.
        harness.handle(.replied(id: id, .snapshot(parts[0])))
        for part in parts[1..<3] {
            #expect(harness.advance(by: 0.6).sent.isEmpty)
            harness.handle(.replied(id: id, .snapshot(part)))
        }
        #expect(harness.advance(by: 0.3).sent.isEmpty, "1.5 s into the new allowance")
        harness.handle(.replied(id: id, .snapshot(parts[3])))
        #expect(harness.core.replica.isSynced && harness.core.replica.state.instances.count == 12)
    }

    @Test(
        "a part whose index is past its count, or that claims more parts than any phone or relay makes, is refused without a fault",
        arguments: [
            (UInt32.max, UInt32(4)), (UInt32(4), UInt32(4)), (UInt32(0), UInt32.max), (UInt32.max, UInt32.max),
        ])
    func partOutOfRange(part: UInt32, parts: UInt32) throws {
        var harness = CoreHarness(requestTimeout: .seconds(1), retries: 1)
        let hello = harness.handle(.start)
        let ask = harness.handle(.replied(id: try #require(hello.sent.first?.id), .welcome))
        let id = try #require(ask.sent.first?.id)
        var bad = Self.big.parts(maxBytes: Self.partBytes)[0]
        bad.part = part
        bad.parts = parts
        let effects = harness.handle(.replied(id: id, .snapshot(SnapshotReply(bad))))
        #expect(
            effects.contains {
                if case .log(let line) = $0 { line.message == "dropped a snapshot's parts" } else { false }
            }, "\(effects)")
        #expect(!harness.core.replica.isSynced && !harness.core.replica.isAssembling)
        #expect(harness.core.replica.state.instances.isEmpty, "nothing of it shown")
    }

    @Test(
        "a part that goes missing: the request is sent again at its deadline (same id) and the new answer, from part 0, syncs"
    )
    func coreRetriesAfterALostPart() throws {
        var harness = CoreHarness(requestTimeout: .seconds(1), retries: 1)
        let hello = harness.handle(.start)
        let ask = harness.handle(.replied(id: try #require(hello.sent.first?.id), .welcome))
        let id = try #require(ask.sent.first?.id)
        let parts = Self.big.parts(maxBytes: Self.partBytes).map { SnapshotReply($0) }
        harness.handle(.replied(id: id, .snapshot(parts[0])))
        harness.handle(.replied(id: id, .snapshot(parts[2])))  // part 1 lost
        #expect(!harness.core.replica.isAssembling)
        let resent = harness.advance(by: 1)
        #expect(resent.sent.map(\.id) == [id])
        for part in parts { harness.handle(.replied(id: id, .snapshot(part))) }
        #expect(harness.core.replica.isSynced && harness.core.replica.state.instances.count == 12)
    }

    @Test("a phone that predates parts answers whole: the core takes it")
    func wholeFromAnOldPhone() throws {
        var harness = CoreHarness()
        harness.sync(Self.big)
        #expect(harness.core.replica.isSynced && harness.core.replica.state.instances.count == 12)
    }
}
