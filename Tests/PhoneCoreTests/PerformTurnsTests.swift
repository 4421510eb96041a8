import PhoneCore
import Testing

/// The starvation rule: who runs alone, who waits to commit, who is resumed.
@Suite struct PerformTurnsTests {
    @Test func turnsAreNumberedInOrder() {
        var turns = PerformTurns()
        #expect([turns.nextTurn(), turns.nextTurn(), turns.nextTurn()] == [1, 2, 3])
    }

    @Test func withNobodyAloneEveryoneCommitsAtOnce() {
        var turns = PerformTurns()
        #expect(turns.mayCommit(1) == .proceed && turns.mayCommit(2) == .proceed)
        #expect(turns.waitingToCommit.isEmpty)
    }

    /// The scenario the rule exists for: A lost twice and runs alone; B performs beside it
    /// but waits to commit, so A's commit cannot be beaten; then B goes on.
    @Test func oneRunningAloneCannotLoseToTheOthers() {
        var turns = PerformTurns()
        let a = turns.nextTurn(), b = turns.nextTurn()
        #expect(turns.runAlone(a) == .proceed && turns.alone == a)
        #expect(turns.mayCommit(b) == .wait)
        #expect(turns.mayCommit(a) == .proceed)
        #expect(turns.endAlone(a) == [b])
        #expect(turns.alone == nil && turns.mayCommit(b) == .proceed)
    }

    /// A turn resumed to commit asks again: another may have taken the turn to run alone since.
    @Test func aResumedCommitAsksAgain() {
        var turns = PerformTurns()
        #expect(turns.runAlone(1) == .proceed && turns.mayCommit(2) == .wait)
        #expect(turns.endAlone(1) == [2])
        #expect(turns.runAlone(3) == .proceed)
        #expect(turns.mayCommit(2) == .wait && turns.endAlone(3) == [2] && turns.mayCommit(2) == .proceed)
    }

    @Test func severalThatMustRunAloneTakeTurnsFirstComeFirstServed() {
        var turns = PerformTurns()
        let (a, b, c, d) = (turns.nextTurn(), turns.nextTurn(), turns.nextTurn(), turns.nextTurn())
        #expect(turns.runAlone(a) == .proceed)
        #expect(turns.runAlone(b) == .wait && turns.runAlone(c) == .wait)
        #expect(turns.mayCommit(d) == .wait)
        // Each end hands the turn to the next in line; those waiting to commit wait on.
        #expect(turns.endAlone(a) == [b] && turns.alone == b)
        #expect(turns.waitingToCommit == [d])
        #expect(turns.endAlone(b) == [c] && turns.alone == c)
        #expect(turns.endAlone(c) == [d])
        #expect(turns.alone == nil && turns.queue.isEmpty && turns.waitingToCommit.isEmpty)
    }

    @Test func anEndFromATurnNotAloneChangesNothingButItsPlaceInLine() {
        var turns = PerformTurns()
        #expect(turns.runAlone(1) == .proceed && turns.runAlone(2) == .wait)
        #expect(turns.endAlone(2) == [])
        #expect(turns.alone == 1 && turns.queue.isEmpty)
        #expect(turns.endAlone(3) == [] && turns.alone == 1)
    }

    @Test func stoppingReleasesEveryWaitingTurnAndKeepsTheNumbering() {
        var turns = PerformTurns()
        let (a, b, c) = (turns.nextTurn(), turns.nextTurn(), turns.nextTurn())
        _ = turns.runAlone(a)
        _ = turns.runAlone(b)
        _ = turns.mayCommit(c)
        #expect(turns.releaseAll() == [b, c])
        #expect(turns.alone == nil && turns.queue.isEmpty && turns.waitingToCommit.isEmpty)
        #expect(turns.nextTurn() == 4)
    }
}
