import RelayTestSupport
import Synchronization
import Testing
import ZeroMQ

/// A loop waits on its sockets' descriptors and asks libzmq only about those that woke it or
/// that it used since: a turn costs the same for three sockets or a hundred, and no wake-up is
/// lost to a send that handled the socket's commands.
@Suite("SocketLoop: waiting on ready sockets only")
struct SocketLoopReadinessTests {
    @Test("a message to one of 100 sockets on a loop costs the loop a look at that socket, not at all 100")
    func oneOfMany() async throws {
        let context = try Context()
        let loop = try SocketLoop(name: "readiness-test")
        defer { loop.stop() }
        let arrivals = Mutex([Int](repeating: 0, count: 100))
        var pulls: [SocketChannel] = []
        for index in 0..<100 {
            let inbox = Inbox(receive: { _ in arrivals.withLock { $0[index] += 1 } }, finish: {})
            pulls.append(try await SocketChannel.open(context: context, type: .pull, loop: loop, inbox: inbox) { socket in
                try socket.bind(TestTransport.tcp.bindEndpoint())
            })
        }
        let target = 7
        let endpoint = pulls[target].endpoint ?? ""
        let push = try await SocketChannel.open(context: context, type: .push) { socket in
            try socket.connect(endpoint)
            return nil
        }
        // And a publisher, which never reads and here never sends: its descriptor wakes the loop
        // for its commands (a subscriber's pipe attached, its subscription), which the loop must
        // still have libzmq handle, or be woken by them on every turn from then on.
        let publisher = try await SocketChannel.open(context: context, type: .publisher, monitor: true, loop: loop) { socket in
            try socket.bind(TestTransport.tcp.bindEndpoint())
        }
        let publisherEndpoint = publisher.endpoint ?? ""
        let subscriber = try await SocketChannel.open(context: context, type: .subscriber) { socket in
            try socket.subscribe([])
            try socket.connect(publisherEndpoint)
            return nil
        }
        _ = try await event(.handshakeSucceeded, on: publisher)

        let messages = 200
        let before = loop.socketsSettled
        for sent in 1...messages {
            try push.send(Multipart([[UInt8(sent % 256)]]))
            try await poll("message \(sent) to arrive", within: 10, every: .milliseconds(1)) {
                arrivals.withLock { $0[target] } == sent
            }
        }
        let looks = loop.socketsSettled - before
        #expect(arrivals.withLock { $0.enumerated().allSatisfy { $0.offset == target || $0.element == 0 } })
        // A few looks per message (the wake-up, the read, the read that finds it empty); asking
        // all 100 sockets on every turn would be 100 or more per message.
        #expect(looks < messages * 10, "\(looks) looks at sockets for \(messages) messages to one of 100")
        await push.close()
        await subscriber.close()
        await publisher.close()
        for pull in pulls { await pull.close() }
    }

    final class Flag: Sendable {
        private let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .acquiring) }
        func set() { value.store(true, ordering: .releasing) }
    }

    actor Server {
        let loop: SocketLoop
        nonisolated var unownedExecutor: UnownedSerialExecutor { loop.asUnownedSerialExecutor() }
        init(loop: SocketLoop) { self.loop = loop }
        /// Holds the loop's thread until `go` is set (the next request is then in the socket's
        /// mailbox, unread), then answers `request` straight to libzmq, if given.
        func hold(_ holding: Flag, until go: Flag, thenAnswer request: Multipart?, on router: SocketChannel) throws {
            holding.set()
            let deadline = ContinuousClock.now + .seconds(10)
            while !go.isSet {
                guard ContinuousClock.now < deadline else { throw TimedOut(what: "the test to send its second request", seconds: 10) }
            }
            if let request { try router.send(request) }  // on the loop's thread, with nothing queued: straight to libzmq
        }
    }

    @Test("a send that handles the socket's commands does not leave a request that arrived unread",
          arguments: ["straight from the loop's thread", "queued from another thread"])
    func sendKeepsWakeUp(_ how: String) async throws {
        let queued = how.hasPrefix("queued")
        // inproc: a send returns once the receiver's wake-up is in its mailbox, so the order is exact.
        let context = try Context()
        let loop = try SocketLoop(name: "readiness-server")
        defer { loop.stop() }
        let requests = Mutex<[Multipart]>([])
        let router = try await SocketChannel.open(context: context, type: .router, loop: loop,
                                                  inbox: Inbox(receive: { message in requests.withLock { $0.append(message) } }, finish: {})) { socket in
            try socket.bind(TestTransport.inproc.bindEndpoint())
        }
        let dealer = try Socket(context: context, type: .dealer)
        defer { dealer.close() }
        try dealer.connect(router.endpoint ?? "")

        try dealer.send(Multipart([Array("first".utf8)]))
        try await poll("the first request to be read", within: 10, every: .milliseconds(1)) { requests.withLock { $0.count } == 1 }
        // The loop read the socket until it was empty; now hold it in a job while the second
        // request arrives, then answer the first: from the job, or queued meanwhile from here and
        // sent by the loop once the job returns. The router's first send handles its commands,
        // which takes the wake-up the second request left on its descriptor.
        let (holding, go) = (Flag(), Flag())
        let first = requests.withLock { $0[0] }
        let answered = Task(executorPreference: loop) { [server = Server(loop: loop)] in
            try await server.hold(holding, until: go, thenAnswer: queued ? nil : first, on: router)
        }
        try await poll("the loop to be held", within: 10, every: .milliseconds(1)) { holding.isSet }
        try dealer.send(Multipart([Array("second".utf8)]))
        if queued { try router.send(first) }
        go.set()
        try await answered.value
        try await poll("the second request to be read", within: 10, every: .milliseconds(1)) { requests.withLock { $0.count } == 2 }
        #expect(requests.withLock { $0.map { $0.frames.last ?? [] } } == [Array("first".utf8), Array("second".utf8)])
        var answer: Multipart?
        try await poll("the answer", within: 10, every: .milliseconds(1)) {
            answer = try dealer.receive(dontWait: true)
            return answer != nil
        }
        #expect(answer?.frames == [Array("first".utf8)])
        await router.close()
    }
}
