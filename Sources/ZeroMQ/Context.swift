import CZeroMQ

/// A libzmq context: the I/O threads and the `inproc://` namespace sockets share.
///
/// Contexts are thread-safe, so this is the one type here that is `@unchecked Sendable`.
/// A ZAP authenticator must live in the same context as the server sockets it guards.
public final class Context: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer

    /// Creates a context with `ioThreads` background I/O threads.
    public init(ioThreads: Int32 = 1) throws {
        handle = try check(zmq_ctx_new(), "zmq_ctx_new")
        try check(zmq_ctx_set(handle, ZMQ_IO_THREADS, ioThreads), "zmq_ctx_set(ZMQ_IO_THREADS)")
        // Sockets are closed with a linger of 0 unless configured otherwise (see Socket),
        // so terminating never waits for unsent messages to a vanished peer.
        try check(zmq_ctx_set(handle, ZMQ_BLOCKY, 0), "zmq_ctx_set(ZMQ_BLOCKY)")
    }

    /// Shuts the context down; blocking calls on its sockets return `ETERM`.
    public func shutdown() {
        zmq_ctx_shutdown(handle)
    }

    deinit {
        // Every socket must be closed by now; all sockets default to linger 0.
        zmq_ctx_term(handle)
    }

    /// The libzmq version this process runs against, e.g. `(4, 3, 4)`.
    public static var libraryVersion: (major: Int32, minor: Int32, patch: Int32) {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        zmq_version(&major, &minor, &patch)
        return (major, minor, patch)
    }

    /// Whether libzmq was built with a capability such as `"curve"` or `"ipc"`.
    public static func has(_ capability: String) -> Bool {
        zmq_has(capability) != 0
    }
}
