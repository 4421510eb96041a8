import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    /// A publisher that emits the output once, then finishes.
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: FixedSubscription(subscriber, values: [output], completion: .finished))
    }

    /// Changes the failure type declared by the publisher.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(output)
    }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// A publisher that fails with the error.
    public init(error: Failure) { self.error = error }

    /// A publisher that fails with the error, its output type given.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: FixedSubscription(subscriber, values: [], completion: .failure(error)))
    }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher finishes immediately.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher with the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(
            subscription: FixedSubscription(subscriber, values: [], completion: completeImmediately ? .finished : nil))
    }
}

extension Result {
    /// A publisher that publishes an output to each subscriber exactly once then finishes, or fails.
    public var publisher: Publisher { Publisher(self) }

    /// The publisher of a result (Apple's `Result.Publisher`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success
        /// The result to deliver to each subscriber.
        public let result: Result<Success, Failure>

        /// A publisher of the result.
        public init(_ result: Result<Success, Failure>) { self.result = result }
        /// A publisher of the value.
        public init(_ output: Success) { result = .success(output) }
        /// A publisher of the failure.
        public init(_ failure: Failure) { result = .failure(failure) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value):
                subscriber.receive(subscription: FixedSubscription(subscriber, values: [value], completion: .finished))
            case .failure(let error):
                subscriber.receive(subscription: FixedSubscription(subscriber, values: [], completion: .failure(error)))
            }
        }
    }
}

/// A publisher that eventually produces a single value and then finishes or fails.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// A closure the future calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let state = Locked<(result: Result<Output, Failure>?, waiting: [AnySubscriber<Output, Failure>])>((nil, []))

    /// A publisher that calls the closure at once; the closure fulfils the promise, now or later.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { s -> [AnySubscriber<Output, Failure>] in
            guard s.result == nil else { return [] }
            s.result = result
            defer { s.waiting = [] }
            return s.waiting
        }
        for subscriber in waiting { deliver(result, to: subscriber) }
    }

    private func deliver(_ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let value):
            subscriber.receive(subscription: FixedSubscription(subscriber, values: [value], completion: .finished))
        case .failure(let error):
            subscriber.receive(subscription: FixedSubscription(subscriber, values: [], completion: .failure(error)))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let erased = AnySubscriber(subscriber)
        let result = state.withLock { s -> Result<Output, Failure>? in
            if s.result == nil { s.waiting.append(erased) }
            return s.result
        }
        if let result { deliver(result, to: erased) }
    }
}

/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// The closure to execute when this publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// A deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Sequence {
    /// A publisher of the sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The sequence of elements to publish.
        public let sequence: Elements

        /// A publisher of the sequence.
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(
                subscription: FixedSubscription(subscriber, values: Array(sequence), completion: .finished))
        }
    }
}
