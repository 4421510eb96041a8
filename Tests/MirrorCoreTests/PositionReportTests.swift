import DomainModel
import Foundation
import MirrorCore
import Codec
import MirrorFixtures
import RelayWire
import Testing

/// A mirror tells the phone what it applied (its position, on every request; alone, when it
/// applied updates and sent nothing for the interval), and nothing when it has nothing new.
@Suite("MirrorCore: position reports")
struct PositionReportTests {
    /// A core synced at epoch 1, seq 10 (topics at 0), reporting every 5 s.
    static func synced() -> CoreHarness {
        var harness = CoreHarness(positionReportInterval: .seconds(5))
        harness.sync(Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] })
        return harness
    }

    /// Moves time on a second at a time for `seconds`, the phone's heartbeat on the device's
    /// topic each second (it stays reachable) and its answer to each report (an `Echo` back);
    /// returns the position reports sent meanwhile.
    static func idle(_ harness: inout CoreHarness, for seconds: Int, seq: UInt64, deviceSeq: UInt64) -> [String] {
        var reports: [String] = []
        for _ in 0..<seconds {
            harness.publish(CoreHarness.heartbeat(seq: seq, topicSeq: deviceSeq))
            let sent = harness.advance(by: 1).sent.filter { $0.request == .position }.map(\.id)
            for id in sent { #expect(harness.handle(.replied(id: id, .unexpected("an echo"))).isEmpty) }
            reports += sent
        }
        return reports
    }

    @Test("synced: one report of the snapshot's position after the interval, then none while nothing new comes")
    func reportsOnceThenIdles() {
        var harness = Self.synced()
        #expect(harness.core.position == SyncPosition(epoch: 1, seq: 10, broadcastSeq: 0, deviceSeq: 0))
        #expect(Self.idle(&harness, for: 4, seq: 10, deviceSeq: 0).isEmpty, "not before the interval")
        #expect(Self.idle(&harness, for: 1, seq: 10, deviceSeq: 0).count == 1)
        #expect(Self.idle(&harness, for: 60, seq: 10, deviceSeq: 0).isEmpty, "nothing new to confirm: nothing sent")
    }

    @Test(
        "an update applied is reported an interval after the last request, once; a request in between carries it instead"
    )
    func updateReported() throws {
        var harness = Self.synced()
        _ = Self.idle(&harness, for: 30, seq: 10, deviceSeq: 0)
        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 11, topicSeq: 1))
        #expect(harness.core.position == SyncPosition(epoch: 1, seq: 11, broadcastSeq: 0, deviceSeq: 1))
        // The last request went out long ago: due at once.
        let now = harness.advance(by: 0.1)
        #expect(now.sent.map(\.request) == [.position])
        harness.handle(.replied(id: now.sent[0].id, .unexpected("an echo")))
        #expect(Self.idle(&harness, for: 30, seq: 11, deviceSeq: 1).isEmpty)

        // A tap carries the newer position: no report of its own after it.
        harness.publish(CoreHarness.todoTimeline("first", isOn: false, interactionID: "", seq: 12, topicSeq: 2))
        let tap = harness.handle(
            .activate(MirrorCoreTests.todo, elementID: MirrorCoreTests.toggle, interactionID: "i1"))
        #expect(tap.sent.count == 1)
        harness.handle(.replied(id: "i1", .interactionResult(InteractionResult(outcome: .performed, seq: 12))))
        #expect(Self.idle(&harness, for: 30, seq: 12, deviceSeq: 2).isEmpty)
    }

    @Test("no reports while unreachable or unsynced, nor when they are off")
    func quietWhenNotSynced() {
        var harness = Self.synced()
        // The phone falls silent: unreachable, the replica desynced; nothing to confirm.
        #expect(harness.advance(by: 10).sent.isEmpty)
        #expect(harness.core.position == nil && harness.core.nextDeadline == nil)

        var off = CoreHarness()
        off.sync(Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] })
        #expect(Self.idle(&off, for: 60, seq: 10, deviceSeq: 0).isEmpty)
    }

    @Test("a report that gets no answer is sent again with its id, then given up on silently")
    func unansweredReport() throws {
        var harness = Self.synced()
        let heartbeat = CoreHarness.heartbeat(seq: 10)
        harness.publish(heartbeat)
        harness.advance(by: 2.5)
        harness.publish(heartbeat)
        let due = harness.advance(by: 2.5)
        let report = try #require(due.sent.first { $0.request == .position })
        // The harness waits 1 s for an answer and retries once.
        harness.publish(heartbeat)
        #expect(harness.advance(by: 1).sent.map(\.id) == [report.id])
        harness.publish(heartbeat)
        let gaveUp = harness.advance(by: 1)
        #expect(gaveUp.sent.isEmpty && gaveUp.reports.isEmpty, "given up on with nothing to say: \(gaveUp)")
        #expect(!gaveUp.contains { if case .completed = $0 { true } else if case .log = $0 { true } else { false } })
        #expect(Self.idle(&harness, for: 30, seq: 10, deviceSeq: 0).isEmpty)
    }
}
