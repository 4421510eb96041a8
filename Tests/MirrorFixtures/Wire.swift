import DomainModel
import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// Wire values for mirror tests (MirrorTests, MirrorCoreTests).
package enum Wire {
    package static let t0 = Date(timeIntervalSince1970: 1_795_000_000)
    package static let invocation = IntentInvocation(intentType: "ToggleTask", parameters: [])

    /// A widget instance of `kind` whose one entry shows `root`.
    package static func instance(_ id: String, kind: String = "TodoList", createdAt: TimeInterval = 0, root: ViewNode)
        -> Relay_V1_InstanceState
    {
        let view = ArchivedView(root: root, family: .systemMedium, renderingMode: .fullColor)
        return .with {
            $0.instance = .with {
                $0.instanceID = id
                $0.kind = kind
                $0.family = .systemMedium
                $0.createdAt = Google_Protobuf_Timestamp(date: t0.addingTimeInterval(createdAt))
            }
            $0.timeline = WireCodec.encode(
                ArchivedTimeline(entries: [ArchivedEntry(date: t0, relevance: nil, view: view)], policy: .never),
                instanceID: id)
        }
    }

    /// A todo list: a toggle whose element id is the same in every instance, as archived element ids are.
    package static func todo(_ id: String, createdAt: TimeInterval, isOn: Bool = false) -> Relay_V1_InstanceState {
        instance(
            id, createdAt: createdAt,
            root: ViewNode(
                .toggle(
                    ToggleNode(
                        elementID: "toggle-buy-milk", isOn: isOn, invocation: invocation,
                        label: ViewNode(.text(.verbatim("Buy milk"))))),
                modifiers: []))
    }

    /// A Live Activity showing `text` on its Lock Screen.
    package static func activity(_ id: String, text: String) -> Relay_V1_ActivityUpdate {
        let view = ArchivedView(root: ViewNode(.text(.verbatim(text))), family: nil, renderingMode: .fullColor)
        return WireCodec.encode(
            LiveActivity(
                record: ActivityRecord(
                    id: id, attributesType: "DeliveryAttributes", attributesJSON: Data(), contentStateJSON: Data(),
                    staleDate: nil,
                    relevanceScore: 0, state: .active, pushToken: nil, startedAt: t0, contentUpdatedAt: t0),
                presentations: ActivityPresentations(lockScreen: view)))
    }

    package static func snapshot(_ fill: (inout Relay_V1_Snapshot) -> Void) -> Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot.with {
            $0.epoch = 1
            $0.seq = 10
            $0.takenAt = Google_Protobuf_Timestamp(date: t0)
        }
        fill(&snapshot)
        return snapshot
    }
}
