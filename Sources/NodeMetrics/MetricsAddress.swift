/// Where a node serves `/metrics` and `/healthz` (`--metrics HOST:PORT`): loopback unless the
/// operator says otherwise with ``MetricsAddress/init(parsing:allowPublic:)``'s `allowPublic`
/// (`--metrics-public`); port 0 takes any free port, read back from the run files.
public struct MetricsAddress: Sendable, Hashable, CustomStringConvertible {
    public let host: String
    public let port: Int

    /// Reads `127.0.0.1:9470`, `[::1]:9470`, `localhost:0`; an address off the loopback
    /// interface only with `allowPublic`.
    public init(parsing text: String, allowPublic: Bool = false) throws(MetricsAddressError) {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex else {
            throw MetricsAddressError("“\(text)” is not HOST:PORT (e.g. 127.0.0.1:9470)")
        }
        var host = Substring(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else {
            throw MetricsAddressError("“\(text)” has no host (e.g. 127.0.0.1:9470)")
        }
        guard let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            throw MetricsAddressError("“\(text)”: the port is a number from 0 (any free port) to 65535")
        }
        guard allowPublic || Self.isLoopback(String(host)) else {
            throw MetricsAddressError(
                "“\(text)” is not a loopback address: metrics tell anyone who can reach them about this node's "
                    + "devices and traffic; add --metrics-public to serve them there anyway")
        }
        self.host = String(host)
        self.port = port
    }

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `localhost`, `::1` or 127.0.0.0/8.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || (host.hasPrefix("127.") && host.split(separator: ".").count == 4)
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// Why a `--metrics` address cannot be used.
public struct MetricsAddressError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
