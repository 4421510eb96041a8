import Foundation

/// A type of object with a publisher that emits before the object has changed (Apple's Combine).
///
/// The default `objectWillChange` of a class finds its `@Published` properties (its own and its
/// superclasses') and gives them one publisher, which each sends before its value changes.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            fields += current.children.compactMap { $0.value as? any PublishedField }
            mirror = current.superclassMirror
        }
        let publisher = fields.lazy.compactMap(\.installedWillChange).first ?? ObservableObjectPublisher()
        for field in fields { field.install(willChange: publisher) }
        return publisher
    }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// An observable object publisher.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Sends the changed value to the downstream subscriber.
    public func send() { subject.send(()) }
}

/// A `@Published` property's storage as the default `objectWillChange` finds it.
protocol PublishedField {
    var installedWillChange: ObservableObjectPublisher? { get }
    func install(willChange: ObservableObjectPublisher)
}

/// A type that publishes a property marked with an attribute (Apple's Combine).
///
/// In a class, setting the property first sends the owner's `objectWillChange` (when the owner
/// is an `ObservableObject` using the default one), then the new value to `$property`'s
/// subscribers, then stores it.
@propertyWrapper
public struct Published<Value>: PublishedField {
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value
        private var willChange: ObservableObjectPublisher?
        let subject: PassthroughSubject<Value, Never>

        init(_ value: Value) {
            stored = value
            subject = PassthroughSubject()
        }

        var value: Value { lock.withLock { stored } }
        var installed: ObservableObjectPublisher? { lock.withLock { willChange } }
        func install(_ publisher: ObservableObjectPublisher) { lock.withLock { willChange = publisher } }

        func set(_ newValue: Value) {
            installed?.send()
            subject.send(newValue)
            lock.withLock { stored = newValue }
        }
    }

    let box: Box

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { box = Box(initialValue) }

    var installedWillChange: ObservableObjectPublisher? { box.installed }
    func install(willChange: ObservableObjectPublisher) { box.install(willChange) }

    /// `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        // swift-format-ignore
        // swiftlint:disable:this unused_setter_value
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's value, read and written through its enclosing instance.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        // `assign(to: &$property)` takes the projected value inout.
        set {}  // swift-format-ignore
    }

    /// A publisher for properties marked with the `@Published` attribute: it sends the current
    /// value on subscription, then each new value before it is stored.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: Box

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let box = self.box
            CurrentValueReplay(box.value, then: box.subject).receive(subscriber: subscriber)
        }
    }
}

/// The current value, then a subject's values: what `$property` publishes.
struct CurrentValueReplay<Output>: Publisher {
    typealias Failure = Never
    let current: Output
    let subject: PassthroughSubject<Output, Never>
    init(_ current: Output, then subject: PassthroughSubject<Output, Never>) {
        self.current = current
        self.subject = subject
    }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        _ = subscriber.receive(current)
        subject.receive(subscriber: subscriber)
    }
}
