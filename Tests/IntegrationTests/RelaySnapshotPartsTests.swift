import DomainModel
import Foundation
import Mirror
import MirrorCore
import Codec
import RelayLink
import TestSupport
import Synchronization
import Testing
import WidgetRelayKit
import ZeroMQ

/// Issue #34, point 3, through a relay: a big snapshot comes in parts from the relay's map as
/// it comes from the phone. A real `phone-node` in relay mode behind a real `relay-node`; two
/// mirrors of one device in this process (MirrorClient over MirrorRelayTransport, the
/// desktop's own code): the first adds the widgets and follows the phone's stream, the second
/// starts afresh, with nothing cached, and asks for parts of 16 KiB.
@Suite("A big snapshot through a relay, in parts", .heavy)
struct RelaySnapshotPartsTests {
    /// Counter widgets, about 1.4 KB each in a snapshot: about five parts of 16 KiB.
    static let widgets = 48

    /// What a mirror shows of its replica, decoded (a timeline that came live carries its
    /// update's reason, which a snapshot leaves out: the bytes differ, not what they say).
    struct Shown: Equatable, CustomStringConvertible {
        let epoch: UInt64, seq: UInt64, broadcastSeq: UInt64, deviceSeq: UInt64
        let timelines: [String: ArchivedTimeline?]
        let placeholders: [String: ArchivedView?]
        let controls: [String: ControlState]
        let activities: [String: LiveActivity]
        let quarantined: [QuarantinedItem]

        init(_ state: ReplicaState) {
            (epoch, seq, broadcastSeq, deviceSeq) = (state.epoch, state.seq, state.broadcastSeq, state.deviceSeq)
            timelines = state.instances.mapValues(\.timeline)
            placeholders = state.instances.mapValues(\.placeholder)
            (controls, activities, quarantined) = (state.controls, state.activities, state.quarantined)
        }

        var description: String {
            "epoch \(epoch) seq \(seq) (\(broadcastSeq), \(deviceSeq)): \(timelines.count) widgets, \(controls.count) controls, \(activities.count) activities, \(quarantined.count) quarantined"
        }
    }

    @Test(
        "a phone with 48 widgets behind a relay: a fresh mirror asking for parts of 16 KiB gets several parts from the relay and ends with the state of the mirror that followed the phone, where the phone stands"
    )
    func bigSnapshotInParts() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let relay = try await RelayProcess.start(data: "\(folder)/relay")
        let relayKey = try CurveKey(z85: relay.key)
        let phoneData = "\(folder)/phone"
        let phoneKeys = try await NodeKeys.make("phone-node", data: phoneData)
        let desk = try CurveKeyPair.generate()
        try await NodeKeys.pair("desk", kind: "desktop", key: desk, onPhone: phoneData)
        let phone = try await PhoneProcess.startRelayed(data: phoneData, endpoint: relay.phones, key: relay.key)
        let context = try Context(ioThreads: 1)

        // The mirror that adds the widgets, asking its snapshots whole.
        let follower = try await FollowingMirror.start(
            id: "desk", keys: desk, relay: relay.mirrors, relayKey: relayKey,
            phoneKey: phoneKeys.publicKey, context: context, snapshotPartBytes: 0)
        try await poll("the first mirror's sync through the relay") { await follower.client.replica.isSynced }
        for _ in 0..<Self.widgets {
            _ = try await follower.client.addWidget(kind: "Counter", family: .systemSmall, configuration: nil)
        }
        try await poll("every widget's timeline on the first mirror") {
            let state = await follower.client.replica.state
            return state.instances.count == Self.widgets && state.instances.values.allSatisfy { $0.timeline != nil }
        }

        // The same device afresh: its snapshot comes from the relay's map, in parts.
        let fresh = try await FollowingMirror.start(
            id: "desk", keys: desk, relay: relay.mirrors, relayKey: relayKey,
            phoneKey: phoneKeys.publicKey, context: context, snapshotPartBytes: 16 * 1024)
        try await poll("the fresh mirror's sync through the relay") { await fresh.client.replica.isSynced }
        #expect(fresh.counters.snapshotParts >= 3, "\(fresh.counters)")
        #expect(follower.counters.snapshotParts == 0, "asked whole, answered whole: \(follower.counters)")

        let agreed = Mutex<(Shown, Shown)?>(nil)
        do {
            try await poll("both mirrors where the phone stands, showing the same", every: .milliseconds(250)) {
                // (the phone busy: look again)
                guard let before = try? await PhoneStatus.read(phoneData) else { return false }
                let followed = Shown(await follower.client.replica.state),
                    synced = Shown(await fresh.client.replica.state)
                agreed.withLock { $0 = (followed, synced) }
                guard followed.epoch == before.epoch, followed.seq == before.seq, followed == synced else {
                    return false
                }
                return (try? await PhoneStatus.read(phoneData)) == before
            }
        } catch {
            let last = agreed.withLock { $0 }
            Issue.record(
                "\(error): the follower \(last.map { "\($0.0)" } ?? "-"), the fresh mirror \(last.map { "\($0.1)" } ?? "-")"
            )
        }
        let shown = try #require(agreed.withLock { $0 }?.1)
        #expect(
            shown.timelines.count == Self.widgets && shown.timelines.values.allSatisfy { $0 != nil }
                && shown.quarantined.isEmpty)
        #expect(
            fresh.refusals == 0 && follower.refusals == 0,
            "refused from an honest relay: \(fresh.counters), \(follower.counters)")
        #expect(fresh.notable["dropped a snapshot's parts"] == nil, "\(fresh.notable)")

        await fresh.stop()
        await follower.stop()
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
        context.shutdown()
    }
}
