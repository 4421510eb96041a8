import Foundation
import PhoneCore
import Codec
import RelayWire
import Testing
import WidgetRelayKit

/// The Clone sequencer and the snapshot, in memory.
@Suite struct SequencerTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func everyUpdateGetsTheNextSeqAndTheNextPositionInItsTopic() {
        var sequencer = Sequencer(epoch: 3)
        let a = sequencer.next(to: nil, at: now, .control(.init()))
        let b = sequencer.next(to: "desk", at: now, .control(.init()))
        let c = sequencer.next(to: "watch", at: now, .control(.init()))
        let d = sequencer.next(to: "desk", at: now, .control(.init()))
        #expect([a, b, c, d].map(\.seq) == [1, 2, 3, 4])
        #expect([a, b, c, d].map(\.topicSeq) == [1, 1, 1, 2])
        #expect([a, b, c, d].allSatisfy { $0.epoch == 3 })
        #expect(
            Sequencer.topic(for: "desk") == Array("dev/desk/".utf8) && Sequencer.topic(for: nil) == Array("all/".utf8))
    }

    @Test func heartbeatsOnSilentTopicsOnlyAndEachDeviceHearsOnlyItsOwnCounter() throws {
        var sequencer = Sequencer(epoch: 3)
        _ = sequencer.next(to: "desk", at: now, .control(.init()))
        // The desk's topic was busy since the last tick; "all/" and the watch's were not.
        let first = sequencer.heartbeats(devices: ["desk", "watch"], at: now)
        #expect(first.map { String(decoding: $0.topic, as: UTF8.self) } == ["all/", "dev/watch/"])
        _ = sequencer.next(to: nil, at: now, .control(.init()))
        #expect(
            sequencer.heartbeats(devices: ["desk", "watch"], at: now).map { String(decoding: $0.topic, as: UTF8.self) }
                == ["dev/desk/", "dev/watch/"])
        _ = sequencer.heartbeats(devices: [], at: now)
        _ = sequencer.next(to: "desk", at: now, .control(.init()))
        _ = sequencer.heartbeats(devices: ["desk", "watch"], at: now)
        let beats = sequencer.heartbeats(devices: ["watch", "desk"], at: now)
        #expect(beats.map { String(decoding: $0.topic, as: UTF8.self) } == ["all/", "dev/desk/", "dev/watch/"])
        #expect(beats[0].update.heartbeat.deviceSeqs.isEmpty)
        #expect(beats[0].update.topicSeq == 1)
        #expect(beats[1].update.heartbeat.deviceSeqs == ["desk": 2] && beats[1].update.topicSeq == 2)
        #expect(beats[2].update.heartbeat.deviceSeqs == ["watch": 0])
        #expect(beats.allSatisfy { $0.update.seq == 3 })
    }

    @Test func aSnapshotHoldsOnlyTheDevicesOwnWidgetsAndIsValidAtItsTopicsPositions() async {
        var phone = PhoneFixture.phone()
        _ = await phone.tap(PhoneFixture.tap(), from: "desk")
        let snapshot = phone.state.snapshot(for: "desk", at: phone.sequencer, takenAt: now)
        #expect(snapshot.instances.map(\.instance.instanceID) == ["w1"])
        #expect(snapshot.seq == phone.sequencer.seq && snapshot.deviceSeq == 2 && snapshot.broadcastSeq == 0)
        #expect(snapshot.activities.count == 1 && snapshot.controls.count == 1)
        let watch = phone.state.snapshot(for: "watch", at: phone.sequencer, takenAt: now)
        #expect(watch.instances.map(\.instance.instanceID) == ["w2"] && watch.deviceSeq == 0)
    }
}
