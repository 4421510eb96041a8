import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing

@Suite struct CloneRecordsTests {
    /// A snapshot with one of everything a device can hold.
    static func snapshot() -> Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot()
        snapshot.epoch = 4
        snapshot.seq = 40
        snapshot.broadcastSeq = 12
        snapshot.deviceSeq = 9
        snapshot.takenAt = .init(seconds: 1_700_000_000)
        for (index, id) in ["w2", "w1"].enumerated() {
            snapshot.instances.append(
                .with {
                    $0.instance = .with {
                        $0.instanceID = id
                        $0.kind = "counter"
                        $0.ownerDeviceID = "desk"
                        $0.createdAt = .init(seconds: Int64(100 + index))
                    }
                    $0.placeholder = .with { $0.root = .with { $0.text = .with { $0.verbatim = "…" } } }
                    if id == "w2" {
                        $0.timeline = .with {
                            $0.instanceID = id; $0.entries = [.with { $0.entryID = "e1" }]
                        }
                    }
                })
        }
        snapshot.activities = [
            .with {
                $0.activityID = "a1"; $0.state = .active; $0.startedAt = .init(seconds: 5)
            }
        ]
        snapshot.controls = [
            .with {
                $0.kind = "lights"; $0.isOn = true
            }, .with { $0.kind = "fan" },
        ].sorted { $0.kind < $1.kind }
        snapshot.recommendations = [.with { $0.kind = "counter" }]
        snapshot.relevances = [.with { $0.kind = "counter" }]
        return snapshot
    }

    @Test func aSnapshotSurvivesBecomingRecordsAndBack() {
        let original = Self.snapshot()
        let (device, shared) = CloneRecords.updates(of: original)
        #expect(device.count == 3)  // two instances, one timeline
        #expect(shared.count == 5)
        #expect(device.allSatisfy { $0.topicSeq == 9 && $0.seq == 40 })
        #expect(shared.allSatisfy { $0.topicSeq == 12 })
        let rebuilt = CloneRecords.snapshot(
            from: (shared + device).shuffled(), epoch: 4, seq: 40, broadcastSeq: 12, deviceSeq: 9)
        var expected = original
        expected.instances.sort { $0.instance.createdAt.seconds < $1.instance.createdAt.seconds }
        #expect(rebuilt == expected)
    }

    @Test func theLatestRecordOfEachThingWins() {
        var older = Relay_V1_Update()
        older.seq = 3
        older.control = .with {
            $0.kind = "lights"; $0.isOn = false
        }
        var newer = older
        newer.seq = 8
        newer.control.isOn = true
        var configured = Relay_V1_Update()
        configured.seq = 9
        configured.instanceConfigured = .with {
            $0.instance = .with {
                $0.instanceID = "w"; $0.kind = "counter"; $0.pinned = true
            }
        }
        var added = Relay_V1_Update()
        added.seq = 2
        added.instanceAdded = .with {
            $0.instance = .with {
                $0.instanceID = "w"; $0.kind = "counter"
            }; $0.placeholder = .with { $0.root = .init() }
        }
        let rebuilt = CloneRecords.snapshot(
            from: [newer, configured, older, added], epoch: 1, seq: 9, broadcastSeq: 2, deviceSeq: 2)
        #expect(rebuilt.controls.map(\.isOn) == [true])
        #expect(rebuilt.instances.map(\.instance.pinned) == [true])  // reconfigured after it was added
        #expect(rebuilt.instances.first?.hasPlaceholder == true)  // the placeholder stays from when it was added
    }

    @Test(arguments: [
        ("removed", Relay_V1_CloneOp.delete), ("dismissed", .delete), ("ended", .set), ("heartbeat", .heartbeat),
        ("invalidation", .pass),
    ])
    func whatTheMapDoesWithEachChange(change: String, op: Relay_V1_CloneOp) {
        var update = Relay_V1_Update()
        switch change {
        case "removed": update.instanceRemoved = .with { $0.instanceID = "w" }
        case "dismissed":
            update.activity = .with {
                $0.activityID = "a"; $0.state = .dismissed
            }
        case "ended":
            update.activity = .with {
                $0.activityID = "a"; $0.state = .ended
            }
        case "heartbeat": update.heartbeat = .init()
        default: update.invalidation = .with { $0.instanceID = "w" }
        }
        #expect(CloneRecords.key(of: update).op == op)
    }
}
