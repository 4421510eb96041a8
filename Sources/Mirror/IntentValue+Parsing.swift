import Foundation
import WidgetRelayKit

extension IntentValue {
    /// A typed value from text, for one configuration parameter (what a person types).
    public init(parsing text: String, for parameter: IntentParameterSchema) throws {
        func bad() -> ScriptError { ScriptError("“\(text)” is not a valid \(parameter.title)") }
        switch parameter.kind {
        case .string: self = .string(text)
        case .int: guard let v = Int(text) else { throw bad() }; self = .int(v)
        case .double: guard let v = Double(text) else { throw bad() }; self = .double(v)
        case .bool: guard let v = Bool(text) else { throw bad() }; self = .bool(v)
        case .date: guard let v = ISO8601DateFormatter().date(from: text) else { throw bad() }; self = .date(v)
        case .url: guard let v = URL(string: text) else { throw bad() }; self = .url(v)
        case .enumeration(let type, let cases):
            guard let match = cases.first(where: { $0.rawValue == text }) else {
                throw ScriptError("\(parameter.title) is one of \(cases.map(\.rawValue).joined(separator: ", "))")
            }
            self = .enumCase(EnumCaseValue(enumType: type, rawValue: match.rawValue, display: match.display))
        case .entity(let type): self = .entity(EntityValue(entityType: type, id: text))
        }
    }
}

extension IntentSchema {
    /// A configuration from `name=value` texts (a script's pairs, a web form's fields),
    /// each typed by its parameter; an empty text leaves the parameter to its default.
    public func invocation(from pairs: [(name: String, text: String)]) throws -> IntentInvocation {
        var values: [NamedIntentValue] = []
        for (name, text) in pairs where !text.isEmpty {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                throw ScriptError("“\(name)” is not one of \(parameters.map(\.name).joined(separator: ", "))")
            }
            values.append(NamedIntentValue(name: parameter.name, value: try IntentValue(parsing: text, for: parameter)))
        }
        return IntentInvocation(intentType: intentType, parameters: values)
    }
}
