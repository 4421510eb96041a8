import Codec
import DomainModel
import Foundation
import Logging
import MirrorCore
import NodeTransport
@testable import RelayLink
import RelayWire
import TestSupport
import Testing

/// A real `MirrorCore` behind a real `MirrorRelayTransport`, in memory, with relays the test plays
/// (routers on an `InMemoryNetwork`) and the core's clock moved by hand: the hostile relay suite's
/// snapshot cases drive it (``HostileSnapshotTests``, ``HostileAnswersTests``).
struct SnapshotHarness {
    let trio: Trio
    let lines: LogLines
    let transport: MirrorRelayTransport
    let routers: [any MessageChannel]
    let dealer: any MessageChannel
    var core: MirrorCore
    var now: Date

    /// The core started and welcomed, with its snapshot request (``ask``) not sent yet.
    static func start(relays: Int) async throws -> (harness: SnapshotHarness, ask: (id: String, request: MirrorRequest))
    {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let lines = LogLines()
        let logger = Logger(label: "mirror") { _ in KeepingLogHandler(sink: lines) }
        let endpoints = (0..<relays).map { "ipc://relay\($0)" }
        let transport = try trio.deskTransport(relays: endpoints, on: network, logger: logger)
        var routers: [any MessageChannel] = []
        for endpoint in endpoints {
            routers.append(try await InMemoryTransport(network: network).open(.router, .bind(endpoint)))
        }
        let dealer = try await transport.open(.dealer, .connect(endpoints[0]))
        var configuration = MirrorCoreConfiguration(
            deviceID: "desk",
            hello: MirrorHello(
                kind: .desktop, displayName: "Desk", families: [.systemMedium],
                renderingMode: .fullColor))
        configuration.snapshotPartBytes = 16 * 1024
        configuration.requestTimeout = .seconds(1)  // on the core's own clock, moved by hand
        var core = MirrorCore(configuration: configuration)
        let now = RelaySnapshotPartsTests.t0
        let hello = try #require(Self.sent(core.handle(.start, at: now)).first)
        let ask = try #require(Self.sent(core.handle(.replied(id: hello.id, .welcome), at: now)).first)
        let harness = SnapshotHarness(
            trio: trio, lines: lines, transport: transport, routers: routers, dealer: dealer, core: core, now: now)
        return (harness, ask)
    }

    private init(
        trio: Trio, lines: LogLines, transport: MirrorRelayTransport, routers: [any MessageChannel],
        dealer: any MessageChannel, core: MirrorCore, now: Date
    ) {
        self.trio = trio
        self.lines = lines
        self.transport = transport
        self.routers = routers
        self.dealer = dealer
        self.core = core
        self.now = now
    }

    static func sent(_ effects: [MirrorCore.Effect]) -> [(id: String, request: MirrorRequest)] {
        effects.compactMap { if case .send(let id, let request) = $0 { (id, request) } else { nil } }
    }

    /// Sends the core's request through the transport: the route it reached relay `relay` on.
    func toRelay(_ request: (id: String, request: MirrorRequest), expected relay: Int) async throws -> [UInt8] {
        try dealer.send(TransportMessage([request.request.frame(from: "desk", id: request.id, at: now)]))
        return try #require(
            try await collect(1, from: routers[relay].incoming, "the request at relay \(relay)").first
        ).frames[0]
    }

    /// Parts sent by relay `relay`, then a reply of the phone's (the transport hands frames on in
    /// order, so once it is handed on every part before it was handled); the `handed` parts the
    /// transport hands on, into the core: its effects.
    mutating func answer(_ parts: [Relay_V1_RelaySnapshot], from relay: Int, route: [UInt8], handed: Int)
        async throws -> [MirrorCore.Effect]
    {
        for part in parts {
            try routers[relay].send(TransportMessage([route, Relay_V1_RelayFrame.with { $0.snapshot = part }.frame]))
        }
        let marker = try trio.phone.reply(Array("marker".utf8), to: trio.deskKeys.public, route: [])
        try routers[relay].send(TransportMessage([route, Relay_V1_RelayFrame.with { $0.reply = .init(marker) }.frame]))
        var effects: [MirrorCore.Effect] = []
        let messages = try await collect(handed + 1, from: dealer.incoming, "the parts handed on, then the marker")
        #expect(messages.last?.frames.first == Array("marker".utf8), "no other part handed on")
        for message in messages.dropLast() {
            let bytes = try #require(message.frames.first)
            let (inReplyTo, reply) = try #require(MirrorReply.decode(bytes))
            effects += core.handle(.replied(id: inReplyTo, reply), at: now)
        }
        return effects
    }

    /// The core's clock moved on by `seconds`, and ticked: what it sends.
    mutating func tick(after seconds: TimeInterval) -> [(id: String, request: MirrorRequest)] {
        now = now.addingTimeInterval(seconds)
        return Self.sent(core.handle(.tick, at: now))
    }

    /// Whether the core says it synced, in `effects`.
    static func synced(_ effects: [MirrorCore.Effect]) -> Bool {
        effects.contains { if case .log(let line) = $0 { line.message == "synced" } else { false } }
    }

    /// Whether the core holds the phone's state (``RelaySnapshotPartsTests/phoneState()``), synced.
    func holdsThePhonesState() throws -> Bool {
        var reference = Replica(deviceID: "desk")
        _ = try reference.restore(RelaySnapshotPartsTests.phoneState())
        return core.replica.isSynced && core.replica.state == reference.state
    }

    func close() async {
        await dealer.close()
        for router in routers { await router.close() }
    }
}
