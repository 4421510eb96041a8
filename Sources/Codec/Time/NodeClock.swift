import Foundation
import Synchronization

/// The time a node's app-level timers read: reload policies, budgets, Live
/// Activity stale dates and dismissal. The real clocks (`SystemClock`, `MonotonicClock`)
/// are in NodeClocks, beside the I/O; ``ManualClock`` is here, for tests and demos, where
/// time moves only when told to.
public protocol NodeClock: Sendable {
    /// Now, on this clock.
    func now() -> Date
    /// Returns when the clock reaches `date` (or at once if it has), or throws on cancellation.
    func wait(until date: Date) async throws
    /// Whether time moves only when told to.
    var isManual: Bool { get }
}

/// A clock that stands still until it is advanced: waiting code wakes when the
/// clock passes its date, never because real time went by.
public final class ManualClock: NodeClock {
    private struct Waiter {
        let id: UInt64
        let date: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    private let state: Mutex<State>

    public init(start: Date) { state = Mutex(State(now: start)) }

    public var isManual: Bool { true }
    public func now() -> Date { state.withLock { $0.now } }

    /// Moves the clock forward by `interval` and wakes everything now due.
    public func advance(by interval: TimeInterval) {
        set(to: now().addingTimeInterval(max(0, interval)))
    }

    /// Sets the clock (never backwards) and wakes everything now due.
    public func set(to date: Date) {
        let due = state.withLock { state -> [Waiter] in
            state.now = max(state.now, date)
            let now = state.now
            let due = state.waiters.filter { $0.date <= now }
            state.waiters.removeAll { $0.date <= now }
            return due
        }
        for waiter in due { waiter.continuation.resume() }
    }

    public func wait(until date: Date) async throws {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.now >= date || Task.isCancelled { return true }
                    state.waiters.append(Waiter(id: id, date: date, continuation: continuation))
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
