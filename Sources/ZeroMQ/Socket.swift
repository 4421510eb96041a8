import CZeroMQ

/// A libzmq socket. Not thread-safe and so not `Sendable`: one thread owns it.
/// Use ``SocketChannel`` to use a socket from Swift concurrency.
public final class Socket {
    /// The socket's pattern.
    public let type: SocketType
    private var handle: UnsafeMutableRawPointer?

    /// Creates a socket and applies `options` (before any bind or connect).
    public init(context: Context, type: SocketType, options: SocketOptions = SocketOptions()) throws {
        self.type = type
        handle = try check(zmq_socket(context.handle, type.rawValue), "zmq_socket")
        do {
            try apply(options)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    var raw: UnsafeMutableRawPointer {
        get throws {
            guard let handle else { throw ZMQError(code: ENOTSOCK, operation: "socket closed") }
            return handle
        }
    }

    /// Closes the socket; further calls throw. Safe to call twice.
    public func close() {
        if let handle {
            zmq_close(handle)
            self.handle = nil
        }
    }

    // MARK: Endpoints

    /// Binds to `endpoint` and returns the real endpoint: for `tcp://127.0.0.1:*` the
    /// port the system chose, for `ipc://` the path.
    @discardableResult
    public func bind(_ endpoint: String) throws -> String {
        try check(zmq_bind(raw, endpoint), "zmq_bind(\(endpoint))")
        return try lastEndpoint()
    }

    /// Connects to `endpoint`. The connection is made in the background and retried.
    public func connect(_ endpoint: String) throws {
        try check(zmq_connect(raw, endpoint), "zmq_connect(\(endpoint))")
    }

    /// Stops listening on `endpoint`.
    public func unbind(_ endpoint: String) throws {
        try check(zmq_unbind(raw, endpoint), "zmq_unbind(\(endpoint))")
    }

    /// Drops the connection to `endpoint`.
    public func disconnect(_ endpoint: String) throws {
        try check(zmq_disconnect(raw, endpoint), "zmq_disconnect(\(endpoint))")
    }

    /// `ZMQ_LAST_ENDPOINT`: the endpoint last bound or connected.
    public func lastEndpoint() throws -> String {
        var buffer = [CChar](repeating: 0, count: 1024)
        var size = buffer.count
        try check(zmq_getsockopt(raw, ZMQ_LAST_ENDPOINT, &buffer, &size), "zmq_getsockopt(ZMQ_LAST_ENDPOINT)")
        return String(nulTerminated: buffer)
    }

    // MARK: Sending and receiving

    /// Sends every frame of `message` as one multipart message.
    /// - Returns: false if the call would block (`EAGAIN`) and `dontWait` is set; no frame was sent then.
    @discardableResult
    public func send(_ message: Multipart, dontWait: Bool = false) throws -> Bool {
        let frames = message.frames.isEmpty ? [[]] : message.frames
        for (index, frame) in frames.enumerated() {
            var flags: Int32 = index < frames.count - 1 ? ZMQ_SNDMORE : 0
            if dontWait { flags |= ZMQ_DONTWAIT }
            let result = try frame.withUnsafeBytes { bytes in
                zmq_send(try raw, bytes.baseAddress, bytes.count, flags)
            }
            if result == -1 {
                let error = ZMQError.last("zmq_send")
                // libzmq sends multipart messages atomically: EAGAIN can only come on the first frame.
                if error.isWouldBlock && index == 0 && dontWait { return false }
                throw error
            }
        }
        return true
    }

    /// Receives one whole multipart message through `zmq_msg_t`, so frames are never truncated.
    /// - Returns: nil if `dontWait` is set and nothing is waiting.
    public func receive(dontWait: Bool = false) throws -> Multipart? {
        var frames: [[UInt8]] = []
        var userID: String?
        var peerAddress: String?
        let socket = try raw
        while true {
            var message = zmq_msg_t()
            zmq_msg_init(&message)
            defer { zmq_msg_close(&message) }
            if zmq_msg_recv(&message, socket, dontWait ? ZMQ_DONTWAIT : 0) == -1 {
                let error = ZMQError.last("zmq_msg_recv")
                // A message's frames arrive together, so EAGAIN only ever comes before the first.
                if error.isWouldBlock && frames.isEmpty { return nil }
                throw error
            }
            let size = zmq_msg_size(&message)
            if let data = zmq_msg_data(&message), size > 0 {
                frames.append([UInt8](UnsafeRawBufferPointer(start: data, count: size)))
            } else {
                frames.append([])
            }
            // A ROUTER's routing-id frame is made locally and carries no metadata;
            // the frames that came over the connection do.
            if userID == nil { userID = Self.property("User-Id", of: &message) }
            if peerAddress == nil { peerAddress = Self.property("Peer-Address", of: &message) }
            if zmq_msg_more(&message) == 0 { break }
        }
        return Multipart(frames, userID: userID, peerAddress: peerAddress)
    }

    private static func property(_ name: String, of message: inout zmq_msg_t) -> String? {
        guard let value = zmq_msg_gets(&message, name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    // MARK: Monitoring

    /// Starts `zmq_socket_monitor`: events are published on a PAIR socket at `endpoint`
    /// (an `inproc://` address). Prefer ``SocketChannel/open(context:type:options:monitor:setUp:)``.
    public func startMonitor(at endpoint: String, events: Int32 = ZMQ_EVENT_ALL) throws {
        try check(zmq_socket_monitor(raw, endpoint, events), "zmq_socket_monitor")
    }

    // MARK: Options

    /// Subscribes a SUB socket to messages whose first frame starts with `topic`; on an
    /// XPUB with `ZMQ_XPUB_MANUAL`, grants `topic` to the peer whose subscription
    /// message was received last.
    public func subscribe(_ topic: [UInt8]) throws {
        try setBytes(ZMQ_SUBSCRIBE, topic, "ZMQ_SUBSCRIBE")
    }

    /// Cancels a subscription made with ``subscribe(_:)``.
    public func unsubscribe(_ topic: [UInt8]) throws {
        try setBytes(ZMQ_UNSUBSCRIBE, topic, "ZMQ_UNSUBSCRIBE")
    }

    /// Reads an integer option, e.g. `ZMQ_EVENTS`.
    public func intOption(_ option: Int32) throws -> Int32 {
        var value: Int32 = 0
        var size = MemoryLayout<Int32>.size
        try check(zmq_getsockopt(raw, option, &value, &size), "zmq_getsockopt(\(option))")
        return value
    }

    /// Reads a 64-bit integer option, e.g. `ZMQ_MAXMSGSIZE`.
    public func int64Option(_ option: Int32) throws -> Int64 {
        var value: Int64 = 0
        var size = MemoryLayout<Int64>.size
        try check(zmq_getsockopt(raw, option, &value, &size), "zmq_getsockopt(\(option))")
        return value
    }

    /// Sets an integer option.
    public func setInt(_ option: Int32, _ value: Int32, _ name: String) throws {
        var value = value
        try check(zmq_setsockopt(raw, option, &value, MemoryLayout<Int32>.size), "zmq_setsockopt(\(name))")
    }

    /// Sets a 64-bit integer option.
    public func setInt64(_ option: Int32, _ value: Int64, _ name: String) throws {
        var value = value
        try check(zmq_setsockopt(raw, option, &value, MemoryLayout<Int64>.size), "zmq_setsockopt(\(name))")
    }

    /// Sets a binary or string option.
    public func setBytes(_ option: Int32, _ value: [UInt8], _ name: String) throws {
        let socket = try raw
        try value.withUnsafeBytes { bytes in
            _ = try check(zmq_setsockopt(socket, option, bytes.baseAddress, bytes.count), "zmq_setsockopt(\(name))")
        }
    }

    private func apply(_ options: SocketOptions) throws {
        try setInt(ZMQ_LINGER, options.lingerMilliseconds, "ZMQ_LINGER")
        if let size = options.maxMessageSize { try setInt64(ZMQ_MAXMSGSIZE, size, "ZMQ_MAXMSGSIZE") }
        if let hwm = options.sendHighWaterMark { try setInt(ZMQ_SNDHWM, hwm, "ZMQ_SNDHWM") }
        if let hwm = options.receiveHighWaterMark { try setInt(ZMQ_RCVHWM, hwm, "ZMQ_RCVHWM") }
        if let heartbeat = options.heartbeat {
            try setInt(ZMQ_HEARTBEAT_IVL, heartbeat.intervalMilliseconds, "ZMQ_HEARTBEAT_IVL")
            try setInt(ZMQ_HEARTBEAT_TIMEOUT, heartbeat.timeoutMilliseconds, "ZMQ_HEARTBEAT_TIMEOUT")
            try setInt(ZMQ_HEARTBEAT_TTL, heartbeat.ttlMilliseconds, "ZMQ_HEARTBEAT_TTL")
        }
        if let keepalive = options.tcpKeepalive {
            try setInt(ZMQ_TCP_KEEPALIVE, 1, "ZMQ_TCP_KEEPALIVE")
            try setInt(ZMQ_TCP_KEEPALIVE_IDLE, keepalive.idleSeconds, "ZMQ_TCP_KEEPALIVE_IDLE")
            try setInt(ZMQ_TCP_KEEPALIVE_INTVL, keepalive.intervalSeconds, "ZMQ_TCP_KEEPALIVE_INTVL")
            try setInt(ZMQ_TCP_KEEPALIVE_CNT, keepalive.count, "ZMQ_TCP_KEEPALIVE_CNT")
        }
        if let timeout = options.tcpMaxRetransmitMilliseconds { try setInt(ZMQ_TCP_MAXRT, timeout, "ZMQ_TCP_MAXRT") }
        if let maximum = options.reconnectIntervalMaxMilliseconds {
            try setInt(ZMQ_RECONNECT_IVL_MAX, maximum, "ZMQ_RECONNECT_IVL_MAX")
        }
        if let interval = options.handshakeIntervalMilliseconds {
            try setInt(ZMQ_HANDSHAKE_IVL, interval, "ZMQ_HANDSHAKE_IVL")
        }
        if let routingID = options.routingID { try setBytes(ZMQ_ROUTING_ID, routingID, "ZMQ_ROUTING_ID") }
        if options.routerMandatory { try setInt(ZMQ_ROUTER_MANDATORY, 1, "ZMQ_ROUTER_MANDATORY") }
        if options.immediate { try setInt(ZMQ_IMMEDIATE, 1, "ZMQ_IMMEDIATE") }
        if options.xpubVerbose { try setInt(ZMQ_XPUB_VERBOSE, 1, "ZMQ_XPUB_VERBOSE") }
        if options.xpubManual { try setInt(ZMQ_XPUB_MANUAL, 1, "ZMQ_XPUB_MANUAL") }
        switch options.curve {
        case .server(let secretKey):
            try setInt(ZMQ_CURVE_SERVER, 1, "ZMQ_CURVE_SERVER")
            try setBytes(ZMQ_CURVE_SECRETKEY, secretKey.bytes, "ZMQ_CURVE_SECRETKEY")
            let domain = options.zapDomain ?? SocketOptions.defaultZAPDomain
            try setBytes(ZMQ_ZAP_DOMAIN, Array(domain.utf8), "ZMQ_ZAP_DOMAIN")
            try setInt(ZMQ_ZAP_ENFORCE_DOMAIN, 1, "ZMQ_ZAP_ENFORCE_DOMAIN")
        case .client(let serverPublicKey, let keyPair):
            try setBytes(ZMQ_CURVE_SERVERKEY, serverPublicKey.bytes, "ZMQ_CURVE_SERVERKEY")
            try setBytes(ZMQ_CURVE_PUBLICKEY, keyPair.publicKey.bytes, "ZMQ_CURVE_PUBLICKEY")
            try setBytes(ZMQ_CURVE_SECRETKEY, keyPair.secretKey.bytes, "ZMQ_CURVE_SECRETKEY")
        case nil:
            if let domain = options.zapDomain {
                try setBytes(ZMQ_ZAP_DOMAIN, Array(domain.utf8), "ZMQ_ZAP_DOMAIN")
                try setInt(ZMQ_ZAP_ENFORCE_DOMAIN, 1, "ZMQ_ZAP_ENFORCE_DOMAIN")
            }
        }
        for topic in options.subscriptions { try subscribe(topic) }
    }
}
