import CZeroMQ

/// An error reported by libzmq, carrying `zmq_errno()` and the call that failed.
///
/// Every `zmq_*` call in this module goes through ``check(_:_:)`` (or its pointer twin),
/// the way swift-nio funnels `errno` through one helper.
public struct ZMQError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value libzmq reported (`EAGAIN`, `ETERM`, `EHOSTUNREACH`, …).
    public let code: Int32
    /// The libzmq function or operation that failed, for the message.
    public let operation: String

    public init(code: Int32, operation: String) {
        self.code = code
        self.operation = operation
    }

    /// The current `zmq_errno()` for `operation`.
    static func last(_ operation: String) -> ZMQError {
        ZMQError(code: zmq_errno(), operation: operation)
    }

    /// libzmq's text for the code.
    public var message: String { String(cString: zmq_strerror(code)) }

    public var description: String { "\(operation): \(message) (errno \(code))" }

    /// The call would block (`EAGAIN`): nothing to receive, or the high-water mark is reached.
    public var isWouldBlock: Bool { code == EAGAIN }
    /// The context was terminated (`ETERM`).
    public var isTerminated: Bool { code == ETERM }
    /// A ROUTER with `ZMQ_ROUTER_MANDATORY` could not route to the peer (`EHOSTUNREACH`).
    public var isHostUnreachable: Bool { code == EHOSTUNREACH }

    /// A check failed inside this layer rather than in libzmq.
    static func invalid(_ operation: String) -> ZMQError {
        ZMQError(code: EINVAL, operation: operation)
    }
}

/// Throws ``ZMQError`` when a libzmq call returns -1.
@discardableResult
func check(_ result: Int32, _ operation: @autoclosure () -> String) throws -> Int32 {
    if result == -1 { throw ZMQError.last(operation()) }
    return result
}

/// Throws ``ZMQError`` when a libzmq call returns a null pointer.
func check(_ result: UnsafeMutableRawPointer?, _ operation: @autoclosure () -> String) throws -> UnsafeMutableRawPointer
{
    guard let result else { throw ZMQError.last(operation()) }
    return result
}
