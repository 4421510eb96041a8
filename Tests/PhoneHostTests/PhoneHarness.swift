import DomainModel
import Foundation
import PhoneHost
import PhoneNodeKit
import PhoneClient
import Codec
import TestSupport
import NodeTransport
import RelayWire
import SampleApps
import Testing
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

/// What a test phone's mirrors reach it over.
enum Wiring: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// Real ZeroMQ on loopback with CURVE and a ZAP allow-list.
    case zeroMQ
    /// The in-memory transport: the same node, no sockets (connections present their key as identity).
    case inMemory
    /// Real ZeroMQ, with the node running on its sockets' loop thread, as `phone-node` runs it.
    case zeroMQLoop

    var testDescription: String { rawValue }
}

/// A phone node in this process, on a manual clock: over real ZeroMQ on loopback with
/// CURVE and a ZAP allow-list, or over the in-memory transport.
final class PhoneHarness: Sendable {
    let node: PhoneNode
    let endpoints: PhoneEndpoints
    let keys: CurveKeyPair
    let clock: ManualClock
    let dataFolder: String
    let zap: ZAPAuthenticator
    /// The in-memory network mirrors join, when the phone runs over it.
    let network: InMemoryNetwork?
    /// The loop the node and its sockets run on, for ``Wiring/zeroMQLoop``.
    let loop: SocketLoop?
    private let task: Task<Void, any Error>

    static let start = Date(timeIntervalSince1970: 1_795_000_000)  // a fixed morning, 2026-11-18

    private init(
        node: PhoneNode, endpoints: PhoneEndpoints, keys: CurveKeyPair, clock: ManualClock, dataFolder: String,
        zap: ZAPAuthenticator, network: InMemoryNetwork?, loop: SocketLoop?, task: Task<Void, any Error>
    ) {
        self.loop = loop
        self.node = node
        self.endpoints = endpoints
        self.keys = keys
        self.clock = clock
        self.dataFolder = dataFolder
        self.zap = zap
        self.network = network
        self.task = task
    }

    /// Starts a phone on `dataFolder` (a fresh one by default) with `devices` paired.
    static func launch(
        dataFolder: String = TemporaryFolder.shared.makeFolder(), devices: [TestDevice] = [],
        keys: CurveKeyPair? = nil, clock: ManualClock = ManualClock(start: start),
        extraItems: [BundleItem] = [], appCodeTimeLimit: Duration? = nil,
        appCodeClock: (any Clock<Duration>)? = nil, previews: [any PreviewRegistry.Type]? = nil,
        retention: InteractionRetention? = nil, maxMessageBytes: Int = PhoneLauncher.defaultMaxMessageBytes,
        appScene: AppScene = SampleAppScene.scene,
        wiring: Wiring = .zeroMQ
    ) async throws -> PhoneHarness {
        let keys = try keys ?? CurveKeyPair.generate()
        let context = try Context()
        let zap = try await ZAPAuthenticator(context: context)
        var configuration = PhoneConfiguration(dataFolder: dataFolder)
        configuration.controlEndpoint = "ipc://\(dataFolder)/control.sock"
        configuration.heartbeatInterval = .milliseconds(50)
        configuration.reloadBudget = 5
        if let appCodeTimeLimit { configuration.appCodeTimeLimit = appCodeTimeLimit }
        if let appCodeClock { configuration.appCodeClock = appCodeClock }
        if let previews { configuration.previews = previews }
        if let retention { configuration.interactionRetention = retention }
        configuration.appActions = { name, arguments in try await SampleAppActions.run(name, arguments) }
        configuration.appScene = appScene
        configuration.devicesChanged = { devices in
            zap.admit(keys: devices.compactMap { try? CurveKey(z85: $0.publicKey) })
        }
        configuration.logger.logLevel = .warning
        configuration.maxMessageBytes = maxMessageBytes
        let database = try PhoneDatabase(path: configuration.databasePath)
        for device in devices {
            try database.addDevice(
                PairedDevice(
                    id: device.id, name: device.id, kind: DeviceKind(wire: device.kind),
                    publicKey: device.keys.publicKey.z85), at: start)
        }
        let network = wiring == .inMemory ? InMemoryNetwork() : nil
        let loop = wiring == .zeroMQLoop ? try SocketLoop(name: "phone-loop") : nil
        var zeroMQ = ZeroMQTransport(
            context: context, security: .curveServer(keyPair: keys),
            limits: PhoneLauncher.limits(maxMessageBytes: maxMessageBytes),
            subscriptionPolicy: configuration.directory.subscriptionPolicy)
        zeroMQ.loop = loop
        var control = ZeroMQTransport(context: context)
        control.loop = loop
        let transport: any Transport = network.map { InMemoryTransport(network: $0) } ?? zeroMQ
        let node = try PhoneNode(
            configuration: configuration, bundle: SampleAppsBundle().items + extraItems, transport: transport,
            controlTransport: control, clock: clock, executor: loop)
        let task = Task { try await node.run() }
        guard let endpoints = try await within(30, "the phone to listen", { await node.waitUntilReady() }) else {
            throw TimedOut(what: "the phone to start", seconds: 30)
        }
        return PhoneHarness(
            node: node, endpoints: endpoints, keys: keys, clock: clock, dataFolder: dataFolder, zap: zap,
            network: network,
            loop: loop, task: task)
    }

    /// Stops the node and waits for it to finish.
    func stop() async {
        node.stop()
        _ = await task.result
        await zap.stop()
        loop?.stop()
    }

    /// A client of the control endpoint.
    func admin(_ fill: @escaping @Sendable (inout Relay_V1_AdminRequest) -> Void) async throws -> Relay_V1_Envelope {
        try await control {
            var request = Relay_V1_AdminRequest(); fill(&request); $0.admin = request
        }
    }

    func push(_ push: Relay_V1_PushRequest) async throws -> Relay_V1_Envelope {
        try await control { $0.push = push }
    }

    /// One request on the control endpoint, on a connection of its own.
    private func control(_ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope {
        let channel = try await ZeroMQTransport(context: try Context()).open(.dealer, .connect(endpoints.control!))
        let client = RequestClient(channel: channel, sender: "test")
        let reply = try await client.request(timeout: .seconds(30), fill)
        await client.close()
        return reply
    }
}

/// A device the test pairs.
struct TestDevice: Sendable {
    let id: String
    let kind: Relay_V1_DeviceKind
    let keys: CurveKeyPair

    static func make(_ id: String, _ kind: Relay_V1_DeviceKind = .desktop) throws -> TestDevice {
        TestDevice(id: id, kind: kind, keys: try CurveKeyPair.generate())
    }
}

/// Runs `body` with a phone that has `devices` paired and a mirror connected as the
/// first of them; both are closed afterwards, also when `body` throws.
func withPhone<T: Sendable>(
    _ devices: [TestDevice], wiring: Wiring = .zeroMQ,
    _ body: (PhoneHarness, TestMirror) async throws -> T
) async throws -> T {
    let phone = try await PhoneHarness.launch(devices: devices, wiring: wiring)
    do {
        let mirror = try await TestMirror.connect(devices[0], to: phone)
        do {
            let result = try await body(phone, mirror)
            await mirror.close()
            await phone.stop()
            return result
        } catch {
            await mirror.close()
            throw error
        }
    } catch {
        await phone.stop()
        throw error
    }
}
