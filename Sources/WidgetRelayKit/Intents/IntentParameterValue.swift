import Foundation

/// A type an App Intent parameter can have: String, Int, Double, Bool, Date,
/// URL, an ``AppEnum``, an ``AppEntity``, or an optional of one of them.
public protocol IntentParameterValue: Sendable {
    /// How an editor shows and asks for it.
    static var parameterKind: IntentParameterKind { get }
    /// Whether nil is a valid value (optionals).
    static var isOptionalParameter: Bool { get }
    /// The value as data.
    var intentValue: IntentValue { get }
    /// The value from data; entities are resolved through their query.
    /// - Throws: ``IntentRebuildError`` naming what is wrong.
    static func decode(_ value: IntentValue, parameter: String) async throws -> Self
}

extension IntentParameterValue {
    public static var isOptionalParameter: Bool { false }

    static func mismatch(_ value: IntentValue, _ parameter: String) -> IntentRebuildError {
        .wrongType(parameter: parameter, expected: "\(Self.self)", got: value.kindName)
    }
}

extension String: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .string }
    public var intentValue: IntentValue { .string(self) }
    public static func decode(_ value: IntentValue, parameter: String) throws -> String {
        guard case .string(let v) = value else { throw mismatch(value, parameter) }
        return v
    }
}

extension Int: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .int }
    public var intentValue: IntentValue { .int(self) }
    public static func decode(_ value: IntentValue, parameter: String) throws -> Int {
        guard case .int(let v) = value else { throw mismatch(value, parameter) }
        return v
    }
}

extension Double: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .double }
    public var intentValue: IntentValue { .double(self) }
    public static func decode(_ value: IntentValue, parameter: String) throws -> Double {
        switch value {
        case .double(let v): return v
        case .int(let v): return Double(v)  // an integer is a valid Double
        default: throw mismatch(value, parameter)
        }
    }
}

extension Bool: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .bool }
    public var intentValue: IntentValue { .bool(self) }
    public static func decode(_ value: IntentValue, parameter: String) throws -> Bool {
        guard case .bool(let v) = value else { throw mismatch(value, parameter) }
        return v
    }
}

extension Date: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .date }
    public var intentValue: IntentValue { .date(self) }
    public static func decode(_ value: IntentValue, parameter: String) throws -> Date {
        guard case .date(let v) = value else { throw mismatch(value, parameter) }
        return v
    }
}

extension URL: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .url }
    public var intentValue: IntentValue { .url(self) }
    public static func decode(_ value: IntentValue, parameter: String) throws -> URL {
        guard case .url(let v) = value else { throw mismatch(value, parameter) }
        return v
    }
}

extension Optional: IntentParameterValue where Wrapped: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { Wrapped.parameterKind }
    public static var isOptionalParameter: Bool { true }
    public var intentValue: IntentValue { self?.intentValue ?? .null }
    public static func decode(_ value: IntentValue, parameter: String) async throws -> Wrapped? {
        if case .null = value { return nil }
        return try await Wrapped.decode(value, parameter: parameter)
    }
}

/// A list parameter (`@Parameter var lights: [LightEntity]`). It compiles, and its default
/// (or what `perform()` sets) is its value; relay.v1 carries no lists, so mirrors cannot
/// configure one: an invocation carries it as nothing, which rebuilds as the empty list.
extension Array: IntentParameterValue where Element: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { Element.parameterKind }
    public var intentValue: IntentValue { .null }
    public static func decode(_ value: IntentValue, parameter: String) async throws -> [Element] {
        guard case .null = value else { throw mismatch(value, parameter) }
        return []
    }
}
