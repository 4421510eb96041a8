import DomainModel

/// A pending mark: from a tap (or a notice of someone else's) until the update that
/// answers it is applied. While it stands, the target's invalidatable views show as pending.
public struct PendingMark: Sendable, Hashable {
    public let target: InteractionTarget
    public let interactionID: String
    /// Clear once an update at or past this seq is applied (unknown until the result comes).
    public var untilSeq: UInt64?
    /// The toggles shown optimistically until then.
    public var optimisticElements: [TargetElement] = []

    public init(
        target: InteractionTarget, interactionID: String, untilSeq: UInt64? = nil,
        optimisticElements: [TargetElement] = []
    ) {
        self.target = target
        self.interactionID = interactionID
        self.untilSeq = untilSeq
        self.optimisticElements = optimisticElements
    }
}

/// One button or toggle of one target: optimistic values are kept by it, since two
/// instances of one kind share their element ids.
public struct TargetElement: Sendable, Hashable {
    public let target: InteractionTarget
    public let elementID: String
    public init(_ target: InteractionTarget, _ elementID: String) {
        self.target = target
        self.elementID = elementID
    }
}
