/// The bundle's intent types by name: turns intents into ``IntentInvocation``s
/// and invocations back into intents.
public struct IntentRegistry: Sendable {
    private var types: [String: any AppIntent.Type] = [:]

    public init(_ types: [any AppIntent.Type] = []) {
        for type in types { try? register(type) }
    }

    /// Adds a type. Registering the same type twice is harmless.
    public mutating func register(_ type: any AppIntent.Type) throws {
        let name = type.intentTypeName
        if let existing = types[name] {
            guard existing == type else { throw IntentRebuildError.duplicateIntentType(name) }
            return
        }
        types[name] = type
    }

    /// The type named `name`: registered here, or archived by this process.
    public func type(named name: String) -> (any AppIntent.Type)? { types[name] ?? KnownIntentTypes.type(named: name) }

    /// A registry of a bundle's intents: its configuration intents and control actions
    /// (intents in views are added as they are archived).
    public init(bundle items: [BundleItem]) {
        self.init()
        for item in items {
            switch item {
            case .widget(let widget): if let intent = widget.configurationIntent { try? register(intent) }
            case .control(let control): try? register(control.actionType)
            case .activity: break
            }
        }
    }

    /// Every registered name.
    public var names: [String] { types.keys.sorted() }

    /// Rebuilds the intent an invocation describes: every parameter it names is
    /// decoded (entities resolved through their query), missing ones take their
    /// defaults, and a missing non-optional parameter, an unknown intent or
    /// parameter, or a value of the wrong type is refused with a message naming it.
    public func rebuild(_ invocation: IntentInvocation) async throws -> any AppIntent {
        guard let type = type(named: invocation.intentType) else {
            throw IntentRebuildError.unknownIntentType(invocation.intentType)
        }
        let intent = type.init()
        let parameters = Self.parameters(of: intent)
        for given in invocation.parameters {
            guard let parameter = parameters.first(where: { $0.name == given.name })?.parameter else {
                throw IntentRebuildError.unknownParameter(intent: invocation.intentType, parameter: given.name)
            }
            try await parameter.assign(given.value, parameter: given.name)
        }
        for (name, parameter) in parameters where parameter.currentIntentValue == nil {
            throw IntentRebuildError.missingParameter(intent: invocation.intentType, parameter: name)
        }
        return intent
    }

    /// The invocation that performs `intent`: its type name and every parameter
    /// that has a value, in declared order.
    public static func invocation(of intent: any AppIntent) -> IntentInvocation {
        KnownIntentTypes.note(Swift.type(of: intent))
        return IntentInvocation(
            intentType: Swift.type(of: intent).intentTypeName,
            parameters: parameters(of: intent).compactMap { name, parameter in
                parameter.currentIntentValue.map { NamedIntentValue(name: name, value: $0) }
            }
        )
    }

    /// A configuration with every parameter at its default, as App Intents resolves a
    /// widget's: the value in `given`, else the declared `default:`, else the entity
    /// query's `defaultResult()`, else nil for an optional, else `false` for a `Bool`
    /// (`IntentParameter.implicitDefault`). A parameter with none of these is left out:
    /// ``rebuild(_:)`` then refuses the configuration naming it, and the editor asks for it.
    public static func completeConfiguration(of type: any AppIntent.Type, given: IntentInvocation? = nil) async
        -> IntentInvocation
    {
        var values: [NamedIntentValue] = []
        for (name, parameter) in parameters(of: type.init()) {
            if let value = given?[name] {
                values.append(NamedIntentValue(name: name, value: value))
            } else if let value = parameter.currentIntentValue, value != .null {
                values.append(NamedIntentValue(name: name, value: value))
            } else if let value = await parameter.queryDefault() {
                values.append(NamedIntentValue(name: name, value: value))
            } else if parameter.isOptional {
                values.append(NamedIntentValue(name: name, value: .null))
            } else if let value = parameter.implicitDefaultIntentValue {
                values.append(NamedIntentValue(name: name, value: value))
            }
        }
        return IntentInvocation(intentType: type.intentTypeName, parameters: values)
    }

    /// The intent of ``completeConfiguration(of:given:)``, rebuilt.
    /// - Throws: ``IntentRebuildError`` naming a parameter that has no value and no default.
    public static func defaultConfiguration<Intent: AppIntent>(of type: Intent.Type, given: IntentInvocation? = nil)
        async throws -> Intent
    {
        let intent = try await IntentRegistry([type]).rebuild(await completeConfiguration(of: type, given: given))
        guard let typed = intent as? Intent else { throw IntentRebuildError.unknownIntentType(type.intentTypeName) }
        return typed
    }

    /// How a configuration editor shows an intent type.
    public static func schema(of type: any AppIntent.Type) -> IntentSchema {
        let parameters = parameters(of: type.init()).enumerated().map { index, entry in
            IntentParameterSchema(
                name: entry.name, title: entry.parameter.titleText, kind: entry.parameter.schemaKind,
                isOptional: entry.parameter.isOptional,
                defaultValue: entry.parameter.defaultIntentValue ?? entry.parameter.implicitDefaultIntentValue,
                order: index, description: entry.parameter.descriptionText
            )
        }
        return IntentSchema(
            intentType: type.intentTypeName, title: type.title.localized,
            description: type.description.text.localized, parameters: parameters)
    }

    /// An intent's parameters in declared order, named as the property is.
    static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }
}
