import DomainModel
import Foundation
import MirrorCore
import Codec
import MirrorFixtures
import RelayWire
import Testing
import WidgetRelayKit

/// Orders of events a network can produce that once left a mark pending forever or a toggle
/// showing a value nobody asked for.
@Suite("MirrorCore: late and crossing events")
struct MirrorCoreEdgeTests {
    static let todo = MirrorCoreTests.todo
    static let toggle = MirrorCoreTests.toggle

    static func twoToggles() -> CoreHarness {
        var harness = CoreHarness()
        let root = ViewNode(
            .group(
                ["a", "b"].map {
                    ViewNode(
                        .toggle(
                            ToggleNode(
                                elementID: $0, isOn: false, invocation: Wire.invocation,
                                label: ViewNode(.text(.verbatim($0))))))
                }))
        harness.sync(Wire.snapshot { $0.instances = [Wire.instance("first", root: root)] })
        return harness
    }

    @Test("a rejection that overtakes its own invalidation notice leaves nothing pending")
    func lateNoticeOfARejectedTap() {
        var harness = MirrorCoreTests.synced()
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        harness.handle(
            .replied(id: "i1", .interactionResult(InteractionResult(outcome: .rejected("bad parameter"), seq: 11))))
        // The notice the phone published before it refused arrives on the SUB afterwards.
        harness.publish(
            CoreHarness.update(seq: 11, topicSeq: 1) {
                $0.invalidation = .with {
                    $0.instanceID = "first"; $0.interactionID = "i1"
                }
            })
        #expect(harness.core.pending.isEmpty)
        // Another device's notice still marks the widget.
        harness.publish(
            CoreHarness.update(seq: 12, topicSeq: 2) {
                $0.invalidation = .with {
                    $0.instanceID = "first"; $0.interactionID = "someone-else"
                }
            })
        #expect(harness.core.pending["first"]?.interactionID == "someone-else")
    }

    @Test("a second tap before the first's answer carries the first's optimistic toggle, which ends with it")
    func secondTapCarriesTheFirstsToggle() {
        var harness = Self.twoToggles()
        harness.handle(.activate(Self.todo, elementID: "a", interactionID: "i1"))
        harness.handle(.activate(Self.todo, elementID: "b", interactionID: "i2"))
        #expect(harness.core.optimistic(for: Self.todo) == ["a": true, "b": true])
        harness.handle(.replied(id: "i1", .interactionResult(InteractionResult(outcome: .performed, seq: 11))))
        // The second is refused: nothing will come for its mark, so both toggles show the phone's value.
        harness.handle(.replied(id: "i2", .interactionResult(InteractionResult(outcome: .rejected("busy"), seq: 11))))
        #expect(harness.core.optimistic.isEmpty)
        #expect(harness.core.pending.isEmpty)
    }

    /// interaction.proto, InteractionResult.seq: the mark waits until the highest seq applied is
    /// at or past the result's; the seq may name an update on another device's topic (a hole
    /// here), so the mark ends at this mirror's next update past it.
    @Test("a performed tap's mark waits until an applied update is at or past the result's seq, across holes in seq")
    func markWaitsForTheResultsSeqAcrossHoles() {
        var harness = MirrorCoreTests.synced()
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        harness.handle(.replied(id: "i1", .interactionResult(InteractionResult(outcome: .performed, seq: 15))))
        #expect(harness.core.pending["first"]?.untilSeq == 15)
        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 12, topicSeq: 1))
        #expect(harness.core.pending["first"] != nil, "12 is before 15")
        // 13–15 went to other devices' topics; 16 is this mirror's next.
        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 16, topicSeq: 2))
        #expect(harness.core.pending.isEmpty && harness.core.optimistic.isEmpty)
    }

    @Test("a phone restart (new epoch) clears marks that wait for a seq of the old epoch")
    func newEpochClearsOldWaits() {
        var harness = MirrorCoreTests.synced()
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        harness.handle(.replied(id: "i1", .interactionResult(InteractionResult(outcome: .performed, seq: 1001))))
        #expect(harness.core.pending["first"]?.untilSeq == 1001)
        // The update at 1001 is lost; the phone restarts and its first update says epoch 2.
        let resync = harness.publish(CoreHarness.update(seq: 1, topicSeq: 1, epoch: 2) { $0.heartbeat = .init() })
        #expect(resync.startsResync)
        let ask = harness.handle(.replied(id: resync.sent[0].id, .welcome))
        harness.handle(
            .replied(
                id: ask.sent[0].id,
                .snapshot(
                    SnapshotReply(
                        Wire.snapshot {
                            $0.epoch = 2
                            $0.seq = 5
                            $0.instances = [Wire.todo("first", createdAt: 0, isOn: true)]
                        }))))
        #expect(harness.core.replica.state.epoch == 2)
        #expect(harness.core.pending.isEmpty && harness.core.optimistic.isEmpty)
    }
}
