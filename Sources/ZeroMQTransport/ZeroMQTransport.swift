import NodeTransport
import ZeroMQ

/// ``NodeTransport/Transport`` over real ZeroMQ sockets: routers and dealers
/// for requests, XPUB and SUB for updates, CURVE on every connection when
/// configured, and the limits every node applies.
public struct ZeroMQTransport: Transport {
    /// The context every channel of this transport lives in (the ZAP handler's too).
    public let context: Context
    /// How connections are secured.
    public let security: Security
    /// Bounds and liveness settings applied to every socket.
    public let limits: Limits
    /// For publishers: decides each subscription by the connection's ZAP user id
    /// (`ZMQ_XPUB_MANUAL`); nil grants every subscription, as a plain XPUB does.
    public let subscriptionPolicy: SubscriptionPolicy?
    /// The loop every channel of this transport lives on (and that node logic may run on);
    /// nil: each channel on a thread of its own.
    public var loop: SocketLoop?
    /// Watch the connections of dealers and subscribers (a socket monitor each: one more
    /// thread per channel) and report what happens to them as
    /// ``NodeTransport/MessageChannel/connectionEvents``.
    public var monitorsConnections = false

    public init(
        context: Context, security: Security = .none, limits: Limits = Limits(),
        subscriptionPolicy: SubscriptionPolicy? = nil
    ) {
        self.context = context
        self.security = security
        self.limits = limits
        self.subscriptionPolicy = subscriptionPolicy
    }

    /// How this transport's connections are secured.
    public enum Security: Sendable, Hashable {
        /// No security (the NULL mechanism): for tests and trusted links only.
        case none
        /// A CURVE server: proves itself with `keyPair`; clients are admitted by the
        /// ``ZeroMQ/ZAPAuthenticator`` running in the same context (and refused when
        /// none runs).
        case curveServer(keyPair: CurveKeyPair)
        /// A CURVE client of the server with `serverPublicKey`.
        case curveClient(serverPublicKey: CurveKey, keyPair: CurveKeyPair)
    }

    /// What CURVE adds to each frame on the wire: libzmq sends a frame of n bytes as a MESSAGE
    /// command of n + 33 (the command's name, 8; its nonce, 8; the box's MAC, 16; a flags byte),
    /// and checks `ZMQ_MAXMSGSIZE` against that, before it decrypts. Without it a request of
    /// exactly `--max-message-bytes` disconnected its peer instead of being answered (#34).
    public static let curveFrameOverhead: Int64 = 33

    /// Bounds and liveness settings.
    public struct Limits: Sendable, Hashable {
        /// The largest frame a peer may send, in bytes: a frame of exactly this many is received,
        /// a peer that sends a larger one is disconnected (`ZMQ_MAXMSGSIZE`, raised by
        /// ``ZeroMQTransport/curveFrameOverhead`` under CURVE).
        public var maxMessageSize: Int64 = 4 * 1024 * 1024
        /// ZMTP heartbeats: off (see ``ZeroMQ/SocketOptions/heartbeat`` for the libzmq abort they
        /// expose); the nodes' own heartbeats say whether the phone is reachable.
        public var heartbeat: SocketOptions.Heartbeat?
        /// TCP keepalive: an idle connection to a vanished peer is dropped after about 16 s.
        public var tcpKeepalive: TCPKeepalive? = TCPKeepalive(idleSeconds: 10, intervalSeconds: 2, count: 3)
        /// A busy one (updates or retried requests still flowing to a vanished peer) after 15 s
        /// without an acknowledgement (`ZMQ_TCP_MAXRT`).
        public var tcpMaxRetransmitMilliseconds: Int32? = 15_000
        /// Messages queued per peer before a publisher drops (and a dealer waits).
        public var highWaterMark: Int32 = 10_000
        /// How long a peer may take to finish its handshake.
        public var handshakeIntervalMilliseconds: Int32 = 5000
        /// For connecting channels: the longest wait between reconnection attempts (doubling
        /// from 100 ms); nil: every 100 ms, libzmq's default.
        public var reconnectIntervalMaxMilliseconds: Int32?
        /// For routers: messages read ahead of the node (see `SocketChannel`'s
        /// `receiveWindow`); nil reads everything as it comes. With a window, each peer's
        /// backlog waits in its own pipe (at most ``routerReceiveHighWaterMark``
        /// messages, then the peer's sends block) and libzmq reads the pipes in turn.
        public var routerReceiveWindow: Int?
        /// For routers with a receive window: `ZMQ_RCVHWM`, messages queued per peer.
        public var routerReceiveHighWaterMark: Int32 = 1000
        /// For routers: `ZMQ_SNDHWM`, replies queued per peer that does not read
        /// (beyond it the router drops, and the peer retries).
        public var routerSendHighWaterMark: Int32?

        public init() {}
    }

    public func open(_ role: ChannelRole, _ attachment: Attachment) async throws -> any MessageChannel {
        let (incoming, continuation) = AsyncStream.makeStream(of: TransportMessage.self)
        return try await open(
            role, attachment, incoming: incoming,
            inbox: Inbox(
                receive: { continuation.yield(TransportMessage($0.frames, peer: $0.userID)) },
                finish: { continuation.finish() }
            ))
    }

