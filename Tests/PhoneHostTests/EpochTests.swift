import Foundation
import PhoneCore
import RelayLink
import TestSupport
import Testing
@testable import PhoneHost

/// sync.proto: an epoch is a *different* history, compared for equality only; and one a phone
/// left never comes back for the same keys, since a mirror retires it (#50).
@Suite("Phone: epochs")
struct EpochTests {
    let start = Date(timeIntervalSince1970: 1_795_000_000)

    @Test(
        "each start is past the last epoch the store saw and never below the clock in ms; a fresh store starts from the clock, not from 1"
    )
    func epochsNeverRepeat() throws {
        let old = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
        let ms: UInt64 = 1_795_000_000_000
        // Three starts in the same millisecond, then one a minute later, then one with the clock set back a day.
        let epochs = try [
            old.nextEpoch(at: start), old.nextEpoch(at: start), old.nextEpoch(at: start),
            old.nextEpoch(at: start + 60), old.nextEpoch(at: start - 86_400),
        ]
        #expect(epochs == [ms, ms + 1, ms + 2, ms + 60_000, ms + 60_001])
        // The data folder reset (keys kept), the phone started again an hour on: past every epoch it numbered.
        let reset = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
        #expect(try reset.nextEpoch(at: start + 3_600) == ms + 3_600_000)
    }

    @Test(
        "the rule's edges: a clock before 1970 or not a number counts from the store, never 0; the far future is capped"
    )
    func edges() {
        #expect(Sequencer.epoch(after: 0, at: Date(timeIntervalSince1970: -5)) == 1)
        #expect(Sequencer.epoch(after: 41, at: Date(timeIntervalSince1970: .nan)) == 42)
        #expect(Sequencer.epoch(after: 0, at: Date(timeIntervalSince1970: 0.0004)) == 1)
        #expect(Sequencer.epoch(after: 0, at: .distantFuture) == 64_092_211_200_000)
        #expect(Sequencer.epoch(after: 0, at: Date(timeIntervalSince1970: 1e300)) == 1 << 63)
        #expect(Sequencer.epoch(after: .max, at: start) == .max)
    }

    @Test(
        "a phone whose store was reset (its keys kept) starts a history a running mirror takes: not an epoch it retired (#50; a known issue before)"
    )
    func aResetStoreIsNotTakenForAReplay() throws {
        var link = MirrorLink()
        let old = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
        // Three starts a minute apart, each heard by the mirror through one relay.
        let earlier = try (0..<3).map { minute in
            let epoch = try old.nextEpoch(at: start + Double(60 * minute))
            return link.opened(update: "all/", epoch: epoch, topicSeq: 1, isHeartbeat: false, from: 0)
        }
        #expect(earlier == [.deliver, .deliver, .deliver])
        // The store reset: the phone's next start, sealed and signed by the phone as ever.
        let reset = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
        let epoch = try reset.nextEpoch(at: start + 300)
        #expect(link.opened(update: "all/", epoch: epoch, topicSeq: 1, isHeartbeat: false, from: 0) == .deliver)
        #expect(link.counters.replayed == 0 && link.counters.duplicates == 0, "\(link.counters)")
    }
}
