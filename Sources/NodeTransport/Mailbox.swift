import Synchronization

/// A queue of events with one consumer that waits for them on its own actor.
///
/// Any thread posts; the consumer's ``next(isolation:)`` returns the oldest event, or
/// suspends until one is posted and is resumed right on the consumer's executor. (Iterating
/// an `AsyncStream` from an actor with an executor of its own — a ZeroMQ loop — runs the
/// stream's `next` on the global pool and hops back: two thread wake-ups per event.)
public final class Mailbox<Event: Sendable>: Sendable {
    private struct State {
        var queue: [Event] = []
        var head = 0
        var waiter: CheckedContinuation<Event?, Never>?
        var finished = false
    }
    private let state = Mutex(State())

    public init() {}

    /// Queues `event` for the consumer (dropped once the mailbox is finished).
    public func post(_ event: Event) {
        let waiter = state.withLock { state -> CheckedContinuation<Event?, Never>? in
            guard !state.finished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.queue.append(event)
            return nil
        }
        waiter?.resume(returning: event)
    }

    /// No more events: the consumer gets those queued, then nil.
    public func finish() {
        let waiter = state.withLock { state -> CheckedContinuation<Event?, Never>? in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next event, or nil once finished and empty. One consumer at a time.
    public func next(isolation: isolated (any Actor)? = #isolation) async -> Event? {
        await withCheckedContinuation(isolation: isolation) { continuation in
            let ready = state.withLock { state -> Event?? in
                if state.head < state.queue.count {
                    let event = state.queue[state.head]
                    state.head += 1
                    if state.head == state.queue.count {
                        state.queue.removeAll(keepingCapacity: true)
                        state.head = 0
                    }
                    return .some(event)
                }
                if state.finished { return .some(nil) }
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
