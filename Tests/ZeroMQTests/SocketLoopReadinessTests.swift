import TestSupport
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
            pulls.append(
                try await SocketChannel.open(context: context, type: .pull, loop: loop, inbox: inbox) { socket in
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
        let publisher = try await SocketChannel.open(context: context, type: .publisher, monitor: true, loop: loop) {
            socket in
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
            try await poll("message \(sent) to arrive", within: 60, every: .milliseconds(1)) {
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

    /// What a recording inbox received.
    final class Received: Sendable {
        private let messages = Mutex<[Multipart]>([])
        func append(_ message: Multipart) { messages.withLock { $0.append(message) } }
        var all: [Multipart] { messages.withLock { $0 } }
        var count: Int { messages.withLock { $0.count } }
    }

    /// A ROUTER on `loop`, bound to a fresh inproc endpoint, whose inbox records into `received`.
    static func recordingRouter(_ context: Context, on loop: SocketLoop, into received: Received) async throws
        -> SocketChannel
    {
        try await SocketChannel.open(
            context: context, type: .router, loop: loop,
            inbox: Inbox(receive: { received.append($0) }, finish: {})
        ) { socket in
            try socket.bind(TestTransport.inproc.bindEndpoint())
        }
    }

    /// The next message `socket` receives, waiting at most 60 s (a hang guard).
    static func answer(on socket: Socket) async throws -> Multipart? {
        var answer: Multipart?
        try await poll("the answer", within: 60, every: .milliseconds(1)) {
            answer = try socket.receive(dontWait: true)
            return answer != nil
        }
        return answer
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
        /// mailbox, unread), then runs `then` on it.
        func hold(_ holding: Flag, until go: Flag, then: @Sendable () throws -> Void) throws {
            holding.set()
            let deadline = ContinuousClock.now + .seconds(10)
            while !go.isSet {
                guard ContinuousClock.now < deadline else {
                    throw TimedOut(what: "the test to send its second request", seconds: 10)
                }
            }
            try then()
        }
    }

    @Test(
        "a send that handles the socket's commands does not leave a request that arrived unread",
        arguments: ["straight from the loop's thread", "queued from another thread"])
    func sendKeepsWakeUp(_ how: String) async throws {
        let queued = how.hasPrefix("queued")
        // inproc: a send returns once the receiver's wake-up is in its mailbox, so the order is exact.
        let context = try Context()
        let loop = try SocketLoop(name: "readiness-server")
        defer { loop.stop() }
        let requests = Received()
        let router = try await Self.recordingRouter(context, on: loop, into: requests)
        let dealer = try Socket(context: context, type: .dealer)
        defer { dealer.close() }
        try dealer.connect(router.endpoint ?? "")

        try dealer.send(Multipart([Array("first".utf8)]))
        try await poll("the first request to be read", within: 60, every: .milliseconds(1)) { requests.count == 1 }
        // The loop read the socket until it was empty; now hold it in a job while the second
        // request arrives, then answer the first: from the job, or queued meanwhile from here and
        // sent by the loop once the job returns. The router's first send handles its commands,
        // which takes the wake-up the second request left on its descriptor.
        let (holding, go) = (Flag(), Flag())
        let first = requests.all[0]
        let answered = Task(executorPreference: loop) { [server = Server(loop: loop)] in
            // From the job: on the loop's thread, with nothing queued, straight to libzmq.
            try await server.hold(holding, until: go) { if !queued { try router.send(first) } }
        }
        try await poll("the loop to be held", within: 60, every: .milliseconds(1)) { holding.isSet }
        try dealer.send(Multipart([Array("second".utf8)]))
        if queued { try router.send(first) }
        go.set()
        try await answered.value
        try await poll("the second request to be read", within: 60, every: .milliseconds(1)) { requests.count == 2 }
        #expect(requests.all.map { $0.frames.last ?? [] } == [Array("first".utf8), Array("second".utf8)])
        #expect(try await Self.answer(on: dealer)?.frames == [Array("first".utf8)])
        await router.close()
    }
}

extension SocketLoopReadinessTests {
    @Test(
        "a send from one socket's inbox on another, while the loop reads before it sleeps, does not leave a request that arrived unread"
    )
    func inboxSendKeepsWakeUp() async throws {
        let context = try Context()
        let loop = try SocketLoop(name: "readiness-inbox")
        defer { loop.stop() }
        let requests = Received()
        let router = try await Self.recordingRouter(context, on: loop, into: requests)
        // A second socket whose inbox answers the router's first request when told "go".
        let routerBox = Mutex<SocketChannel?>(router)
        let pair = try await SocketChannel.open(
            context: context, type: .pair, loop: loop,
            inbox: Inbox(
                receive: { _ in
                    guard let router = routerBox.withLock({ $0 }), let first = requests.all.first else { return }
                    try? router.send(first)  // on the loop's thread: straight to libzmq, the router's first send
                }, finish: {})
        ) { socket in
            try socket.bind(TestTransport.inproc.bindEndpoint())
        }
        let dealer = try Socket(context: context, type: .dealer)
        let peer = try Socket(context: context, type: .pair)
        defer { dealer.close(); peer.close() }
        try dealer.connect(router.endpoint ?? "")
        try peer.connect(pair.endpoint ?? "")

        try dealer.send(Multipart([Array("first".utf8)]))
        try await poll("the first request to be read", within: 60, every: .milliseconds(1)) { requests.count == 1 }
        // Hold the loop while the second request and the pair's "go" arrive, then send on the
        // pair from the loop's thread (nothing else wakes the loop meanwhile): the send has the
        // loop read the pair before it sleeps, and the pair's inbox answers on the router, whose
        // first send takes the second request's wake-up.
        let (holding, go) = (Flag(), Flag())
        let held = Task(executorPreference: loop) { [server = Server(loop: loop)] in
            try await server.hold(holding, until: go) { try pair.send(Multipart([Array("ping".utf8)])) }
        }
        try await poll("the loop to be held", within: 60, every: .milliseconds(1)) { holding.isSet }
        try dealer.send(Multipart([Array("second".utf8)]))
        try peer.send(Multipart([Array("go".utf8)]))
        go.set()
        try await held.value
        try await poll("the second request to be read", within: 60, every: .milliseconds(1)) { requests.count == 2 }
        #expect(try await Self.answer(on: dealer)?.frames == [Array("first".utf8)])
        await pair.close()
        await router.close()
    }
}
