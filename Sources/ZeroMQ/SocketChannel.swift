import CZeroMQ
import Foundation
import Synchronization

/// A ZeroMQ socket usable from Swift concurrency.
///
/// One dedicated thread owns the socket and `zmq_poll`s it together with a wake-up
/// pipe (libzmq sockets are not thread-safe). Received messages are yielded to
/// ``messages``; ``send(_:)`` may be called from any task: it queues the message under
/// a mutex and wakes the thread. Messages are sent in the order `send` was called.
/// When a peer's high-water mark is reached the message waits in the queue (never
/// dropped by this layer); PUB and ROUTER sockets drop at their HWM as libzmq does.
public final class SocketChannel: Sendable {
    /// The socket's pattern.
    public let type: SocketType
    /// What `setUp` returned: for a bound socket, the real endpoint (the port `*` chose).
    public let endpoint: String?
    /// Every message the socket receives, in order. Ends when the channel closes.
    /// Empty (already finished) for a channel opened with an ``Inbox``.
    public let messages: AsyncStream<Multipart>
    /// Connection and authentication events, when opened with `monitor: true`.
    public let monitor: SocketMonitor?

    private let core: ChannelCore

    private init(type: SocketType, endpoint: String?, messages: AsyncStream<Multipart>, monitor: SocketMonitor?, core: ChannelCore) {
        self.type = type
        self.endpoint = endpoint
        self.messages = messages
        self.monitor = monitor
        self.core = core
    }

    /// Opens a socket on its own thread.
    ///
    /// - Parameters:
    ///   - options: applied before `setUp` runs.
    ///   - monitor: report connection and handshake events through ``monitor``.
    ///   - name: the thread's name, for debuggers.
    ///   - inbox: where received messages go instead of ``messages``: called on the
    ///     socket's thread, so it must be quick and must not block (yielding to
    ///     another stream, or answering with ``send(_:)``, is fine).
    ///   - receiveWindow: read at most this many messages ahead of the consumer, who
    ///     reports each one dealt with through ``consumed(_:)``. Beyond it the socket is
    ///     not read, so messages wait in libzmq's per-peer pipes (bounded by the receive
    ///     high-water mark, the sender then blocks) and libzmq's fair queuing decides
    ///     whose message is read next: one flooding peer cannot push others' messages
    ///     to the back of an unbounded queue. nil: read everything as it comes.
    ///   - subscriptionPolicy: for an XPUB opened with ``SocketOptions/xpubManual``: decides
    ///     each subscription on the socket's thread, right after it arrives (libzmq
    ///     grants a manual subscription to the peer that sent the last one received).
    ///     Unsubscriptions are always applied. The messages still reach the inbox.
    ///   - setUp: runs on the owning thread: bind or connect here; return the endpoint
    ///     to expose as ``endpoint`` (e.g. what ``Socket/bind(_:)`` returned).
    public static func open(
        context: Context,
        type: SocketType,
        options: SocketOptions = SocketOptions(),
        monitor: Bool = false,
        name: String = "zmq-channel",
        inbox: Inbox? = nil,
        receiveWindow: Int? = nil,
        subscriptionPolicy: SubscriptionPolicy? = nil,
        setUp: @escaping @Sendable (Socket) throws -> String?
    ) async throws -> SocketChannel {
        // The monitor's PAIR connects first (inproc allows connect before bind), so
        // no event of the socket's bind or connect is missed.
        let socketMonitor = monitor ? try await SocketMonitor.open(context: context) : nil
        let (messages, continuation) = AsyncStream.makeStream(of: Multipart.self)
        let inbox = inbox ?? .stream(continuation)
        if inbox.isCustom { continuation.finish() }
        let core = try ChannelCore(type: type, receiveWindow: receiveWindow)
        do {
            let endpoint: String? = try await withCheckedThrowingContinuation { ready in
                let thread = Thread {
                    let socket: Socket
                    let endpoint: String?
                    do {
                        socket = try Socket(context: context, type: type, options: options)
                        if let socketMonitor { try socket.startMonitor(at: socketMonitor.endpoint) }
                        endpoint = try setUp(socket)
                    } catch {
                        inbox.finish()
                        core.markFinished()
                        ready.resume(throwing: error)
                        return
                    }
                    ready.resume(returning: endpoint)
                    core.run(socket: socket, inbox: inbox, subscriptionPolicy: subscriptionPolicy)
                    _ = context  // the context outlives its socket
                }
                thread.name = name
                thread.start()
            }
            return SocketChannel(type: type, endpoint: endpoint, messages: messages, monitor: socketMonitor, core: core)
        } catch {
            await socketMonitor?.close()
            throw error
        }
    }

