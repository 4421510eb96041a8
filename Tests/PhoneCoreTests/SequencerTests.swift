import PhoneCore
import Testing

/// The Clone counters as values: stamps and heartbeats, no wire.
@Suite struct SequencerStampTests {
    typealias Stamp = Sequencer.Stamp

    /// One global seq; one position per topic.
    @Test(
        arguments: [
            ([nil, "desk", "watch", "desk", nil] as [String?], [(1, 1), (2, 1), (3, 1), (4, 2), (5, 2)]),
            (["desk", "desk", "desk"], [(1, 1), (2, 2), (3, 3)]),
            ([nil, nil], [(1, 1), (2, 2)]),
        ] as [([String?], [(UInt64, UInt64)])])
    func stamps(_ devices: [String?], _ expected: [(UInt64, UInt64)]) {
        var sequencer = Sequencer(epoch: 3)
        let stamps = devices.map { sequencer.stamp(to: $0) }
        #expect(stamps.map(\.seq) == expected.map(\.0))
        #expect(stamps.map(\.topicSeq) == expected.map(\.1))
        #expect(stamps.map(\.device) == devices && stamps.allSatisfy { $0.epoch == 3 })
        #expect(sequencer.seq == UInt64(devices.count))
    }

    @Test func heartbeatsGoOnSilentTopicsOnlyAndCarryOnlyTheirOwnCounter() {
        var sequencer = Sequencer(epoch: 3)
        _ = sequencer.stamp(to: "desk")
        #expect(
            sequencer.heartbeats(devices: ["watch", "desk"]) == [
                .init(stamp: Stamp(epoch: 3, seq: 1, topicSeq: 0, device: nil), deviceSeqs: [:]),
                .init(stamp: Stamp(epoch: 3, seq: 1, topicSeq: 0, device: "watch"), deviceSeqs: ["watch": 0]),
            ])
        // Nothing since: every topic hears one, the desk's with its counter, and nothing advances.
        #expect(
            sequencer.heartbeats(devices: ["watch", "desk"]).map(\.deviceSeqs) == [[:], ["desk": 1], ["watch": 0]])
        #expect(sequencer.seq == 1 && sequencer.position(for: "desk") == (1, 0, 1))
    }

    @Test func aSnapshotIsValidAtTheDevicesOwnPositions() {
        var sequencer = Sequencer(epoch: 1)
        for device in ["desk", nil, "watch", "desk"] as [String?] { _ = sequencer.stamp(to: device) }
        #expect(sequencer.position(for: "desk") == (4, 1, 2))
        #expect(sequencer.position(for: "watch") == (4, 1, 1))
        #expect(sequencer.position(for: "tv") == (4, 1, 0))
    }
}
