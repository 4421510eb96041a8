import DomainModel
import Foundation
import PhoneCore
import PhoneHost
import Codec
import TestSupport
import NodeTransport
import RelayWire
import SampleApps
import Synchronization
import Testing
import WidgetRelayKit
import ZeroMQTransport

/// Golden frames for the replies `GoldenPhoneFramesTests`' conversation does not reach (#48, "every
/// wire message is byte-identical"): a successful entity query, an Ack with the app opened, the
/// clock reply, a push from a server and its kept reply on a retry, a reconfiguration's kept reply,
/// an admin reply and a push on the control socket, NOT_PAIRED and BUSY — byte for byte, against
/// `Tests/GoldenFrames/phone-replies.txt`, recorded on main (5fe95ca) before the request layout
/// changed. The same fixed setup as the phone's golden conversation (in memory, a manual clock, a
/// frozen timing clock, fixed message ids and times; ids the phone mints normalized).
/// `GOLDEN_RECORD=1 swift test --filter GoldenPhoneRepliesTests` writes the fixture anew.
@Suite("Golden frames: the phone's other replies")
struct GoldenPhoneRepliesTests {
    @Test("each reply kind the first conversation lacks is byte-identical to the recorded one")
    func replies() async throws {
        GoldenApp.reset()
        GoldenGate.reset()
        let desk = try TestDevice.make("desk")
        let server = try TestDevice.make("apns", .server)
        let stranger = try TestDevice.make("stranger")
        let folder = TemporaryFolder.shared.makeFolder()
        var configuration = PhoneConfiguration(dataFolder: folder)
        configuration.heartbeatInterval = .seconds(3600)
        configuration.appCodeTimeLimit = .seconds(3600)  // the blocker's intent is let go by the test, never timed out
        configuration.timingClock = FrozenClock()
        configuration.previews = []
        configuration.logger.logLevel = .critical
        configuration.controlEndpoint = "ipc://\(folder)/control.sock"
        configuration.appActions = { name, arguments in "ran \(name) with \(arguments.joined(separator: ","))" }
        configuration.appScene = AppScene()
            .onOpenURL { _ in }
            .sceneDescription { "the golden screen" }
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let database = try PhoneDatabase(path: configuration.databasePath)
        try database.addDevice(
            PairedDevice(id: desk.id, name: desk.id, kind: .desktop, publicKey: desk.keys.publicKey.z85), at: start)
        try database.addDevice(
            PairedDevice(id: server.id, name: server.id, kind: .server, publicKey: server.keys.publicKey.z85),
            at: start)
        let network = InMemoryNetwork()
        let node = try PhoneNode(
            configuration: configuration,
            bundle: GoldenBundle().items + GoldenBlockerWidget().body.bundleItems
                + SampleAppsBundle().items,
            transport: InMemoryTransport(network: network),
            controlTransport: ZeroMQTransport(context: try .init()), clock: ManualClock(start: start))
        let task = Task { try await node.run() }
        defer { node.stop() }
        guard let endpoints = try await within(60, "the phone to listen", { await node.waitUntilReady() }) else {
            throw TestFailure("the phone stopped before it listened")
        }
        func dealer(_ device: TestDevice) async throws -> any MessageChannel {
            try await InMemoryTransport(network: network, identity: device.keys.publicKey.z85)
                .open(.dealer, .connect(endpoints.router))
        }
        let subscriber = try await InMemoryTransport(network: network, identity: desk.keys.publicKey.z85).open(
            .subscriber(topics: [Topic.all, Topic.device(desk.id)]), .connect(endpoints.publisher))
        let published = Heard()
        let pump = Task {
            for await message in subscriber.incoming { published.frames.withLock { $0.append(message.frames) } }
        }
        defer { pump.cancel() }
        let onDesk = try await dealer(desk), onServer = try await dealer(server), unpaired = try await dealer(stranger)
        let control = try await ZeroMQTransport(context: try .init()).open(.dealer, .connect(endpoints.control!))

        var frames: [(label: String, bytes: [UInt8])] = []
        var number = 0
        let sentAt = Date(timeIntervalSince1970: 1_795_000_100)
        func envelope(from sender: String, id: String? = nil, _ fill: (inout Relay_V1_Envelope) -> Void) throws
            -> [UInt8]
        {
            number += 1
            var envelope = Relay_V1_Envelope()
            envelope.protocolVersion = 1
            envelope.senderDeviceID = sender
            envelope.messageID = id ?? "golden-reply-\(number)"
            envelope.sentAt = .init(date: sentAt)
            fill(&envelope)
            return try envelope.serializedBytes()
        }
        /// Sends one request on `channel` and records its one reply.
        @discardableResult
        func request(
            _ label: String, on channel: any MessageChannel, from sender: String, id: String? = nil,
            _ fill: (inout Relay_V1_Envelope) -> Void
        ) async throws -> Relay_V1_Envelope {
            try channel.send(TransportMessage([try envelope(from: sender, id: id, fill)]))
            let reply = try await first(of: channel.incoming, "the reply to \(label)")
            frames.append(("reply: \(label)", reply.frames.last ?? []))
            return try Relay_V1_Envelope(serializedBytes: reply.frames.last ?? [])
        }
        func timeline(of instanceID: String) async throws -> Relay_V1_TimelineUpdate {
            try await within(60, "the timeline of \(instanceID)") {
                while true {
                    let heard = published.frames.withLock { $0 }.compactMap {
                        try? Relay_V1_Envelope(serializedBytes: $0[1]).update.timeline
                    }
                    if let found = heard.first(where: { $0.instanceID == instanceID }) { return found }
                    await Task.yield()
                }
            }
        }

        try await request("unpaired: echo", on: unpaired, from: stranger.id) {
            $0.echo = .with { $0.payload = Data([9]) }
        }
        try await request("Hello", on: onDesk, from: desk.id) {
            $0.hello = .with {
                $0.kind = .desktop
                $0.displayName = "Desk"
                $0.capabilities = .with { $0.families = [.systemSmall, .systemMedium, .systemLarge] }
            }
        }
        try await request("clock", on: onDesk, from: desk.id) { $0.clockRequest = .init() }
        try await request("entity query, suggested", on: onDesk, from: desk.id) {
            $0.entityQuery = .with {
                $0.entityType = "CharacterDetail"; $0.suggested = true
            }
        }
        try await request("entity query, lookup", on: onDesk, from: desk.id) {
            $0.entityQuery = .with {
                $0.entityType = "CharacterDetail"; $0.lookup = .with { $0.ids = ["Spouty"] }
            }
        }
        try await request("open a URL: the app opened", on: onDesk, from: desk.id) {
            $0.openURL = .with { $0.url = "golden://open" }
        }
        let counter = try await request("add the counter", on: onDesk, from: desk.id, id: "golden-add") {
            $0.configureWidget = .with {
                $0.kind = "GoldenCounter"; $0.family = .systemSmall
            }
        }
        try await request("add the counter again, same id: the kept reply", on: onDesk, from: desk.id, id: "golden-add")
        {
            $0.configureWidget = .with {
                $0.kind = "GoldenCounter"; $0.family = .systemSmall
            }
        }
        let counterID = counter.widgetInstance.instance.instanceID
        try await request("remove the counter", on: onDesk, from: desk.id, id: "golden-remove") {
            $0.removeWidget = .with { $0.instanceID = counterID }
        }
        try await request(
            "remove the counter again, same id: the kept Ack", on: onDesk, from: desk.id, id: "golden-remove"
        ) {
            $0.removeWidget = .with { $0.instanceID = counterID }
        }
        try await request("server: Hello", on: onServer, from: server.id) {
            $0.hello = .with {
                $0.kind = .server; $0.displayName = "APNs"
            }
        }
        try await request("server: push", on: onServer, from: server.id, id: "golden-push") {
            $0.push = .with { $0.widget = .with { $0.kind = "GoldenBlocker" } }
        }
        try await request(
            "server: push again, same id: the kept reply", on: onServer, from: server.id, id: "golden-push"
        ) {
            $0.push = .with { $0.widget = .with { $0.kind = "GoldenBlocker" } }
        }
        try await request("control: an app action", on: control, from: "golden-tool") {
            $0.admin = .with {
                $0.appAction = .with {
                    $0.name = "golden.act"; $0.arguments = ["a", "b"]
                }
            }
        }
        try await request("control: a push", on: control, from: "golden-tool") {
            $0.push = .with { $0.widget = .with { $0.kind = "Nothing" } }
        }

        // BUSY: the blocker's button holds its lane; a device's 64 requests in lanes fill its share.
        let blocker = try await request("add the blocker", on: onDesk, from: desk.id) {
            $0.configureWidget = .with {
                $0.kind = "GoldenBlocker"; $0.family = .systemSmall
            }
        }.widgetInstance.instance.instanceID
        let view: ArchivedView = try WireCodec.decode(try await timeline(of: blocker).entries[0].view)
        let hold = try #require(view.interactiveElements.first { $0.invocation?.intentType == "GoldenHold" })
        let maximum = InFlightLimit.defaultMaximum
        for index in 0..<maximum {
            try onDesk.send(
                TransportMessage([
                    try envelope(from: desk.id) {
                        $0.interaction = .with {
                            $0.interactionID = "hold-\(index)"
                            $0.instanceID = blocker
                            $0.elementID = hold.elementID
                            $0.invocation = WireCodec.encode(hold.invocation!)
                            $0.tappedAt = .init(date: sentAt)
                        }
                    }
                ]))
        }
        try await GoldenGate.waitUntilHeld()
        try await request("one request past the device's share: BUSY", on: onDesk, from: desk.id) {
            $0.entityQuery = .with {
                $0.entityType = "CharacterDetail"; $0.suggested = true
            }
        }
        GoldenGate.release()
        for index in 0..<maximum { _ = try await first(of: onDesk.incoming, "the reply to hold \(index)") }

        try GoldenFrames.check(frames, against: "phone-replies")
        node.stop()
        _ = await task.result
        for channel in [onDesk, onServer, unpaired, control, subscriber] { await channel.close() }
    }
}

