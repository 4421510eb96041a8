import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension WireCodec {
    /// A change the phone publishes, as an `Update`'s change.
    package static func encode(_ change: PhoneChange) -> Relay_V1_Update.OneOf_Change {
        switch change {
        case .timeline(let timeline, let instanceID, let reason, let interactionID):
            .timeline(encode(timeline, instanceID: instanceID, reason: reason, interactionID: interactionID))
        case .instanceAdded(let instance, let placeholder):
            .instanceAdded(
                .with {
                    $0.instance = encode(instance)
                    if let placeholder { $0.placeholder = encode(placeholder) }
                })
        case .instanceConfigured(let instance): .instanceConfigured(.with { $0.instance = encode(instance) })
        case .instanceRemoved(let id): .instanceRemoved(.with { $0.instanceID = id })
        case .activity(let activity): .activity(encode(activity))
        case .control(let control): .control(encode(control))
        case .relevances(let relevances, let kind): .relevances(encode(relevances, kind: kind))
        case .recommendations(let list, let kind): .recommendations(encode(list, kind: kind))
        case .invalidation(let instanceID, let interactionID, let elementID):
            .invalidation(
                .with {
                    $0.instanceID = instanceID
                    $0.interactionID = interactionID
                    $0.elementID = elementID
                })
        }
    }
}

extension Sequencer {
    /// The next update carrying `change` (``next(to:at:_:)``, encoded at this edge).
    package mutating func next(to device: String?, at time: Date, _ change: PhoneChange) -> Relay_V1_Update {
        next(to: device, at: time, WireCodec.encode(change))
    }
}
