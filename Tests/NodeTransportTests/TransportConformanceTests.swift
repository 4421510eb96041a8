import TestSupport
import NodeTransport
import Testing

/// One set of behaviours every transport must show, so node logic tested in
/// memory behaves the same over ZeroMQ.
@Suite("Transport conformance")
struct TransportConformanceTests {
    @Test("a dealer's request reaches the router with its identity, and the reply comes back", arguments: Link.allCases)
    func requestReply(link: Link) async throws {
        let harness = try await link.makeHarness()
        let router = try await harness.server.open(.router, .bind(harness.bindEndpoint))
        #expect(!router.endpoint.hasSuffix("*"))
        let dealer = try await harness.client("desktop-1").open(.dealer, .connect(router.endpoint))

        try dealer.send(TransportMessage([Array("request".utf8), [0, 1, 2]]))
        let request = try await first(of: router.incoming, "the request at the router")
        #expect(request.frames.count == 3)
        #expect(Array(request.frames.dropFirst()) == [Array("request".utf8), [0, 1, 2]])
        #expect(request.peer == (link.authenticates ? "desktop-1" : nil))

        try router.send(TransportMessage([request.frames[0], Array("reply".utf8)]))
        let reply = try await first(of: dealer.incoming, "the reply at the dealer")
        #expect(reply.frames == [Array("reply".utf8)])

        await dealer.close()
        await router.close()
        await harness.stop()
    }

    @Test("replies go only to the dealer they are addressed to", arguments: Link.allCases)
    func repliesAreRouted(link: Link) async throws {
        let harness = try await link.makeHarness()
        let router = try await harness.server.open(.router, .bind(harness.bindEndpoint))
        let desktop = try await harness.client("desktop").open(.dealer, .connect(router.endpoint))
        let watch = try await harness.client("watch").open(.dealer, .connect(router.endpoint))

        try desktop.send(TransportMessage([Array("from desktop".utf8)]))
        try watch.send(TransportMessage([Array("from watch".utf8)]))
        let requests = try await collect(2, from: router.incoming, "both requests")
        for request in requests {
            try router.send(TransportMessage([request.frames[0], Array("for ".utf8) + request.frames[1].dropFirst(5)]))
        }
        let desktopReply = try await first(of: desktop.incoming, "the desktop's reply")
        let watchReply = try await first(of: watch.incoming, "the watch's reply")
        #expect(desktopReply.frames == [Array("for desktop".utf8)])
        #expect(watchReply.frames == [Array("for watch".utf8)])

        await desktop.close()
        await watch.close()
        await router.close()
        await harness.stop()
    }

    @Test("a publisher reaches subscribers by topic prefix, in order", arguments: Link.allCases)
    func publishSubscribe(link: Link) async throws {
        let harness = try await link.makeHarness()
        let publisher = try await harness.server.open(.publisher, .bind(harness.bindEndpoint))
        let a = try await harness.client("a").open(
            .subscriber(topics: [topic("all/"), topic("dev/a/")]), .connect(publisher.endpoint))
        let b = try await harness.client("b").open(
            .subscriber(topics: [topic("all/"), topic("dev/ab/")]), .connect(publisher.endpoint))

        // The publisher sees each subscription arrive: no slow-joiner guesswork.
        let notices = try await collect(4, from: publisher.incoming, "four subscription notices")
        #expect(
            Set(notices.map { $0.frames[0] }) == [[1] + topic("all/"), [1] + topic("dev/a/"), [1] + topic("dev/ab/")])

        for (name, body) in [("dev/a/", "x"), ("dev/ab/", "y"), ("all/", "z"), ("dev/c/", "nobody")] {
            try publisher.send(TransportMessage([topic(name), topic(body)]))
        }
        let toA = try await collect(2, from: a.incoming, "a's two messages")
        let toB = try await collect(2, from: b.incoming, "b's two messages")
        #expect(toA.map { $0.frames[1] } == [topic("x"), topic("z")])  // "dev/a/" does not prefix "dev/ab/"
        #expect(toB.map { $0.frames[1] } == [topic("y"), topic("z")])

        await a.close()
        await b.close()
        await publisher.close()
        await harness.stop()
    }

    @Test("closing ends the incoming stream, and a closed channel refuses to send", arguments: Link.allCases)
    func closeEndsStream(link: Link) async throws {
        let harness = try await link.makeHarness()
        let router = try await harness.server.open(.router, .bind(harness.bindEndpoint))
        let reader = Task { () -> Int in
            var count = 0
            for await _ in router.incoming { count += 1 }
            return count
        }
        await router.close()
        #expect(try await within(60, "the stream to end") { await reader.value } == 0)
        #expect(throws: (any Error).self) { try router.send(TransportMessage([[0], []])) }
        await router.close()
        await harness.stop()
    }

    @Test("a subscriber cannot send", arguments: Link.allCases)
    func subscriberCannotSend(link: Link) async throws {
        let harness = try await link.makeHarness()
        let publisher = try await harness.server.open(.publisher, .bind(harness.bindEndpoint))
        let subscriber = try await harness.client("s").open(.subscriber(topics: [[]]), .connect(publisher.endpoint))
        #expect(throws: (any Error).self) { try subscriber.send(TransportMessage([topic("x")])) }
        await subscriber.close()
        await publisher.close()
        await harness.stop()
    }

    private func topic(_ text: String) -> [UInt8] { Array(text.utf8) }
}
