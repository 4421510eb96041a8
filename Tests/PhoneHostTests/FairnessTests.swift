import Foundation
import Codec
import TestSupport
import NodeTransport
import RelayWire
import Synchronization
import Testing
import ZeroMQ
import ZeroMQTransport

@Suite("Phone: one device cannot starve another")
struct FairnessTests {
    @Test("while one device floods the phone with pipelined echoes, another's echo is answered within a few turns")
    func floodDoesNotStarve() async throws {
        let flooder = try TestDevice.make("flooder", .tool)
        let victim = try TestDevice.make("victim")
        let phone = try await PhoneHarness.launch(devices: [flooder, victim])
        let polite = try await TestMirror.connect(victim, to: phone)
        let transport = ZeroMQTransport(
            context: try Context(), security: .curveClient(serverPublicKey: phone.keys.publicKey, keyPair: flooder.keys)
        )
        let flood = try await transport.open(.dealer, .connect(phone.endpoints.router))
        let answered = Mutex(0)
        let counter = Task {
            for await _ in flood.incoming { answered.withLock { $0 += 1 } }
        }

        let total = 20_000
        for sequence in 0..<total {
            try flood.send(
                TransportMessage([
                    Relay_V1_Envelope.make(from: flooder.id, at: PhoneHarness.start) {
                        $0.echo = .with { $0.sequence = UInt64(sequence) }
                    }.frame
                ]))
        }
        // Wait until the flood is being served, so the victim's echo lands in the middle of it.
        try await poll("the flood to be served", within: 30) { answered.withLock { $0 } >= 100 }
        let before = answered.withLock { $0 }
        let reply = try await polite.request { $0.echo = .with { $0.sequence = 42 } }
        let ahead = answered.withLock { $0 } - before
        #expect(reply.echoReply.sequence == 42)
        // First-come-first-served answers (nearly) everything still queued first; in turns, the
        // victim waits a turn or two plus its own transit (which a loaded machine stretches).
        #expect(
            ahead < (total - before) / 2,
            "the victim's echo waited behind \(ahead) of the \(total - before) flood echoes left")
        // Not every flood echo need come back: a peer that reads more slowly than it asks holds at
        // most 256 replies at the router, which drops the rest (bounded memory per peer).
        #expect(answered.withLock { $0 } <= total)
        #expect(try await polite.request { $0.echo = .with { $0.sequence = 43 } }.echoReply.sequence == 43)

        counter.cancel()
        await flood.close()
        await polite.close()
        await phone.stop()
    }

    @Test("an echo payload over 64 KiB is refused as too large")
    func echoCap() async throws {
        try await withPhone([try TestDevice.make("desk")]) { _, mirror in
            let big = try await mirror.request { $0.echo = .with { $0.payload = Data(count: 64 * 1024 + 1) } }
            #expect(big.error.code == .tooLarge)
            let fits = try await mirror.request { $0.echo = .with { $0.payload = Data(count: 64 * 1024) } }
            #expect(fits.echoReply.payload.count == 64 * 1024)
        }
    }
}
