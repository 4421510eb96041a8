/// The Clone pattern's ordering on one topic (the ZeroMQ Guide, chapter 5), written once for
/// every side that follows a phone's stream: the relay's Clone map, a mirror's replica and a
/// mirror's link to several relays. Each topic ("all/", "dev/<id>/") numbers its updates
/// (`topic_seq`); a heartbeat repeats its topic's last number.
public enum CloneOrder {
    /// How an update fits a topic whose last applied number is `last`.
    public enum Fit: Sendable, Equatable {
        /// The next one on its topic: apply it.
        case next
        /// At or below the topic's position (a repeat, or a heartbeat at the position): nothing to do.
        case known
        /// Past the next one, or a heartbeat reporting one not applied: something was missed.
        case gap
    }

    /// The Clone client's rule: an update advances its topic by one; a heartbeat (at the topic's
    /// last `topic_seq`) does not; anything further ahead, a heartbeat reporting one not applied
    /// included, means something was missed.
    public static func fit(topicSeq: UInt64, last: UInt64, isHeartbeat: Bool) -> Fit {
        if topicSeq <= last { return .known }
        if isHeartbeat { return .gap }
        return topicSeq == last + 1 ? .next : .gap
    }
}

/// The furthest (epoch, `topic_seq`) delivered on one stream: what a receiver that hears the
/// same updates more than once (through several relays) uses to hand each on once.
public struct DeliveredPosition: Sendable, Hashable {
    public private(set) var epoch: UInt64
    public private(set) var topicSeq: UInt64

    public init(epoch: UInt64, topicSeq: UInt64) {
        (self.epoch, self.topicSeq) = (epoch, topicSeq)
    }

    /// Whether an update at (`epoch`, `topicSeq`) was had already at `position` (a heartbeat
    /// repeats its topic's last position, so only one below it was had); records the position
    /// reached: the highest in an epoch, or the first of a new one.
    public static func seen(_ position: inout DeliveredPosition?, epoch: UInt64, topicSeq: UInt64, isHeartbeat: Bool)
        -> Bool
    {
        if let last = position, last.epoch == epoch {
            if topicSeq < last.topicSeq || (topicSeq == last.topicSeq && !isHeartbeat) { return true }
            if topicSeq == last.topicSeq { return false }
        }
        position = DeliveredPosition(epoch: epoch, topicSeq: topicSeq)
        return false
    }
}
