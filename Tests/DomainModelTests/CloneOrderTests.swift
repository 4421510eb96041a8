import DomainModel
import Testing

/// The Clone ordering every side follows (the relay's map, a mirror's replica, a mirror's link).
@Suite("CloneOrder: next, known, gap; DeliveredPosition: seen")
struct CloneOrderTests {
    @Test(
        "an update fits its topic as the next, a known one or past a gap; a heartbeat never advances it",
        arguments: [
            (UInt64(4), UInt64(3), false, CloneOrder.Fit.next),
            (3, 3, false, .known),
            (1, 3, false, .known),
            (5, 3, false, .gap),
            (3, 3, true, .known),
            (2, 3, true, .known),
            (4, 3, true, .gap),
            (1, 0, false, .next),
            (0, 0, true, .known),
        ])
    func fit(topicSeq: UInt64, last: UInt64, isHeartbeat: Bool, fit: CloneOrder.Fit) {
        #expect(CloneOrder.fit(topicSeq: topicSeq, last: last, isHeartbeat: isHeartbeat) == fit)
    }

    @Test("a position delivered once is seen after; a heartbeat at it is not; a new epoch starts afresh")
    func seen() {
        var position: DeliveredPosition?
        #expect(!DeliveredPosition.seen(&position, epoch: 1, topicSeq: 5, isHeartbeat: false))
        #expect(DeliveredPosition.seen(&position, epoch: 1, topicSeq: 5, isHeartbeat: false))
        #expect(DeliveredPosition.seen(&position, epoch: 1, topicSeq: 4, isHeartbeat: true))
        #expect(!DeliveredPosition.seen(&position, epoch: 1, topicSeq: 5, isHeartbeat: true))
        #expect(!DeliveredPosition.seen(&position, epoch: 1, topicSeq: 7, isHeartbeat: false))
        #expect(position == DeliveredPosition(epoch: 1, topicSeq: 7))
        #expect(!DeliveredPosition.seen(&position, epoch: 2, topicSeq: 1, isHeartbeat: false))
        #expect(position == DeliveredPosition(epoch: 2, topicSeq: 1))
    }
}
