import DomainModel
import Foundation
import PhoneCore
import PhoneHost
import Codec
import TestSupport
import NodeTransport
import RelayWire
import Synchronization
import Testing
import WidgetRelayKit
import ZeroMQTransport

/// Golden frames (issue #48, step 0): every reply and update a phone node sends for one fixed
/// conversation, byte for byte, against `Tests/GoldenFrames/phone.txt`, recorded on the tree
/// before the code was reshaped. The phone runs over the in-memory transport on a manual clock
/// (and a frozen timing clock: hop timings are 0) with a bundle of its own whose timelines carry
/// fixed dates; the mirror is raw frames with fixed message ids and times. What is random by
/// design — message ids the phone mints, instance ids — is replaced, in place and at the same
/// length, by its order of first appearance (``GoldenFrames/normalized(_:)``).
/// `GOLDEN_RECORD=1 swift test --filter GoldenPhoneFramesTests` writes the fixture anew.
@Suite("Golden frames: what a phone sends")
struct GoldenPhoneFramesTests {
    @Test("every reply and update of a fixed conversation is byte-identical to the recorded one")
    func phoneFrames() async throws {
        GoldenApp.reset()
        let desk = try TestDevice.make("desk")
        let folder = TemporaryFolder.shared.makeFolder()
        var configuration = PhoneConfiguration(dataFolder: folder)
        configuration.heartbeatInterval = .seconds(3600)  // no heartbeat while it runs (one is encoded below)
        configuration.timingClock = FrozenClock()
        configuration.previews = []
        configuration.logger.logLevel = .critical
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let database = try PhoneDatabase(path: configuration.databasePath)
        try database.addDevice(
            PairedDevice(id: desk.id, name: desk.id, kind: .desktop, publicKey: desk.keys.publicKey.z85), at: start)
        let network = InMemoryNetwork()
        let node = try PhoneNode(
            configuration: configuration, bundle: GoldenBundle().items, transport: InMemoryTransport(network: network),
            controlTransport: ZeroMQTransport(context: try .init()), clock: ManualClock(start: start))
        let task = Task { try await node.run() }
        defer { node.stop() }
        guard let endpoints = try await within(60, "the phone to listen", { await node.waitUntilReady() }) else {
            throw TestFailure("the phone stopped before it listened")
        }
        let transport = InMemoryTransport(network: network, identity: desk.keys.publicKey.z85)
        let subscriber = try await transport.open(
            .subscriber(topics: [Topic.all, Topic.device(desk.id)]), .connect(endpoints.publisher))
        let dealer = try await transport.open(.dealer, .connect(endpoints.router))
        let published = Heard()
        let pump = Task {
            for await message in subscriber.incoming { published.frames.withLock { $0.append(message.frames) } }
        }
        defer { pump.cancel() }

        var replies: [(String, [[UInt8]])] = []
        var number = 0
        let sentAt = Date(timeIntervalSince1970: 1_795_000_100)
        func exchange(_ label: String, _ frames: [[UInt8]]) async throws -> [Relay_V1_Envelope] {
            try dealer.send(TransportMessage(frames))
            var answers: [Relay_V1_Envelope] = []
            while true {
                let reply = try await first(of: dealer.incoming, "the reply to \(label)")
                replies.append((label, reply.frames))
                let envelope = try Relay_V1_Envelope(serializedBytes: reply.frames.last ?? [])
                answers.append(envelope)
                if case .snapshot(let part) = envelope.body, !Relay_V1_Snapshot.isLast(part: part.part, of: part.parts)
                {
                    continue
                }
                return answers
            }
        }
        func request(_ label: String, _ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope {
            number += 1
            var envelope = Relay_V1_Envelope()
            envelope.protocolVersion = 1
            envelope.senderDeviceID = desk.id
            envelope.messageID = "golden-request-\(number)"
            envelope.sentAt = .init(date: sentAt)
            fill(&envelope)
            return try await exchange(label, [try envelope.serializedBytes()]).last!
        }
        func updates(until seq: UInt64) async throws -> [[[UInt8]]] {
            try await within(60, "updates up to seq \(seq)") {
                while true {
                    let frames = published.frames.withLock { $0 }
                    if frames.contains(where: {
                        (try? Relay_V1_Envelope(serializedBytes: $0[1]))?.update.seq ?? 0 >= seq
                    }) {
                        return frames
                    }
                    await Task.yield()
                }
            }
        }

        _ = try await request("echo before Hello") { $0.echo = .with { $0.payload = Data([1, 2, 3]) } }
        _ = try await request("catalog before Hello") { $0.catalogRequest = .init() }
        _ = try await exchange("a malformed frame", [[0xFF, 0x01, 0x02]])
        _ = try await exchange("two frames", [[0x08, 0x01], [0x08, 0x01]])
        _ = try await request("Hello") {
            $0.hello = .with {
                $0.kind = .desktop
                $0.displayName = "Desk"
                $0.capabilities = .with { $0.families = [.systemSmall, .systemMedium, .systemLarge] }
            }
        }
        _ = try await request("catalog") { $0.catalogRequest = .with { $0.families = [.systemSmall, .systemLarge] } }
        let counter = try await request("add the counter") {
            $0.configureWidget = .with {
                $0.kind = "GoldenCounter"; $0.family = .systemSmall
            }
        }
        var bigs: [String] = []
        for index in 0..<3 {
            let big = try await request("add big \(index)") {
                $0.configureWidget = .with {
                    $0.kind = "GoldenBig"; $0.family = .systemLarge
                }
            }
            bigs.append(big.widgetInstance.instance.instanceID)
        }
        _ = try await request("a family the widget lacks") {
            $0.configureWidget = .with {
                $0.kind = "GoldenCounter"; $0.family = .systemLarge
            }
        }
        _ = try await request("snapshot, whole") { $0.snapshotRequest = .init() }
        _ = try await request("snapshot, in parts") { $0.snapshotRequest = .with { $0.maxPartBytes = 16 * 1024 } }

        let counterID = counter.widgetInstance.instance.instanceID
        let timeline = try await updates(until: 1).compactMap {
            try? Relay_V1_Envelope(serializedBytes: $0[1]).update.timeline
        }
        .first { $0.instanceID == counterID }
        let view: ArchivedView = try WireCodec.decode(try #require(timeline).entries[0].view)
        let increment = try #require(view.interactiveElements.first { $0.invocation?.intentType == "GoldenIncrement" })
        let toggle = try #require(view.interactiveElements.first { $0.invocation?.intentType == "GoldenFlag" })
        func tap(_ id: String, _ element: InteractiveElement, toggleTo value: Bool? = nil) -> (inout Relay_V1_Envelope)
            -> Void
        {
            { envelope in
                envelope.interaction = .with {
                    $0.interactionID = id
                    $0.instanceID = counterID
                    $0.elementID = element.elementID
                    $0.invocation = WireCodec.encode(element.invocation!)
                    if let value { $0.toggleValue = value }
                    $0.tappedAt = .init(date: sentAt)
                }
            }
        }
        _ = try await request("tap +1", tap("tap-1", increment))
        _ = try await request("tap +1 again, same id", tap("tap-1", increment))
        _ = try await request("toggle the flag on", tap("tap-2", toggle, toggleTo: true))
        _ = try await request("tap an element never offered") {
            $0.interaction = .with {
                $0.interactionID = "tap-3"; $0.instanceID = counterID; $0.elementID = "nowhere"
            }
        }
        let control = try await request("snapshot for the control") { $0.snapshotRequest = .init() }.snapshot.controls
            .first { $0.kind == "GoldenSwitch" }
        _ = try await request("toggle the control") {
            $0.interaction = .with {
                $0.interactionID = "tap-4"
                $0.controlKind = "GoldenSwitch"
                $0.elementID = control?.elementID ?? ""
                $0.invocation = control?.action ?? .init()
                $0.toggleValue = true
            }
        }
        _ = try await request("open a URL") { $0.openURL = .with { $0.url = "golden://open" } }
        _ = try await request("open a URL from an instance it does not show") {
            $0.openURL = .with {
                $0.url = "golden://elsewhere"; $0.instanceID = counterID
            }
        }
        _ = try await request("reconfigure big 0") { $0.configureWidget = .with { $0.instanceID = bigs[0] } }
        _ = try await request("remove big 2") { $0.removeWidget = .with { $0.instanceID = bigs[2] } }
        _ = try await request("remove big 2 again") { $0.removeWidget = .with { $0.instanceID = bigs[2] } }
        _ = try await request("an unknown entity type") { $0.entityQuery = .with { $0.entityType = "Nothing" } }
        _ = try await request("an unknown widget kind") {
            $0.configureWidget = .with {
                $0.kind = "Nothing"; $0.family = .systemSmall
            }
        }
        _ = try await request("a push from a desktop") { $0.push = .init() }
        _ = try await request("an admin request on the router") { $0.admin = .with { $0.status = true } }
        let last = try await request("snapshot, last") { $0.snapshotRequest = .init() }
        let updates = try await updates(until: last.snapshot.seq)
        guard let cut = await node.stateCut() else { throw TestFailure("no state cut") }
        _ = try await request("unpair") { $0.unpair = .init() }
        _ = try await request("echo after unpairing") { $0.echo = .with { $0.payload = Data([4]) } }

        var frames: [(label: String, bytes: [UInt8])] = replies.map { ("reply: \($0.0)", $0.1.last ?? []) }
        frames += updates.map { ("update on \(String(decoding: $0[0], as: UTF8.self))", $0[0] + [0] + $0[1]) }
        frames.append(("state cut: shared", try cut.shared.serializedBytes()))
        for device in cut.devices.keys.sorted() {
            frames.append(("state cut: \(device)", try cut.devices[device]!.serializedBytes()))
        }
        var sequencer = Sequencer(epoch: 7)
        _ = sequencer.next(to: "desk", at: start, .instanceRemoved(instanceID: "a"))
        _ = sequencer.next(to: nil, at: start, .instanceRemoved(instanceID: "b"))
        // The first tick finds "all/" and "dev/desk/" busy; the second, every topic silent.
        for beat in sequencer.heartbeats(devices: ["desk", "watch"], at: start)
            + sequencer.heartbeats(devices: ["desk", "watch"], at: start)
        {
            frames.append(
                ("heartbeat on \(String(decoding: beat.topic, as: UTF8.self))", try beat.update.serializedBytes()))
        }
        try GoldenFrames.check(frames, against: "phone")
        node.stop()
        _ = await task.result
        await subscriber.close()
        await dealer.close()
    }
}

/// What the subscriber heard, in order.
final class Heard: Sendable {
    let frames = Mutex<[[[UInt8]]]>([])
}

/// A clock whose time never moves: an interaction's hop timings are all 0.
struct FrozenClock: Clock {
    let now = ContinuousClock.Instant.now
    var minimumResolution: Duration { .nanoseconds(1) }
    /// Never slept on: the phone only reads its timing clock.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws { throw CancellationError() }  // not a wait
}

/// The golden conversation's apps: timelines at fixed dates, state in memory.
enum GoldenApp {
    static let count = Mutex(0)
    static let flag = Mutex(false)
    static let switchOn = Mutex(false)
    static let date = Date(timeIntervalSince1970: 1_795_000_000)

    static func reset() {
        count.withLock { $0 = 0 }
        flag.withLock { $0 = false }
        switchOn.withLock { $0 = false }
    }

    struct Entry: TimelineEntry {
        let date: Date
        let count: Int
        let flag: Bool
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: GoldenApp.date, count: 0, flag: false) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let entry = Entry(
                date: GoldenApp.date, count: GoldenApp.count.withLock { $0 }, flag: GoldenApp.flag.withLock { $0 })
            completion(
                Timeline(
                    entries: [
                        entry,
                        Entry(date: GoldenApp.date.addingTimeInterval(3600), count: entry.count, flag: entry.flag),
                    ],
                    policy: .never))
        }
    }
}

