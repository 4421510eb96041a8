import Foundation

/// The value of an App Intent parameter as data: what is archived in views,
/// sent by mirrors, and turned back into a typed parameter on the phone.
public enum IntentValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case date(Date)
    case url(URL)
    /// An AppEnum case: its type and raw value (and how it is shown).
    case enumCase(EnumCaseValue)
    /// An AppEntity, by id (and how it looked when archived).
    case entity(EntityValue)
    /// An optional parameter with no value.
    case null

    /// The kind of value, for messages that name a mismatch.
    public var kindName: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .enumCase(let value): "enum \(value.enumType)"
        case .entity(let value): "entity \(value.entityType)"
        case .null: "nothing"
        }
    }
}

/// An AppEnum case as data.
public struct EnumCaseValue: Sendable, Hashable {
    public var enumType: String
    public var rawValue: String
    public var display: DisplayRepresentation?
    public init(enumType: String, rawValue: String, display: DisplayRepresentation? = nil) {
        self.enumType = enumType
        self.rawValue = rawValue
        self.display = display
    }
}

/// An AppEntity reference as data.
public struct EntityValue: Sendable, Hashable {
    public var entityType: String
    public var id: String
    public var display: DisplayRepresentation?
    public init(entityType: String, id: String, display: DisplayRepresentation? = nil) {
        self.entityType = entityType
        self.id = id
        self.display = display
    }
}

/// One named parameter value.
public struct NamedIntentValue: Sendable, Hashable {
    public var name: String
    public var value: IntentValue
    public init(name: String, value: IntentValue) {
        self.name = name
        self.value = value
    }
}

/// An App Intent as data: its type and parameter values in declared order.
/// Archived in Buttons and Toggles, carried by interactions, and used as a
/// configurable widget's configuration.
public struct IntentInvocation: Sendable, Hashable, CustomStringConvertible {
    public var intentType: String
    public var parameters: [NamedIntentValue]

    public init(intentType: String, parameters: [NamedIntentValue] = []) {
        self.intentType = intentType
        self.parameters = parameters
    }

    /// The value of the parameter `name`, if present.
    public subscript(name: String) -> IntentValue? {
        parameters.first { $0.name == name }?.value
    }

    public var description: String {
        "\(intentType)(\(parameters.map { "\($0.name): \($0.value)" }.joined(separator: ", ")))"
    }
}

/// The type of an intent parameter, for configuration editors.
public enum IntentParameterKind: Sendable, Hashable {
    case string, int, double, bool, date, url
    case enumeration(type: String, cases: [EnumCaseValue])
    case entity(type: String)
}

/// A parameter as a configuration editor shows it.
public struct IntentParameterSchema: Sendable, Hashable {
    public var name: String
    public var title: String
    public var kind: IntentParameterKind
    public var isOptional: Bool
    public var defaultValue: IntentValue?
    public var order: Int
    public var description: String?

    public init(
        name: String, title: String, kind: IntentParameterKind, isOptional: Bool, defaultValue: IntentValue?,
        order: Int, description: String?
    ) {
        self.name = name
        self.title = title
        self.kind = kind
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.order = order
        self.description = description
    }
}

/// A configuration intent type as an editor shows it.
public struct IntentSchema: Sendable, Hashable {
    public var intentType: String
    public var title: String
    public var description: String
    public var parameters: [IntentParameterSchema]

    public init(intentType: String, title: String, description: String, parameters: [IntentParameterSchema]) {
        self.intentType = intentType
        self.title = title
        self.description = description
        self.parameters = parameters
    }
}
