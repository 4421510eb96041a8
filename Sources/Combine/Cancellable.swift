import Foundation

/// A protocol indicating that an activity or action supports cancellation (Apple's Combine).
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

/// A type-erasing cancellable object that cancels what it holds when cancelled or deinitialised.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Wraps a closure run once, on the first `cancel()` or at deinit.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) { cancelAction = { canceller.cancel() } }

    deinit { cancel() }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Stores this cancellable in the collection (kept alive as long as the collection holds it).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this cancellable in the set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension Cancellable {
    /// Stores this cancellable in the collection, erased to `AnyCancellable`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable in the set, erased to `AnyCancellable`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
