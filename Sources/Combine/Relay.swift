import Foundation

/// What an operator does with one event from upstream.
enum RelayStep<Output, Failure: Error> {
    case send(Output)
    case drop
    case finish(Subscribers.Completion<Failure>)
    case sendAndFinish(Output)
}

/// The subscription between an operator and its downstream subscriber: it receives the
/// upstream's events, turns each into a step, and forwards cancellation upstream.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    private let downstream: Downstream
    private let onValue: (Input) -> RelayStep<Downstream.Input, Downstream.Failure>
    private let onCompletion:
        (Subscribers.Completion<UpstreamFailure>) -> RelayStep<Downstream.Input, Downstream.Failure>
    private let state = Locked<(upstream: (any Subscription)?, done: Bool)>((nil, false))

    init(
        _ downstream: Downstream,
        onValue: @escaping (Input) -> RelayStep<Downstream.Input, Downstream.Failure>,
        onCompletion:
            @escaping (Subscribers.Completion<UpstreamFailure>) -> RelayStep<Downstream.Input, Downstream.Failure>
    ) {
        self.downstream = downstream
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        let first = state.withLock { s -> Bool in
            guard s.upstream == nil, !s.done else { return false }
            s.upstream = subscription
            return true
        }
        guard first else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !state.withLock({ $0.done }) else { return .none }
        apply(onValue(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard !state.withLock({ $0.done }) else { return }
        switch onCompletion(completion) {
        case .drop: finish(.finished)
        case let step: apply(step)
        }
    }

    private func apply(_ step: RelayStep<Downstream.Input, Downstream.Failure>) {
        switch step {
        case .send(let value): _ = downstream.receive(value)
        case .drop: break
        case .finish(let completion):
            cancelUpstream()
            finish(completion)
        case .sendAndFinish(let value):
            cancelUpstream()
            _ = downstream.receive(value)
            finish(.finished)
        }
    }

    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let first = state.withLock { s -> Bool in
            defer { s.done = true }
            return !s.done
        }
        if first { downstream.receive(completion: completion) }
    }

    private func cancelUpstream() {
        let upstream = state.withLock { s -> (any Subscription)? in
            defer { s.upstream = nil }
            return s.upstream
        }
        upstream?.cancel()
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.upstream }?.request(demand)
    }

    func cancel() {
        state.withLock { $0.done = true }
        cancelUpstream()
    }
}

/// A subscription that delivers a fixed list of events once asked (`Just`, `Fail`, `Empty`, a
/// `Future` that has its result, a subject's replay).
final class FixedSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let downstream: Locked<Downstream?>
    private let values: [Downstream.Input]
    private let completion: Subscribers.Completion<Downstream.Failure>?

    init(_ downstream: Downstream, values: [Downstream.Input], completion: Subscribers.Completion<Downstream.Failure>?)
    {
        self.downstream = Locked(downstream)
        self.values = values
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none,
            let downstream = self.downstream.withLock({ d in
                defer { d = nil }; return d
            })
        else { return }
        for value in values { _ = downstream.receive(value) }
        if let completion { downstream.receive(completion: completion) }
    }

    func cancel() { downstream.withLock { $0 = nil } }
}
