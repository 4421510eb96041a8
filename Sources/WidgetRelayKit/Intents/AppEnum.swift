/// A parameter type with a fixed set of cases (`AppEnum`): a String-backed enum.
public protocol AppEnum: IntentParameterValue, CaseIterable, RawRepresentable, Hashable where RawValue == String {
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The name the wire uses for this enum type.
    public static var enumTypeName: String { String(describing: Self.self) }

    static func caseValue(_ value: Self) -> EnumCaseValue {
        EnumCaseValue(enumType: enumTypeName, rawValue: value.rawValue, display: caseDisplayRepresentations[value])
    }

    public static var parameterKind: IntentParameterKind {
        .enumeration(type: enumTypeName, cases: allCases.map(caseValue))
    }

    public var intentValue: IntentValue { .enumCase(Self.caseValue(self)) }

    public static func decode(_ value: IntentValue, parameter: String) throws -> Self {
        guard case .enumCase(let enumCase) = value, enumCase.enumType == enumTypeName else {
            throw mismatch(value, parameter)
        }
        guard let result = Self(rawValue: enumCase.rawValue) else {
            throw IntentRebuildError.unknownEnumCase(
                parameter: parameter, enumType: enumTypeName, rawValue: enumCase.rawValue)
        }
        return result
    }
}
