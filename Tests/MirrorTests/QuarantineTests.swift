import Foundation
import Mirror
import MirrorCore
import Codec
import MirrorFixtures
import MirrorText
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #18.4: one bad item of a snapshot is quarantined alone; the rest is shown.
@Suite("one bad item is quarantined, never the whole snapshot")
struct QuarantineTests {
    /// Good items, one Live Activity without an id, one control without a template,
    /// one widget whose timeline cannot be decoded.
    static let mixed = Wire.snapshot {
        $0.instances = [
            Wire.instance("good", kind: "Counter", root: ViewNode(.text(.verbatim("7")))),
            {
                var bad = Wire.instance("broken", kind: "Broken", createdAt: 1, root: ViewNode(.text(.verbatim("x"))))
                bad.timeline.entries[0].view.root.text.date.style = .unspecified  // an unknown date style
                bad.timeline.entries[0].view.root.text.date.date = Google_Protobuf_Timestamp(seconds: 0)
                return bad
            }(),
        ]
        $0.activities = [Wire.activity("delivery-1", text: "Arriving in 5 min"), Wire.activity("", text: "no id")]
        $0.controls = [
            .with {
                $0.kind = "Nameless"; $0.template = .unspecified
            }
        ]
    }

    @Test("ReplicaState keeps the good items and names the bad ones")
    func replicaState() throws {
        let state = try ReplicaState(snapshot: Self.mixed)
        #expect(state.instances["good"]?.timeline != nil)
        #expect(state.instances["broken"] != nil)
        #expect(state.instances["broken"]?.problem?.contains("timeline") == true)
        #expect(Array(state.activities.keys) == ["delivery-1"])
        #expect(state.controls.isEmpty)
        #expect(Set(state.quarantined.map(\.key)) == ["activity/", "control/Nameless", "timeline/broken"])
        // The cache holds what was received; reading it back gives the same state.
        let cached = try ReplicaState(
            snapshot: Relay_V1_Snapshot(serializedBytes: state.snapshot.serializedBytes() as [UInt8]))
        #expect(cached.instances.keys.sorted() == ["broken", "good"])
        #expect(cached.instances["broken"]?.problem != nil)
    }

    @Test("a snapshot whose timeline for a widget cannot be shown leaves its last good content, marked, not nothing")
    func lastGoodContentAcrossASnapshot() throws {
        var replica = Replica(deviceID: "desk")
        let before = Wire.snapshot {
            $0.instances = [
                Wire.instance("broken", kind: "Broken", createdAt: 1, root: ViewNode(.text(.verbatim("last good"))))
            ]
        }
        #expect(try replica.restore(before) == .applied)
        let good = try #require(replica.state.instances["broken"]?.timeline)
        #expect(try replica.restore(Self.mixed) == .applied)
        #expect(replica.state.instances["broken"]?.timeline == good, "the last good timeline stays shown")
        #expect(replica.state.instances["broken"]?.problem?.contains("timeline") == true, "with its problem marked")
        #expect(replica.state.instances["broken"]?.showsLastGood == true, "out of date: shown stale")
        #expect(
            replica.state.instances["good"]?.timeline != nil && replica.state.instances["good"]?.showsLastGood == false)
        // The cache keeps what is shown: read back (a restart), the broken widget shows its last good content
        // again, not "no content yet", and the next snapshot keeps it.
        let cached = try ReplicaState(snapshot: replica.state.snapshot)
        #expect(cached.instances["broken"]?.timeline == good)
        var restarted = Replica(deviceID: "desk", cached: cached)
        #expect(try restarted.restore(Self.mixed) == .applied)
        #expect(
            restarted.state.instances["broken"]?.timeline == good && restarted.state.instances["broken"]?.problem != nil
        )
    }

    @Test(
        "an update whose timeline cannot be shown: the last good content stays, marked and stale, and is what the cache keeps"
    )
    func lastGoodContentAcrossAnUpdate() throws {
        var replica = Replica(deviceID: "desk")
        #expect(
            try replica.restore(
                Wire.snapshot {
                    $0.instances = [
                        Wire.instance("broken", kind: "Broken", root: ViewNode(.text(.verbatim("last good"))))
                    ]
                }) == .applied)
        let good = try #require(replica.state.instances["broken"]?.timeline)
        let bad = CoreHarness.update(seq: 11, topicSeq: 1) { $0.timeline = Self.mixed.instances[1].timeline }
        #expect(try replica.receive(bad, topic: Topic.device("desk")) == .applied)
        #expect(
            replica.state.instances["broken"]?.timeline == good
                && replica.state.instances["broken"]?.showsLastGood == true)
        #expect(try ReplicaState(snapshot: replica.state.snapshot).instances["broken"]?.timeline == good)
        let fixed = CoreHarness.update(seq: 12, topicSeq: 2) {
            $0.timeline = Wire.instance("broken", kind: "Broken", root: ViewNode(.text(.verbatim("new")))).timeline
        }
        #expect(try replica.receive(fixed, topic: Topic.device("desk")) == .applied)
        #expect(
            replica.state.instances["broken"]?.showsLastGood == false
                && replica.state.instances["broken"]?.problem == nil)
    }

    @Test(
        "a mirror restarted from its cache shows a quarantined widget's last good content stale, while the rest is not")
    func lastGoodShownStale() async throws {
        let cache = TemporaryFolder.shared.makeFolder() + "/snapshot.bin"
        let before = InMemoryPhone(
            snapshot: Wire.snapshot {
                $0.instances = [
                    Wire.instance("broken", kind: "Broken", createdAt: 1, root: ViewNode(.text(.verbatim("last good"))))
                ]
            })
        try await before.start()
        let first = before.client(cachePath: cache)
        try await first.start()
        try await poll("the first sync") { await first.replica.isSynced }
        await first.stop()
        await before.stop()

        let phone = InMemoryPhone(snapshot: Self.mixed)
        try await phone.start()
        let client = phone.client(cachePath: cache)
        try await client.start()
        try await poll("the sync with a broken timeline") { await client.replica.isSynced }
        let widgets = await client.presentedWidgets()
        let broken = try #require(widgets.first { $0.instance == "broken" })
        #expect(broken.view != nil && broken.stale && broken.problem != nil, "its last good content, stale and marked")
        #expect(widgets.first { $0.instance == "good" }?.stale == false)
        await client.stop()
        await phone.stop()
    }

    @Test(
        "a mirror shows the good items, marks the broken widget and counts the quarantined; so does a start from its cache"
    )
    func mirrorClient() async throws {
        let cache = TemporaryFolder.shared.makeFolder() + "/snapshot.bin"
        let phone = InMemoryPhone(snapshot: Self.mixed)
        try await phone.start()
        let client = phone.client(cachePath: cache)
        try await client.start()
        try await poll("the first sync") { await client.replica.isSynced }
        let widgets = await client.renderedWidgets()
        #expect(widgets.first { $0.instance == "good" }?.lines == ["7"])
        #expect(widgets.first { $0.instance == "broken" }?.problem?.hasPrefix(TextRenderer.problemMark) == true)
        #expect(await client.renderedActivities().map(\.lines) == [["Arriving in 5 min"]])
        #expect(await client.quarantined.count == 3)
        await client.stop()
        await phone.stop()

        let restarted = InMemoryPhone(snapshot: Self.mixed).client(cachePath: cache)
        #expect(await restarted.renderedWidgets().first { $0.instance == "good" }?.lines == ["7"])
        // The quarantined activity and control were not cached; the broken widget was, as received, and is quarantined again.
        #expect(await restarted.quarantined.map(\.key) == ["timeline/broken"])
    }
}
