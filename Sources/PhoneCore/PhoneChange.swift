import DomainModel
import WidgetRelayKit

/// One change of what the phone shows, as it publishes it (an `Update`'s change, sync.proto):
/// the driver decides and keeps these as values; the codec edge (Codec's
/// `PhoneChange+Wire`) puts them on the wire.
public enum PhoneChange: Sendable, Hashable {
    /// An instance's new timeline; `reason` says why it was reloaded, `interactionID` which
    /// interaction it answers ("" for none).
    case timeline(ArchivedTimeline, instanceID: String, reason: String, interactionID: String)
    /// A widget instance placed, with its placeholder when one is archived.
    case instanceAdded(StoredInstance, placeholder: ArchivedView?)
    /// A widget instance's new configuration.
    case instanceConfigured(StoredInstance)
    case instanceRemoved(instanceID: String)
    /// A Live Activity's new content (a dismissed one says so in its record).
    case activity(LiveActivity)
    /// A control's new value.
    case control(ControlState)
    case relevances(WidgetRelevances, kind: String)
    case recommendations([WidgetRecommendation], kind: String)
    /// An interaction's notice: the instance's views showing `elementID` are pending.
    case invalidation(instanceID: String, interactionID: String, elementID: String)
}

extension InteractionFlow.Publication {
    /// The change this publication publishes: the notice, the update the reload built
    /// (`reloaded`), or the instance's last timeline (`lastTimeline`) again answering the
    /// interaction; nil when there is none.
    public func change(reloaded: PhoneChange?, lastTimeline: (String) -> ArchivedTimeline?) -> PhoneChange? {
        switch self {
        case .invalidation(let instanceID, let interactionID, let elementID):
            .invalidation(instanceID: instanceID, interactionID: interactionID, elementID: elementID)
        case .reloadedUpdate:
            reloaded
        case .lastTimeline(let id, let interactionID):
            lastTimeline(id).map { .timeline($0, instanceID: id, reason: "interaction", interactionID: interactionID) }
        }
    }
}
