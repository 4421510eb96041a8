/// Why a phone cannot start: each names the file or endpoint at fault and what a
/// person can do about it. A node that meets one exits at once (non-zero) with it.
public enum PhoneStartupError: Error, Sendable, CustomStringConvertible {
    /// The store fails SQLite's `quick_check`, or is not a database at all.
    case damagedStore(path: String, detail: String)
    /// The store cannot be opened for another reason (permissions, a full disk…).
    case unreadableStore(path: String, detail: String)
    /// The store is missing or empty although this phone has had one (its keys say so).
    case lostStore(path: String, missing: Bool, marker: String, since: String)
    /// An endpoint cannot be bound (most often: another program uses the port).
    case cannotListen(role: String, endpoint: String, detail: String)

    public var description: String {
        switch self {
        case .damagedStore(let path, let detail):
            "the phone's store \(path) is damaged (\(detail)). Restore it from a backup, or move it aside (with its -wal "
                + "and -shm files) to start fresh; a fresh start then needs --reset-store, and mirrors must be paired again."
        case .unreadableStore(let path, let detail):
            "cannot open the phone's store \(path): \(detail)"
        case .lostStore(let path, let missing, let marker, let since):
            "the phone's store \(path) is \(missing ? "missing" : "empty"), but this phone has had one since \(since) "
                + "(\(marker)): starting now would lose its pairings, widgets, app data and interaction records. Restore "
                + "\(path) from a backup, or start afresh with the same keys with `phone-node run --reset-store` "
                + "(mirrors must then be paired again)."
        case .cannotListen(let role, let endpoint, let detail):
            "cannot listen on \(endpoint) (the \(role) endpoint): \(detail). If another program uses it, stop that "
                + "program or choose another endpoint with --\(role)."
        }
    }
}