    /// Reports `count` received messages dealt with (see `receiveWindow` in
    /// ``open(context:type:options:monitor:name:inbox:receiveWindow:subscriptionPolicy:setUp:)``).
    public func consumed(_ count: Int) {
        core.consumed(count)
    }

    /// Queues `message` for sending and returns at once.
    /// - Throws: ``ZMQError`` if the channel is closed or its socket type cannot send.
    public func send(_ message: Multipart) throws {
        try core.enqueue(message)
    }

    /// Stops the thread and closes the socket. Messages still queued are dropped
    /// (counted in ``statistics``); it never waits for a peer. Safe to call twice.
    public func close() async {
        await core.close()
        await monitor?.close()
    }

    /// The channel's counters so far.
    public var statistics: ChannelStatistics { core.statistics }

    deinit { core.requestClose() }
}

/// Decides whether the connection that sent a subscription to an XPUB (opened with
/// ``SocketOptions/xpubManual``) may have it: the topic, and the `User-Id` the ZAP
/// handler gave that connection (nil without one). Called on the socket's thread:
/// it must be quick and must not block.
public typealias SubscriptionPolicy = @Sendable (_ topic: [UInt8], _ userID: String?) -> Bool

/// Where a ``SocketChannel`` delivers what it receives, when not to its ``SocketChannel/messages``.
public struct Inbox: Sendable {
    let receive: @Sendable (Multipart) -> Void
    let finish: @Sendable () -> Void
    let isCustom: Bool

    /// - Parameters:
    ///   - receive: called on the socket's thread for each message, in order.
    ///   - finish: called once when the channel has closed.
    public init(receive: @escaping @Sendable (Multipart) -> Void, finish: @escaping @Sendable () -> Void) {
        self.init(receive: receive, finish: finish, isCustom: true)
    }

    private init(receive: @escaping @Sendable (Multipart) -> Void, finish: @escaping @Sendable () -> Void, isCustom: Bool) {
        self.receive = receive
        self.finish = finish
        self.isCustom = isCustom
    }

    static func stream(_ continuation: AsyncStream<Multipart>.Continuation) -> Inbox {
        Inbox(receive: { continuation.yield($0) }, finish: { continuation.finish() }, isCustom: false)
    }
}

/// The state a ``SocketChannel`` shares with its thread.
private final class ChannelCore: Sendable {
    private struct Shared {
        var outbox: [Multipart] = []
        var closing = false
        var finished = false
        var wakePending = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var statistics = ChannelStatistics()
        /// Messages handed to the inbox and not yet reported consumed.
        var unconsumed = 0
    }

    private let type: SocketType
    private let receiveWindow: Int?
    private let shared = Mutex(Shared())
    private let wake: WakePipe
    /// How many messages the thread receives in a row before it looks at its outbox again.
    private static let receiveBatch = 256

    init(type: SocketType, receiveWindow: Int?) throws {
        self.type = type
        self.receiveWindow = receiveWindow.map { max(1, $0) }
        wake = try WakePipe()
    }

    func consumed(_ count: Int) {
        guard let receiveWindow, count > 0 else { return }
        let mustWake = shared.withLock { state -> Bool in
            let wasFull = state.unconsumed >= receiveWindow
            state.unconsumed = max(0, state.unconsumed - count)
            guard wasFull, !state.wakePending else { return false }
            state.wakePending = true
            return true
        }
        if mustWake { wake.signal() }
    }

    var statistics: ChannelStatistics { shared.withLock { $0.statistics } }

    func enqueue(_ message: Multipart) throws {
        guard type.canSend else { throw ZMQError.invalid("send on a \(type) socket") }
        let mustWake = try shared.withLock { state throws(ZMQError) -> Bool in
            guard !state.closing else { throw ZMQError(code: ENOTSOCK, operation: "send on a closed channel") }
            state.outbox.append(message)
            defer { state.wakePending = true }
            return !state.wakePending
        }
        if mustWake { wake.signal() }
    }

