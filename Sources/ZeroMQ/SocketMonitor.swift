import CZeroMQ
import Foundation

/// Reports a socket's connection and authentication events (`zmq_socket_monitor`):
/// connected, accepted, disconnected, handshake succeeded, authentication failed…
public final class SocketMonitor: Sendable {
    /// The inproc endpoint libzmq publishes the events on.
    let endpoint: String
    private let channel: SocketChannel

    /// The events, in the order they happened. Ends when the monitored channel closes.
    public var events: AsyncCompactMapSequence<AsyncStream<Multipart>, MonitorEvent> {
        channel.messages.compactMap { MonitorEvent(frames: $0.frames) }
    }

    private init(endpoint: String, channel: SocketChannel) {
        self.endpoint = endpoint
        self.channel = channel
    }

    static func open(context: Context) async throws -> SocketMonitor {
        let endpoint = "inproc://widgetrelay-monitor-\(UUID().uuidString)"
        let channel = try await SocketChannel.open(context: context, type: .pair, name: "zmq-monitor") { socket in
            try socket.connect(endpoint)
            return endpoint
        }
        return SocketMonitor(endpoint: endpoint, channel: channel)
    }

    func close() async { await channel.close() }
}

/// One socket event from libzmq's monitor.
public struct MonitorEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public let kind: Kind
    /// The event's value: a file descriptor, an errno, a retry interval or a ZAP status code.
    public let value: UInt32
    /// The endpoint the event concerns.
    public let endpoint: String

    /// The kinds of event libzmq 4.3 reports.
    public enum Kind: Sendable, Hashable {
        case connected, connectDelayed, connectRetried, listening, bindFailed
        case accepted, acceptFailed, closed, closeFailed, disconnected, monitorStopped
        case handshakeFailedNoDetail, handshakeSucceeded, handshakeFailedProtocol
        /// The ZAP handler refused the peer's credentials (value: the ZAP status code).
        case handshakeFailedAuth
        case other(UInt16)

        init(_ code: UInt16) {
            switch Int32(code) {
            case ZMQ_EVENT_CONNECTED: self = .connected
            case ZMQ_EVENT_CONNECT_DELAYED: self = .connectDelayed
            case ZMQ_EVENT_CONNECT_RETRIED: self = .connectRetried
            case ZMQ_EVENT_LISTENING: self = .listening
            case ZMQ_EVENT_BIND_FAILED: self = .bindFailed
            case ZMQ_EVENT_ACCEPTED: self = .accepted
            case ZMQ_EVENT_ACCEPT_FAILED: self = .acceptFailed
            case ZMQ_EVENT_CLOSED: self = .closed
            case ZMQ_EVENT_CLOSE_FAILED: self = .closeFailed
            case ZMQ_EVENT_DISCONNECTED: self = .disconnected
            case ZMQ_EVENT_MONITOR_STOPPED: self = .monitorStopped
            case ZMQ_EVENT_HANDSHAKE_FAILED_NO_DETAIL: self = .handshakeFailedNoDetail
            case ZMQ_EVENT_HANDSHAKE_SUCCEEDED: self = .handshakeSucceeded
            case ZMQ_EVENT_HANDSHAKE_FAILED_PROTOCOL: self = .handshakeFailedProtocol
            case ZMQ_EVENT_HANDSHAKE_FAILED_AUTH: self = .handshakeFailedAuth
            default: self = .other(code)
            }
        }
    }

    /// Decodes libzmq's two-frame event: (uint16 event, uint32 value) in host order, then the endpoint.
    init?(frames: [[UInt8]]) {
        guard frames.count == 2, frames[0].count == 6 else { return nil }
        let head = frames[0]
        let code = head.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt16.self) }
        value = head.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 2, as: UInt32.self) }
        kind = Kind(code)
        endpoint = String(decoding: frames[1], as: UTF8.self)
    }

    public var description: String { "\(kind) \(endpoint) (\(value))" }
}
