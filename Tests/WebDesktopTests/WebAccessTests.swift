import Testing
@testable import WebDesktop

/// Who may open the page and its WebSocket: a curious web site in the same browser, a
/// rebinding DNS name, someone on the network without the token.
@Suite("WebAccess")
struct WebAccessTests {
    static let loopback = WebAccess(host: "127.0.0.1", port: 8470, token: nil)
    static let lan = WebAccess(host: "0.0.0.0", port: 8470, token: "0123456789abcdef0123456789abcdef")

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let access: WebAccess
        let token: String?, host: String?, origin: String?, webSocket: Bool
        let admitted: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "the page on loopback", access: loopback, token: nil, host: "127.0.0.1:8470", origin: nil,
            webSocket: false, admitted: true),
        Case(
            name: "localhost works too", access: loopback, token: nil, host: "localhost:8470", origin: nil,
            webSocket: false, admitted: true),
        Case(
            name: "a rebinding DNS name is refused", access: loopback, token: nil, host: "attacker.example:8470",
            origin: nil, webSocket: false, admitted: false),
        Case(
            name: "no Host header is refused", access: loopback, token: nil, host: nil, origin: nil, webSocket: false,
            admitted: false),
        Case(
            name: "the page's own WebSocket", access: loopback, token: nil, host: "127.0.0.1:8470",
            origin: "http://127.0.0.1:8470", webSocket: true, admitted: true),
        Case(
            name: "another site's WebSocket is refused", access: loopback, token: nil, host: "127.0.0.1:8470",
            origin: "https://evil.example", webSocket: true, admitted: false),
        Case(
            name: "a WebSocket without Origin is refused", access: loopback, token: nil, host: "127.0.0.1:8470",
            origin: nil, webSocket: true, admitted: false),
        Case(
            name: "another port's page is another origin", access: loopback, token: nil, host: "127.0.0.1:8470",
            origin: "http://127.0.0.1:9999", webSocket: true, admitted: false),
        Case(
            name: "on the network, no token is refused", access: lan, token: nil, host: "192.168.1.5:8470", origin: nil,
            webSocket: false, admitted: false),
        Case(
            name: "on the network, a wrong token is refused", access: lan, token: "0123456789abcdef0123456789abcdee",
            host: "192.168.1.5:8470", origin: nil, webSocket: false, admitted: false),
        Case(
            name: "on the network, a shorter token is refused", access: lan, token: "0123", host: "192.168.1.5:8470",
            origin: nil, webSocket: false, admitted: false),
        Case(
            name: "on the network, the token opens the page", access: lan, token: "0123456789abcdef0123456789abcdef",
            host: "192.168.1.5:8470", origin: nil, webSocket: false, admitted: true),
        Case(
            name: "on the network, the token and the page's origin open the WebSocket", access: lan,
            token: "0123456789abcdef0123456789abcdef",
            host: "192.168.1.5:8470", origin: "http://192.168.1.5:8470", webSocket: true, admitted: true),
        Case(
            name: "on the network, the token from another site's page is refused", access: lan,
            token: "0123456789abcdef0123456789abcdef",
            host: "192.168.1.5:8470", origin: "http://evil.example", webSocket: true, admitted: false),
    ]

    @Test(arguments: cases)
    func decides(_ c: Case) {
        let decision = c.access.decide(token: c.token, hostHeader: c.host, origin: c.origin, webSocket: c.webSocket)
        #expect((decision == .admit) == c.admitted)
    }

    @Test("the printed URL carries the token only where one is needed")
    func url() {
        #expect(Self.loopback.url == "http://127.0.0.1:8470/")
        #expect(Self.lan.url == "http://0.0.0.0:8470/?token=0123456789abcdef0123456789abcdef")
        #expect(WebAccess(host: "::1", port: 1, token: nil).url == "http://[::1]:1/")
    }

    @Test("fresh tokens are 32 hex digits and differ")
    func tokens() {
        let a = WebAccess.newToken(), b = WebAccess.newToken()
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(a != b)
    }

    @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"])
    func loopbackNames(_ host: String) { #expect(WebAccess.isLoopback(host)) }

    @Test(arguments: ["0.0.0.0", "192.168.1.5", "example.com", "::"])
    func notLoopback(_ host: String) { #expect(!WebAccess.isLoopback(host)) }
}

@Suite("WebAddress")
struct WebAddressTests {
    @Test("host:port, [v6]:port and port 0 read")
    func reads() throws {
        #expect(try WebAddress(parsing: "127.0.0.1:8470") == WebAddress(host: "127.0.0.1", port: 8470))
        #expect(try WebAddress(parsing: "[::1]:0") == WebAddress(host: "::1", port: 0))
        #expect(try WebAddress(parsing: "0.0.0.0:65535").port == 65535)
    }

    @Test(arguments: ["8470", ":8470", "127.0.0.1:", "127.0.0.1:x", "127.0.0.1:70000", "127.0.0.1:-1"])
    func refuses(_ text: String) {
        #expect(throws: WebAddressError.self) { try WebAddress(parsing: text) }
    }
}
