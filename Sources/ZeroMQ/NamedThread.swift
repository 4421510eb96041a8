import Foundation

/// A thread of its own for blocking work (reading standard input, a UDP socket), named for the
/// kernel from the thread itself, as ``SocketLoop`` names its loop: Foundation's `Thread.name`,
/// set before `start()`, reaches the kernel only once `start()` has returned, so a thread that
/// runs first keeps its creator's name in `ps`, `top`, `perf` and `tools/bench-cpu`'s table.
public enum NamedThread {
    /// Starts `body` on a new thread named `name` (the kernel keeps its first 15 bytes).
    public static func start(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            SocketLoop.nameCurrentThread(name)
            body()
        }
        thread.name = name  // Foundation's own view of it (Thread.current.name)
        thread.start()
    }
}