struct GoldenIncrement: AppIntent {
    static let title: LocalizedStringResource = "Golden Increment"
    func perform() async throws -> some IntentResult {
        GoldenApp.count.withLock { $0 += 1 }
        return .result()
    }
}

struct GoldenFlag: SetValueIntent {
    static let title: LocalizedStringResource = "Golden Flag"
    @Parameter(title: "Flag")
    var value: Bool
    func perform() async throws -> some IntentResult {
        let value = value
        GoldenApp.flag.withLock { $0 = value }
        return .result()
    }
}

struct GoldenSwitchIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Golden Switch"
    @Parameter(title: "On")
    var value: Bool
    func perform() async throws -> some IntentResult {
        let value = value
        GoldenApp.switchOn.withLock { $0 = value }
        return .result()
    }
}

struct GoldenSwitchValue: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { GoldenApp.switchOn.withLock { $0 } }
}

struct GoldenCounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GoldenCounter", provider: GoldenApp.Provider()) { entry in
            VStack {
                Text("\(entry.count)").font(.largeTitle).invalidatableContent()
                HStack {
                    Button("+1", intent: GoldenIncrement())
                    Toggle("Flag", isOn: entry.flag, intent: GoldenFlag())
                }
                Link("Open", destination: URL(string: "golden://open")!)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Golden Counter")
        .description("A counter with fixed dates.")
        .supportedFamilies([.systemSmall])
    }
}

struct GoldenBigWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GoldenBig", provider: GoldenApp.Provider()) { entry in
            VStack(alignment: .leading, spacing: 2) {
                ForEach(0..<40, id: \.self) { line in
                    Text("Line \(line) of a large widget: \(String(repeating: "golden ", count: 8))\(entry.count)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Golden Big")
        .description("Enough text that three make a snapshot in parts.")
        .supportedFamilies([.systemLarge])
    }
}

struct GoldenSwitch: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "GoldenSwitch") {
            ControlWidgetToggle("Golden Switch", isOn: GoldenSwitchValue(), action: GoldenSwitchIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "sun.max" : "moon")
            }
        }
        .displayName("Golden Switch")
        .description("A switch in memory")
    }
}

struct GoldenBundle: WidgetBundle {
    var body: some Widget {
        GoldenCounterWidget()
        GoldenBigWidget()
        GoldenSwitch()
    }
}
