import TestSupport
import Testing
import ZeroMQ

@Suite("CURVE and ZAP")
struct CurveSecurityTests {
    struct Server {
        let context: Context
        let keys: CurveKeyPair
        let zap: ZAPAuthenticator?
        let router: SocketChannel
        var endpoint: String { router.endpoint ?? "" }

        func close() async {
            await router.close()
            await zap?.stop()
        }
    }

    func startServer(_ transport: TestTransport, allowing: [CurveKey: String] = [:], withZAP: Bool = true) async throws
        -> Server
    {
        let context = try Context()
        let keys = try CurveKeyPair.generate()
        // The ZAP handler binds before the server socket does.
        let zap = withZAP ? try await ZAPAuthenticator(context: context, allowed: allowing) : nil
        var options = SocketOptions()
        options.curve = .server(secretKey: keys.secretKey)
        let router = try await openRouter(context, transport, options: options, monitor: true)
        return Server(context: context, keys: keys, zap: zap, router: router)
    }

    func curveClient(to server: Server, keys: CurveKeyPair) async throws -> SocketChannel {
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: server.keys.publicKey, keyPair: keys)
        return try await openDealer(server.context, to: server.endpoint, options: options, monitor: true)
    }

    @Test("a key on the allow-list connects, and its messages carry its user id", arguments: TestTransport.network)
    func allowedKeyConnects(transport: TestTransport) async throws {
        let clientKeys = try CurveKeyPair.generate()
        let server = try await startServer(transport, allowing: [clientKeys.publicKey: "desktop-1"])
        let client = try await curveClient(to: server, keys: clientKeys)

        try client.send(Multipart(strings: ["hello"]))
        let request = try await first(of: server.router.messages, "the allowed client's message")
        #expect(request.strings.last == "hello")
        #expect(request.userID == "desktop-1")
        _ = try await event(.handshakeSucceeded, on: server.router)

        await client.close()
        await server.close()
    }

    @Test(
        "a key not on the allow-list is refused, and the monitor reports the auth failure",
        arguments: TestTransport.network)
    func unknownKeyIsRefused(transport: TestTransport) async throws {
        let server = try await startServer(transport, allowing: [try CurveKeyPair.generate().publicKey: "someone"])
        let stranger = try CurveKeyPair.generate()
        let client = try await curveClient(to: server, keys: stranger)

        let failure = try await event(.handshakeFailedAuth, on: server.router)
        #expect(failure.value == 400)  // the ZAP status code
        _ = try await event(.handshakeFailedAuth, on: client)
        let decision = try #require(server.zap?.decisions.first)
        #expect(decision.publicKey == stranger.publicKey)
        #expect(!decision.accepted)

        await client.close()
        await server.close()
    }

    @Test("a plaintext client is refused by a CURVE server", arguments: TestTransport.network)
    func plaintextClientIsRefused(transport: TestTransport) async throws {
        let server = try await startServer(transport)
        let client = try await openDealer(server.context, to: server.endpoint, monitor: true)
        try client.send(Multipart(strings: ["let me in"]))

        // A NULL-mechanism client never completes a handshake with a CURVE server.
        let failure = try await event(.handshakeFailedProtocol, on: server.router)
        #expect(failure.endpoint.isEmpty == false)
        #expect(server.router.statistics.received == 0)

        await client.close()
        await server.close()
    }

    @Test("a CURVE server with no ZAP handler refuses rather than accepts", arguments: TestTransport.network)
    func noHandlerRefuses(transport: TestTransport) async throws {
        let server = try await startServer(transport, withZAP: false)
        let client = try await curveClient(to: server, keys: try CurveKeyPair.generate())
        try client.send(Multipart(strings: ["anyone home?"]))

        // libzmq cannot reach a ZAP handler and, with ZMQ_ZAP_ENFORCE_DOMAIN on, fails the handshake.
        let failure = try await first(of: try #require(server.router.monitor).events, "the server's handshake failure")
        {
            [.handshakeFailedNoDetail, .handshakeFailedProtocol, .handshakeFailedAuth].contains($0.kind)
        }
        #expect(failure.kind != .handshakeSucceeded)
        #expect(server.router.statistics.received == 0)

        await client.close()
        await server.close()
    }

    @Test("a key removed from the allow-list cannot connect again", arguments: TestTransport.network)
    func revokedKeyCannotReconnect(transport: TestTransport) async throws {
        let clientKeys = try CurveKeyPair.generate()
        let server = try await startServer(transport, allowing: [clientKeys.publicKey: "watch-1"])
        let zap = try #require(server.zap)

        let first = try await curveClient(to: server, keys: clientKeys)
        try first.send(Multipart(strings: ["before"]))
        let request = try await TestSupport.first(of: server.router.messages, "the message before revocation")
        #expect(request.userID == "watch-1")
        await first.close()

        zap.revoke(clientKeys.publicKey)
        #expect(zap.allowList.isEmpty)
        let again = try await curveClient(to: server, keys: clientKeys)
        let failure = try await event(.handshakeFailedAuth, on: again)
        #expect(failure.value == 400)
        #expect(zap.decisions.last?.accepted == false)
        #expect(zap.decisions.last?.publicKey == clientKeys.publicKey)

        // Allowing it again at run time lets it back in.
        zap.allow(clientKeys.publicKey, as: "watch-1")
        let third = try await curveClient(to: server, keys: clientKeys)
        try third.send(Multipart(strings: ["after"]))
        let later = try await TestSupport.first(of: server.router.messages, "the message after re-allowing") {
            $0.strings.last == "after"
        }
        #expect(later.userID == "watch-1")

        await again.close()
        await third.close()
        await server.close()
    }
}
