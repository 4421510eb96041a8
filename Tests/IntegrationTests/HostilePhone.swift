import Foundation
import Codec
import TestSupport
import NodeTransport
import RelayWire
import SwiftProtobuf
import Testing
import ZeroMQ
import ZeroMQTransport

/// A hostile phone: our own ROUTER and XPUB with a CURVE key, speaking relay.v1 as we
/// choose. It admits one paired desktop key, answers a Hello with a Welcome and a snapshot
/// request with `snapshot` (its strings that read "ZQZQ" made invalid UTF-8 on the wire), and
/// heartbeats on "all/" until stopped.
struct HostilePhone {
    let keys: CurveKeyPair
    let router: any MessageChannel
    let publisher: any MessageChannel
    let tasks: [Task<Void, Never>]
    /// Held for as long as the phone serves: the context its sockets live in, and its ZAP handler.
    let context: Context
    let zap: ZAPAuthenticator

    /// A desktop's keys made in `data` (`desktop-node keys`), then the phone serving `snapshot`.
    static func start(serving snapshot: Relay_V1_Snapshot, desktopData data: String) async throws -> HostilePhone {
        let keys = try CurveKeyPair.generate()
        let printedKey = try await run(Repository.product("desktop-node"), ["keys", "--data", data]).standardOutput
        let desktopKey = try CurveKey(
            z85: try #require(printedKey.split(separator: "\n").first?.split(separator: " ").last.map(String.init)))
        let context = try Context()
        let zap = try await ZAPAuthenticator(context: context)  // the phone's side of CURVE admits paired keys only
        zap.replaceAllowList(with: [desktopKey: "desk"])
        let transport = ZeroMQTransport(context: context, security: .curveServer(keyPair: keys))
        let router = try await transport.open(.router, .bind("tcp://127.0.0.1:*"))
        let publisher = try await transport.open(.publisher, .bind("tcp://127.0.0.1:*"))
        let serving = Task {
            for await message in router.incoming {
                guard let peer = message.frames.first, let frame = message.frames.last,
                    let request = try? Relay_V1_Envelope(serializedBytes: frame)
                else { continue }
                let reply = Relay_V1_Envelope.make(
                    from: "phone", inReplyTo: request.messageID, at: Date(timeIntervalSince1970: 1_795_000_000)
                ) {
                    switch request.body {
                    case .snapshotRequest: $0.snapshot = snapshot
                    case .hello: $0.welcome = .init()
                    default: $0.error = .with { $0.message = "no" }
                    }
                }
                try? router.send(TransportMessage([peer, replacingWithInvalidUTF8(reply.frame)]))
            }
        }
        let heartbeats = Task {
            while !Task.isCancelled {
                let beat = Relay_V1_Envelope.make(from: "phone", at: Date(timeIntervalSince1970: 1_795_000_000)) {
                    $0.update = .with {
                        $0.epoch = snapshot.epoch; $0.seq = snapshot.seq;
                        $0.heartbeat = .with { $0.phoneTime = Google_Protobuf_Timestamp(seconds: 1_795_000_000) }
                    }
                }
                try? publisher.send(TransportMessage([Topic.all, beat.frame]))
                try? await Task.sleep(for: .milliseconds(100))  // a heartbeat's period, not a wait for a test condition
            }
        }
        return HostilePhone(
            keys: keys, router: router, publisher: publisher, tasks: [serving, heartbeats], context: context, zap: zap)
    }

    /// `desktop-node run` against this phone (scriptable mode, the given options).
    func desktop(data: String, options: [String] = [], log: String) throws -> ScriptedProcess {
        try ScriptedProcess(
            Repository.product("desktop-node"),
            [
                "run", "--script", "--data", data, "--id", "desk", "--phone-key=\(keys.publicKey.z85)", "--router",
                router.endpoint,
                "--publisher", publisher.endpoint, "--heartbeat-timeout-ms", "5000",
            ] + options, stderrPath: log)
    }

    /// Stops serving and heartbeating (for a `defer`: the sockets close with ``stop()``).
    func cancel() { for task in tasks { task.cancel() } }

    /// Stops serving and heartbeating, and closes the sockets.
    func stop() async {
        for task in tasks { task.cancel() }
        await router.close()
        await publisher.close()
    }
}