    /// `receive` is called on the socket's own thread.
    public func open(
        _ role: ChannelRole, _ attachment: Attachment,
        receive: @escaping @Sendable (TransportMessage) -> Void
    ) async throws -> any MessageChannel {
        let (incoming, continuation) = AsyncStream.makeStream(of: TransportMessage.self)
        continuation.finish()
        return try await open(
            role, attachment, incoming: incoming,
            inbox: Inbox(
                receive: { receive(TransportMessage($0.frames, peer: $0.userID)) },
                finish: {}
            ))
    }

    private func open(
        _ role: ChannelRole, _ attachment: Attachment, incoming: AsyncStream<TransportMessage>,
        inbox: Inbox
    ) async throws -> any MessageChannel {
        let options = try socketOptions(for: role, attachment)
        let policy = role == .publisher ? subscriptionPolicy : nil
        let window = role == .router ? limits.routerReceiveWindow : nil
        let monitored =
            switch role {
            case .dealer, .subscriber: monitorsConnections
            case .router, .publisher: false
            }
        let channel = try await SocketChannel.open(
            context: context, type: role.socketType, options: options, monitor: monitored, name: "relay-\(role)",
            loop: loop, inbox: inbox,
            receiveWindow: window, subscriptionPolicy: policy
        ) { socket in
            switch attachment {
            case .bind(let endpoint): return try socket.bind(endpoint)
            case .connect(let endpoint):
                try socket.connect(endpoint)
                return endpoint
            }
        }
        return ZeroMQChannel(role: role, endpoint: channel.endpoint ?? "", incoming: incoming, channel: channel)
    }

    func socketOptions(for role: ChannelRole, _ attachment: Attachment) throws -> SocketOptions {
        var options = SocketOptions()
        if case .none = security {
            options.maxMessageSize = limits.maxMessageSize
        } else {
            options.maxMessageSize = limits.maxMessageSize + Self.curveFrameOverhead
        }
        options.heartbeat = limits.heartbeat
        options.tcpKeepalive = limits.tcpKeepalive
        options.tcpMaxRetransmitMilliseconds = limits.tcpMaxRetransmitMilliseconds
        options.sendHighWaterMark = limits.highWaterMark
        options.receiveHighWaterMark = limits.highWaterMark
        options.handshakeIntervalMilliseconds = limits.handshakeIntervalMilliseconds
        if case .connect = attachment {
            options.reconnectIntervalMaxMilliseconds = limits.reconnectIntervalMaxMilliseconds
        }
        switch (security, attachment) {
        case (.none, _): break
        case (.curveServer(let keyPair), .bind): options.curve = .server(secretKey: keyPair.secretKey)
        case (.curveClient(let serverKey, let keyPair), .connect):
            options.curve = .client(serverPublicKey: serverKey, keyPair: keyPair)
        case (.curveServer, .connect):
            throw TransportError("a CURVE server transport only binds; \(role) asked to connect")
        case (.curveClient, .bind):
            throw TransportError("a CURVE client transport only connects; \(role) asked to bind")
        }
        // A router drops a reply to a vanished mirror, as the Guide's servers do
        // (no ZMQ_ROUTER_MANDATORY): the mirror retries with the same id.
        switch role {
        case .router:
            if limits.routerReceiveWindow != nil { options.receiveHighWaterMark = limits.routerReceiveHighWaterMark }
            if let hwm = limits.routerSendHighWaterMark { options.sendHighWaterMark = hwm }
        case .dealer: break
        case .publisher:
            options.xpubVerbose = true
            options.xpubManual = subscriptionPolicy != nil
        case .subscriber(let topics): options.subscriptions = topics
        }
        return options
    }
}

extension ChannelRole {
    var socketType: SocketType {
        switch self {
        case .router: .router
        case .publisher: .xpublisher
        case .dealer: .dealer
        case .subscriber: .subscriber
        }
    }
}

/// A ``NodeTransport/MessageChannel`` backed by a ``ZeroMQ/SocketChannel``.
final class ZeroMQChannel: MessageChannel {
    let role: ChannelRole
    let endpoint: String
    let incoming: AsyncStream<TransportMessage>
    let connectionEvents: AsyncStream<ConnectionEvent>
    private let channel: SocketChannel

    init(role: ChannelRole, endpoint: String, incoming: AsyncStream<TransportMessage>, channel: SocketChannel) {
        self.role = role
        self.endpoint = endpoint
        self.incoming = incoming
        self.channel = channel
        let (events, continuation) = AsyncStream.makeStream(of: ConnectionEvent.self)
        connectionEvents = events
        if let monitor = channel.monitor {
            Task {
                for await event in monitor.events {
                    if case .handshakeFailedAuth = event.kind {
                        continuation.yield(.authenticationRefused(status: Int(event.value)))
                    }
                }
                continuation.finish()
            }
        } else {
            continuation.finish()
        }
    }

    func send(_ message: TransportMessage) throws {
        try channel.send(Multipart(message.frames))
    }

    func close() async {
        await channel.close()
    }

    func consumed(_ count: Int) {
        channel.consumed(count)
    }
}
