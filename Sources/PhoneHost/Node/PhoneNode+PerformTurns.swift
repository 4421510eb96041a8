import PhoneCore

extension PhoneNode {
    /// Returns once `turn` runs alone (``PerformTurns`` decides; this only suspends and resumes).
    func runAlone(_ turn: Int) async {
        guard turns.runAlone(turn) == .wait else { return }
        // The one before hands its turn over (``endAlone(_:)``).
        await withCheckedContinuation { turnWaiters[turn] = $0 }
    }

    /// `turn` has committed (or given up): the next in line runs alone, or all may commit again.
    func endAlone(_ turn: Int) {
        resumeTurns(turns.endAlone(turn))
    }

    /// Returns once `turn` may commit: nobody else runs alone. No suspension when nobody does.
    func mayCommit(_ turn: Int) async {
        while turns.mayCommit(turn) == .wait {
            await withCheckedContinuation { turnWaiters[turn] = $0 }
        }
    }

    /// The node stops: whoever waits for a turn goes on (its lane is cancelled anyway).
    func releaseTurns() {
        resumeTurns(turns.releaseAll())
    }

    private func resumeTurns(_ resumed: [Int]) {
        for turn in resumed { turnWaiters.removeValue(forKey: turn)?.resume() }
    }
}
