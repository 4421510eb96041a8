/// The options a socket is created with: a plain value with the defaults this
/// project wants, applied before the socket binds or connects (libzmq reads
/// security and heartbeat options only at connection time).
public struct SocketOptions: Sendable, Hashable {
    /// `ZMQ_LINGER` in milliseconds: how long unsent messages are kept after close.
    /// Default 0, so closing or terminating never hangs on a vanished peer.
    public var lingerMilliseconds: Int32 = 0
    /// `ZMQ_MAXMSGSIZE` in bytes: a peer that sends a larger message is disconnected.
    /// nil leaves libzmq's default (no limit).
    public var maxMessageSize: Int64?
    /// `ZMQ_SNDHWM`: queued outbound messages per peer (libzmq's default is 1000).
    public var sendHighWaterMark: Int32?
    /// `ZMQ_RCVHWM`: queued inbound messages per peer.
    public var receiveHighWaterMark: Int32?
    /// ZMTP heartbeats (RFC 37) that detect a dead peer below the application.
    ///
    /// Not used by WidgetRelay: libzmq 4.3.4 (Debian 12) aborts the process with
    /// "Assertion failed: !_io_error (stream_engine_base.cpp:331)" when a heartbeat timer
    /// fires on a connection whose input is stopped by a full pipe (zeromq/libzmq#4364,
    /// #3937, #4767), which a flooding peer can cause at will. See ``tcpKeepalive``.
    public var heartbeat: Heartbeat?
    /// TCP keepalive: the kernel probes an idle connection and drops it when the peer is gone.
    public var tcpKeepalive: TCPKeepalive?
    /// `ZMQ_TCP_MAXRT` in milliseconds (Linux `TCP_USER_TIMEOUT`): a connection whose sent data
    /// stays unacknowledged this long is dropped. Keepalive probes only idle connections; this
    /// catches a peer that vanished while data was flowing to it.
    public var tcpMaxRetransmitMilliseconds: Int32?
    /// CURVE security, or nil for the NULL mechanism (no security).
    public var curve: CurveRole?
    /// `ZMQ_ZAP_DOMAIN` for servers. With CURVE servers ``CurveRole/server(secretKey:)``
    /// sets it, with `ZMQ_ZAP_ENFORCE_DOMAIN`, to ``defaultZAPDomain`` unless given here.
    public var zapDomain: String?
    /// `ZMQ_ROUTING_ID` a DEALER presents to a ROUTER.
    public var routingID: [UInt8]?
    /// `ZMQ_ROUTER_MANDATORY`: a ROUTER reports unroutable messages instead of dropping them.
    public var routerMandatory = false
    /// `ZMQ_HANDSHAKE_IVL` in milliseconds: how long a peer may take to finish its handshake.
    public var handshakeIntervalMilliseconds: Int32?
    /// `ZMQ_RECONNECT_IVL_MAX` in milliseconds: a connecting socket waits twice as long after
    /// each failed attempt (from `ZMQ_RECONNECT_IVL`, 100 ms), up to this; nil keeps libzmq's
    /// default (no back-off: every 100 ms).
    public var reconnectIntervalMaxMilliseconds: Int32?
    /// `ZMQ_IMMEDIATE`: queue messages only to completed connections.
    public var immediate = false
    /// `ZMQ_XPUB_VERBOSE`: an XPUB passes every subscription up, not only new ones.
    public var xpubVerbose = false
    /// `ZMQ_XPUB_MANUAL`: an XPUB applies no subscription by itself; the application
    /// decides each one (see ``SubscriptionPolicy``).
    public var xpubManual = false
    /// Topics a SUB subscribes to (an empty topic subscribes to everything).
    public var subscriptions: [[UInt8]] = []

    /// The ZAP domain CURVE servers use unless told otherwise.
    public static let defaultZAPDomain = "widgetrelay"

    public init() {}

    /// ZMTP heartbeat settings, in milliseconds.
    public struct Heartbeat: Sendable, Hashable {
        /// `ZMQ_HEARTBEAT_IVL`: how often to send a PING.
        public var intervalMilliseconds: Int32
        /// `ZMQ_HEARTBEAT_TIMEOUT`: how long to wait for any traffic after a PING.
        public var timeoutMilliseconds: Int32
        /// `ZMQ_HEARTBEAT_TTL`: how long the peer should wait for our traffic.
        public var ttlMilliseconds: Int32

        public init(intervalMilliseconds: Int32, timeoutMilliseconds: Int32, ttlMilliseconds: Int32? = nil) {
            self.intervalMilliseconds = intervalMilliseconds
            self.timeoutMilliseconds = timeoutMilliseconds
            self.ttlMilliseconds = ttlMilliseconds ?? timeoutMilliseconds
        }
    }
}

/// TCP keepalive settings (`ZMQ_TCP_KEEPALIVE*`), in seconds.
public struct TCPKeepalive: Sendable, Hashable {
    /// `ZMQ_TCP_KEEPALIVE_IDLE`: idle time before the first probe.
    public var idleSeconds: Int32
    /// `ZMQ_TCP_KEEPALIVE_INTVL`: time between probes.
    public var intervalSeconds: Int32
    /// `ZMQ_TCP_KEEPALIVE_CNT`: probes unanswered before the connection is dropped.
    public var count: Int32

    public init(idleSeconds: Int32, intervalSeconds: Int32, count: Int32) {
        self.idleSeconds = idleSeconds
        self.intervalSeconds = intervalSeconds
        self.count = count
    }
}

/// Which side of a CURVE handshake a socket plays. Prints, dumps and reflects with the
/// server's secret key redacted (see ``CurveKeyPair``).
public enum CurveRole: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// A server: proves itself with its secret key; clients are checked by the
    /// context's ZAP handler (see ``ZAPAuthenticator``). `ZMQ_ZAP_ENFORCE_DOMAIN`
    /// is always on, so a context with no ZAP handler refuses every client.
    case server(secretKey: CurveKey)
    /// A client: knows the server's public key and has its own key pair.
    case client(serverPublicKey: CurveKey, keyPair: CurveKeyPair)

    public var description: String {
        switch self {
        case .server: "server(secretKey: \(CurveKeyPair.redacted))"
        case .client(let server, let pair): "client(serverPublicKey: \(server.z85), keyPair: \(pair))"
        }
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        switch self {
        case .server: Mirror(self, children: ["secretKey": CurveKeyPair.redacted], displayStyle: .enum)
        case .client(let server, let pair):
            Mirror(self, children: ["serverPublicKey": server, "keyPair": pair], displayStyle: .enum)
        }
    }
}
