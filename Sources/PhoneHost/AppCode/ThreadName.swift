import Foundation

/// Names the thread it runs on for what the phone does there, so that `top -H`, `perf` and the
/// bench's CPU table (`/proc/PID/task/*/comm`) can tell the phone's threads apart. Dispatch's
/// threads are shared: one is named for the last of these jobs it ran, and renamed only when
/// that changes (a thread-specific value remembers the name; no system call otherwise).
enum ThreadName: Int, Sendable {
    /// App code: intents, providers, archiving (``AppCodeExecutor``).
    case appCode = 1
    /// The store's checkpoints (``Checkpointer``).
    case checkpointer
    /// Back to Dispatch, after a job that should not lend the thread its name.
    case dispatch

    var text: String {
        switch self {
        case .appCode: "app-code"
        case .checkpointer: "checkpointer"
        case .dispatch: "dispatch"
        }
    }

    /// Names the calling thread `self`, unless it already is.
    func apply() {
        let current = Int(bitPattern: pthread_getspecific(Self.key))
        guard current != rawValue else { return }
        Thread.current.name = text  // Foundation sets the thread's own name (pthread_setname_np)
        _ = pthread_setspecific(Self.key, UnsafeRawPointer(bitPattern: rawValue))
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        _ = pthread_key_create(&key, nil)
        return key
    }()
}
