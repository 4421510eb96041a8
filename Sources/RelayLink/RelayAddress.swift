import NodeTransport

/// Where a relay listens, as one endpoint per side: its requests socket (a ROUTER) at the
/// endpoint itself, its updates socket (an XSUB for phones, an XPUB for mirrors) beside it —
/// at the next port for `tcp://host:PORT`, at `PATH.updates` for `ipc://PATH`
/// (`proto/relay/v1/relayed.proto`).
public struct RelayAddress: Sendable, Hashable, CustomStringConvertible {
    /// The ROUTER's endpoint.
    public let requests: String
    /// The XSUB's (phone side) or XPUB's (mirror side) endpoint.
    public let updates: String

    /// The most relays one node is told to use (a phone's routes carry a relay's index in one
    /// byte; far more than anyone runs: each relay is a copy of every update).
    public static let mostPerNode = 16

    /// The address `endpoint` names; throws for anything but `tcp://HOST:PORT` (PORT below
    /// 65535, so PORT+1 exists) and `ipc://PATH`.
    public init(_ endpoint: String) throws(RelayAddressError) {
        if endpoint.hasPrefix("ipc://"), endpoint.count > "ipc://".count {
            requests = endpoint
            updates = endpoint + ".updates"
            return
        }
        guard endpoint.hasPrefix("tcp://"), let colon = endpoint.lastIndex(of: ":"),
            endpoint.distance(from: endpoint.startIndex, to: colon) > "tcp://".count,
            let port = Int(endpoint[endpoint.index(after: colon)...])
        else {
            throw RelayAddressError(endpoint: endpoint, reason: "expected tcp://HOST:PORT or ipc://PATH")
        }
        guard (1...65534).contains(port) else {
            throw RelayAddressError(endpoint: endpoint, reason: "the port must be 1–65534 (updates use the next one)")
        }
        requests = endpoint
        updates = endpoint[..<colon] + ":\(port + 1)"
    }

    public var description: String { requests }
}

/// One relay a node reaches through: where it is, and a transport that connects to it (a
/// CURVE client of the relay's key with the node's own key pair).
public struct RelayConnection: Sendable {
    public let address: RelayAddress
    public let transport: any Transport
    public init(address: RelayAddress, transport: any Transport) {
        self.address = address
        self.transport = transport
    }
}

/// A relay endpoint that cannot be used, and why.
public struct RelayAddressError: Error, Sendable, Hashable, CustomStringConvertible {
    public let endpoint: String
    public let reason: String
    public init(endpoint: String, reason: String) {
        self.endpoint = endpoint
        self.reason = reason
    }
    public var description: String { "relay endpoint \"\(endpoint)\": \(reason)" }
}
