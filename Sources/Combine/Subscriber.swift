import Foundation

/// A unique identifier for a subscriber or subscription (Apple's Combine).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private static let counter = NSLock()
    nonisolated(unsafe) private static var next: UInt64 = 0
    private let value: UInt64

    /// A new identifier, unique in this process.
    public init() {
        value = Self.counter.withLock {
            Self.next += 1
            return Self.next
        }
    }

    /// The identifier of an object.
    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }

    public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type that provides a `combineIdentifier`.
public protocol CustomCombineIdentifierConvertible {
    /// Identifies this subscriber or subscription.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A protocol that declares a type that can receive input from a publisher (Apple's Combine).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has subscribed, and may request items.
    func receive(subscription: any Subscription)
    /// Tells the subscriber a value was published; returns how many more it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber the publisher has finished, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements published one.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A protocol representing the connection of a subscriber to a publisher (Apple's Combine).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {
    /// A signal that a publisher does not produce more elements, normally or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing because of the error.
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The number requested; nil for unlimited.
        public let max: Int?

        private init(_ max: Int?) { self.max = max }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(nil)
        /// A request for no elements.
        public static let none = Demand(0)

        /// A request for a maximum number of elements.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(value)
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(sum)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// The closure to run on receipt of a value.
        public let receiveValue: (Input) -> Void
        /// The closure to run on completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var done = false

        /// A sink with the two closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, !done else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if lock.withLock({ !done }) { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let first = lock.withLock { () -> Bool in
                defer {
                    done = true
                    subscription = nil
                }
                return !done
            }
            if first { receiveCompletion(completion) }
        }

        public func cancel() {
            let held = lock.withLock { () -> (any Subscription)? in
                defer {
                    done = true
                    subscription = nil
                }
                return subscription
            }
            held?.cancel()
        }

        public var description: String { "Sink" }
    }

    /// A simple subscriber that assigns received elements to a property of an object.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        /// The object that contains the property to assign.
        public private(set) var object: Root?
        /// The key path of the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// A subscriber that assigns each value to the object's property.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, object != nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        public func cancel() {
            subscription?.cancel()
            subscription = nil
            object = nil
        }

        public var description: String { "Assign" }
    }
}
