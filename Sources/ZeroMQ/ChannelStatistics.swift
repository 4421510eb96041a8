/// Counters a ``SocketChannel`` keeps, for status output and tests.
public struct ChannelStatistics: Sendable, Hashable {
    /// Messages handed to libzmq.
    public var sent = 0
    /// Messages received and delivered to ``SocketChannel/messages``.
    public var received = 0
    /// Messages libzmq refused (e.g. `EHOSTUNREACH` on a mandatory ROUTER), or still queued at close.
    public var dropped = 0
    /// The last error a send met, if any.
    public var lastSendError: ZMQError?

    public init() {}
}
