import CZeroMQ
import Foundation
import Synchronization

/// A ZeroMQ socket usable from Swift concurrency.
///
/// The socket lives on a ``SocketLoop``'s thread (libzmq sockets are not thread-safe):
/// a loop of its own, or one shared with other channels and with the actor whose
/// executor the loop is. Received messages are yielded to ``messages`` (or handed to an
/// ``Inbox`` on the loop's thread); ``send(_:)`` may be called from any task: it queues
/// the message under a mutex and wakes the loop, or, on the loop's own thread, only
/// queues it. Messages are sent in the order `send` was called. When a peer's
/// high-water mark is reached the message waits in the queue (never dropped by this
/// layer); PUB and ROUTER sockets drop at their HWM as libzmq does.
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
    /// The loop the socket lives on.
    public let loop: SocketLoop

    private let core: ChannelCore

    private init(
        type: SocketType, endpoint: String?, messages: AsyncStream<Multipart>, monitor: SocketMonitor?,
        loop: SocketLoop,
        core: ChannelCore
    ) {
        self.type = type
        self.endpoint = endpoint
        self.messages = messages
        self.monitor = monitor
        self.loop = loop
        self.core = core
    }

    /// Opens a socket on a loop's thread.
    ///
    /// - Parameters:
    ///   - options: applied before `setUp` runs.
    ///   - monitor: report connection and handshake events through ``monitor``.
    ///   - name: the thread's name, for debuggers, when the channel gets a loop of its own.
    ///   - loop: the loop to serve the socket on; nil: a loop of its own, which ends with the channel.
    ///   - inbox: where received messages go instead of ``messages``: called on the
    ///     loop's thread, so it must be quick and must not block (yielding to
    ///     another stream, or answering with ``send(_:)``, is fine).
    ///   - receiveWindow: read at most this many messages ahead of the consumer, who
    ///     reports each one dealt with through ``consumed(_:)``. Beyond it the socket is
    ///     not read, so messages wait in libzmq's per-peer pipes (bounded by the receive
    ///     high-water mark, the sender then blocks) and libzmq's fair queuing decides
    ///     whose message is read next: one flooding peer cannot push others' messages
    ///     to the back of an unbounded queue. nil: read everything as it comes.
    ///   - subscriptionPolicy: for an XPUB opened with ``SocketOptions/xpubManual``: decides
    ///     each subscription on the loop's thread, right after it arrives (libzmq
    ///     grants a manual subscription to the peer that sent the last one received).
    ///     Unsubscriptions are always applied. The messages still reach the inbox.
    ///   - setUp: runs on the loop's thread: bind or connect here; return the endpoint
    ///     to expose as ``endpoint`` (e.g. what ``Socket/bind(_:)`` returned).
    public static func open(
        context: Context,
        type: SocketType,
        options: SocketOptions = SocketOptions(),
        monitor: Bool = false,
        name: String = "zmq-channel",
        loop: SocketLoop? = nil,
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
        do {
            let loop = try loop ?? SocketLoop(name: name, endsWithLastChannel: true)
            let core = ChannelCore(type: type, receiveWindow: receiveWindow, loop: loop)
            let endpoint = try await loop.register { ready in
                SocketLoop.Registration(
                    context: context, type: type, options: options, core: core, inbox: inbox,
                    subscriptionPolicy: subscriptionPolicy,
                    setUp: { socket in
                        if let socketMonitor { try socket.startMonitor(at: socketMonitor.endpoint) }
                        return try setUp(socket)
                    },
                    ready: ready)
            }
            return SocketChannel(
                type: type, endpoint: endpoint, messages: messages, monitor: socketMonitor, loop: loop, core: core)
        } catch {
            await socketMonitor?.close()
            throw error
        }
    }

    /// Reports `count` received messages dealt with (see `receiveWindow` in
    /// ``open(context:type:options:monitor:name:loop:inbox:receiveWindow:subscriptionPolicy:setUp:)``).
    public func consumed(_ count: Int) {
        core.consumed(count)
    }

    /// Queues `message` for sending and returns at once.
    /// - Throws: ``ZMQError`` if the channel is closed or its socket type cannot send.
    public func send(_ message: Multipart) throws {
        try core.enqueue(message)
    }

    /// Closes the socket (on the loop's thread). Messages still queued are dropped
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

    private init(
        receive: @escaping @Sendable (Multipart) -> Void, finish: @escaping @Sendable () -> Void, isCustom: Bool
    ) {
        self.receive = receive
        self.finish = finish
        self.isCustom = isCustom
    }

    static func stream(_ continuation: AsyncStream<Multipart>.Continuation) -> Inbox {
        Inbox(receive: { continuation.yield($0) }, finish: { continuation.finish() }, isCustom: false)
    }
}

