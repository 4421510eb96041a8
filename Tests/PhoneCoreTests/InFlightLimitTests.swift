import PhoneCore
import Testing

/// The BUSY rule and the lanes requests wait in.
@Suite struct InFlightLimitTests {
    @Test func aDeviceHasAtMostSixtyFourInFlightThenBusyUntilOneIsAnswered() {
        var limit = InFlightLimit()
        #expect(limit.maximum == 64)
        for _ in 0..<64 { #expect(limit.admit("desk") == nil) }
        #expect(limit.admit("desk") == "desk has 64 requests in flight; retry when some are answered")
        #expect(limit.admit("watch") == nil, "another device's count is its own")
        limit.finished("desk")
        #expect(limit.admit("desk") == nil)
        #expect(limit.counts == ["desk": 64, "watch": 1])
    }

    @Test(arguments: [(admitted: 1, answered: 1, left: 0), (3, 1, 2), (2, 5, 0)])
    func answeredRequestsLeaveTheCount(admitted: Int, answered: Int, left: Int) {
        var limit = InFlightLimit(maximum: 3)
        for _ in 0..<admitted { _ = limit.admit("desk") }
        for _ in 0..<answered { limit.finished("desk") }
        #expect(limit.counts["desk", default: 0] == left)
    }

    @Test(arguments: [
        (Lane.instance("w1"), "instance:w1"), (.activity("a1"), "activity:a1"), (.control("Lamp"), "control:Lamp"),
        (.device("desk"), "device:desk"), (.push, "push"),
    ])
    func laneNames(_ lane: Lane, _ key: String) {
        #expect(lane.key == key)
    }
}
