import TestSupport
import Testing
import ZeroMQ

@Suite("SocketChannel under concurrency")
struct ChannelConcurrencyTests {
    @Test("100 tasks sending through one channel lose nothing", arguments: TestTransport.allCases)
    func concurrentSendersLoseNothing(transport: TestTransport) async throws {
        let context = try Context()
        let router = try await openRouter(context, transport)
        let dealer = try await openDealer(context, to: try #require(router.endpoint))
        let tasks = 100, perTask = 50

        await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 0..<perTask { try dealer.send(Multipart(strings: ["\(task)", "\(index)"])) }
                }
            }
        }
        let received: [Multipart]
        received = try await collect(tasks * perTask, from: router.messages, within: 60, "every message")
        var seen = Set<String>()
        var lastIndexByTask: [String: Int] = [:]
        for message in received {
            let task = message.strings[1], index = Int(message.strings[2])!
            #expect(seen.insert("\(task)/\(index)").inserted, "duplicate \(task)/\(index)")
            // One task's messages keep the order that task sent them in.
            #expect(index > lastIndexByTask[task, default: -1])
            lastIndexByTask[task] = index
        }
        #expect(seen.count == tasks * perTask)
        #expect(dealer.statistics.sent == tasks * perTask)
        #expect(dealer.statistics.dropped == 0)
        await dealer.close()
        await router.close()
    }

    @Test("closing a channel under load does not hang", arguments: TestTransport.allCases)
    func closeUnderLoad(transport: TestTransport) async throws {
        let context = try Context()
        var options = SocketOptions()
        options.sendHighWaterMark = 10
        options.receiveHighWaterMark = 10
        let router = try await openRouter(context, transport, options: options)
        let dealer = try await openDealer(context, to: try #require(router.endpoint), options: options)

        // Flood the dealer from several tasks while the router reads nothing: the HWM
        // fills and thousands of messages wait in the channel's queue.
        let payload = Multipart([patternBytes(count: 4096, seed: 7)])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<2_000 { try dealer.send(payload) } }
            }
            try await group.waitForAll()
        }
        _ = try await first(of: router.messages, "the first flooded message")

        try await within(30, "both channels to close under load") {
            await dealer.close()
            await router.close()
        }
        #expect(throws: ZMQError.self) { try dealer.send(Multipart(strings: ["late"])) }
        let statistics = dealer.statistics
        #expect(statistics.sent > 0)
        #expect(statistics.sent + statistics.dropped == 8_000)  // every message accounted for
        // Closing twice is harmless.
        await dealer.close()
    }

    @Test("the message stream ends when the channel closes")
    func streamEndsOnClose() async throws {
        let context = try Context()
        let router = try await openRouter(context, .inproc)
        let reader = Task {
            var count = 0
            for await _ in router.messages { count += 1 }
            return count
        }
        await router.close()
        let count = try await within(60, "the reader to finish") { await reader.value }
        #expect(count == 0)
    }
}
