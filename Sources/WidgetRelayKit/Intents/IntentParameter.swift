import Foundation

/// `@Parameter(title:)` / `@Parameter(title:default:)`: an App Intent parameter.
///
/// Like App Intents' own `IntentParameter`, it is a class, so the phone can
/// create an intent with `init()`, find its parameters by reflection and fill
/// them in from an ``IntentInvocation``.
@propertyWrapper
public final class IntentParameter<Value: IntentParameterValue>: @unchecked Sendable {
    /// The title an editor shows.
    public let title: LocalizedStringResource
    /// The description an editor shows under the title.
    public let description: IntentDescription?
    /// The declared default.
    public let defaultValue: Value?
    private let lock = NSLock()
    private var storage: Value?

    /// `@Parameter(title:)`
    public init(title: LocalizedStringResource, description: IntentDescription? = nil) {
        self.title = title
        self.description = description
        defaultValue = nil
    }

    /// `@Parameter(title:optionsProvider:)`: the provider's options are not offered (see ``DynamicOptionsProvider``).
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil,
        optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(title: title, description: description)
    }

    /// `@Parameter(title:default:)`; `default: nil` for an entity leaves it without one, as App Intents does.
    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value?) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
    }

    /// `@Parameter(title:requestValueDialog:)`: the dialog Siri asks the value with (not asked
    /// here: a mirror's configuration editor shows the title).
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil, requestValueDialog: IntentDialog?
    ) {
        self.init(title: title, description: description)
    }

    /// `@Parameter(title:default:requestValueDialog:)`
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value?,
        requestValueDialog: IntentDialog?
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }

    /// `@Parameter(title:) var x: T = value`
    public init(wrappedValue: Value, title: LocalizedStringResource, description: IntentDescription? = nil) {
        self.title = title
        self.description = description
        defaultValue = wrappedValue
    }

    /// The value: the one assigned, else the default, else nil for optionals, else
    /// `false` for a `Bool` (see `implicitDefault`). Reading a non-optional parameter
    /// that has none of these is a programming error, as in App Intents; the phone never
    /// hands app code such an intent: an invocation without the value is refused with
    /// ``IntentRebuildError/missingParameter(intent:parameter:)``.
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) ?? defaultValue ?? Self.none ?? Self.implicitDefault {
                return value
            }
            fatalError("the parameter “\(title)” (\(Value.self)) has no value")
        }
        set { lock.withLock { storage = newValue } }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// `@Parameter(title:description:)` with a `LocalizedStringResource` description, as App Intents declares it.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource) {
        self.init(title: title, description: IntentDescription(description))
    }

    /// `@Parameter(title:description:default:)` with a `LocalizedStringResource` description.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource, default defaultValue: Value?
    ) {
        self.init(title: title, description: IntentDescription(description), default: defaultValue)
    }

    /// `@Parameter(title:description:) var x: T = value` with a `LocalizedStringResource` description.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource) {
        self.init(wrappedValue: wrappedValue, title: title, description: IntentDescription(description))
    }

    private static var none: Value? { (Value.self as? any _OptionalValue.Type)?.noneValue as? Value }

    /// The value a non-optional parameter declared without `default:` starts with: `false`
    /// for a `Bool` (an editor's switch is always on or off; it starts off), none for any
    /// other type, whose value the person must choose.
    static var implicitDefault: Value? { Value.self == Bool.self ? (false as? Value) : nil }
}

/// `@Parameter`, as App Intents spells it.
public typealias Parameter = IntentParameter

/// What the registry needs of any parameter, whatever its type.
protocol AnyIntentParameter: AnyObject, Sendable {
    var titleText: String { get }
    var schemaKind: IntentParameterKind { get }
    var isOptional: Bool { get }
    var defaultIntentValue: IntentValue? { get }
    /// `IntentParameter.implicitDefault` as data.
    var implicitDefaultIntentValue: IntentValue? { get }
    var descriptionText: String? { get }
    /// The value as data, or nil if a non-optional parameter has none.
    var currentIntentValue: IntentValue? { get }
    func assign(_ value: IntentValue, parameter: String) async throws
    /// The entity query's `defaultResult()`, for entity parameters.
    func queryDefault() async -> IntentValue?
    /// The entity type's query, for entity parameters (optional ones too).
    var entityQueryRunner: EntityQueryRunner? { get }
}

extension IntentParameter: AnyIntentParameter {
    var titleText: String { title.localized }
    var schemaKind: IntentParameterKind { Value.parameterKind }
    var isOptional: Bool { Value.isOptionalParameter }
    var defaultIntentValue: IntentValue? { defaultValue?.intentValue }
    var implicitDefaultIntentValue: IntentValue? { Self.implicitDefault?.intentValue }
    var descriptionText: String? { description?.text.localized }

    var currentIntentValue: IntentValue? {
        if let value = lock.withLock({ storage }) ?? defaultValue { return value.intentValue }
        return isOptional ? .null : nil
    }

    var entityQueryRunner: EntityQueryRunner? {
        let base = (Value.self as? any _OptionalValue.Type)?.wrappedType ?? Value.self
        return (base as? any AppEntity.Type)?.queryRunner
    }

    func queryDefault() async -> IntentValue? {
        guard let entityType = Value.self as? any AppEntity.Type else { return nil }
        return await entityType.defaultEntityValue()
    }

    func assign(_ value: IntentValue, parameter: String) async throws {
        let decoded = try await Value.decode(value, parameter: parameter)
        lock.withLock { storage = decoded }
    }
}

/// Lets a generic parameter make `nil` of an optional `Value`.
protocol _OptionalValue {
    static var noneValue: Any { get }
    static var wrappedType: Any.Type { get }
}

extension Optional: _OptionalValue {
    static var noneValue: Any { Optional<Wrapped>.none as Any }
    static var wrappedType: Any.Type { Wrapped.self }
}
