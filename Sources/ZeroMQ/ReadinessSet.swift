import CEpoll
import Glibc

/// The descriptors a ``SocketLoop`` sleeps on, as one Linux epoll set: each registered with a
/// token the loop chose, and a wait returns the tokens of those that became readable.
///
/// `zmq_poll` asks every socket it is given for its state on every call, two or three system
/// calls each; a loop of a hundred subscribers paid that for every message any one of them
/// received. An epoll set costs one call however many it holds, and names only the ready ones.
///
/// Level-triggered: a descriptor stays ready until read. A socket's `ZMQ_FD` is read by
/// libzmq itself whenever the socket handles its commands (any send, receive or
/// `ZMQ_EVENTS`), which is what ``SocketLoop`` does for every token a wait returns.
///
/// Only the loop's thread uses it after it is made.
final class ReadinessSet: @unchecked Sendable {
    private let descriptor: Int32
    private var events: [epoll_event]

    /// - Parameter capacity: how many ready descriptors one wait returns at most (more wait for the next).
    init(capacity: Int = 256) throws {
        descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard descriptor >= 0 else { throw ZMQError(code: errno, operation: "epoll_create1") }
        events = [epoll_event](repeating: epoll_event(), count: max(1, capacity))
    }

    deinit { Glibc.close(descriptor) }

    /// Watches `fd` for input; ``wait(timeout:into:)`` reports it as `token`.
    func add(_ fd: Int32, token: UInt64) throws {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.u64 = token
        guard epoll_ctl(descriptor, EPOLL_CTL_ADD, fd, &event) == 0 else {
            throw ZMQError(code: errno, operation: "epoll_ctl(EPOLL_CTL_ADD)")
        }
    }

    /// Stops watching `fd` (before it is closed).
    func remove(_ fd: Int32) {
        var unused = epoll_event()
        _ = epoll_ctl(descriptor, EPOLL_CTL_DEL, fd, &unused)
    }

    /// Waits up to `timeout` milliseconds (-1: until one is ready; 0: not at all) and appends
    /// the ready descriptors' tokens to `ready`; returns how many. An interrupted wait returns 0.
    @discardableResult
    func wait(timeout: Int32, into ready: inout [UInt64]) -> Int {
        let count = events.withUnsafeMutableBufferPointer { buffer in
            epoll_wait(descriptor, buffer.baseAddress, Int32(buffer.count), timeout)
        }
        guard count > 0 else { return 0 }
        for index in 0..<Int(count) { ready.append(events[index].data.u64) }
        return Int(count)
    }
}
