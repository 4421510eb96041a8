/// The phone's answer to an interaction (interaction.proto's `InteractionResult`, without the
/// timings the driver adds): what happened, and the (epoch, seq) whose update carries the truth.
public struct InteractionAnswer: Sendable, Hashable {
    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// `perform()` returned; its effects are durable.
        case performed
        /// `perform()` threw (or the phone gave up, or could not save): the message people see.
        case failed(String)
        /// Refused before any app code ran.
        case rejected(InteractionRefusal)
    }

    public var interactionID: String
    /// Nil only while the flow has not decided yet.
    public var outcome: Outcome?
    public var epoch: UInt64
    public var seq: UInt64
    /// The stored answer to an earlier delivery of the same id.
    public var replayed: Bool

    public init(
        interactionID: String, outcome: Outcome? = nil, epoch: UInt64 = 0, seq: UInt64 = 0, replayed: Bool = false
    ) {
        self.interactionID = interactionID
        self.outcome = outcome
        self.epoch = epoch
        self.seq = seq
        self.replayed = replayed
    }
}
