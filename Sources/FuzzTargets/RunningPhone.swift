import DomainModel
import Foundation
import PhoneHost
import Codec
import NodeTransport
import RelayWire
import SampleApps
import SwiftProtobuf
import Synchronization
import WidgetRelayKit

/// A phone over the in-memory transport with the fuzz targets' three devices
/// paired, a dealer per device, and a few widgets already added by the desktop.
package final class RunningPhone: Sendable {
    let node: PhoneNode
    let task: Task<Void, any Error>
    let folder: String
    let dealers: [String: any MessageChannel]
    let subscriber: any MessageChannel
    let drain: Task<Void, Never>
    /// The desktop's instances, oldest first: what `@N` names.
    let instances: [String]
    /// Live Activities' push tokens: what `@N` names in a push.
    let tokens: [String]
    /// The first updates the phone published (for seeds).
    private let publishedFrames: FrameLog

    private init(
        node: PhoneNode, task: Task<Void, any Error>, folder: String, dealers: [String: any MessageChannel],
        subscriber: any MessageChannel, drain: Task<Void, Never>, instances: [String], tokens: [String],
        published: FrameLog
    ) {
        self.node = node
        self.task = task
        self.folder = folder
        self.dealers = dealers
        self.subscriber = subscriber
        self.drain = drain
        self.instances = instances
        self.tokens = tokens
        publishedFrames = published
    }

    /// The first updates published, as frames.
    func published() -> [[UInt8]] { publishedFrames.frames.withLock { $0 } }

    static func launch() async throws -> RunningPhone {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("relay-fuzz-\(UUID().uuidString)")
            .path
        var configuration = PhoneConfiguration(dataFolder: folder)
        configuration.routerEndpoint = "inproc://fuzz-router"
        configuration.publisherEndpoint = "inproc://fuzz-publisher"
        configuration.controlEndpoint = "inproc://fuzz-control"
        configuration.heartbeatInterval = .seconds(3600)
        configuration.appActions = { name, arguments in try await SampleAppActions.run(name, arguments) }
        configuration.logger.logLevel = .critical
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = try PhoneDatabase(path: configuration.databasePath)
        // keys are never checked in memory, but must differ
        for (index, (id, kind)) in PhoneTarget.devices.enumerated() {
            try database.addDevice(
                PairedDevice(
                    id: id, name: id, kind: DeviceKind(wire: kind),
                    publicKey: String(repeating: "0", count: 39) + "\(index)"),
                at: PhoneTarget.start)
        }
        let network = InMemoryNetwork()
        let node = try PhoneNode(
            configuration: configuration, bundle: SampleAppsBundle().items,
            transport: InMemoryTransport(network: network), clock: ManualClock(start: PhoneTarget.start))
        let task = Task { try await node.run() }
        guard let endpoints = await node.waitUntilReady() else {
            throw TransportError("the phone stopped before it was ready")
        }
        var dealers: [String: any MessageChannel] = [:]
        for (id, _) in PhoneTarget.devices {
            dealers[id] = try await InMemoryTransport(network: network, identity: id).open(
                .dealer, .connect(endpoints.router))
        }
        let subscriber = try await InMemoryTransport(network: network, identity: "desk")
            .open(.subscriber(topics: [Topic.all, Topic.device("desk")]), .connect(endpoints.publisher))
        let published = FrameLog()
        let drain = Task {
            for await message in subscriber.incoming where message.frames.count == 2 {
                published.frames.withLock { if $0.count < 40 { $0.append(message.frames[1]) } }
            }
        }
        let running = RunningPhone(
            node: node, task: task, folder: folder, dealers: dealers, subscriber: subscriber, drain: drain,
            instances: [], tokens: [], published: FrameLog())
        // The delivery app starts a Live Activity (through the control endpoint, as `phone-node app` does).
        let control = try await InMemoryTransport(network: network).open(.dealer, .connect("inproc://fuzz-control"))
        try control.send(
            TransportMessage([
                Relay_V1_Envelope.make(from: "fuzz", at: PhoneTarget.start) {
                    $0.admin = .with {
                        $0.appAction = .with {
                            $0.name = "delivery.start"; $0.arguments = ["42", "Noodle Bar", "30"]
                        }
                    }
                }.frame
            ]))
        for await _ in control.incoming { break }
        await control.close()
        // The desktop adds a few widgets; the watch one complication.
        var instances: [String] = []
        for (kind, family) in [
            ("TodoList", Relay_V1_WidgetFamily.systemMedium), ("EmojiRangerWidget", .systemLarge),
            ("Counter", .systemSmall),
        ] {
            let request = Relay_V1_Envelope.make(from: "desk", at: PhoneTarget.start) {
                $0.configureWidget = .with {
                    $0.kind = kind; $0.family = family
                }
            }
            let reply = try Relay_V1_Envelope(serializedBytes: try await running.exchange(request.frame, from: "desk"))
            if case .widgetInstance(let added) = reply.body { instances.append(added.instance.instanceID) }
        }
        let snapshot = try Relay_V1_Envelope(
            serializedBytes: try await running.exchange(
                Relay_V1_Envelope.make(from: "desk", at: PhoneTarget.start) { $0.snapshotRequest = .init() }.frame,
                from: "desk")
        ).snapshot
        return RunningPhone(
            node: node, task: task, folder: folder, dealers: dealers, subscriber: subscriber, drain: drain,
            instances: instances, tokens: snapshot.activities.map { $0.pushToken }.filter { !$0.isEmpty },
            published: published)
    }

    /// Sends one frame as `device` and returns the phone's reply frame.
    func exchange(_ frame: [UInt8], from device: String) async throws -> [UInt8] {
        guard let dealer = dealers[device] else { throw TransportError("no device \(device)") }
        try dealer.send(TransportMessage([frame]))
        for await reply in dealer.incoming {
            guard let last = reply.frames.last else { continue }
            return last
        }
        throw TransportError("the dealer closed")
    }

    /// The device an input is sent as: the envelope's claimed sender when it is one of
    /// ours (the phone itself only believes the connection), else by the input's length.
    static func device(for bytes: [UInt8]) -> String {
        if let envelope = try? Relay_V1_Envelope(serializedBytes: bytes),
            let known = PhoneTarget.devices.first(where: { $0.id == envelope.senderDeviceID })
        {
            return known.id
        }
        return PhoneTarget.devices[bytes.count % PhoneTarget.devices.count].id
    }

    /// The frame with `@N` instance ids and push tokens replaced by the phone's N-th
    /// instance or activity token (unchanged if it does not parse or names none).
    func resolving(_ bytes: [UInt8]) -> [UInt8] {
        guard var envelope = try? Relay_V1_Envelope(serializedBytes: bytes) else { return bytes }
        func pick(_ id: String, _ from: [String]) -> String? {
            guard id.hasPrefix("@"), !from.isEmpty, let index = Int(id.dropFirst()), index >= 0 else { return nil }
            return from[index % from.count]
        }
        func resolve(_ id: inout String) { id = pick(id, instances) ?? id }
        switch envelope.body {
        case .interaction(var interaction):
            if case .instanceID(var id) = interaction.target { resolve(&id); interaction.instanceID = id }
            envelope.interaction = interaction
        case .configureWidget(var request): resolve(&request.instanceID); envelope.configureWidget = request
        case .removeWidget(var request): resolve(&request.instanceID); envelope.removeWidget = request
        case .openURL(var request): resolve(&request.instanceID); envelope.openURL = request
        case .push(var push):
            guard case .activity(var activity) = push.kind, let token = pick(activity.pushToken, tokens) else {
                return bytes
            }
            activity.pushToken = token
            push.activity = activity
            envelope.push = push
        default: return bytes
        }
        return (try? envelope.serializedBytes()) ?? bytes
    }

    func stop() async {
        node.stop()
        _ = await task.result
        drain.cancel()
        for dealer in dealers.values { await dealer.close() }
        await subscriber.close()
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Frames kept for later, from any task.
final class FrameLog: Sendable {
    let frames = Mutex<[[UInt8]]>([])
}
