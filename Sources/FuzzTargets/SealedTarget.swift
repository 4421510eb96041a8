import Codec
import Foundation
import Logging
import NodeTransport
import RelayLink
import RelayWire
import SwiftProtobuf

/// Fuzz target (d): a frame as a mirror's relay link reads it from a relay, through opening
/// sealed updates (``RelayLink/MirrorOpener``, the `SealedHeader` each carries) and the link's
/// checks (``RelayLink/MirrorRelayTransport``: replays and duplicates, a snapshot answer's parts,
/// its records opened grants first and its positions witnessed, a sealed reply), and as the
/// phone reads a relay's forwarded request (``RelayLink/PhoneSealer``).
///
/// Each input meets a fresh desk that asked the fixed phone for a snapshot (request id "fuzz"):
/// the frame arrives on its dealer (a reply, a snapshot answer, a refusal), then, if it is an
/// update, on its subscriber under both topics, and a snapshot's records each as an update too
/// (after its grant, so "all/" records open). What the link hands on must be an envelope.
public struct SealedTarget: Sendable {
    public init() {}

    /// One input: how many messages the link handed on. Aborts on a wrong answer; a trap is the
    /// sanitizer's to report.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Int {
        var handed = 0
        guard let transport = Self.desk() else { FuzzFailure.abort("the desk's transport") }
        let asked = Relay_V1_Envelope.with {
            $0.messageID = FuzzKeys.requestID
            $0.snapshotRequest = .init()
        }
        do {
            try transport.send(request: TransportMessage([asked.frame]), on: [DiscardingChannel()])
        } catch {
            FuzzFailure.abort("the desk could not ask: \(error)")
        }
        for message in transport.opened(reply: TransportMessage([bytes]), relay: 0) {
            expectEnvelope(message.frames.last ?? [], "a snapshot or reply the link handed on")
            handed += 1
        }
        guard let frame = try? Relay_V1_RelayFrame(serializedBytes: bytes) else { return handed }
        let prefix = Array("\(FuzzKeys.phoneID)/".utf8)
        var updates: [Relay_V1_SealedUpdate] = []
        switch frame.body {
        case .update(let update): updates = [update]
        case .snapshot(let snapshot): updates = snapshot.records
        case .request(let request):
            if let sealer = try? FuzzKeys.sealer(), let opened = try? sealer.open(SealedPeerMessage(request)) {
                _ = try? Relay_V1_Envelope(serializedBytes: opened.plaintext)
            }
        default: break
        }
        for update in updates.prefix(64) {
            let framed = Relay_V1_RelayFrame.with { $0.update = update }.frame
            for topic in ["all/", "dev/\(FuzzKeys.deskID)/", RelayTarget.topic(of: framed) ?? "all/"] {
                // Twice from one relay (the second a replay), once from the other (a duplicate).
                for relay in [0, 0, 1] {
                    let message = TransportMessage([prefix + Array(topic.utf8), framed])
                    for delivered in transport.opened(update: message, prefix: prefix, relay: relay) {
                        guard delivered.frames.count == 2 else { FuzzFailure.abort("an update handed on in pieces") }
                        expectEnvelope(delivered.frames[1], "an update the link handed on")
                        handed += 1
                    }
                }
            }
        }
        return handed
    }

    private func expectEnvelope(_ bytes: [UInt8], _ what: String) {
        guard (try? Relay_V1_Envelope(serializedBytes: bytes)) != nil else {
            FuzzFailure.abort("\(what) is not an envelope (\(bytes.count) bytes)")
        }
    }

    /// The desk's relay transport to the fixed phone, through two relays it never connects to.
    static func desk() -> MirrorRelayTransport? {
        guard
            let relays = try? ["tcp://127.0.0.1:1", "tcp://127.0.0.1:2"].map({
                RelayConnection(address: try RelayAddress($0), transport: InMemoryTransport(network: InMemoryNetwork()))
            })
        else { return nil }
        var logger = Logger(label: "relay-fuzz")
        logger.logLevel = .critical
        return try? MirrorRelayTransport(
            relays: relays, phoneID: FuzzKeys.phoneID, phoneKey: FuzzKeys.phonePublic, ownSecret: FuzzKeys.deskSecret,
            ownKey: FuzzKeys.deskPublic, deviceID: FuzzKeys.deskID, logger: logger)
    }
}

/// A dealer that sends nowhere: the relay-link target only needs the request to have been sent.
struct DiscardingChannel: MessageChannel {
    var role: ChannelRole { .dealer }
    var endpoint: String { "fuzz" }
    var incoming: AsyncStream<TransportMessage> { AsyncStream { $0.finish() } }
    func send(_ message: TransportMessage) throws {}
    func close() async {}
    func consumed(_ count: Int) {}
    var connectionEvents: AsyncStream<ConnectionEvent> { AsyncStream { $0.finish() } }
}
