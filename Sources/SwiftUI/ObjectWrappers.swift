import Combine
import WidgetRelayKit

// SwiftUI's wrappers of a Combine `ObservableObject`: `@ObservedObject`, `@StateObject`,
// `@EnvironmentObject` with `.environmentObject(_:)`, and `$object.property` bindings.
//
// A widget's view is archived once per timeline entry, not kept on screen: its body reads the
// object as it is at that moment, and nothing subscribes to `objectWillChange` (a change
// shows in the next archive, when the provider's timeline or a reload asks for one, as a
// widget's view on iOS is a snapshot too). A `@StateObject` is created at most once per
// view value, when first read; a binding's write changes the object at once.
//
// Apple declares these `@MainActor @preconcurrency`; here views are archived off the main
// actor (`View` is not main-actor-isolated in this kit), so they are nonisolated, which
// main-actor code may use as well.

/// `@ObservedObject var model: Model`: an object the view is given.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model`: makes bindings to the object's properties (`$model.isEnabled`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// `$model.property`: a binding that reads and writes the object's property.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object the view observes.
    public var wrappedValue: ObjectType

    /// `ObservedObject(wrappedValue:)`: what `@ObservedObject var model: Model` and
    /// `self.model = model` in an initialiser call.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// `ObservedObject(initialValue:)`: the same as `init(wrappedValue:)`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$model`
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// `@StateObject private var model = Model()`: an object the view owns, created when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Storage {
        private var made: ObjectType?
        private let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }
        var object: ObjectType {
            if let made { return made }
            let object = make()
            made = object
            return object
        }
    }
    private let storage: Storage

    /// `StateObject(wrappedValue:)`: the object is made the first time the view reads it, once
    /// per view value (on iOS: once per view identity; here a view lives for one archive).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    /// The object the view owns.
    public var wrappedValue: ObjectType { storage.object }

    /// `$model`: makes bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// `@EnvironmentObject var model: Model`: an object an enclosing view gave with
/// `.environmentObject(_:)`, found by its type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model`: makes bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// `$model.property`: a binding that reads and writes the object's property.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            ObservedObject(wrappedValue: object).projectedValue[dynamicMember: keyPath]
        }
    }

    public init() {}

    /// The object given by `.environmentObject(_:)` above this view, read from the archive's
    /// environment. Without one, a programming error stops the process, as on iOS: "No
    /// ObservableObject of type Model found".
    public var wrappedValue: ObjectType {
        let given = EnvironmentValues.archiving.environmentObjects[ObjectIdentifier(ObjectType.self)]
        guard let object = given as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// `$model`
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// The objects `.environmentObject(_:)` gave, by their type.
private enum EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// The objects `.environmentObject(_:)` gave to the views inside, by their type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// `.environmentObject(_:)`: gives `object` to this view and the views inside it, for their
    /// `@EnvironmentObject` of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
