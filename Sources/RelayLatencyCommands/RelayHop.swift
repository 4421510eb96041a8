import ArgumentParser
import CZeroMQ
import Dispatch
import Foundation
import Latency
import Logging
import NodeRuntime
import RelayNodeKit
import RelayWire
import SwiftProtobuf
import Synchronization
import ZeroMQ

/// One hop's latency, in this process: a publisher and one subscriber, a message published →
/// received (a) straight PUB → SUB, (b) through a bare `zmq_proxy(XSUB, XPUB)` on a thread of its
/// own, (c) through a real ``RelayNodeKit/RelayNode``, the publisher acting as a phone (its
/// roster first, then `[<phone>/all/, RelayFrame{update}]` on its PUB) and the subscriber as the
/// reader its roster names. CURVE on every connection; the same message bytes on every path.
/// What the proxy adds is (b) − (a), what the relay adds (c) − (a).
struct RelayHop: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relay-hop",
        abstract:
            "One hop: publisher → subscriber straight, through a bare zmq_proxy, and through a relay-node (in this process).",
        discussion: """
            Needs no phone. Open loop: --rate messages a second on every path, timed from the instant before \
            each send to the instant the subscriber's thread reads it. The paths take turns (--rounds), so a \
            change in the machine's load falls on all three.
            """)
    @Option(help: "Measured messages on each path (split over the rounds).") var count = 2000
    @Option(help: "Messages before measuring on each path, each round (excluded).") var warmup = 200
    @Option(help: "Messages a second (open loop).") var rate = 1000.0
    @Option(
        help:
            "Bytes of each update's ciphertext (a sealed control update's message is about 460 bytes in all with 270).")
    var size = 270
    @Option(help: "Turns each path takes.") var rounds = 2
    @Option(help: "Distinct items the updates set, in turn (the relay's Clone map keeps one record each).") var items =
        1
    @Flag(help: "Print the figures as JSON.") var json = false
    @Option(
        help: ArgumentHelp(
            "Write the CPU spent per message on each path, and by each intermediary's thread, here (JSON).",
            valueName: "file")) var facts: String?

    func validate() throws {
        guard count > 0, warmup >= 0, rate > 0, size >= 0, rounds > 0 else {
            throw ValidationError("--count, --rate and --rounds must be positive, --warmup and --size not negative")
        }
        guard items > 0 else { throw ValidationError("--items must be positive") }
        guard count >= rounds else {
            throw ValidationError("--count must be at least --rounds (each round measures some)")
        }
    }

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phone = try CurveKeyPair.generate(), reader = try CurveKeyPair.generate()
        let message = HopMessage(phone: phone.publicKey.fingerprint, ciphertextBytes: size, items: items)

        let straight = try await HopPath.straight(phone: phone, reader: reader, message: message)
        let proxy = try await HopPath.proxied(phone: phone, reader: reader, message: message)
        let relayKeys = try CurveKeyPair.generate()
        var relayConfiguration = RelayNodeConfiguration(
            phones: "tcp://127.0.0.1:*", mirrors: "tcp://127.0.0.1:*", admission: .keys([phone.publicKey]))
        relayConfiguration.logger = Logger(label: "relay-node")
        let relay = try await RelayNode.start(relayConfiguration, keys: relayKeys)
        let relayed = try await HopPath.relayed(through: relay, phone: phone, reader: reader, message: message)
        let paths = [straight, proxy, relayed]
        let labels = [
            "relay hop: PUB → SUB straight", "relay hop: through zmq_proxy (XSUB/XPUB)", "relay hop: through RelayNode",
        ]

        var recorders = Array(repeating: LatencyRecorder(), count: paths.count)
        var lost = Array(repeating: 0, count: paths.count)
        var cpu = Array(repeating: Duration.zero, count: paths.count)
        var processCPU = Array(repeating: Duration.zero, count: paths.count)
        var messages = Array(repeating: 0, count: paths.count)
        let progress = ProgressBar("relay hop", total: rounds * paths.count)
        for round in 0..<rounds {
            let measured = count / rounds + (round < count % rounds ? 1 : 0)
            for (index, path) in paths.enumerated() {
                let threadBefore = path.intermediaryCPU(), processBefore = ThreadCPU.process()
                let batch = try await path.batch(warmup: warmup, count: measured, rate: rate)
                processCPU[index] += ThreadCPU.process() - processBefore
                messages[index] += warmup + measured
                if let before = threadBefore, let after = path.intermediaryCPU() { cpu[index] += after - before }
                recorders[index].add(batch.recorder)
                lost[index] += batch.lost
                progress.update(round * paths.count + index + 1)
            }
        }
        for path in paths { await path.stop() }
        await relay.stop()

        if lost.contains(where: { $0 > 0 }) {
            FileHandle.standardError.write(Data("relay hop: messages lost (not measured) per path: \(lost)\n".utf8))
        }
        let rows = zip(labels, recorders).map { ReportRow(name: $0, summary: $1.summary()) }
        if let facts {
            var figures: [String: Double] = [
                "message bytes": Double(message.frames(seq: 1).reduce(0) { $0 + $1.count })
            ]
            func perMessage(_ duration: Duration, _ index: Int) -> Double {
                Double(duration.components.attoseconds / 1_000_000_000_000 + duration.components.seconds * 1_000_000)
                    / Double(messages[index])
            }
            for (name, index) in [("proxy thread CPU µs per message", 1), ("relay loop thread CPU µs per message", 2)]
            where cpu[index] > .zero {
                figures[name] = perMessage(cpu[index], index)
            }
            for (name, index) in [
                ("straight process CPU µs per message", 0), ("proxy process CPU µs per message", 1),
                ("relay process CPU µs per message", 2),
            ] where messages[index] > 0 {
                figures[name] = perMessage(processCPU[index], index)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(figures).write(to: URL(fileURLWithPath: facts))
        }
        try printReport(rows, main: recorders[2], json: json, hgrm: nil)
    }
}

