import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// ``PhoneCore/PhoneState`` at the codec edge: the snapshot a device is sent.
extension PhoneStateCut {
    /// The cut of `state` at `position`, taken at `time` in one turn: what every device shares
    /// (the snapshot of no device) and each device's own.
    package init(_ state: PhoneState, at position: Sequencer, takenAt time: Date) {
        self.init(
            shared: state.snapshot(for: "", at: position, takenAt: time),
            devices: Dictionary(
                state.devices.keys.map { ($0, state.snapshot(for: $0, at: position, takenAt: time)) },
                uniquingKeysWith: { first, _ in first }))
    }
}

extension PhoneState {
    /// KTHXBAI: everything `device` sees, valid at `sequencer`'s position: its own
    /// instances, and what all devices share.
    package func snapshot(for device: String, at position: Sequencer, takenAt time: Date) -> Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot()
        let (seq, broadcastSeq, deviceSeq) = position.position(for: device)
        snapshot.epoch = position.epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeq
        snapshot.instances = orderedInstances.filter { $0.owner == device }.map { instance in
            .with {
                $0.instance = WireCodec.encode(instance)
                if let timeline = timelines[instance.id] {
                    $0.timeline = WireCodec.encode(timeline, instanceID: instance.id)
                }
                if let placeholder = placeholders[instance.id] { $0.placeholder = WireCodec.encode(placeholder) }
            }
        }
        snapshot.activities = activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map(
            WireCodec.encode)
        snapshot.controls = controls.keys.sorted().compactMap { controls[$0].map(WireCodec.encode) }
        snapshot.recommendations = recommendations.sorted { $0.key < $1.key }.map {
            WireCodec.encode($0.value, kind: $0.key)
        }
        snapshot.relevances = relevances.sorted { $0.key < $1.key }.map { WireCodec.encode($0.value, kind: $0.key) }
        snapshot.takenAt = Google_Protobuf_Timestamp(date: time)
        return snapshot
    }
}

extension WireCodec {
    /// A widget instance as mirrors see it.
    package static func encode(_ instance: StoredInstance) -> Relay_V1_WidgetInstance {
        .with {
            $0.instanceID = instance.id
            $0.kind = instance.kind
            $0.family = WireCodec.encode(instance.family)
            if let configuration = instance.configuration { $0.configuration = WireCodec.encode(configuration) }
            $0.ownerDeviceID = instance.owner
            $0.createdAt = Google_Protobuf_Timestamp(date: instance.createdAt)
            $0.pinned = instance.pinned
        }
    }
}
