/// The part a channel plays, in the ZeroMQ Guide's terms.
public enum ChannelRole: Sendable, Hashable, CustomStringConvertible {
    /// The phone's request endpoint: receives [routing id, …] from many dealers and
    /// replies to one by putting its routing id first.
    case router
    /// The phone's update endpoint (an XPUB): sends [topic, …] to every subscriber
    /// whose subscription prefixes the topic, and receives subscription notices
    /// ([1, topic…] on subscribe, [0, topic…] on unsubscribe).
    case publisher
    /// A mirror's request connection to a router.
    case dealer
    /// A mirror's update connection, subscribed to the given topic prefixes.
    case subscriber(topics: [[UInt8]])

    public var description: String {
        switch self {
        case .router: "router"
        case .publisher: "publisher"
        case .dealer: "dealer"
        case .subscriber(let topics): "subscriber\(topics.map { String(decoding: $0, as: UTF8.self) })"
        }
    }
}

/// Whether a channel listens at an endpoint or reaches out to one.
public enum Attachment: Sendable, Hashable {
    /// Listen at the endpoint (`tcp://127.0.0.1:*` picks a port; read it back from
    /// ``MessageChannel/endpoint``).
    case bind(String)
    /// Connect to the endpoint; the transport reconnects by itself if the peer restarts.
    case connect(String)
}
