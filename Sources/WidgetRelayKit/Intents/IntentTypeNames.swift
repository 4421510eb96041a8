import Synchronization

/// Each intent type's wire name, made once: `String(describing:)` of a type asks the runtime
/// to build the name again at every call, and a view archives its buttons' and toggles' intent
/// types at every reload, several times each (13 % of a reload's views' samples on the main
/// actor, `perf`, 2026-11-30: docs/performance-history.md).
enum IntentTypeNames {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`, from the table after the first time.
    static func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = names.withLock({ $0[id] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[id] = name }
        return name
    }
}
