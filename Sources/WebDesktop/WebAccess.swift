import Foundation

/// Who may open the desktop's page and its WebSocket.
///
/// - On a loopback address the page is this machine's own, but any web site open in
///   the same browser can reach it too: the WebSocket must come from the page itself
///   (its `Origin` is this server), and the `Host` must be the loopback name a person
///   typed (a rebinding DNS name is refused).
/// - On any other address a token is required in the URL (`?token=…`), so that no one
///   on the network can tap a widget; it is compared in constant time.
public struct WebAccess: Sendable, Hashable {
    /// The address the server is bound to (host part).
    public let host: String
    /// The port the server listens on (read back after binding).
    public var port: Int
    /// The token the URL must carry (nil: none needed, loopback only).
    public let token: String?

    public init(host: String, port: Int, token: String?) {
        self.host = host
        self.port = port
        self.token = token
    }

    /// Whether `host` is a loopback address.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }

    /// The answer to one request.
    public enum Decision: Sendable, Hashable {
        case admit
        case refuse(status: Int, reason: String)
    }

    /// Decides on a request for the page (`webSocket` false) or the WebSocket, from its
    /// `token` query item and its `Host` and `Origin` headers.
    public func decide(token given: String?, hostHeader: String?, origin: String?, webSocket: Bool) -> Decision {
        if let token {
            guard let given, Self.constantTimeEqual(given, token) else {
                return .refuse(status: 403, reason: "this page needs the token printed by desktop-node (…/?token=…)")
            }
        }
        if Self.isLoopback(host) {
            guard let hostHeader, loopbackHosts.contains(hostHeader.lowercased()) else {
                return .refuse(status: 421, reason: "open the page as http://\(host):\(port)/")
            }
        }
        if webSocket {
            // Browsers always send Origin on a WebSocket; a page from elsewhere has its own.
            guard let origin, let hostHeader, origin.lowercased() == "http://\(hostHeader.lowercased())" else {
                return .refuse(status: 403, reason: "the WebSocket is only for the desktop's own page")
            }
        }
        return .admit
    }

    /// The `Host` header values a loopback server answers.
    var loopbackHosts: Set<String> {
        var names: Set<String> = ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"]
        names.insert("\(host.lowercased()):\(port)")
        return names
    }

    /// The page's address, as printed.
    public var url: String {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/" + (token.map { "?token=\($0)" } ?? "")
    }

    /// A fresh random token (128 bits, hex).
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}

/// `host:port` as given to `--web`, checked.
public struct WebAddress: Sendable, Hashable, CustomStringConvertible {
    public let host: String
    public let port: Int

    /// Reads `127.0.0.1:8470`, `[::1]:8470`, `0.0.0.0:0` (port 0: any free port).
    public init(parsing text: String) throws(WebAddressError) {
        guard let colon = text.lastIndex(of: ":") else {
            throw WebAddressError("“\(text)” has no port: write host:port, e.g. 127.0.0.1:8470")
        }
        let host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard !host.isEmpty else {
            throw WebAddressError("“\(text)” has no host: write host:port, e.g. 127.0.0.1:8470")
        }
        guard let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            throw WebAddressError("“\(text)”: the port is a number from 0 (any free port) to 65535")
        }
        self.host = host
        self.port = port
    }

    /// An address as given.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// Why a `--web` address cannot be used.
public struct WebAddressError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
