import Synchronization

/// Every intent type this process has archived (in a Button, Toggle, control or
/// configuration): the types a phone can be asked to rebuild. Types are facts of
/// the program, not per-host state, so one process-wide list is right.
enum KnownIntentTypes {
    private static let types = Mutex<[String: any AppIntent.Type]>([:])

    static func note(_ type: any AppIntent.Type) {
        types.withLock { $0[type.intentTypeName] = $0[type.intentTypeName] ?? type }
    }

    static func type(named name: String) -> (any AppIntent.Type)? {
        types.withLock { $0[name] }
    }
}
