import Foundation
import TestSupport
import NodeTransport
import Testing
import ZeroMQ
import ZeroMQTransport

/// tools/fault-proxy itself, on loopback (no root needed): a CURVE DEALER talks to an
/// echoing ROUTER through it, and each fault is seen from the ZeroMQ side and in the
/// proxy's own counts.
@Suite("tools/fault-proxy between a CURVE dealer and router", .heavy)
struct FaultProxyTests {
    /// A ROUTER that echoes, a proxy in front of it, and a DEALER connected through the proxy.
    struct Rig {
        let router: any MessageChannel
        let dealer: any MessageChannel
        let proxy: FaultProxy
        let zap: ZAPAuthenticator
        let echo: Task<Void, Never>

        static func start() async throws -> Rig {
            let context = try Context()
            let zap = try await ZAPAuthenticator(context: context)
            let serverKeys = try CurveKeyPair.generate(), clientKeys = try CurveKeyPair.generate()
            zap.allow(clientKeys.publicKey, as: "mirror")
            // No ZMTP heartbeat: a held connection must survive however long a loaded machine takes
            // between "cut" and "restore" (each a process of its own); liveness is not under test here.
            var limits = ZeroMQTransport.Limits()
            limits.heartbeat = nil
            let router = try await ZeroMQTransport(
                context: context, security: .curveServer(keyPair: serverKeys), limits: limits
            )
            .open(.router, .bind("tcp://127.0.0.1:*"))
            let echo = Task {
                for await request in router.incoming { try? router.send(request) }
            }
            let proxy = try await FaultProxy.start(
                routes: [FaultProxy.route("127.0.0.1:0", to: router.endpoint)], seed: 3,
                folder: TemporaryFolder.shared.makeFolder())
            let dealer = try await ZeroMQTransport(
                context: try Context(),
                security: .curveClient(serverPublicKey: serverKeys.publicKey, keyPair: clientKeys),
                limits: limits
            )
            .open(.dealer, .connect(proxy.router))
            return Rig(router: router, dealer: dealer, proxy: proxy, zap: zap, echo: echo)
        }

        func counts() async throws -> [String: Int] { try await proxy.status()["counts"] as? [String: Int] ?? [:] }
        func settings() async throws -> [String: Any] { try await proxy.status()["settings"] as? [String: Any] ?? [:] }

        func roundTrip(_ text: String) async throws -> String {
            try dealer.send(TransportMessage([Array(text.utf8)]))
            return try await nextEcho("the echo of “\(text)”")
        }

        /// The text of the next message the dealer receives.
        func nextEcho(_ what: String) async throws -> String {
            let reply = try await first(of: dealer.incoming, within: 30, what)
            return String(decoding: reply.frames.last ?? [], as: UTF8.self)
        }

        func stop() async throws {
            echo.cancel()
            await dealer.close()
            await router.close()
            await zap.stop()
            #expect(try await proxy.process.stop() == 0)  // SIGTERM: a clean stop
        }
    }

    @Test("CURVE traffic passes whole and in order, delayed and with a fifth of the chunks lost and resent")
    func delayAndLoss() async throws {
        let rig = try await Rig.start()
        #expect(try await rig.roundTrip("plain") == "plain")

        try await rig.proxy.send("delay", "50")
        let started = ContinuousClock.now
        #expect(try await rig.roundTrip("delayed") == "delayed")
        #expect(ContinuousClock.now - started >= .milliseconds(100), "50 ms each way")

        try await rig.proxy.send("delay", "0")
        try await rig.proxy.send("loss", "0.2")
        let texts = (1...20).map { "message \($0) " + String(repeating: "x", count: $0 * 50) }
        for text in texts { try rig.dealer.send(TransportMessage([Array(text.utf8)])) }
        let replies = try await collect(20, from: rig.dealer.incoming, within: 60, "20 echoes through a lossy link")
        #expect(replies.map { String(decoding: $0.frames.last ?? [], as: UTF8.self) } == texts)
        // A burst may travel in a few chunks; thirty round trips make at least sixty more,
        // so some are surely "lost" (all kept: 0.8⁶⁰, odds of about one in a million).
        for index in 1...30 { #expect(try await rig.roundTrip("one by one \(index)") == "one by one \(index)") }
        #expect(try await rig.counts()["lost"] ?? 0 > 0)
        try await rig.stop()
    }

    @Test("a cut holds traffic until it lifts; nothing is lost")
    func cut() async throws {
        let rig = try await Rig.start()
        #expect(try await rig.roundTrip("before") == "before")
        try await rig.proxy.send("cut")
        try rig.dealer.send(TransportMessage([Array("held".utf8)]))
        try await poll("the proxy holding the request") { try await rig.settings()["held"] as? Int ?? 0 > 0 }
        try await rig.proxy.send("restore")
        #expect(try await rig.nextEcho("the held request's echo") == "held")
        try await rig.stop()
    }

    @Test("a drop cuts the connection it hits; ZeroMQ reconnects and traffic flows again")
    func drop() async throws {
        let rig = try await Rig.start()
        #expect(try await rig.roundTrip("before") == "before")
        let connections = try await rig.counts()["connections"] ?? 0
        try await rig.proxy.send("drop", "0.99")
        try rig.dealer.send(TransportMessage([Array("maybe lost".utf8)]))
        try await poll("the drop") { try await rig.counts()["dropped"] ?? 0 >= 1 }
        try await rig.proxy.send("restore")
        // Whatever the dropped connection carried is gone; a request still queued in
        // ZeroMQ may go out again on the new one. Either way, once at most, and in order.
        try rig.dealer.send(TransportMessage([Array("after".utf8)]))
        var echoes: [String] = []
        while echoes.last != "after" { echoes.append(try await rig.nextEcho("the echo of “after”")) }
        #expect(echoes == ["after"] || echoes == ["maybe lost", "after"], "\(echoes)")
        #expect(try await rig.counts()["connections"] ?? 0 > connections)
        try await rig.stop()
    }

    @Test("bad commands are refused with the reason, and the proxy goes on")
    func refusals() async throws {
        let rig = try await Rig.start()
        for (words, reason) in [
            (["bogus"], "unknown command"), (["loss", "1.5"], "below 1"), (["delay", "10", "20"], "jitter"),
            (["delay", "soon"], "could not convert"),
        ] {
            let output = try await rig.proxy.command(words)
            #expect(output.status == 1, "\(words)")
            #expect(output.standardOutput.contains(reason), "\(words): \(output.standardOutput)")
        }
        let settings = try await rig.settings()
        #expect(
            settings["delay_ms"] as? Double == 0 && settings["jitter_ms"] as? Double == 0,
            "a refused command changes nothing: \(settings)")
        let badRoute = try await run(
            FaultProxy.program, ["serve", "--route", "nowhere", "--control", "\(rig.proxy.control).2"])
        #expect(badRoute.status == 2)
        #expect(badRoute.standardError.contains("is not LISTEN=UPSTREAM"))
        #expect(try await rig.roundTrip("still here") == "still here")
        try await rig.stop()
    }
}
