import DomainModel
import Foundation
import Mirror
import MirrorFixtures
import NodeClocks
import Codec
import NodeTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// A phone for mirror tests, over the in-memory transport: it answers hello and
/// snapshot requests with a snapshot it is given, and holds interactions until
/// the test answers them (so a test sees what a mirror shows while one is pending).
actor InMemoryPhone {
    let network = InMemoryNetwork()
    let routerEndpoint = "mem://phone-router-\(UUID().uuidString)"
    let publisherEndpoint = "mem://phone-publisher-\(UUID().uuidString)"
    private var router: (any MessageChannel)?
    private var snapshot: Relay_V1_Snapshot
    private var held: [(peer: [UInt8], envelope: Relay_V1_Envelope)] = []
    /// Every request received, in order, as sent.
    private(set) var received: [Relay_V1_Envelope] = []
    /// The bytes of every message received.
    private(set) var receivedBytes: [[UInt8]] = []
    private var serving: Task<Void, Never>?
    /// Answers every request with bytes that are no envelope (a phone sending garbage).
    var answersGarbage = false

    func setAnswersGarbage(_ garbage: Bool) { answersGarbage = garbage }

    init(snapshot: Relay_V1_Snapshot) {
        self.snapshot = snapshot
    }

    func start() async throws {
        let transport = InMemoryTransport(network: network)
        let router = try await transport.open(.router, .bind(routerEndpoint))
        _ = try await transport.open(.publisher, .bind(publisherEndpoint))
        self.router = router
        serving = Task { [weak self] in
            for await message in router.incoming { await self?.serve(message) }
        }
    }

    /// The interactions received and not yet answered.
    var heldInteractions: [Relay_V1_Interaction] { held.map(\.envelope.interaction) }

    private func serve(_ message: TransportMessage) {
        guard let peer = message.frames.first, let frame = message.frames.last,
            let request = try? Relay_V1_Envelope(serializedBytes: frame)
        else { return }
        received.append(request)
        receivedBytes.append(message.frames.flatMap { $0 })
        if answersGarbage {
            try? router?.send(TransportMessage([peer, Array("\u{0}garbage\u{FF}not an envelope".utf8)]))
            return
        }
        switch request.body {
        case .hello: reply(to: request, peer: peer) { $0.welcome = .init() }
        case .snapshotRequest:
            let snapshot = snapshot
            reply(to: request, peer: peer) { $0.snapshot = snapshot }
        case .interaction: held.append((peer, request))
        default: reply(to: request, peer: peer) { $0.error = .with { $0.message = "not served here" } }
        }
    }

    /// Answers every held interaction as performed at `seq`.
    func performHeld(seq: UInt64) {
        for (peer, request) in held {
            reply(to: request, peer: peer) {
                $0.interactionResult = .with {
                    $0.interactionID = request.interaction.interactionID; $0.seq = seq; $0.performed = .init()
                }
            }
        }
        held = []
    }

    private func reply(to request: Relay_V1_Envelope, peer: [UInt8], _ fill: (inout Relay_V1_Envelope) -> Void) {
        let envelope = Relay_V1_Envelope.make(from: "phone", inReplyTo: request.messageID, at: Wire.t0, fill)
        try? router?.send(TransportMessage([peer, envelope.frame]))
    }

    /// A mirror client of this phone (its cache at `cachePath`, if given).
    nonisolated func client(
        deviceID: String = "desk", cachePath: String? = nil, clock: any NodeClock = SystemClock(),
        heartbeatTimeout: Duration = .seconds(600)
    ) -> MirrorClient {
        var configuration = MirrorConfiguration(
            deviceID: deviceID, kind: .desktop, displayName: "Desk", families: [.systemMedium],
            renderingMode: .fullColor, routerEndpoint: routerEndpoint, publisherEndpoint: publisherEndpoint)
        configuration.heartbeatTimeout = heartbeatTimeout  // the test, not a watchdog, decides when the phone is heard
        configuration.requestTimeout = .seconds(20)
        configuration.requestRetries = 0
        configuration.cachePath = cachePath
        return MirrorClient(
            configuration: configuration, transport: InMemoryTransport(network: network, identity: deviceID),
            clock: clock)
    }

    func stop() async {
        serving?.cancel()
        await router?.close()
    }
}
