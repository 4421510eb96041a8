import DomainModel
import PhoneCore
import Testing

/// Each paired device's update lag as a value: the updates on its two topics it has not confirmed.
@Suite struct UpdateLagTests {
    /// Two updates to all, three to the desk, one to the watch: seq 6.
    static func busyPhone(epoch: UInt64 = 4) -> Sequencer {
        var sequencer = Sequencer(epoch: epoch)
        for device in [nil, "desk", "watch", "desk", nil, "desk"] as [String?] { _ = sequencer.stamp(to: device) }
        return sequencer
    }

    @Test func aDeviceThatConfirmedNothingLagsByEveryUpdateOnItsTopics() {
        let lag = UpdateLag()
        #expect(lag.lag(of: "desk", at: Self.busyPhone()) == 5)
        #expect(lag.lag(of: "watch", at: Self.busyPhone()) == 3)
        #expect(lag.confirmedSeq(of: "desk", at: Self.busyPhone()) == 0)
    }

    @Test func aConfirmationCountsOnlyTheDevicesOwnTopicsNotOtherDevicesUpdates() {
        var lag = UpdateLag()
        let phone = Self.busyPhone()
        // The watch has both broadcasts and its one update: the desk's three are not its lag.
        lag.confirm(SyncPosition(epoch: 4, seq: 5, broadcastSeq: 2, deviceSeq: 1), by: "watch")
        #expect(lag.lag(of: "watch", at: phone) == 0)
        #expect(lag.confirmedSeq(of: "watch", at: phone) == 5)
        lag.confirm(SyncPosition(epoch: 4, seq: 4, broadcastSeq: 1, deviceSeq: 2), by: "desk")
        #expect(lag.lag(of: "desk", at: phone) == 2)
        #expect(lag.lag(of: "watch", at: phone) == 0)
    }

    @Test func anOlderPositionDoesNotMoveItBackButAnotherEpochReplacesIt() {
        var lag = UpdateLag()
        let phone = Self.busyPhone()
        lag.confirm(SyncPosition(epoch: 4, seq: 6, broadcastSeq: 2, deviceSeq: 3), by: "desk")
        lag.confirm(SyncPosition(epoch: 4, seq: 2, broadcastSeq: 1, deviceSeq: 1), by: "desk")
        #expect(lag.lag(of: "desk", at: phone) == 0)
        // A position of another history confirms nothing of this one.
        lag.confirm(SyncPosition(epoch: 3, seq: 9, broadcastSeq: 9, deviceSeq: 9), by: "desk")
        #expect(lag.lag(of: "desk", at: phone) == 5)
        #expect(lag.confirmedSeq(of: "desk", at: phone) == 0)
    }

    @Test func aPositionAheadOfThePhoneCountsAsCaughtUp() {
        var lag = UpdateLag()
        lag.confirm(SyncPosition(epoch: 4, seq: 60, broadcastSeq: 20, deviceSeq: 30), by: "desk")
        #expect(lag.lag(of: "desk", at: Self.busyPhone()) == 0)
        #expect(lag.confirmedSeq(of: "desk", at: Self.busyPhone()) == 6)
    }

    @Test func unpairedDevicesAreForgotten() {
        var lag = UpdateLag()
        lag.confirm(SyncPosition(epoch: 4, seq: 6, broadcastSeq: 2, deviceSeq: 3), by: "desk")
        lag.confirm(SyncPosition(epoch: 4, seq: 5, broadcastSeq: 2, deviceSeq: 1), by: "watch")
        lag.keep(only: ["watch"])
        #expect(Array(lag.confirmed.keys) == ["watch"])
    }
}
