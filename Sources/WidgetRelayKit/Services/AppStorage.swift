import Foundation

/// `@AppStorage("key", store: UserDefaults(suiteName: group))`: a value in the app group's
/// defaults, read when the view is archived (so a widget shows what the app last wrote)
/// and written through to the same store.
@propertyWrapper
public struct AppStorage<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// `$value`
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

    private init(
        _ key: String, store: UserDefaults?, default value: Value,
        get: @escaping (UserDefaults, String) -> Value?, set: @escaping (UserDefaults, String, Value) -> Void
    ) {
        let defaults = store ?? .standard
        read = { defaults.contains(key) ? get(defaults, key) ?? value : value }
        write = { set(defaults, key, $0) }
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.bool(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.integer(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.double(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.string(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.data(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Date {
    public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.object(forKey: $1) as? Date },
            set: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
            set: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key, store: store, default: wrappedValue, get: { Value(rawValue: $0.integer(forKey: $1)) },
            set: { $0.set($2.rawValue, forKey: $1) })
    }
}
