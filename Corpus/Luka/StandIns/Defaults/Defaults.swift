// Stand-in for Defaults (sindresorhus/Defaults 9.0.6, MIT), a third-party package (ours, not the project's):
// `Defaults.Keys`, `Defaults.Key(_:default:suite:iCloud:)`, `Defaults.Serializable`, `Defaults[key]` and
// `@Default(key)` as Luka calls them, on Foundation's UserDefaults: a value is kept as JSON under the
// key's name in its suite (the package's bridges are not reproduced; iCloud syncing is not done here).
import Foundation
import SwiftUI

public enum Defaults {
    /// What a key's value may be: Codable values are stored as JSON.
    public protocol Serializable {}

    /// A key's name and suite, untyped (what `Defaults.Keys` extends).
    public class _AnyKey: @unchecked Sendable {
        /// What `extension Defaults.Keys { static let x = Key<T>(…) }` names, as the package declares it.
        public typealias Key<Value: Serializable> = Defaults.Key<Value>

        public let name: String
        public let suite: UserDefaults

        init(name: String, suite: UserDefaults) {
            self.name = name
            self.suite = suite
        }
    }

    public typealias Keys = _AnyKey

    /// A key with its type and default value.
    public final class Key<Value: Serializable>: _AnyKey, @unchecked Sendable {
        public let defaultValue: Value

        public init(_ name: String, default defaultValue: Value, suite: UserDefaults = .standard, iCloud: Bool = false) {
            self.defaultValue = defaultValue
            super.init(name: name, suite: suite)
        }
    }

    private struct Box<T: Codable>: Codable { var value: T }

    public static subscript<Value: Serializable>(key: Key<Value>) -> Value {
        get {
            guard let data = key.suite.data(forKey: key.name), let type = Value.self as? any Decodable.Type else {
                return key.defaultValue
            }
            return (decode(type, from: data) as? Value) ?? key.defaultValue
        }
        set {
            guard let value = newValue as? any Encodable, let data = try? JSONEncoder().encode(AnyEncodable(value)) else {
                key.suite.removeObject(forKey: key.name)
                return
            }
            key.suite.set(data, forKey: key.name)
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        try? JSONDecoder().decode(T.self, from: data)
    }

    private struct AnyEncodable: Encodable {
        let value: any Encodable
        init(_ value: any Encodable) { self.value = value }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
}

extension Bool: Defaults.Serializable {}
extension Int: Defaults.Serializable {}
extension Double: Defaults.Serializable {}
extension String: Defaults.Serializable {}
extension Date: Defaults.Serializable {}
extension Data: Defaults.Serializable {}
extension UUID: Defaults.Serializable {}
extension URL: Defaults.Serializable {}
extension Optional: Defaults.Serializable where Wrapped: Defaults.Serializable {}
extension Array: Defaults.Serializable where Element: Defaults.Serializable {}
extension Set: Defaults.Serializable where Element: Defaults.Serializable {}
extension Dictionary: Defaults.Serializable where Key: LosslessStringConvertible & Hashable, Value: Defaults.Serializable {}

/// A view's property read from (and written to) a key, as the package's `@Default`.
@propertyWrapper
public struct Default<Value: Defaults.Serializable>: DynamicProperty {
    private let key: Defaults.Key<Value>

    public init(_ key: Defaults.Key<Value>) {
        self.key = key
    }

    public var wrappedValue: Value {
        get { Defaults[key] }
        nonmutating set { Defaults[key] = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { Defaults[key] }, set: { Defaults[key] = $0 })
    }
}
