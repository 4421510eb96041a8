/// Who may commit an interaction's writes now.
///
/// Interactions perform side by side, and the first to commit wins: the others' reads went
/// stale, so their commits store nothing and they run again (``PhoneDatabase/commitInteractions(_:)``). Under contention one can lose
/// again and again; so one that lost ``PhoneNode/sharedAttempts`` times runs *alone*: the
/// others still perform, but wait to commit until it has, so it cannot lose again. Several
/// that must run alone take turns, first come first served.
struct PerformTurns {
    /// The interaction running alone now (a number the phone gave it).
    var alone: Int?
    /// Those waiting to run alone, in order.
    var queue: [(turn: Int, resume: CheckedContinuation<Void, Never>)] = []
    /// Those waiting to commit until nobody runs alone.
    var waitingToCommit: [CheckedContinuation<Void, Never>] = []
    /// The last number given.
    var last = 0
}

extension PhoneNode {
    /// After this many runs that lost to another interaction's commit, the next runs alone.
    static let sharedAttempts = 2

    /// A number for one interaction's perform step.
    func nextTurn() -> Int {
        turns.last += 1
        return turns.last
    }

    /// Returns once `turn` runs alone.
    func runAlone(_ turn: Int) async {
        guard turns.alone != nil else {
            turns.alone = turn
            return
        }
        // The one before hands its turn over (``endAlone(_:)``).
        await withCheckedContinuation { turns.queue.append((turn, $0)) }
    }

    /// `turn` has committed (or given up): the next in line runs alone, or all may commit again.
    func endAlone(_ turn: Int) {
        guard turns.alone == turn else { return }
        if !turns.queue.isEmpty {
            let next = turns.queue.removeFirst()
            turns.alone = next.turn
            next.resume.resume()
            return
        }
        turns.alone = nil
        let waiting = turns.waitingToCommit
        turns.waitingToCommit = []
        for waiter in waiting { waiter.resume() }
    }

    /// Returns once `turn` may commit: nobody else runs alone. No suspension when nobody does.
    func mayCommit(_ turn: Int) async {
        while let alone = turns.alone, alone != turn {
            await withCheckedContinuation { turns.waitingToCommit.append($0) }
        }
    }

    /// The node stops: whoever waits for a turn goes on (its lane is cancelled anyway).
    func releaseTurns() {
        let waiting = turns.queue.map(\.resume) + turns.waitingToCommit
        turns = PerformTurns(last: turns.last)
        for waiter in waiting { waiter.resume() }
    }
}
