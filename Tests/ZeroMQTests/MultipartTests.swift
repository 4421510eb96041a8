import TestSupport
import Testing
import ZeroMQ

@Suite("Multipart messages")
struct MultipartTests {
    @Test("a 1 MiB frame crosses DEALER → ROUTER → DEALER intact", arguments: TestTransport.allCases)
    func oneMebibyteRoundTrip(transport: TestTransport) async throws {
        let context = try Context()
        let router = try await openRouter(context, transport)
        let dealer = try await openDealer(context, to: #require(router.endpoint))
        defer {
            Task {
                await dealer.close(); await router.close()
            }
        }

        let big = patternBytes(count: 1 << 20, seed: 42)
        let sent = Multipart([Array("header".utf8), big, [], [0xFF]])
        try dealer.send(sent)

        let request = try await first(of: router.messages, "the request at the router")
        #expect(request.frames.count == 5)  // routing id + four frames
        #expect(Array(request.frames.dropFirst()) == sent.frames)
        #expect(request.frames[2].count == 1 << 20)

        try router.send(request)  // echo back to the routing id
        let reply = try await first(of: dealer.messages, "the echoed reply")
        #expect(reply.frames == sent.frames)
        await dealer.close()
        await router.close()
    }

    @Test("bind to tcp://127.0.0.1:* reads back the real port")
    func wildcardPortIsReadBack() async throws {
        let context = try Context()
        let router = try await openRouter(context, .tcp)
        let endpoint = try #require(router.endpoint)
        #expect(endpoint.hasPrefix("tcp://127.0.0.1:"))
        let port = try #require(Int(endpoint.split(separator: ":").last ?? ""))
        #expect(port > 0)
        await router.close()
    }

    @Test("a bad endpoint is a clear error, not a crash")
    func badEndpointThrows() async throws {
        let context = try Context()
        await #expect(throws: ZMQError.self) {
            _ = try await SocketChannel.open(context: context, type: .router) { socket in
                try socket.bind("tcp://not-an-address:*")
            }
        }
        let error = await #expect(throws: ZMQError.self) {
            _ = try await SocketChannel.open(context: context, type: .router) { socket in
                try socket.bind("nonsense")
            }
        }
        #expect(error?.description.contains("zmq_bind(nonsense)") == true)
    }

    @Test("a SUB socket refuses to send")
    func subscriberCannotSend() async throws {
        let context = try Context()
        let sub = try await SocketChannel.open(context: context, type: .subscriber) { _ in nil }
        #expect(throws: ZMQError.self) { try sub.send(Multipart(strings: ["x"])) }
        await sub.close()
    }
}
