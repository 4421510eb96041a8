import PhoneCore
import Testing

/// The retry-after-a-lost-commit policy, as tables: what the phone does before each run of
/// `perform()` when every commit so far found its reads changed by another's.
@Suite struct PerformRetryTests {
    typealias Decision = PerformRetry.Decision

    @Test func thePhonesPolicyIsEightRunsTheThirdAndLaterAloneThenTheSynthesizedFailure() {
        #expect(PerformRetry.performAttempts == 8 && PerformRetry.sharedAttempts == 2)
        var retry = PerformRetry()
        let decisions = (0..<10).map { _ in retry.nextAttempt() }
        #expect(
            decisions == [
                .perform(attempt: 1, runAloneFirst: false),
                .perform(attempt: 2, runAloneFirst: false),
                .perform(attempt: 3, runAloneFirst: true),  // lost twice: takes the turn to run alone, once
                .perform(attempt: 4, runAloneFirst: false),
                .perform(attempt: 5, runAloneFirst: false),
                .perform(attempt: 6, runAloneFirst: false),
                .perform(attempt: 7, runAloneFirst: false),
                .perform(attempt: 8, runAloneFirst: false),
                .giveUp(message: "other interactions kept changing the data this one reads; try again"),
                .giveUp(message: PerformRetry.givingUp),  // and stays given up
            ])
        #expect(retry.attempts == 8)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let maximum: Int, shared: Int
        /// The runs that take the turn to run alone first, and the runs before giving up.
        let aloneAt: Int?, runs: Int
        var testDescription: String { "\(maximum) runs, \(shared) shared" }
    }

    @Test(arguments: [
        Case(maximum: 8, shared: 2, aloneAt: 3, runs: 8),
        Case(maximum: 1, shared: 2, aloneAt: nil, runs: 1),
        Case(maximum: 3, shared: 0, aloneAt: 1, runs: 3),
        Case(maximum: 5, shared: 5, aloneAt: nil, runs: 5),
        Case(maximum: 0, shared: 2, aloneAt: nil, runs: 0),
    ])
    func runsAndTheTurnToRunAlone(_ row: Case) {
        var retry = PerformRetry(maximumAttempts: row.maximum, sharedAttempts: row.shared)
        var runs = 0, aloneAt: Int?
        while case .perform(let attempt, let runAloneFirst) = retry.nextAttempt() {
            runs += 1
            #expect(attempt == runs)
            if runAloneFirst {
                #expect(aloneAt == nil, "the turn is taken once")
                aloneAt = attempt
            }
        }
        #expect(runs == row.runs && aloneAt == row.aloneAt)
    }

    /// A commit that stored the result ends the turn to run alone (once); a stale one does not
    /// (the next run keeps it), so it is only ended where the driver reports an end.
    @Test(arguments: [(lostBeforeWinning: 0, endsAlone: false), (1, false), (2, true), (5, true)])
    func aCommitThatStoresEndsTheTurnToRunAlone(lostBeforeWinning: Int, endsAlone: Bool) {
        var retry = PerformRetry()
        for _ in 0...lostBeforeWinning { _ = retry.nextAttempt() }
        #expect(retry.runsAlone == endsAlone)
        let ended = retry.commitEnded(), again = retry.commitEnded()
        #expect(ended == endsAlone)
        #expect(!again, "ended once")
    }
}
