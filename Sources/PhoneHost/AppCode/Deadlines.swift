import Synchronization

/// Calls each registered handler once its deadline passes, with one task sleeping until the
/// earliest deadline on `clock`: no task per deadline, and none woken for a deadline
/// removed before it passed (the usual case: app code returns well within its limit).
final class Deadlines<C: Clock>: Sendable where C.Duration == Duration {
    private struct State {
        var handlers: [Int: (at: C.Instant, fire: @Sendable () -> Void)] = [:]
        var last = 0
        /// The sleeping task and the deadline it wakes for.
        var sleeper: (task: Task<Void, Never>, until: C.Instant)?
    }
    private let clock: C
    private let state = Mutex(State())

    init(clock: C) { self.clock = clock }

    /// Calls `fire` once `duration` has passed, unless removed first; returns its number.
    func add(after duration: Duration, _ fire: @escaping @Sendable () -> Void) -> Int {
        let at = clock.now.advanced(by: duration)
        return state.withLock { state in
            state.last += 1
            state.handlers[state.last] = (at, fire)
            arm(for: at, &state)
            return state.last
        }
    }

    func remove(_ number: Int) {
        state.withLock { _ = $0.handlers.removeValue(forKey: number) }
    }

    /// Makes sure a sleeper wakes by `at`.
    private func arm(for at: C.Instant, _ state: inout State) {
        if let sleeper = state.sleeper, sleeper.until <= at { return }
        state.sleeper?.task.cancel()
        let clock = clock
        state.sleeper = (
            Task { [weak self] in
                // cancelled: an earlier one took over
                guard (try? await clock.sleep(until: at, tolerance: nil)) != nil else { return }
                self?.fireDue(woken: at)
            }, at
        )
    }

    private func fireDue(woken: C.Instant) {
        let now = clock.now
        let due = state.withLock { state -> [@Sendable () -> Void] in
            if state.sleeper?.until == woken { state.sleeper = nil }
            let due = state.handlers.filter { $0.value.at <= now }
            for number in due.keys { state.handlers[number] = nil }
            if state.sleeper == nil, let next = state.handlers.values.map(\.at).min() { arm(for: next, &state) }
            return due.values.map(\.fire)
        }
        for fire in due { fire() }
    }

    deinit { state.withLock { $0.sleeper?.task.cancel() } }
}
