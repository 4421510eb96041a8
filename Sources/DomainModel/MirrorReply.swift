import Foundation
import WidgetRelayKit

/// What the phone answers a mirror's request: the domain side of relay.v1's replies
/// (the codec, Codec's `MirrorReply.decode(_:)`, reads them off the wire).
public enum MirrorReply: Sendable {
    /// The answer to Hello.
    case welcome
    /// KTHXBAI: the state, to restore the replica from.
    case snapshot(SnapshotReply)
    /// How an interaction went.
    case interactionResult(InteractionResult)
    /// The instance a widget was added or configured as.
    case widgetInstance(instanceID: String)
    case catalog(WidgetCatalog)
    case entities([EntitySuggestion])
    /// Done (a removal, an opened URL).
    case ack
    /// The app opened on the phone (an OpenURL), and what it did.
    case appOpened(AppScene.Opened)
    /// The request was refused: the phone's code and message.
    case error(RelayError)
    /// A reply this mirror does not expect (named for the log).
    case unexpected(String)
}

/// How the phone answered an interaction.
public struct InteractionResult: Sendable, Hashable {
    /// What became of the interaction.
    public enum Outcome: Sendable, Hashable {
        /// Performed; the update that shows its effect carries `seq`.
        case performed
        /// `perform()` threw: the intent's error text.
        case failed(String)
        /// Not performed (not offered, unknown target…), with why.
        case rejected(String)
        /// An outcome this build does not know.
        case unknown
    }
    public var outcome: Outcome
    /// The seq of the update that answers it (0: none).
    public var seq: UInt64

    public init(outcome: Outcome, seq: UInt64) {
        self.outcome = outcome
        self.seq = seq
    }
}

/// The phone's widget gallery.
public struct WidgetCatalog: Sendable, Hashable {
    public var widgets: [CatalogWidget]
    public var controlKinds: [String]
    /// The bundle's `#Preview`s that decode, in the phone's order.
    public var previews: [CatalogPreview]
    public init(widgets: [CatalogWidget], controlKinds: [String], previews: [CatalogPreview] = []) {
        self.widgets = widgets
        self.controlKinds = controlKinds
        self.previews = previews
    }
}

/// One widget kind the phone offers.
public struct CatalogWidget: Sendable, Hashable {
    public var kind: String
    public var displayName: String
    public var description: String
    /// The families it supports (those this build knows).
    public var families: [WidgetFamily]
    /// Its configuration intent (nil for a static widget, or one that cannot be read).
    public var configuration: IntentSchema?
    /// The parameters as "name: title", even when the schema as a whole cannot be read.
    public var parameterTitles: [String]
    /// Gallery previews that decode, one per family.
    public var previews: [ArchivedView]

    public init(
        kind: String, displayName: String, description: String, families: [WidgetFamily], configuration: IntentSchema?,
        parameterTitles: [String], previews: [ArchivedView]
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.configuration = configuration
        self.parameterTitles = parameterTitles
        self.previews = previews
    }
}

/// An entity an EntityQuery suggests.
public struct EntitySuggestion: Sendable, Hashable {
    public var id: String
    public var title: String
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
