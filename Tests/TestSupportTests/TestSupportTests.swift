import Synchronization
import TestSupport
import Testing

/// The tests' own helpers, which every suite that waits leans on: a stepped clock wakes a sleeper
/// when moved to its deadline and never before; a bounded wait returns the body's value, or its
/// hang guard's error naming what was awaited; the seeded dice repeat for a seed.
@Suite("TestSupport")
struct TestSupportTests {
    @Test("a stepped clock wakes a sleeper only once moved to its deadline")
    func steppedClockWakesAtItsDeadline() async throws {
        let clock = SteppedClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        let woke = Mutex(false)
        let (started, start) = AsyncStream.makeStream(of: Void.self)
        let sleeper = Task {
            start.yield()
            try await clock.sleep(until: deadline, tolerance: nil)  // not a wait: the subject
            woke.withLock { $0 = true }
        }
        try await first(of: started, "the sleeper started")
        clock.advance(by: .seconds(9))
        #expect(!woke.withLock { $0 }, "9 s of 10: still asleep")
        clock.advance(by: .seconds(1))
        try await within(60, "the sleeper woken") { try await sleeper.value }
        #expect(woke.withLock { $0 })
        #expect(clock.now == deadline)
    }

    @Test("a cancelled sleeper on a stepped clock ends with CancellationError")
    func steppedClockCancels() async throws {
        let clock = SteppedClock()
        let deadline = clock.now.advanced(by: .seconds(1))
        let sleeper = Task { try await clock.sleep(until: deadline, tolerance: nil) }  // not a wait: the subject
        sleeper.cancel()
        let outcome = try await within(60, "the cancelled sleeper") { await sleeper.result }
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    @Test("a bounded wait returns the body's value, and its guard's error names what it waited for")
    func boundedWait() async throws {
        #expect(try await within(60, "a value") { 42 } == 42)
        let (never, held) = AsyncStream.makeStream(of: Int.self)
        let error = await #expect(throws: TimedOut.self) {
            _ = try await first(of: never, within: 0.2, "an element that never comes")  // meant to run out
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("an element that never comes"))
        held.finish()
        await #expect(throws: SequenceEnded.self) {
            _ = try await first(of: never, "an element of a finished sequence")
        }
    }

    @Test("seeded dice repeat their rolls for a seed")
    func seededDice() {
        var a = SeededDice(state: 7), b = SeededDice(state: 7), c = SeededDice(state: 8)
        let rolls = (0..<8).map { _ in a.next() }
        #expect(rolls == (0..<8).map { _ in b.next() })
        #expect(rolls != (0..<8).map { _ in c.next() })
    }
}
