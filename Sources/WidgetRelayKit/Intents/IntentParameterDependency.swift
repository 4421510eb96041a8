import Foundation

/// `@IntentParameterDependency<MyIntent>(\.$server) var config`: a query's dependency on the
/// parameters of the intent being configured (iOS 17), so its options can depend on them.
/// Compiles in Apple's forms (one to five parameters); the phone does not hand a query the
/// intent being configured yet, so `wrappedValue` is nil and a query answers as with no
/// dependency (docs/compatibility.md: "differs").
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    private let intent: Intent?

    private init(intent: Intent?) { self.intent = intent }

    public convenience init<V0>(_ k0: KeyPath<Intent, IntentParameter<V0>>) { self.init(intent: nil) }
    public convenience init<V0, V1>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>
    ) {
        self.init(intent: nil)
    }
    public convenience init<V0, V1, V2>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>
    ) {
        self.init(intent: nil)
    }
    public convenience init<V0, V1, V2, V3>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>, _ k3: KeyPath<Intent, IntentParameter<V3>>
    ) {
        self.init(intent: nil)
    }
    public convenience init<V0, V1, V2, V3, V4>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>, _ k3: KeyPath<Intent, IntentParameter<V3>>,
        _ k4: KeyPath<Intent, IntentParameter<V4>>
    ) {
        self.init(intent: nil)
    }

    /// The intent being configured, its parameters read by name (`config?.server`).
    public var wrappedValue: IntentProjection<Intent>? { intent.map(IntentProjection.init) }
}

/// The parameters of an intent a query depends on (`IntentProjection`), read by name and
/// unwrapped, as Apple's returns `Value.UnwrappedType`: `config.entity` is the entity of an
/// optional `@Parameter var entity: Entity?`. A projection is made only for an intent whose
/// listed parameters have values (none is made here yet: see ``IntentParameterDependency``).
@dynamicMemberLookup
public struct IntentProjection<Intent: AppIntent> {
    let intent: Intent
    /// A parameter that is not optional, as it is.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
    /// An optional parameter, unwrapped.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value?>) -> Value {
        guard let value = intent[keyPath: keyPath] else {
            preconditionFailure("\(Intent.self): a projection is made only when its parameters have values")
        }
        return value
    }
}