    func requestClose() {
        shared.withLock { $0.closing = true }
        wake.signal()
    }

    func close() async {
        requestClose()
        await withCheckedContinuation { continuation in
            let alreadyFinished = shared.withLock { state in
                if !state.finished { state.waiters.append(continuation) }
                return state.finished
            }
            if alreadyFinished { continuation.resume() }
        }
    }

    func markFinished() {
        let waiters = shared.withLock { state in
            state.finished = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The owning thread's loop: send what is queued, poll, receive what arrived.
    func run(socket: Socket, inbox: Inbox, subscriptionPolicy: SubscriptionPolicy?) {
        var pending: [Multipart] = []  // taken from the outbox, not yet accepted by libzmq
        var pendingIndex = 0
        defer {
            let unsent = pending.count - pendingIndex
            socket.close()
            inbox.finish()
            shared.withLock { state in
                state.statistics.dropped += unsent + state.outbox.count
                state.outbox = []
            }
            markFinished()
        }
        guard let raw = try? socket.raw else { return }
        while true {
            // Drain before reading the shared state: a wake-up written after this
            // point stays in the pipe, so the poll below cannot sleep through it.
            wake.drain()
            let (closing, room) = shared.withLock { state -> (Bool, Int) in
                state.wakePending = false
                if !state.outbox.isEmpty {
                    pending.append(contentsOf: state.outbox)
                    state.outbox = []
                }
                return (state.closing, receiveWindow.map { $0 - state.unconsumed } ?? Self.receiveBatch)
            }

            // Send until libzmq would block.
            var blocked = false
            var sent = 0, dropped = 0
            var lastError: ZMQError?
            while pendingIndex < pending.count {
                do {
                    if try socket.send(pending[pendingIndex], dontWait: true) {
                        sent += 1
                    } else {
                        blocked = true
                        break
                    }
                } catch let error as ZMQError {
                    dropped += 1
                    lastError = error
                } catch {
                    dropped += 1
                }
                pendingIndex += 1
            }
            if pendingIndex == pending.count {
                pending = []
                pendingIndex = 0
            } else if pendingIndex > 4096 {
                pending.removeFirst(pendingIndex)  // keep the backlog from growing a sent prefix
                pendingIndex = 0
            }
            if sent > 0 || dropped > 0 {
                shared.withLock { state in
                    state.statistics.sent += sent
                    state.statistics.dropped += dropped
                    if let lastError { state.statistics.lastSendError = lastError }
                }
            }
            if closing { return }

            // Wait for input, for room to send, or for a wake-up.
            var items = [
                zmq_pollitem_t(
                    socket: raw, fd: 0,
                    events: Int16((type.canReceive && room > 0 ? ZMQ_POLLIN : 0) | (blocked ? ZMQ_POLLOUT : 0)),
                    revents: 0),
                zmq_pollitem_t(socket: nil, fd: wake.readDescriptor, events: Int16(ZMQ_POLLIN), revents: 0),
            ]
            if zmq_poll(&items, 2, -1) == -1 {
                if zmq_errno() == EINTR { continue }
                return  // ETERM: the context is going away
            }
            if items[0].revents & Int16(ZMQ_POLLIN) != 0 {
                var received = 0
                while received < min(room, Self.receiveBatch), let message = try? socket.receive(dontWait: true) {
                    if let subscriptionPolicy { Self.decide(message, on: socket, subscriptionPolicy) }
                    // Counted before the inbox sees it: the consumer may report it consumed at once.
                    if receiveWindow != nil { shared.withLock { $0.unconsumed += 1 } }
                    inbox.receive(message)
                    received += 1
                }
                shared.withLock { $0.statistics.received += received }
            }
        }
    }
}

extension ChannelCore {
    /// Applies one subscription message ([1, topic…] or [0, topic…]) to a manual XPUB,
    /// as the policy decides; other messages are left alone.
    fileprivate static func decide(_ message: Multipart, on socket: Socket, _ policy: SubscriptionPolicy) {
        guard message.frames.count == 1, let first = message.frames[0].first, first <= 1 else { return }
        let topic = Array(message.frames[0].dropFirst())
        if first == 0 {
            try? socket.unsubscribe(topic)
        } else if policy(topic, message.userID) {
            try? socket.subscribe(topic)
        }
    }
}