/// The update every path carries: `[<phone>/all/, RelayFrame{update: SealedUpdate}]` with a
/// real header (this seq, topic_seq = seq, op SET on one item) and random bytes where the
/// nonce, ciphertext and signature go (a relay never opens them).
struct HopMessage: Sendable {
    let phone: String
    private let nonce: Data, ciphertext: Data, signature: Data
    private let items: Int

    init(phone: String, ciphertextBytes: Int, items: Int = 1) {
        self.phone = phone
        self.items = items
        nonce = Data((0..<24).map { _ in UInt8.random(in: 0...255) })
        ciphertext = Data((0..<ciphertextBytes).map { _ in UInt8.random(in: 0...255) })
        signature = Data((0..<64).map { _ in UInt8.random(in: 0...255) })
    }
    var topic: [UInt8] { Array("\(phone)/all/".utf8) }
    static let epoch: UInt64 = 1

    func frames(seq: UInt64) -> [[UInt8]] {
        var header = Relay_V1_SealedHeader()
        header.phone = phone
        header.topic = "all/"
        header.epoch = Self.epoch
        header.seq = seq
        header.topicSeq = seq
        header.keyEpoch = 1
        header.op = .set
        var item = [UInt8](repeating: 0x5A, count: 16)
        withUnsafeBytes(of: (seq % UInt64(items)).bigEndian) { item.replaceSubrange(8..<16, with: $0) }
        header.item = Data(item)
        var update = Relay_V1_SealedUpdate()
        update.header = (try? header.serializedBytes()) ?? Data()
        update.nonce = nonce
        update.ciphertext = ciphertext
        update.signature = signature
        let frame = Relay_V1_RelayFrame.with { $0.update = update }
        return [topic, (try? frame.serializedBytes()) ?? []]
    }

    /// The seq of a received message's header (nil if it is not one of these).
    static func seq(of frames: [[UInt8]]) -> UInt64? {
        guard frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]),
            case .update(let update) = frame.body,
            let header = try? Relay_V1_SealedHeader(serializedBytes: update.header)
        else { return nil }
        return header.seq
    }
}

