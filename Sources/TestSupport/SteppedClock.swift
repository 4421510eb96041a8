import Synchronization

/// A clock that stands still until the test moves it (``advance(by:)``): a sleeper wakes when the
/// clock reaches its deadline, never because real time went by. Its instants are the continuous
/// clock's (it starts at the real now), so code timed by the continuous clock can be given it.
public final class SteppedClock: Clock {
    public typealias Instant = ContinuousClock.Instant

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = ContinuousClock.now
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// A clock at the real now, standing still.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves the clock on by `duration` and wakes every sleeper now due.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: max(.zero, duration))
            let now = state.now
            defer { state.sleepers.removeAll { $0.deadline <= now } }
            return state.sleepers.filter { $0.deadline <= now }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {  // not a wait
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resume: Bool? = state.withLock { state in
                    if Task.isCancelled { return false }
                    if state.now >= deadline { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                switch resume {
                case true?: continuation.resume()
                case false?: continuation.resume(throwing: CancellationError())
                case nil: break
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