/// The blocker's gate: its intent waits here until the test releases it.
enum GoldenGate {
    static let state = Mutex<(held: Bool, open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, false, []))

    static func reset() { state.withLock { $0 = (false, false, []) } }

    /// Waits until the gate opens (at once if it is open).
    static func pass() async {
        await withCheckedContinuation { continuation in
            let go = state.withLock { state -> Bool in
                state.held = true
                if state.open { return true }
                state.waiting.append(continuation)
                return false
            }
            if go { continuation.resume() }
        }
    }

    /// Waits until an intent waits at the gate.
    static func waitUntilHeld() async throws {
        try await within(60, "the blocker's intent to hold its lane") {
            while !state.withLock({ $0.held }) { await Task.yield() }
        }
    }

    static func release() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

struct GoldenHold: AppIntent {
    static let title: LocalizedStringResource = "Golden Hold"
    func perform() async throws -> some IntentResult {
        await GoldenGate.pass()
        return .result()
    }
}

struct GoldenBlockerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GoldenBlocker", provider: GoldenApp.Provider()) { _ in
            Button("Hold", intent: GoldenHold())
        }
        .configurationDisplayName("Golden Blocker")
        .description("A button whose intent holds its lane until the test lets it go.")
        .supportedFamilies([.systemSmall])
    }
}
