import Foundation
import TestSupport
import NodeTransport
import ZeroMQ
import ZeroMQTransport

/// The transports the conformance tests run the same bodies over.
enum Link: String, CaseIterable, CustomStringConvertible {
    case inMemory, zeromqTCP, zeromqIPCWithCurve

    var description: String { rawValue }

    /// Whether the link authenticates peers (and so reports ``TransportMessage/peer``).
    var authenticates: Bool { self != .zeromqTCP }

    func makeHarness() async throws -> Harness {
        switch self {
        case .inMemory:
            let network = InMemoryNetwork()
            return Harness(
                server: InMemoryTransport(network: network, identity: "phone"), bindEndpoint: "tcp://127.0.0.1:*"
            ) {
                InMemoryTransport(network: network, identity: $0)
            }
        case .zeromqTCP:
            let context = try Context()
            return Harness(server: ZeroMQTransport(context: context), bindEndpoint: TestTransport.tcp.bindEndpoint()) {
                _ in
                ZeroMQTransport(context: context)
            }
        case .zeromqIPCWithCurve:
            let context = try Context()
            let zap = try await ZAPAuthenticator(context: context)
            let serverKeys = try CurveKeyPair.generate()
            return Harness(
                server: ZeroMQTransport(context: context, security: .curveServer(keyPair: serverKeys)),
                bindEndpoint: TestTransport.ipc.bindEndpoint(),
                stop: { await zap.stop() }
            ) { identity in
                let keys = try! CurveKeyPair.generate()
                zap.allow(keys.publicKey, as: identity)
                // A mirror has a context of its own, as it would in its own process.
                return ZeroMQTransport(
                    context: try! Context(),
                    security: .curveClient(serverPublicKey: serverKeys.publicKey, keyPair: keys))
            }
        }
    }
}

/// A server transport and a way to make paired client transports.
struct Harness {
    let server: any Transport
    let bindEndpoint: String
    var stop: @Sendable () async -> Void = {}
    /// A transport for a mirror that authenticates as `identity`.
    let client: (String) -> any Transport
}
