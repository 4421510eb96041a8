/// Why the phone refuses to perform an interaction without running any app code.
public struct InteractionRefusal: Sendable, Hashable {
    /// interaction.proto's `RejectReason`.
    public enum Reason: Sendable, Hashable {
        case unknownTarget, notOffered, unknownIntent, badParameter, notPaired, notOwner
        /// The surface it is shown on may not carry it (`WidgetRelayKit/WidgetSurface`).
        case notOnThisSurface
    }

    public var reason: Reason
    public var message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}
