import Synchronization

/// Intent types archived (in a Button, Toggle, control or configuration): the types a
/// phone can be asked to rebuild, by name.
///
/// Each ``AppEnvironment`` keeps the types archived by the app code running in it, and
/// lookups look there first: two apps in one process (a test run, say) may both have an
/// intent named `ToggleTaskIntent`, and each app's phone must rebuild its own. A
/// process-wide table (first type noted per name) answers code that archived elsewhere.
final class KnownIntentTypes: Sendable {
    private let types = Mutex<[String: any AppIntent.Type]>([:])

    /// The process-wide table.
    static let global = KnownIntentTypes()

    /// Notes `type` in the current environment's table and the process-wide one.
    static func note(_ type: any AppIntent.Type) {
        AppEnvironment.current.knownIntentTypes.add(type)
        global.add(type)
    }

    /// The type named `name`: the current environment's, else the process-wide table's.
    static func type(named name: String) -> (any AppIntent.Type)? {
        AppEnvironment.current.knownIntentTypes.lookup(name) ?? global.lookup(name)
    }

    private func add(_ type: any AppIntent.Type) {
        let name = type.intentTypeName
        types.withLock { types in
            if types[name] == nil { types[name] = type }
        }
    }

    private func lookup(_ name: String) -> (any AppIntent.Type)? {
        types.withLock { $0[name] }
    }
}