/// One path from a publisher to a subscriber: each end a socket on a thread of its own (created,
/// used and closed there), the subscriber noting when each seq arrived as it reads it.
final class HopPath: Sendable {
    /// How the publisher's end is made: its socket, where it goes, and what it does first.
    struct PublisherEnd: Sendable {
        var context: Context
        var options: SocketOptions
        var endpoint: String
        var binds: Bool
        /// For the relay path: the phone's roster and dump exchange on a DEALER, kept open.
        var phoneRequests: (endpoint: String, options: SocketOptions, reader: CurveKey)?
    }

    private let message: HopMessage
    private let sent = Mutex<[UInt64: ContinuousClock.Instant]>([:])
    private let arrived = Mutex<[UInt64: ContinuousClock.Instant]>([:])
    private let stopping = Atomic<Bool>(false)
    private let failure = Mutex<String?>(nil)
    private let publisherCommands = Mutex<[PublisherCommand]>([])
    private let publisherWake = DispatchSemaphore(value: 0), publisherDone = DispatchSemaphore(value: 0)
    private let subscriberDone = DispatchSemaphore(value: 0)
    /// The thread (by name, in /proc/self/task) whose CPU is the intermediary's, if any.
    private let intermediary: String?
    private let proxy: RawProxy?
    /// Kept so the publisher's ZAP handler lives as long as the path.
    private let authenticators: [ZAPAuthenticator]

    enum PublisherCommand: Sendable {
        case batch(seqs: ClosedRange<UInt64>, rate: Double)
        case untilHeard
        case stop
    }

    private init(message: HopMessage, intermediary: String?, proxy: RawProxy?, authenticators: [ZAPAuthenticator]) {
        self.message = message
        self.intermediary = intermediary
        self.proxy = proxy
        self.authenticators = authenticators
    }

    private let nextSeq = Mutex<UInt64>(1)

    // MARK: The three paths

    /// (a) The publisher a CURVE server (as a phone's XPUB is), the subscriber its client.
    static func straight(phone: CurveKeyPair, reader: CurveKeyPair, message: HopMessage) async throws -> HopPath {
        let publisherContext = try Context(), subscriberContext = try Context()
        let zap = try await ZAPAuthenticator(context: publisherContext, admitsAnyKey: true)
        var server = SocketOptions()
        server.curve = .server(secretKey: phone.secretKey)
        var client = SocketOptions()
        client.curve = .client(serverPublicKey: phone.publicKey, keyPair: reader)
        let path = HopPath(message: message, intermediary: nil, proxy: nil, authenticators: [zap])
        try await path.start(
            publisher: PublisherEnd(
                context: publisherContext, options: server, endpoint: "tcp://127.0.0.1:*", binds: true),
            subscriber: (subscriberContext, client, nil))
        return path
    }

    /// (b) A bare `zmq_proxy` between an XSUB and an XPUB, both CURVE servers; the publisher and
    /// the subscriber its clients.
    static func proxied(phone: CurveKeyPair, reader: CurveKeyPair, message: HopMessage) async throws -> HopPath {
        let proxyKeys = try CurveKeyPair.generate()
        let proxy = try RawProxy(keys: proxyKeys)
        var publisher = SocketOptions()
        publisher.curve = .client(serverPublicKey: proxyKeys.publicKey, keyPair: phone)
        var subscriber = SocketOptions()
        subscriber.curve = .client(serverPublicKey: proxyKeys.publicKey, keyPair: reader)
        let path = HopPath(message: message, intermediary: RawProxy.threadName, proxy: proxy, authenticators: [])
        try await path.start(
            publisher: PublisherEnd(context: try Context(), options: publisher, endpoint: proxy.frontend, binds: false),
            subscriber: (try Context(), subscriber, proxy.backend))
        return path
    }

