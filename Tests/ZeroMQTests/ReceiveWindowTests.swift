import TestSupport
import Synchronization
import Testing
import ZeroMQ

@Suite("SocketChannel receive window")
struct ReceiveWindowTests {
    @Test("a window of 2 reads two messages ahead, then one more per message consumed")
    func readsOnlyAsConsumed() async throws {
        let context = try Context()
        let endpoint = TestTransport.tcp.bindEndpoint()
        let received = Mutex<[Multipart]>([])
        let inbox = Inbox(receive: { message in received.withLock { $0.append(message) } }, finish: {})
        let router = try await SocketChannel.open(context: context, type: .router, inbox: inbox, receiveWindow: 2) {
            try $0.bind(endpoint)
        }
        let dealer = try await openDealer(context, to: try #require(router.endpoint))
        for index in 0..<10 { try dealer.send(Multipart(strings: ["request \(index)"])) }
        func texts() -> [String] { received.withLock { $0.compactMap { $0.strings.last } } }

        try await poll("the first two messages") { texts().count >= 2 }
        #expect(texts() == ["request 0", "request 1"])
        // A round trip through the router's thread: had it been reading ahead, all ten would be in by now.
        let routingID = received.withLock { $0[0].frames[0] }
        try router.send(Multipart([routingID, Array("pong".utf8)]))
        _ = try await first(of: dealer.messages, "the router's reply")
        #expect(texts().count == 2)
        #expect(router.statistics.received == 2)

        router.consumed(1)
        try await poll("the third message") { texts().count >= 3 }
        #expect(texts().last == "request 2")
        for count in 4...10 {  // one more read per message consumed
            router.consumed(1)
            try await poll("message \(count)") { texts().count >= count }
            #expect(texts().count == count)
        }
        #expect(texts() == (0..<10).map { "request \($0)" })
        await dealer.close()
        await router.close()
    }
}
