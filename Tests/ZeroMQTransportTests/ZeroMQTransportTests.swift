import Foundation
import NodeTransport
import TestSupport
import Testing
import ZeroMQ
@testable import ZeroMQTransport

/// What the ZeroMQ transport promises the nodes beyond the contract every transport keeps
/// (NodeTransportTests' conformance suite): frames arrive as sent, whatever their bytes; a
/// closed channel ends and refuses; a peer that goes is not an error; an endpoint another socket
/// holds is a clear error; a frame of the size limit passes, under CURVE too; CURVE roles are
/// checked; a refused handshake is reported.
@Suite("ZeroMQ transport")
struct ZeroMQTransportTests {
    /// Every byte value, an empty frame, and a frame larger than libzmq's small-message size.
    static let frames: [[UInt8]] = [Array(0...255), [], Array(repeating: 0xA5, count: 70_000), [0]]

    @Test("frames arrive as sent, every byte, empty ones and large ones, both ways", arguments: TestTransport.network)
    func bytesInBytesOut(over link: TestTransport) async throws {
        let transport = ZeroMQTransport(context: try Context())
        let router = try await transport.open(.router, .bind(link.bindEndpoint()))
        let dealer = try await transport.open(.dealer, .connect(router.endpoint))

        try dealer.send(TransportMessage(Self.frames))
        let request = try await first(of: router.incoming, "the request at the router")
        #expect(Array(request.frames.dropFirst()) == Self.frames)
        #expect(request.peer == nil)  // no CURVE: no ZAP user id

        try router.send(TransportMessage([request.frames[0]] + Self.frames.reversed()))
        let reply = try await first(of: dealer.incoming, "the reply at the dealer")
        #expect(reply.frames == Self.frames.reversed())

        await dealer.close()
        await router.close()
    }

    @Test("a channel opened with a receive closure gets each message on the socket's thread, in order")
    func receiveClosure() async throws {
        let transport = ZeroMQTransport(context: try Context())
        let (received, sink) = AsyncStream.makeStream(of: [UInt8].self)
        let router = try await transport.open(.router, .bind(TestTransport.tcp.bindEndpoint())) { message in
            sink.yield(message.frames[1])
        }
        let dealer = try await transport.open(.dealer, .connect(router.endpoint))
        for index in 0..<50 { try dealer.send(TransportMessage([[UInt8(index)]])) }
        let messages = try await collect(50, from: received, "the 50 messages")
        #expect(messages == (0..<50).map { [UInt8($0)] })
        await dealer.close()
        await router.close()
        sink.finish()
    }

    @Test("closing a dealer ends its stream; a closed channel refuses to send")
    func close() async throws {
        let transport = ZeroMQTransport(context: try Context())
        let router = try await transport.open(.router, .bind(TestTransport.tcp.bindEndpoint()))
        let dealer = try await transport.open(.dealer, .connect(router.endpoint))
        let reader = Task { () -> Int in
            var count = 0
            for await _ in dealer.incoming { count += 1 }
            return count
        }
        await dealer.close()
        #expect(try await within(60, "the dealer's stream to end") { await reader.value } == 0)
        #expect(throws: (any Error).self) { try dealer.send(TransportMessage([[1]])) }
        await router.close()
    }

    @Test(
        "a reply to a dealer that is gone is dropped, not an error, and the router serves on; a router that goes is no error to its dealer"
    )
    func peerGone() async throws {
        let endpoint = TestTransport.ipc.bindEndpoint()
        let transport = ZeroMQTransport(context: try Context())
        let router = try await transport.open(.router, .bind(endpoint))
        let gone = try await transport.open(.dealer, .connect(endpoint))
        try gone.send(TransportMessage([Array("hello".utf8)]))
        let request = try await first(of: router.incoming, "the first dealer's request")
        await gone.close()
        // The Guide's servers drop what cannot be routed (no ZMQ_ROUTER_MANDATORY): the mirror retries.
        try router.send(TransportMessage([request.frames[0], Array("late".utf8)]))

        let dealer = try await transport.open(.dealer, .connect(endpoint))
        try dealer.send(TransportMessage([Array("one".utf8)]))
        #expect(try await first(of: router.incoming, "the second dealer's request").frames[1] == Array("one".utf8))

        // The router goes: the dealer's next request waits in its queue (no error); a new router binds the path.
        await router.close()
        try dealer.send(TransportMessage([Array("two".utf8)]))
        let back = try await transport.open(.router, .bind(endpoint))
        await dealer.close()
        await back.close()
    }