    /// (c) A real relay: the publisher is a phone (a DEALER sends its roster naming the
    /// subscriber's key, answers the dump request with an empty dump, then its PUB publishes),
    /// the subscriber a reader subscribed to `<phone>/all/`.
    static func relayed(through relay: RelayNode, phone: CurveKeyPair, reader: CurveKeyPair, message: HopMessage)
        async throws -> HopPath
    {
        var publisher = SocketOptions()
        publisher.curve = .client(serverPublicKey: relay.publicKey, keyPair: phone)
        var subscriber = SocketOptions()
        subscriber.curve = .client(serverPublicKey: relay.publicKey, keyPair: reader)
        let path = HopPath(message: message, intermediary: "relay-loop", proxy: nil, authenticators: [])
        try await path.start(
            publisher: PublisherEnd(
                context: try Context(), options: publisher, endpoint: relay.phones.updates, binds: false,
                phoneRequests: (relay.phones.requests, publisher, reader.publicKey)),
            subscriber: (try Context(), subscriber, relay.mirrors.updates))
        return path
    }

    // MARK: Running

    /// Starts the publisher's thread (bound or connected, the relay's exchange done), then the
    /// subscriber's, then publishes until the subscriber hears it.
    private func start(
        publisher: PublisherEnd, subscriber: (context: Context, options: SocketOptions, endpoint: String?)
    ) async throws {
        let ready = DispatchSemaphore(value: 0)
        let bound = Locked<String?>(nil)
        Thread { [self] in publish(publisher, bound: bound, ready: ready) }.start()
        try await waitOffPool(ready)
        try check()
        let endpoint = subscriber.endpoint ?? bound.withLock { $0 } ?? ""
        let subscribed = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in subscribe(subscriber.context, subscriber.options, endpoint, ready: subscribed) }
        thread.start()
        try await waitOffPool(subscribed)
        try check()
        try await command(.untilHeard)
    }

    /// Publishes `warmup + count` messages at `rate`; returns the measured ones' latencies and
    /// how many of them never arrived (within 2 s of the last send).
    func batch(warmup: Int, count: Int, rate: Double) async throws -> (recorder: LatencyRecorder, lost: Int) {
        let first = nextSeq.withLock { seq in
            defer { seq += UInt64(warmup + count) }
            return seq
        }
        let last = first + UInt64(warmup + count) - 1
        try await command(.batch(seqs: first...last, rate: rate))
        let deadline = ContinuousClock.now + .seconds(2)
        while arrived.withLock({ $0[last] == nil }) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        var recorder = LatencyRecorder()
        var lost = 0
        let measuredFrom = first + UInt64(warmup)
        let sentTimes = sent.withLock { sent in
            defer { sent = [:] }
            return sent
        }
        let arrivals = arrived.withLock { arrived in
            defer { arrived = [:] }
            return arrived
        }
        for seq in measuredFrom...last {
            guard let at = arrivals[seq], let from = sentTimes[seq] else {
                lost += 1
                continue
            }
            recorder.record(at - from)
        }
        return (recorder, lost)
    }

    /// The CPU time the intermediary's thread has used so far (`/proc/self/task/*/schedstat`).
    func intermediaryCPU() -> Duration? {
        guard let intermediary else { return nil }
        return ThreadCPU.used(byThreadNamed: intermediary)
    }

    func stop() async {
        try? await command(.stop)
        stopping.store(true, ordering: .sequentiallyConsistent)
        try? await waitOffPool(subscriberDone)
        proxy?.stop()
        for authenticator in authenticators { await authenticator.stop() }
    }

    private func command(_ command: PublisherCommand) async throws {
        publisherCommands.withLock { $0.append(command) }
        publisherWake.signal()
        try await waitOffPool(publisherDone)
        try check()
    }

    private func check() throws {
        if let failure = failure.withLock({ $0 }) { throw NodeError("relay hop: \(failure)") }
    }

    private func fail(_ error: any Error) {
        failure.withLock { $0 = $0 ?? String(describing: error) }
    }

    /// The publisher's thread: its socket (and the relay path's DEALER) live here.
    private func publish(_ end: PublisherEnd, bound: Locked<String?>, ready: DispatchSemaphore) {
        var socket: Socket?
        var dealer: Socket?
        defer {
            socket?.close()
            dealer?.close()
        }
        do {
            if let requests = end.phoneRequests {
                let opened = try Socket(context: end.context, type: .dealer, options: requests.options)
                dealer = opened
                try opened.connect(requests.endpoint)
                try Self.introduce(on: opened, reader: requests.reader)
            }
            let publisher = try Socket(context: end.context, type: .publisher, options: end.options)
            socket = publisher
            if end.binds {
                bound.withLock { $0 = try? publisher.bind(end.endpoint) }
            } else {
                try publisher.connect(end.endpoint)
            }
        } catch {
            fail(error)
        }
        ready.signal()
        guard let publisher = socket else { return }
        while true {
            publisherWake.wait()
            guard let command = publisherCommands.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            do {
                switch command {
                case .stop:
                    publisherDone.signal()
                    return
                case .untilHeard:
                    // The subscription travels to the publisher (and, through an intermediary, on
                    // to it) after the connection: publish until the subscriber hears one.
                    let deadline = ContinuousClock.now + .seconds(10)
                    var last: UInt64 = 0
                    while arrived.withLock({ $0.isEmpty }) {
                        guard ContinuousClock.now < deadline else {
                            throw NodeError("the subscriber heard nothing within 10 s")
                        }
                        last = nextSeq.withLock { seq in
                            defer { seq += 1 }
                            return seq
                        }
                        try publisher.send(Multipart(message.frames(seq: last)))
                        Thread.sleep(forTimeInterval: 0.005)
                        // What the PUB sent before the relay's subscription reached it was dropped: the
                        // relay sees a gap and asks for the state again, as it would a phone's.
                        if let dealer { try Self.answerDumpRequests(on: dealer, position: last) }
                    }
                    // what was sent meanwhile arrives, a dump asked for meanwhile is asked
                    Thread.sleep(forTimeInterval: 0.1)
                    if let dealer { try Self.answerDumpRequests(on: dealer, position: last) }
                    Thread.sleep(forTimeInterval: 0.05)
                    arrived.withLock { $0 = [:] }
                case .batch(let seqs, let rate):
                    let messages = seqs.map { Multipart(message.frames(seq: $0)) }  // encoded before the clock starts
                    var times: [UInt64: ContinuousClock.Instant] = [:]
                    times.reserveCapacity(messages.count)
                    let pacer = RatePacer(rate: rate, start: .now + .milliseconds(1))
                    for (index, seq) in seqs.enumerated() {
                        let wait = pacer.due(index) - .now
                        if wait > .microseconds(20) {
                            Thread.sleep(
                                forTimeInterval: Double(wait.components.attoseconds) / 1e18
                                    + Double(wait.components.seconds))
                        }
                        let now = ContinuousClock.now
                        try publisher.send(messages[index])
                        times[seq] = now
                        // A relay that saw a gap is answered at once, as a phone would (after the clock).
                        if let dealer { try Self.answerDumpRequests(on: dealer, position: seq) }
                    }
                    sent.withLock { $0 = times }
                    if let dealer { try Self.answerDumpRequests(on: dealer, position: seqs.upperBound) }
                }
            } catch {
                fail(error)
            }
            publisherDone.signal()
        }
    }

    /// The phone's first words to a relay: its roster (the subscriber's key as reader "hop"),
    /// then the empty dump the relay asks for at epoch 1, seq 0.
    private static func introduce(on dealer: Socket, reader: CurveKey) throws {
        try dealer.setInt(ZMQ_RCVTIMEO, 10_000, "ZMQ_RCVTIMEO")
        let roster = Relay_V1_RelayFrame.with {
            $0.phoneRoster = .with {
                $0.epoch = HopMessage.epoch
                $0.readers = [
                    .with {
                        $0.publicKey = Data(reader.bytes); $0.deviceID = "hop"
                    }
                ]
            }
        }
        try dealer.send(Multipart([try roster.serializedBytes()]))
        guard let asked = try dealer.receive(),
            let frame = try? Relay_V1_RelayFrame(serializedBytes: asked.frames.last ?? []),
            case .dumpRequest = frame.body
        else {
            throw NodeError("the relay did not ask for the phone's state within 10 s")
        }
        try sendDump(on: dealer, position: 0)
    }

    private static func sendDump(on dealer: Socket, position: UInt64) throws {
        let dump = Relay_V1_RelayFrame.with {
            $0.dump = .with {
                $0.epoch = HopMessage.epoch
                $0.seq = position
                $0.topicSeqs = ["all/": position]
            }
        }
        try dealer.send(Multipart([try dump.serializedBytes()]))
    }

    /// A relay that saw a gap asks for the state again: it gets an empty dump at the position reached.
    private static func answerDumpRequests(on dealer: Socket, position: UInt64) throws {
        while let message = try dealer.receive(dontWait: true) {
            if let frame = try? Relay_V1_RelayFrame(serializedBytes: message.frames.last ?? []),
                case .dumpRequest = frame.body
            {
                try sendDump(on: dealer, position: position)
            }
        }
    }

    /// The subscriber's thread: reads, notes the instant, then finds the seq.
    private func subscribe(_ context: Context, _ options: SocketOptions, _ endpoint: String, ready: DispatchSemaphore) {
        defer { subscriberDone.signal() }
        let socket: Socket
        do {
            var options = options
            options.subscriptions = [message.topic]
            socket = try Socket(context: context, type: .subscriber, options: options)
            try socket.setInt(ZMQ_RCVTIMEO, 100, "ZMQ_RCVTIMEO")
            try socket.connect(endpoint)
        } catch {
            fail(error)
            ready.signal()
            return
        }
        defer { socket.close() }
        ready.signal()
        while !stopping.load(ordering: .sequentiallyConsistent) {
            do {
                guard let received = try socket.receive() else { continue }
                let now = ContinuousClock.now
                if let seq = HopMessage.seq(of: received.frames) { arrived.withLock { $0[seq] = now } }
            } catch {
                fail(error)
                return
            }
        }
    }
}

