import RelayLink

/// An endpoint a relay binds one side at, before the port is known: `tcp://HOST:PORT`,
/// `tcp://HOST:*` (a free port chosen, its next one free too) or `ipc://PATH`.
struct RelayBinding: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case tcp(host: String, port: Int?)
        case ipc(path: String)
    }
    let kind: Kind

    init(_ endpoint: String) throws(RelayNodeError) {
        if endpoint.hasPrefix("tcp://"), endpoint.hasSuffix(":*") {
            let host = String(endpoint.dropFirst("tcp://".count).dropLast(2))
            guard !host.isEmpty else {
                throw RelayNodeError(
                    "relay endpoint \"\(endpoint)\": expected tcp://HOST:PORT, tcp://HOST:* or ipc://PATH")
            }
            kind = .tcp(host: host, port: nil)
            return
        }
        let address: RelayAddress
        do { address = try RelayAddress(endpoint) } catch {
            throw RelayNodeError("\(error) (or tcp://HOST:* for any free port)")
        }
        if address.requests.hasPrefix("ipc://") {
            kind = .ipc(path: String(address.requests.dropFirst("ipc://".count)))
        } else {
            let colon = address.requests.lastIndex(of: ":")!
            kind = .tcp(
                host: String(
                    address.requests[address.requests.index(address.requests.startIndex, offsetBy: 6)..<colon]),
                port: Int(address.requests[address.requests.index(after: colon)...])!)
        }
    }

    /// The requests endpoint to bind first.
    var requests: String {
        switch kind {
        case .tcp(let host, let port): "tcp://\(host):\(port.map(String.init) ?? "*")"
        case .ipc(let path): "ipc://\(path)"
        }
    }

    /// The updates endpoint beside the requests socket bound at `boundRequests`; nil if there is none (port 65535).
    static func updates(beside boundRequests: String) -> String? {
        guard let address = try? RelayAddress(boundRequests) else { return nil }
        return address.updates
    }
}