    @Test("binding a TCP endpoint another socket holds fails with libzmq's reason and the endpoint")
    func takenEndpoint() async throws {
        let transport = ZeroMQTransport(context: try Context())
        let holder = try await transport.open(.router, .bind(TestTransport.tcp.bindEndpoint()))
        let error = await #expect(throws: ZMQError.self) {
            _ = try await transport.open(.publisher, .bind(holder.endpoint))
        }
        #expect(error?.code == EADDRINUSE)
        #expect(error?.description.contains(holder.endpoint) == true)
        await holder.close()
    }

    @Test("a frame of exactly the limit is received, under CURVE too (libzmq counts CURVE's 33 bytes against it)")
    func sizeLimit() async throws {
        for curve in [false, true] {
            let context = try Context()
            let zap = curve ? try await ZAPAuthenticator(context: context) : nil
            var limits = ZeroMQTransport.Limits()
            limits.maxMessageSize = 1000
            let serverKeys = try CurveKeyPair.generate()
            let clientKeys = try CurveKeyPair.generate()
            zap?.allow(clientKeys.publicKey, as: "mirror")
            let server = ZeroMQTransport(
                context: context, security: curve ? .curveServer(keyPair: serverKeys) : .none, limits: limits)
            let client = ZeroMQTransport(
                context: try Context(),
                security: curve ? .curveClient(serverPublicKey: serverKeys.publicKey, keyPair: clientKeys) : .none)
            let router = try await server.open(.router, .bind(TestTransport.tcp.bindEndpoint()))

            let fits = try await client.open(.dealer, .connect(router.endpoint))
            try fits.send(TransportMessage([Array(repeating: 1, count: 1000)]))
            let received = try await first(of: router.incoming, "the frame of exactly the limit (curve: \(curve))")
            #expect(received.frames[1].count == 1000)

            for channel in [fits, router] { await channel.close() }
            await zap?.stop()
        }
    }

    @Test(
        "libzmq checks a frame as it arrives, under CURVE 33 bytes longer: the sockets' limit is the payload's plus that"
    )
    func curveOverhead() throws {
        var limits = ZeroMQTransport.Limits()
        limits.maxMessageSize = 4096
        let context = try Context()
        let curve = ZeroMQTransport(
            context: context, security: .curveServer(keyPair: try CurveKeyPair.generate()), limits: limits)
        #expect(try curve.socketOptions(for: .router, .bind("tcp://127.0.0.1:*")).maxMessageSize == 4096 + 33)
        let plain = ZeroMQTransport(context: context, limits: limits)
        #expect(try plain.socketOptions(for: .router, .bind("tcp://127.0.0.1:*")).maxMessageSize == 4096)
    }

    @Test("a CURVE server only binds, a CURVE client only connects: the wrong one is a clear error")
    func curveRoles() async throws {
        let context = try Context()
        let keys = try CurveKeyPair.generate()
        let server = ZeroMQTransport(context: context, security: .curveServer(keyPair: keys))
        let client = ZeroMQTransport(
            context: context, security: .curveClient(serverPublicKey: keys.publicKey, keyPair: keys))
        let serverError = await #expect(throws: TransportError.self) {
            _ = try await server.open(.dealer, .connect("tcp://127.0.0.1:1"))
        }
        #expect(serverError?.message == "a CURVE server transport only binds; dealer asked to connect")
        let clientError = await #expect(throws: TransportError.self) {
            _ = try await client.open(.router, .bind(TestTransport.tcp.bindEndpoint()))
        }
        #expect(clientError?.message == "a CURVE client transport only connects; router asked to bind")
    }

    @Test("a dealer refused by the server's ZAP handler hears why, when it watches its connections")
    func refusedHandshake() async throws {
        let context = try Context()
        let zap = try await ZAPAuthenticator(context: context)
        let serverKeys = try CurveKeyPair.generate()
        let server = ZeroMQTransport(context: context, security: .curveServer(keyPair: serverKeys))
        let router = try await server.open(.router, .bind(TestTransport.tcp.bindEndpoint()))
        var client = ZeroMQTransport(
            context: try Context(),
            security: .curveClient(serverPublicKey: serverKeys.publicKey, keyPair: try CurveKeyPair.generate()))
        client.monitorsConnections = true
        let dealer = try await client.open(.dealer, .connect(router.endpoint))
        let event = try await first(of: dealer.connectionEvents, "the refusal")
        #expect(event == .authenticationRefused(status: 400))
        await dealer.close()
        await router.close()
        await zap.stop()
    }
}
