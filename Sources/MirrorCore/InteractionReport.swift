/// How an interaction ended, for people.
public struct InteractionReport: Sendable, Hashable {
    /// How it ended.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case performed, failed, rejected, refused, timedOut
    }
    /// The interaction's id, as the phone records it (empty for an opened URL).
    public let interactionID: String
    /// The target's key (`DomainModel/InteractionTarget/key`).
    public let instanceID: String
    public let elementID: String
    public let outcome: Outcome
    /// Why, for anything but performed.
    public let message: String?

    public init(interactionID: String, instanceID: String, elementID: String, outcome: Outcome, message: String?) {
        self.interactionID = interactionID
        self.instanceID = instanceID
        self.elementID = elementID
        self.outcome = outcome
        self.message = message
    }
}
