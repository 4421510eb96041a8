import TestSupport
import Testing
import ZeroMQ

@Suite("ZMQ_MAXMSGSIZE")
struct MaxMessageSizeTests {
    @Test(
        "an oversized message disconnects its sender; the receiver keeps serving others",
        arguments: TestTransport.network)
    func oversizedSenderIsDisconnected(transport: TestTransport) async throws {
        let context = try Context()
        var options = SocketOptions()
        options.maxMessageSize = 64 * 1024
        let router = try await openRouter(context, transport, options: options, monitor: true)
        let endpoint = try #require(router.endpoint)
        let offender = try await openDealer(context, to: endpoint)
        let polite = try await openDealer(context, to: endpoint)

        try offender.send(Multipart([patternBytes(count: 100 * 1024, seed: 1)]))
        let disconnected = try await event(.disconnected, on: router)
        #expect(!disconnected.endpoint.isEmpty)

        try polite.send(Multipart(strings: ["still serving?"]))
        let request = try await first(of: router.messages, "the polite client's request")
        #expect(request.strings.last == "still serving?")
        #expect(request.byteCount < 64 * 1024)
        try router.send(Multipart([request.frames[0]] + [Array("yes".utf8)]))
        let reply = try await first(of: polite.messages, "the reply to the polite client")
        #expect(reply.strings == ["yes"])

        await offender.close()
        await polite.close()
        await router.close()
    }
}