/// Waits on a semaphore on a thread of its own, not on a pool thread.
func waitOffPool(_ semaphore: DispatchSemaphore) async throws {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread {
            semaphore.wait()
            continuation.resume()
        }.start()
    }
}

/// A bare `zmq_proxy_steerable(XSUB, XPUB)` through libzmq's C API on a thread of its own, both
/// CURVE servers under one key in a context with two I/O threads and no ZAP handler (libzmq then
/// admits any key): the least a forwarding hop costs with these sockets and CURVE on both sides.
final class RawProxy: @unchecked Sendable {
    // @unchecked: the sockets are made and used on the proxy's thread only; `control` is made
    // here and used once, in `stop()`; the context is thread-safe.
    static let threadName = "hop-proxy"
    let frontend: String
    let backend: String
    private let context: UnsafeMutableRawPointer
    private let control: UnsafeMutableRawPointer
    private let finished = DispatchSemaphore(value: 0)

    init(keys: CurveKeyPair) throws {
        guard let context = zmq_ctx_new() else { throw ZMQError(code: zmq_errno(), operation: "zmq_ctx_new") }
        zmq_ctx_set(context, ZMQ_IO_THREADS, 2)
        self.context = context
        let bound = DispatchSemaphore(value: 0)
        let endpoints = Locked<(String, String)?>(nil)
        let shared = RawPointer(value: context)
        let controlEndpoint = "inproc://hop-proxy-control"
        let thread = Thread { [finished] in
            defer { finished.signal() }
            ThreadCPU.name(Self.threadName)
            let context = shared.value
            func socket(_ type: Int32) -> UnsafeMutableRawPointer? {
                guard let made = zmq_socket(context, type) else { return nil }
                var zero: Int32 = 0, one: Int32 = 1
                zmq_setsockopt(made, ZMQ_LINGER, &zero, 4)
                if type != ZMQ_PAIR {
                    zmq_setsockopt(made, ZMQ_CURVE_SERVER, &one, 4)
                    keys.secretKey.bytes.withUnsafeBytes {
                        _ = zmq_setsockopt(made, ZMQ_CURVE_SECRETKEY, $0.baseAddress, 32)
                    }
                }
                return made
            }
            func bind(_ socket: UnsafeMutableRawPointer) -> String? {
                guard zmq_bind(socket, "tcp://127.0.0.1:*") == 0 else { return nil }
                var buffer = [CChar](repeating: 0, count: 256)
                var length = buffer.count
                guard zmq_getsockopt(socket, ZMQ_LAST_ENDPOINT, &buffer, &length) == 0 else { return nil }
                return String(nulTerminated: buffer)
            }
            guard let xsub = socket(ZMQ_XSUB), let xpub = socket(ZMQ_XPUB), let pair = socket(ZMQ_PAIR) else {
                bound.signal()
                return
            }
            defer {
                zmq_close(xsub)
                zmq_close(xpub)
                zmq_close(pair)
            }
            guard let front = bind(xsub), let back = bind(xpub), zmq_bind(pair, controlEndpoint) == 0 else {
                bound.signal()
                return
            }
            endpoints.withLock { $0 = (front, back) }
            bound.signal()
            zmq_proxy_steerable(xsub, xpub, nil, pair)
        }
        thread.start()
        bound.wait()
        guard let ends = endpoints.withLock({ $0 }), let control = zmq_socket(context, ZMQ_PAIR) else {
            throw NodeError("the proxy could not bind its sockets")
        }
        let (front, back) = ends
        var zero: Int32 = 0
        zmq_setsockopt(control, ZMQ_LINGER, &zero, 4)
        guard zmq_connect(control, controlEndpoint) == 0 else {
            throw ZMQError(code: zmq_errno(), operation: "zmq_connect(proxy control)")
        }
        self.control = control
        frontend = front
        backend = back
    }

