import Synchronization

/// A transport inside one process, for tests: routers, publishers, dealers and
/// subscribers meet by endpoint name in an ``InMemoryNetwork``, with ZeroMQ's
/// framing and delivery rules (a router prefixes routing ids and drops replies to
/// unknown peers; a publisher delivers by topic prefix and drops when nobody
/// listens; a dealer's message to an endpoint nobody has bound is dropped).
public struct InMemoryTransport: Transport {
    /// The network the channels join.
    public let network: InMemoryNetwork
    /// The authenticated identity this transport's connections present (the
    /// device id a paired key would give), or nil.
    public let identity: String?

    public init(network: InMemoryNetwork, identity: String? = nil) {
        self.network = network
        self.identity = identity
    }

    public func open(_ role: ChannelRole, _ attachment: Attachment) async throws -> any MessageChannel {
        try network.open(role, attachment, identity: identity)
    }
}

/// The shared space in-memory channels meet in.
public final class InMemoryNetwork: Sendable {
    private struct State {
        var routers: [String: InMemoryChannel] = [:]
        var publishers: [String: InMemoryChannel] = [:]
        var subscribers: [String: [InMemoryChannel]] = [:]
        var dealers: [[UInt8]: InMemoryChannel] = [:]
        var nextPeer: UInt32 = 1
        var nextPort = 40_000
    }

    private let state = Mutex(State())

    public init() {}

    func open(_ role: ChannelRole, _ attachment: Attachment, identity: String?) throws -> InMemoryChannel {
        try state.withLock { state in
            switch (role, attachment) {
            case (.router, .bind(let requested)), (.publisher, .bind(let requested)):
                let endpoint = Self.resolve(requested, &state.nextPort)
                let taken = role == .router ? state.routers[endpoint] : state.publishers[endpoint]
                guard taken == nil else { throw TransportError("\(endpoint) is already bound") }
                let channel = InMemoryChannel(
                    role: role, endpoint: endpoint, network: self, routingID: [], identity: identity)
                if role == .router { state.routers[endpoint] = channel } else { state.publishers[endpoint] = channel }
                return channel
            case (.dealer, .connect(let endpoint)):
                var id = state.nextPeer.bigEndianBytes
                id.insert(0, at: 0)  // ZeroMQ's generated routing ids start with a zero byte too
                state.nextPeer += 1
                let channel = InMemoryChannel(
                    role: role, endpoint: endpoint, network: self, routingID: id, identity: identity)
                state.dealers[id] = channel
                return channel
            case (.subscriber(let topics), .connect(let endpoint)):
                let channel = InMemoryChannel(
                    role: role, endpoint: endpoint, network: self, routingID: [], identity: identity)
                state.subscribers[endpoint, default: []].append(channel)
                if let publisher = state.publishers[endpoint] {
                    for topic in topics { publisher.deliver(TransportMessage([[1] + topic])) }
                }
                return channel
            default:
                throw TransportError("the in-memory transport cannot \(attachment) a \(role)")
            }
        }
    }

    /// Replaces a `*` port with a fresh number, as binding to `tcp://127.0.0.1:*` does.
    private static func resolve(_ endpoint: String, _ nextPort: inout Int) -> String {
        guard endpoint.hasSuffix(":*") else { return endpoint }
        nextPort += 1
        return endpoint.dropLast() + String(nextPort)
    }

    /// Routes a message sent on `channel`.
    func route(_ message: TransportMessage, from channel: InMemoryChannel) {
        switch channel.role {
        case .dealer:
            let router = state.withLock { $0.routers[channel.endpoint] }
            router?.deliver(TransportMessage([channel.routingID] + message.frames, peer: channel.identity))
        case .router:
            guard let id = message.frames.first else { return }
            let dealer = state.withLock { $0.dealers[id] }
            dealer?.deliver(TransportMessage(Array(message.frames.dropFirst())))
        case .publisher:
            let topic = message.frames.first ?? []
            let subscribers = state.withLock { $0.subscribers[channel.endpoint] ?? [] }
            for subscriber in subscribers where subscriber.isSubscribed(to: topic) {
                subscriber.deliver(TransportMessage(message.frames))
            }
        case .subscriber:
            break
        }
    }

    /// Forgets a closed channel.
    func remove(_ channel: InMemoryChannel) {
        state.withLock { state in
            switch channel.role {
            case .router: if state.routers[channel.endpoint] === channel { state.routers[channel.endpoint] = nil }
            case .publisher:
                if state.publishers[channel.endpoint] === channel { state.publishers[channel.endpoint] = nil }
            case .dealer: state.dealers[channel.routingID] = nil
            case .subscriber: state.subscribers[channel.endpoint]?.removeAll { $0 === channel }
            }
        }
    }
}

/// One in-memory channel.
final class InMemoryChannel: MessageChannel {
    let role: ChannelRole
    let endpoint: String
    let incoming: AsyncStream<TransportMessage>
    let routingID: [UInt8]
    let identity: String?
    private let continuation: AsyncStream<TransportMessage>.Continuation
    private let closed = Mutex(false)
    private weak let network: InMemoryNetwork?

    init(role: ChannelRole, endpoint: String, network: InMemoryNetwork, routingID: [UInt8], identity: String?) {
        self.role = role
        self.endpoint = endpoint
        self.network = network
        self.routingID = routingID
        self.identity = identity
        (incoming, continuation) = AsyncStream.makeStream(of: TransportMessage.self)
    }

    func send(_ message: TransportMessage) throws {
        guard !closed.withLock({ $0 }) else { throw TransportError("send on a closed \(role) channel (\(endpoint))") }
        if case .subscriber = role { throw TransportError("a subscriber cannot send") }
        network?.route(message, from: self)
    }

    func deliver(_ message: TransportMessage) {
        guard !closed.withLock({ $0 }) else { return }
        continuation.yield(message)
    }

    func isSubscribed(to topic: [UInt8]) -> Bool {
        guard case .subscriber(let topics) = role else { return false }
        return topics.contains { topic.starts(with: $0) }
    }

    func close() async {
        let wasOpen = closed.withLock { closed in
            defer { closed = true }
            return !closed
        }
        guard wasOpen else { return }
        network?.remove(self)
        continuation.finish()
    }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] { withUnsafeBytes(of: bigEndian) { Array($0) } }
}
