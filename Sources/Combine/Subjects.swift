import Foundation

/// A publisher that exposes a method for outside callers to publish elements (Apple's Combine).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Sends a subscription to the subscriber.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

/// The subscribers of a subject, and whether it has completed.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    final class Connection: Subscription, @unchecked Sendable {
        let subscriber: AnySubscriber<Output, Failure>
        weak var owner: SubjectSubscribers?
        init(_ subscriber: AnySubscriber<Output, Failure>, owner: SubjectSubscribers) {
            self.subscriber = subscriber
            self.owner = owner
        }
        func request(_ demand: Subscribers.Demand) {}
        func cancel() { owner?.remove(self) }
    }

    private let state = Locked<(connections: [Connection], completion: Subscribers.Completion<Failure>?)>(([], nil))

    /// Adds a subscriber, or tells it the subject already completed.
    func add<S: Subscriber>(_ subscriber: S, replay: (Connection) -> Void = { _ in })
    where S.Input == Output, S.Failure == Failure {
        let erased = AnySubscriber(subscriber)
        let connection = Connection(erased, owner: self)
        let completed = state.withLock { s -> Subscribers.Completion<Failure>? in
            if s.completion == nil { s.connections.append(connection) }
            return s.completion
        }
        if let completed {
            erased.receive(subscription: FixedSubscription(erased, values: [], completion: completed))
            return
        }
        erased.receive(subscription: connection)
        replay(connection)
    }

    func remove(_ connection: Connection) {
        state.withLock { $0.connections.removeAll { $0 === connection } }
    }

    func send(_ value: Output) {
        for c in state.withLock({ $0.completion == nil ? $0.connections : [] }) { _ = c.subscriber.receive(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let connections = state.withLock { s -> [Connection] in
            guard s.completion == nil else { return [] }
            s.completion = completion
            defer { s.connections = [] }
            return s.connections
        }
        for c in connections { c.subscriber.receive(completion: completion) }
    }

    var completed: Bool { state.withLock { $0.completion != nil } }
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    public func send(_ input: Output) { subscribers.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let current: Locked<Output>

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    /// A subject with the initial value.
    public init(_ value: Output) { current = Locked(value) }

    public func send(_ input: Output) {
        guard !subscribers.completed else { return }
        current.withLock { $0 = input }
        subscribers.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber) { connection in
            _ = connection.subscriber.receive(self.value)
        }
    }
}
