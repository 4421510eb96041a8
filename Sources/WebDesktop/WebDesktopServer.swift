import Foundation
import HTTPServing
import Hummingbird
import HummingbirdWebSocket
import Logging
import Mirror
import MirrorHTML
import NIOCore
import Synchronization
import WidgetRelayKit

/// The desktop's web page, served next to the terminal interface: `GET /` is the page,
/// `/assets/…` its script, style and icon font, and `/ws` the one WebSocket each page
/// opens, over which frames of changed HTML go out and clicks come in.
///
/// Hummingbird 2 with hummingbird-websocket: a small async/await server on SwiftNIO
/// whose router takes the WebSocket upgrade like any route, so the same access check
/// guards the page and the socket (Vapor would bring its own ORM-sized stack).
public struct WebDesktopServer: Sendable {
    public let fleet: MirrorFleet
    public let address: WebAddress
    /// The token the URL must carry; nil on loopback means none.
    public let token: String?
    /// The families this desktop shows (the gallery offers only these).
    public let families: [WidgetFamily]
    /// The desktop's page or the watch's.
    public let layout: PageLayout
    public let logger: Logger

    public init(
        fleet: MirrorFleet, address: WebAddress, token: String?, families: [WidgetFamily],
        layout: PageLayout = .desktop, logger: Logger
    ) {
        self.fleet = fleet
        self.address = address
        self.token = token
        self.families = families
        self.layout = layout
        self.logger = logger
    }

    /// Serves until cancelled; `listening` gets the page's address once bound (the port
    /// read back, so port 0 works). A port in use or an address not on this machine
    /// throws a ``WebServerError`` that says so.
    public func run(listening: @escaping @Sendable (WebAccess) async -> Void) async throws {
        let access = Mutex(WebAccess(host: address.host, port: address.port, token: token))
        let commands = PageCommands(fleet: fleet, families: families)
        let fleet = fleet
        let logger = logger
        let layout = layout
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { request, _ -> Response in
            let decision = access.withLock { $0 }.decide(
                token: request.uri.queryParameters.get("token"), hostHeader: request.head.authority,
                origin: nil, webSocket: false)
            if case .refuse(let status, let reason) = decision { return Self.refusal(status, reason) }
            return Self.response(PageAssets.document(layout), type: "text/html; charset=utf-8")
        }
        router.get("/assets/app.js") { _, _ in Self.response(PageAssets.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/assets/app.css") { _, _ in
            Self.response(HTMLRenderer.stylesheet + PageAssets.style, type: "text/css; charset=utf-8")
        }
        router.get(RouterPath(stringLiteral: HTMLRenderer.iconFontPath)) { _, _ -> Response in
            guard let font = FileManager.default.contents(atPath: HTMLRenderer.iconFontFile) else {
                return Response(status: .notFound)
            }
            return Response(
                status: .ok, headers: [.contentType: "font/ttf", .cacheControl: "max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: font)))
        }
        router.ws("/ws") { request, _ in
            let decision = access.withLock { $0 }.decide(
                token: request.uri.queryParameters.get("token"), hostHeader: request.head.authority,
                origin: request.headers[.origin], webSocket: true)
            if case .refuse(_, let reason) = decision {
                logger.warning("refused a WebSocket", metadata: ["reason": "\(reason)"])
                return .dontUpgrade
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            try await PageSession(fleet: fleet, commands: commands, layout: layout, logger: logger).run(
                inbound: inbound, outbound: outbound)
        }
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: PageCommand.maximumSize))),
            configuration: ApplicationConfiguration(
                address: .hostname(address.host, port: address.port), serverName: layout.program),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? address.port
                let bound = access.withLock { current in
                    current.port = port
                    return current
                }
                await listening(bound)
            },
            logger: logger)
        do {
            try await HTTPServing.run(app, logger: logger)
        } catch let error as IOError {
            throw WebServerError.cannotListen(address, error)
        }
    }

    static func response(_ text: String, type: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-store",
                // No script but our own; no framing (a click is a real action on the phone).
                .contentSecurityPolicy:
                    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
                .xContentTypeOptions: "nosniff",
            ], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func refusal(_ status: Int, _ reason: String) -> Response {
        Response(
            status: HTTPResponse.Status(code: status), headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: reason + "\n")))
    }
}

/// Why the page cannot be served.
public enum WebServerError: Error, CustomStringConvertible {
    case cannotListen(WebAddress, IOError)
    case stoppedBeforeListening

    public var description: String {
        switch self {
        case .cannotListen(let address, let error):
            let why =
                switch error.errnoCode {
                case EADDRINUSE:
                    "the port is in use (another desktop-node?); choose another with --web host:port, or port 0 for any free port"
                case EADDRNOTAVAIL: "that address is not one of this machine's"
                case EACCES: "ports below 1024 need root; choose another"
                default: "\(error)"
                }
            return "cannot serve the page on \(address): \(why)"
        case .stoppedBeforeListening:
            return "the web page stopped before it was served"
        }
    }
}
