import Foundation
import PhoneCore
@testable import PhoneHost
import TestSupport
import Testing

/// Interaction records are kept for the retention window and pruned in small batches after
/// it: the store stays bounded under a steady rate of taps, and a retry within the window is
/// still replayed, never performed twice.
@Suite("Retention: interaction records kept for a window, pruned in batches")
struct RetentionTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("a window shorter than a mirror's longest retry is refused; a day by default")
    func window() throws {
        #expect(InteractionRetention.standard.window == .seconds(86_400))
        #expect(throws: RetentionError.shorterThanRetries(.seconds(599))) {
            try InteractionRetention(window: .seconds(599))
        }
        #expect(try InteractionRetention(window: .seconds(600)).window == .seconds(600))
        #expect("\(RetentionError.shorterThanRetries(.seconds(60)))".contains("at least 600 s"))
    }

    @Test(
        "the schedule: one batch at a time, again at once after a full one, else after the interval; a failure tries again later"
    )
    func schedule() throws {
        var retention = try InteractionRetention(window: .seconds(3600))
        retention.batchSize = 10
        var schedule = PruneSchedule(retention)
        let now = Self.start
        #expect(schedule.due(at: now) == now.addingTimeInterval(-3600))  // at start
        #expect(schedule.due(at: now) == nil)  // one under way
        schedule.finished(deleted: 10, at: now)  // full: more behind it
        #expect(schedule.due(at: now.addingTimeInterval(1)) == now.addingTimeInterval(1 - 3600))
        schedule.finished(deleted: 3, at: now.addingTimeInterval(1))  // the backlog is gone
        #expect(schedule.due(at: now.addingTimeInterval(60)) == nil)
        #expect(schedule.due(at: now.addingTimeInterval(61)) != nil)  // the interval later
        schedule.finished(deleted: nil, at: now.addingTimeInterval(61))  // failed
        #expect(schedule.due(at: now.addingTimeInterval(62)) == nil)
        #expect(schedule.due(at: now.addingTimeInterval(121)) != nil)
        #expect(schedule.pruned == 13)
    }

    @Test("a look that came while a batch was under way is taken once it is done, with the newer cutoff")
    func lookedMeanwhile() throws {
        var schedule = PruneSchedule(try InteractionRetention(window: .seconds(3600)))
        let now = Self.start
        #expect(schedule.due(at: now) != nil)
        #expect(schedule.due(at: now.addingTimeInterval(300)) == nil)  // under way: remembered
        schedule.finished(deleted: 1, at: now.addingTimeInterval(300))
        #expect(schedule.due(at: now.addingTimeInterval(300)) == now.addingTimeInterval(300 - 3600))
        schedule.finished(deleted: 1, at: now.addingTimeInterval(300))
        #expect(schedule.due(at: now.addingTimeInterval(301)) == nil)  // nothing came meanwhile: the interval
    }

    @Test("the next look is an interval after the batch was asked for, however late it reports back")
    func intervalFromTheStart() throws {
        var schedule = PruneSchedule(try InteractionRetention(window: .seconds(3600)))
        let now = Self.start
        #expect(schedule.due(at: now) != nil)
        schedule.finished(deleted: 1, at: now.addingTimeInterval(300))  // the clock moved 5 minutes meanwhile
        #expect(schedule.due(at: now.addingTimeInterval(300)) != nil)  // not 5 minutes + the interval
    }

    @Test(
        "a batch deletes the oldest records before the cutoff, at most its size; those left still read, those gone read as new"
    )
    func prune() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let database = try PhoneDatabase(path: StoreFixture.databasePath(folder))
        for minute in 0..<30 {
            try database.commitInteraction(
                InteractionAnswer(interactionID: "tap-\(minute)", outcome: .performed),
                device: "desk", changes: [:], at: Self.start.addingTimeInterval(Double(minute) * 60))
        }
        func prune(before minute: Int, limit: Int) async throws -> Int {
            try await withCheckedThrowingContinuation { done in
                database.pruneInteractions(before: Self.start.addingTimeInterval(Double(minute) * 60), limit: limit) {
                    done.resume(with: $0)
                }
            }
        }
        #expect(try await prune(before: 20, limit: 8) == 8)  // tap-0 … tap-7
        #expect(try await prune(before: 20, limit: 8) == 8)  // tap-8 … tap-15
        #expect(try await prune(before: 20, limit: 8) == 4)  // tap-16 … tap-19
        #expect(try await prune(before: 20, limit: 8) == 0)
        #expect(try database.interactionRecords() == 10)
        #expect(try database.interactionResult("tap-19", device: "desk") == nil)
        #expect(try database.interactionResult("tap-20", device: "desk")?.outcome == .performed)
        let size = database.size()
        #expect(size.fileBytes > 0)
        #expect(size.walFrames == 0 || size.walBytes > 32)
    }
}
