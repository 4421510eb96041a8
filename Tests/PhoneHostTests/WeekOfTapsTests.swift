import Foundation
import GRDB
@testable import PhoneHost
import TestSupport
import RelayWire
import Testing

/// A week of taps at a steady rate on the phone's manual clock: the store stays bounded (the
/// records of the last day only, the same file size on the seventh day as on the second, the
/// log under its bound), and every retry within the window is replayed, never performed twice.
@Suite("Retention: a week of taps on a manual clock", .heavy)
struct WeekOfTapsTests {
    /// A tap every five minutes for seven days.
    static let interval: TimeInterval = 300
    static let taps = 7 * 24 * 12
    /// The tap retried: the one 23 h 55 min before, inside the day's window.
    static let retryDistance = 24 * 12 - 1

    @Test(
        "a tap every 5 minutes for a week: a day of records kept, a bounded file and log, every retry in the window replayed"
    )
    func weekOfTaps() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk], retention: .standard, wiring: .inMemory)
        let mirror: TestMirror
        do { mirror = try await TestMirror.connect(desk, to: phone) } catch { await phone.stop(); throw error }
        do { try await Self.tapForAWeek(phone, mirror) } catch { await mirror.close(); await phone.stop(); throw error }
        await mirror.close()
        await phone.stop()
    }

    static func tapForAWeek(_ phone: PhoneHarness, _ mirror: TestMirror) async throws {
        let (instance, increment) = try await mirror.addCounter()
        var secondDay: Int?
        var replays = 0
        for tap in 0..<Self.taps {
            phone.clock.advance(by: Self.interval)
            let result = try await mirror.interact("tap-\(tap)", instance: instance, element: increment)
            #expect(result.wasPerformed && !result.replayed, "tap \(tap)")
            if tap % 12 == 0, tap >= Self.retryDistance {
                let retry = try await mirror.interact(
                    "tap-\(tap - Self.retryDistance)", instance: instance, element: increment)
                #expect(
                    retry.wasPerformed && retry.replayed, "the retry of tap \(tap - Self.retryDistance) at tap \(tap)")
                replays += 1
            }
            if tap == 2 * 24 * 12 { secondDay = try Self.databaseBytes(phone) }
        }
        let last = try await mirror.next("the counter after the last tap") {
            $0.timeline.interactionID == "tap-\(Self.taps - 1)"
        }
        let texts = try last.timeline.firstView.texts
        #expect(texts.first == Self.taps.formatted(), "\(texts)")  // each tap performed once, retries none
        #expect(replays == 144)

        // A day's records: 288 taps, and the one that aged out at the last tap once its batch,
        // queued on the store's writer after that tap's commit, has run.
        var week = try await Self.store(of: phone)
        try await poll("the last batch pruned", within: 60) {
            week = try await Self.store(of: phone)
            return week.interactionRecords <= 24 * 12 + 1
        }
        let day = try #require(secondDay)
        #expect(week.prunedSinceStart >= UInt64(Self.taps - 24 * 12 - 1))
        // The database stopped growing after the first day: its freed pages are used again.
        let weekBytes = try Self.databaseBytes(phone)
        #expect(weekBytes <= day + day / 5, "\(day) B on day 2, \(weekBytes) B on day 7")
        #expect(week.fileBytes <= UInt64(weekBytes))
        #expect(week.walFrames <= UInt64(2 * Checkpointer.maximumLogFrames), "log \(week.walFrames) frames")

        // A retry after the window is new to the phone: performed afresh.
        let late = try await mirror.interact("tap-0", instance: instance, element: increment)
        #expect(late.wasPerformed && !late.replayed)
    }

    /// The database's size as a reader sees it (its pages, those still in the log included):
    /// the main file's size once the log is checkpointed.
    static func databaseBytes(_ phone: PhoneHarness) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: "\(phone.dataFolder)/phone.sqlite", configuration: configuration)
        return try queue.read { db in
            try Int.fetchOne(db, sql: "PRAGMA page_count")! * Int.fetchOne(db, sql: "PRAGMA page_size")!
        }
    }

    static func store(of phone: PhoneHarness) async throws -> Relay_V1_StoreStatus {
        try await phone.admin { $0.status = true }.adminReply.status.store
    }
}