/// The state a ``SocketChannel`` shares with its loop's thread.
final class ChannelCore: Sendable {
    private struct Shared {
        var outbox: [Multipart] = []
        var closing = false
        var finished = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var statistics = ChannelStatistics()
        /// Messages handed to the inbox and not yet reported consumed.
        var unconsumed = 0
    }

    private let type: SocketType
    private let receiveWindow: Int?
    private let shared = Mutex(Shared())
    private let loop: SocketLoop
    private let loopSide = LoopSide()

    /// What only the loop's thread touches: the socket once open, whether messages taken
    /// from the outbox still wait for libzmq's room (a send must not overtake them), and
    /// whether a send went straight to libzmq since the loop last looked (it may have taken
    /// the socket's wake-up for a message that arrived: the loop must ask the socket).
    private final class LoopSide: @unchecked Sendable {
        var socket: Socket?
        var backlog = false
        var sentDirectly = false
    }

    init(type: SocketType, receiveWindow: Int?, loop: SocketLoop) {
        self.type = type
        self.receiveWindow = receiveWindow.map { max(1, $0) }
        self.loop = loop
    }

    func consumed(_ count: Int) {
        guard let receiveWindow, count > 0 else { return }
        let wasFull = shared.withLock { state -> Bool in
            let wasFull = state.unconsumed >= receiveWindow
            state.unconsumed = max(0, state.unconsumed - count)
            return wasFull
        }
        if wasFull { loop.signal() }
    }

    var statistics: ChannelStatistics { shared.withLock { $0.statistics } }

    func enqueue(_ message: Multipart) throws {
        guard type.canSend else { throw ZMQError.invalid("send on a \(type) socket") }
        // On the loop's own thread, with nothing queued before it: straight to libzmq, so a
        // reply made in a long run of work leaves at once, not after it.
        if loop.isCurrent, let socket = loopSide.socket, !loopSide.backlog {
            let first = try shared.withLock { state throws(ZMQError) -> Bool in
                guard !state.closing else { throw ZMQError(code: ENOTSOCK, operation: "send on a closed channel") }
                return state.outbox.isEmpty
            }
            if first {
                loopSide.sentDirectly = true
                loop.signal()  // on this thread: the loop takes a turn before it sleeps
                do {
                    if try socket.send(message, dontWait: true) {
                        counted(sent: 1)
                        return
                    }
                } catch let error as ZMQError {
                    counted(dropped: 1, lastError: error)  // as the loop's own sending counts a refusal
                    return
                } catch {
                    counted(dropped: 1)
                    return
                }
                // libzmq has no room: it waits in the outbox like the others.
            }
        }
        try shared.withLock { state throws(ZMQError) in
            guard !state.closing else { throw ZMQError(code: ENOTSOCK, operation: "send on a closed channel") }
            state.outbox.append(message)
        }
        loop.signal()
    }

    func requestClose() {
        shared.withLock { $0.closing = true }
        loop.signal()
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

    // MARK: For the loop's thread

    /// The loop opened the socket (on its thread).
    func attach(_ socket: Socket) { loopSide.socket = socket }

    /// The loop is about to close the socket.
    func detach() { loopSide.socket = nil }

    /// Whether messages wait for libzmq's room, after the loop's sending.
    func setBacklog(_ backlog: Bool) { loopSide.backlog = backlog }

    /// Whether a send went straight to libzmq since the last call.
    func takeSentDirectly() -> Bool {
        defer { loopSide.sentDirectly = false }
        return loopSide.sentDirectly
    }

    /// What is queued to send, or that the channel is closing (its queue then stays, to be counted).
    func takeOutbox() -> (messages: [Multipart], closing: Bool) {
        shared.withLock { state in
            if state.closing { return ([], true) }
            defer { state.outbox = [] }
            return (state.outbox, false)
        }
    }

    /// How many messages may be read now: the receive window's room, at most `batch`.
    func room(batch: Int) -> Int {
        guard let receiveWindow else { return batch }
        return min(batch, shared.withLock { receiveWindow - $0.unconsumed })
    }

    /// A message is about to be handed to the inbox.
    func delivering() {
        if receiveWindow != nil { shared.withLock { $0.unconsumed += 1 } }
    }

    func counted(sent: Int = 0, dropped: Int = 0, lastError: ZMQError? = nil, received: Int = 0) {
        guard sent > 0 || dropped > 0 || received > 0 else { return }
        shared.withLock { state in
            state.statistics.sent += sent
            state.statistics.dropped += dropped
            state.statistics.received += received
            if let lastError { state.statistics.lastSendError = lastError }
        }
    }

    /// The socket is closed: what was never sent is counted as dropped, and waiters resume.
    func finished(unsent: Int) {
        shared.withLock { state in
            state.statistics.dropped += unsent + state.outbox.count
            state.outbox = []
        }
        markFinished()
    }
}
