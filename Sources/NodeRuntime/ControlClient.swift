import Foundation
import PhoneClient
import Codec
import NodeTransport
import RelayWire
import ZeroMQ
import ZeroMQTransport

/// Talks to a running node's local control endpoint (admin commands, pushes).
public struct ControlClient: Sendable {
    let client: RequestClient

    /// Connects to `endpoint` (the node's `ipc://…/control.sock`).
    public static func connect(to endpoint: String) async throws -> ControlClient {
        let transport = ZeroMQTransport(context: try Context())
        let channel = try await transport.open(.dealer, .connect(endpoint))
        return ControlClient(client: RequestClient(channel: channel, sender: "cli"))
    }

    /// Sends an admin command; returns the reply or throws its ErrorReply's message.
    package func admin(_ fill: @escaping (inout Relay_V1_AdminRequest) -> Void) async throws -> Relay_V1_AdminReply {
        try await call {
            var request = Relay_V1_AdminRequest(); fill(&request); $0.admin = request
        }
    }

    /// Sends a push.
    package func push(_ push: Relay_V1_PushRequest) async throws -> Relay_V1_AdminReply {
        try await call { $0.push = push }
    }

    private func call(_ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_AdminReply {
        let reply = try await client.request(timeout: .seconds(10), fill)
        switch reply.body {
        case .adminReply(let answer): return answer
        case .error(let error): throw NodeError(error.message)
        default: throw NodeError("unexpected reply from the node")
        }
    }

    public func close() async { await client.close() }
}
