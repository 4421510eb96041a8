import Foundation
import PhoneClient
import Codec
import NodeTransport
import PhoneCore
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

    /// Sends an admin command; returns the answer or throws its ErrorReply's message.
    package func admin(_ command: AdminCommand) async throws -> AdminAnswer {
        do { return try AdminAnswer(reply: await client.request(timeout: .seconds(10), command.fill)) } catch let
            refusal as ControlRefusal
        { throw NodeError(refusal.message) }
    }

    /// Sends a push.
    package func push(_ push: PushRequest) async throws -> AdminAnswer {
        do { return try AdminAnswer(reply: await client.request(timeout: .seconds(10), push.fill)) } catch let refusal
            as ControlRefusal
        { throw NodeError(refusal.message) }
    }

    public func close() async { await client.close() }
}
