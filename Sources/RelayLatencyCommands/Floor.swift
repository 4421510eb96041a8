import ArgumentParser
import Dispatch
import Foundation
import Latency
import NodeRuntime
import Synchronization
import ZeroMQ

/// The floor through our ZeroMQ module: the same CURVE DEALER ↔ ROUTER ping-pong as
/// `zmq-floor` (C), but with ``Socket``s used synchronously, one thread a side. The
/// difference between the two is what our thin Swift layer over libzmq costs.
struct Floor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "The floor through our ZeroMQ module: a CURVE DEALER ↔ ROUTER ping-pong over loopback TCP, one thread a side, no async.",
        discussion: "Needs no phone. Compare it with `zmq-floor`, the same ping-pong in C, measured in the same run.")
    @Option(help: "Measured round trips.") var count = 1000
    @Option(help: "Round trips before measuring (excluded).") var warmup = 100
    @Option(help: "Payload bytes.") var size = 120
    @Option(help: "The row's name in the report.") var label = "floor: Swift ZeroMQ, sync"
    @Flag(help: "Print the figures as JSON.") var json = false
    @Option(help: ArgumentHelp("Write HdrHistogram's percentile distribution here.", valueName: "file")) var hgrm:
        String?

    func validate() throws {
        guard count > 0, warmup >= 0, size >= 0 else {
            throw ValidationError("--count must be positive, --warmup and --size not negative")
        }
    }

    func run() async throws {
        let serverKeys = try CurveKeyPair.generate(), clientKeys = try CurveKeyPair.generate()
        // A context a side, as two processes (and zmq-floor) have: each its own I/O thread.
        let serverContext = try Context(), clientContext = try Context()
        // Our CURVE servers enforce ZAP, so the server's context needs a handler; it is asked once, at the handshake.
        let zap = try await ZAPAuthenticator(context: serverContext, allowed: [clientKeys.publicKey: "floor"])
        let (recorder, elapsed) = try Self.pingPong(
            serverContext: serverContext, clientContext: clientContext, serverKeys: serverKeys, clientKeys: clientKeys,
            size: size, warmup: warmup, count: count)
        await zap.stop()
        try printReport(
            [ReportRow(name: label, summary: recorder.summary(elapsed: elapsed))], main: recorder, json: json,
            hgrm: hgrm)
    }

    /// Runs the ping-pong: a ROUTER echoing on a thread of its own, a DEALER on this one
    /// (blocking calls only). Returns the measured round trips and how long they took.
    static func pingPong(
        serverContext: Context, clientContext: Context, serverKeys: CurveKeyPair, clientKeys: CurveKeyPair,
        size: Int, warmup: Int, count: Int
    ) throws -> (LatencyRecorder, Duration) {
        let server = EchoServer(context: serverContext, secretKey: serverKeys.secretKey, roundTrips: warmup + count)
        let endpoint = try server.start()
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: serverKeys.publicKey, keyPair: clientKeys)
        let dealer = try Socket(context: clientContext, type: .dealer, options: options)
        defer { dealer.close() }
        try dealer.connect(endpoint)

        let message = Multipart([[UInt8](repeating: 0x2A, count: size)])
        var recorder = LatencyRecorder()
        var started = ContinuousClock.now
        for index in 0..<(warmup + count) {
            if index == warmup { started = .now }
            let sent = ContinuousClock.now
            try dealer.send(message)
            guard let reply = try dealer.receive(), reply.frames.count == 1, reply.frames[0].count == size else {
                throw ValidationError("round trip \(index): the reply is not the \(size)-byte message sent")
            }
            if index >= warmup { recorder.record(ContinuousClock.now - sent) }
        }
        let elapsed = ContinuousClock.now - started
        try server.finish()
        return (recorder, elapsed)
    }
}

/// The floor's ROUTER: binds on a thread of its own (the socket never leaves it) and
/// echoes `roundTrips` messages back to their sender.
private final class EchoServer: Sendable {
    private let context: Context
    private let secretKey: CurveKey
    private let roundTrips: Int
    private let bound = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
    private let endpoint = Mutex<String?>(nil)
    /// What went wrong on the thread, if anything.
    private let failure = Mutex<String?>(nil)

    init(context: Context, secretKey: CurveKey, roundTrips: Int) {
        self.context = context
        self.secretKey = secretKey
        self.roundTrips = roundTrips
    }

    /// Starts the thread; returns the endpoint it bound (`tcp://127.0.0.1:<port>`).
    func start() throws -> String {
        Thread { [self] in serve() }.start()
        bound.wait()
        if let failure = failure.withLock({ $0 }) { throw NodeError("the floor's ROUTER: \(failure)") }
        return endpoint.withLock { $0 } ?? ""
    }

    /// Waits for the thread to have echoed every message and closed its socket.
    func finish() throws {
        finished.wait()
        if let failure = failure.withLock({ $0 }) { throw NodeError("the floor's ROUTER: \(failure)") }
    }

    private func serve() {
        defer { finished.signal() }
        do {
            var options = SocketOptions()
            options.curve = .server(secretKey: secretKey)
            let router = try Socket(context: context, type: .router, options: options)
            defer { router.close() }
            let address = try router.bind("tcp://127.0.0.1:*")
            endpoint.withLock { $0 = address }
            bound.signal()
            for _ in 0..<roundTrips {
                // [routing id, payload] back as it came.
                guard let message = try router.receive() else { continue }
                try router.send(message)
            }
        } catch {
            failure.withLock { $0 = String(describing: error) }
            bound.signal()
        }
    }
}