    /// Tells the proxy to end, waits for its thread, and ends the context.
    func stop() {
        _ = "TERMINATE".withCString { zmq_send(control, $0, 9, 0) }
        finished.wait()
        zmq_close(control)
        zmq_ctx_term(context)
    }
}

/// CPU time of one of this process's threads, by name (``Latency/ThreadTimes``: each
/// thread's `schedstat`, nanoseconds on the CPU).
enum ThreadCPU {
    /// This process's CPU time so far, every thread's (`getrusage`, microseconds).
    static func process() -> Duration {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return .seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    /// Names the calling thread (its `comm`), as `pthread_setname_np` would; Foundation's
    /// `Thread.name` does not always reach the kernel.
    static func name(_ name: String) {
        guard let file = fopen("/proc/thread-self/comm", "w") else { return }
        fputs(name, file)
        fclose(file)
    }

    static func used(byThreadNamed name: String) -> Duration? {
        // Threads come and go while the directory is read (this tool's waiting threads): try again.
        for _ in 0..<5 {
            let named = ThreadTimes.read(pid: getpid())?.threads.filter { $0.name == name } ?? []
            if !named.isEmpty { return .nanoseconds(Int64(named.reduce(0) { $0 + $1.nanoseconds })) }
        }
        return nil
    }
}

extension String {
    /// The text of a NUL-terminated C buffer.
    init(nulTerminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A value behind a lock, shared by reference (a `Mutex` cannot be captured by a closure).
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<T: Sendable>(_ body: (inout Value) -> T) -> T { mutex.withLock { body(&$0) } }
}

/// A C pointer handed to a thread that alone uses what it points to (or to thread-safe libzmq calls).
struct RawPointer: @unchecked Sendable {
    let value: UnsafeMutableRawPointer
}
