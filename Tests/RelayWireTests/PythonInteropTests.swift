import Foundation
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import ZeroMQ

/// The contract is usable from another language: Python, with classes from
/// `protoc --python_out` and Debian's python3-zmq, decodes what Swift sends.
@Suite("relay.v1 from Python", .heavy)
struct PythonInteropTests {
    @Test("a Python client decodes an envelope with an archived view tree sent by Swift over CURVE")
    func pythonDecodesSwiftEnvelope() async throws {
        let context = try Context()
        let serverKeys = try CurveKeyPair.generate()
        let clientKeys = try CurveKeyPair.generate()
        let zap = try await ZAPAuthenticator(context: context, allowed: [clientKeys.publicKey: "python"])
        var options = SocketOptions()
        options.curve = .server(secretKey: serverKeys.secretKey)
        let router = try await SocketChannel.open(context: context, type: .router, options: options) { socket in
            try socket.bind("tcp://127.0.0.1:*")
        }
        let endpoint = try #require(router.endpoint)
        let envelope = SampleEnvelopes.timelineUpdate()

        // Answer the client's first frame with the envelope.
        let server = Task {
            let request = try await first(of: router.messages, within: 60, "the Python client's request")
            try router.send(Multipart([request.frames[0], try envelope.serializedBytes()]))
            return request
        }
        let output = try await run(
            "/usr/bin/python3",
            [
                "\(Repository.root)/tools/relay-dump", "--dealer", endpoint, "--send-raw", "ready", "--count", "1",
                // `--name=value`: a Z85 key may start with "-".
                "--server-key=\(serverKeys.publicKey.z85)",
                "--public-key=\(clientKeys.publicKey.z85)", "--secret-key=\(clientKeys.secretKey.z85)",
            ], within: 60)
        #expect(output.status == 0, "relay-dump failed: \(output.standardError)")
        let request = try await server.value
        #expect(request.userID == "python")

        let line = try #require(output.standardOutput.split(separator: "\n").first)
        // Python printed the message as protobuf JSON: Swift reads it back and it is the same message.
        let decodedByPython = try Relay_V1_Envelope(jsonString: String(line))
        #expect(decodedByPython == envelope)
        let children = decodedByPython.update.timeline.entries[0].view.root.stack.children
        #expect(children[1].toggle.invocation.intentType == "ToggleTaskIntent")
        #expect(children[2].button.elementID == "hero/supercharge")

        await router.close()
        await zap.stop()
    }
}
