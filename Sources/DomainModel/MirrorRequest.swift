import Foundation
import WidgetRelayKit

/// What a mirror asks its phone over the DEALER: the domain side of relay.v1's
/// requests (``MirrorRequest/frame(from:id:at:synced:)`` is the codec).
public enum MirrorRequest: Sendable, Hashable {
    /// Introduces the device (needed before anything else, and again after the phone restarts).
    case hello(MirrorHello)
    /// ICANHAZ?: the state as of now, for a mirror that knows `knownEpoch`; in parts of about
    /// `maxPartBytes` each (0: whole, as a mirror that predates parts asks), which a phone that
    /// predates parts answers whole.
    case snapshot(knownEpoch: UInt64, maxPartBytes: UInt32 = 0)
    /// A button or toggle activated.
    case interaction(InteractionRequest)
    /// Opens `url` in the app on the phone (a Link, or a widget's URL).
    case openURL(URL, target: InteractionTarget, elementID: String)
    /// The phone's widget kinds and control kinds.
    case catalog
    /// An EntityQuery's suggested entities.
    case suggestedEntities(entityType: String)
    /// Places a widget of `kind` on this device.
    case addWidget(kind: String, family: WidgetFamily, configuration: IntentInvocation?)
    /// Reconfigures an instance.
    case configureWidget(instanceID: String, configuration: IntentInvocation?)
    /// Removes an instance.
    case removeWidget(instanceID: String)
    /// Unpairs this device on the phone (answered with ``MirrorReply/ack``; NOT_PAIRED if it already was).
    case unpair
    /// Nothing but the envelope's position (an empty `Echo`): tells the phone what this mirror
    /// applied when it sent nothing else for a while (sync.proto's `SyncPosition`).
    case position

    /// Whether the reply moves an interaction on (interactions are answered by their own result).
    public var isInteraction: Bool { if case .interaction = self { true } else { false } }
}

/// How a mirror introduces itself (`Hello` with its capabilities).
public struct MirrorHello: Sendable, Hashable {
    public var kind: DeviceKind
    public var displayName: String
    public var families: [WidgetFamily]
    public var renderingMode: WidgetRenderingMode
    public var liveActivities = true
    public var controls = true
    public var smartStack: Bool
    /// The other places it draws small system widgets in (device.proto's `Capabilities.surfaces`).
    public var surfaces: [SurfaceVariant] = []

    public init(kind: DeviceKind, displayName: String, families: [WidgetFamily], renderingMode: WidgetRenderingMode) {
        self.kind = kind
        self.displayName = displayName
        self.families = families
        self.renderingMode = renderingMode
        smartStack = kind == .watch
    }
}

/// One activation of a button or toggle, as sent to the phone.
public struct InteractionRequest: Sendable, Hashable {
    /// The phone dedupes by it: a retry is performed once.
    public var interactionID: String
    public var target: InteractionTarget
    public var elementID: String
    /// The archived invocation the element carries (the phone checks it offered it).
    public var invocation: IntentInvocation
    /// The state a toggle was set to, for a toggle.
    public var toggleValue: Bool?
    public var tappedAt: Date

    public init(
        interactionID: String, target: InteractionTarget, elementID: String, invocation: IntentInvocation,
        toggleValue: Bool?, tappedAt: Date
    ) {
        self.interactionID = interactionID
        self.target = target
        self.elementID = elementID
        self.invocation = invocation
        self.toggleValue = toggleValue
        self.tappedAt = tappedAt
    }
}
