/// Why an ``IntentInvocation`` cannot become an intent; each case names the culprit.
public enum IntentRebuildError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownIntentType(String)
    case missingParameter(intent: String, parameter: String)
    case unknownParameter(intent: String, parameter: String)
    case wrongType(parameter: String, expected: String, got: String)
    case entityNotFound(parameter: String, entityType: String, id: String)
    case unknownEnumCase(parameter: String, enumType: String, rawValue: String)
    case duplicateIntentType(String)

    public var description: String {
        switch self {
        case .unknownIntentType(let name):
            "unknown intent type “\(name)”: the bundle has no intent by that name"
        case .missingParameter(let intent, let parameter):
            "\(intent) needs a value for its parameter “\(parameter)”"
        case .unknownParameter(let intent, let parameter):
            "\(intent) has no parameter “\(parameter)”"
        case .wrongType(let parameter, let expected, let got):
            "the parameter “\(parameter)” takes \(expected), not \(got)"
        case .entityNotFound(let parameter, let entityType, let id):
            "the parameter “\(parameter)”: no \(entityType) with id “\(id)”"
        case .unknownEnumCase(let parameter, let enumType, let rawValue):
            "the parameter “\(parameter)”: \(enumType) has no case “\(rawValue)”"
        case .duplicateIntentType(let name):
            "two different intent types are named “\(name)”"
        }
    }
}
