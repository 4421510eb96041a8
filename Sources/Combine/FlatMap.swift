import Foundation

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions (all are taken here).
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher.
        public let transform: (Upstream.Output) -> NewPublisher

        /// A flat-mapping publisher.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: FlatMapOuter(AnySubscriber(subscriber), transform: transform))
        }
    }
}

/// FlatMap's subscription: the upstream's values become inner publishers, whose values go
/// downstream; it finishes when the upstream and every inner publisher have, fails on the first failure.
final class FlatMapOuter<Input, Output, Failure: Error, Inner: Publisher>: Subscriber, Subscription, @unchecked Sendable
where Inner.Output == Output, Inner.Failure == Failure {
    private let downstream: AnySubscriber<Output, Failure>
    private let transform: (Input) -> Inner
    private let state = Locked<
        (
            upstream: (any Subscription)?, inners: [CombineIdentifier: any Subscription], active: Int,
            upstreamDone: Bool, done: Bool
        )
    >((nil, [:], 0, false, false))

    init(_ downstream: AnySubscriber<Output, Failure>, transform: @escaping (Input) -> Inner) {
        self.downstream = downstream
        self.transform = transform
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
        guard
            state.withLock({ s -> Bool in
                if !s.done { s.active += 1 }
                return !s.done
            })
        else { return .none }
        let id = CombineIdentifier()
        transform(input).receive(
            subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: { [self] subscription in
                    state.withLock { $0.inners[id] = subscription }
                    subscription.request(.unlimited)
                },
                receiveValue: { [self] value in
                    if !state.withLock({ $0.done }) { _ = downstream.receive(value) }
                    return .none
                },
                receiveCompletion: { [self] completion in
                    switch completion {
                    case .failure: fail(completion)
                    case .finished:
                        let finished = state.withLock { s -> Bool in
                            s.inners[id] = nil
                            s.active -= 1
                            return s.active == 0 && s.upstreamDone && !s.done
                        }
                        if finished { finish(.finished) }
                    }
                }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .failure: fail(completion)
        case .finished:
            let finished = state.withLock { s -> Bool in
                s.upstreamDone = true
                s.upstream = nil
                return s.active == 0 && !s.done
            }
            if finished { finish(.finished) }
        }
    }

    private func fail(_ completion: Subscribers.Completion<Failure>) {
        cancel()
        downstream.receive(completion: completion)
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        state.withLock { $0.done = true }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.upstream }?.request(.unlimited)
    }

    func cancel() {
        let subscriptions = state.withLock { s -> [any Subscription] in
            defer {
                s.done = true
                s.upstream = nil
                s.inners = [:]
            }
            return (s.upstream.map { [$0] } ?? []) + Array(s.inners.values)
        }
        for subscription in subscriptions { subscription.cancel() }
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements of a publisher that never fails into a new publisher that may.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(
            upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Transforms all elements into a publisher that never fails.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
            transform($0).setFailureType(to: Failure.self)
        }
    }
}
