import DomainModel
import Foundation
import PhoneCore
import PhoneHost
import PhoneClient
import Codec
import TestSupport
import NodeTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

/// A mirror built from the core: a RequestClient on a DEALER and a SUB whose
/// updates it decodes, both over CURVE as a paired device.
final class TestMirror: Sendable {
    let device: TestDevice
    let client: RequestClient
    let subscriber: any MessageChannel
    /// Every update published to this device, in order.
    let updates: AsyncStream<Relay_V1_Update>
    let transport: any Transport
    let routerEndpoint: String
    private let pump: Task<Void, Never>

    private init(
        device: TestDevice, client: RequestClient, subscriber: any MessageChannel,
        updates: AsyncStream<Relay_V1_Update>,
        pump: Task<Void, Never>, transport: any Transport, routerEndpoint: String
    ) {
        self.transport = transport
        self.routerEndpoint = routerEndpoint
        self.device = device
        self.client = client
        self.subscriber = subscriber
        self.updates = updates
        self.pump = pump
    }

    /// Connects to `phone` as `device`, waits until its subscription is live (a heartbeat
    /// arrives) and, unless `hello` is nil, says Hello with those families (by default
    /// every family the device's kind shows).
    static func connect(
        _ device: TestDevice, to phone: PhoneHarness, waitForHeartbeat: Bool = true,
        hello families: [WidgetFamily]? = []
    ) async throws -> TestMirror {
        // Over the in-memory transport the connection presents the device's key as its identity,
        // as ZAP's User-Id does over CURVE.
        let transport: any Transport =
            phone.network.map { InMemoryTransport(network: $0, identity: device.keys.publicKey.z85) }
            ?? ZeroMQTransport(
                context: try Context(),
                security: .curveClient(serverPublicKey: phone.keys.publicKey, keyPair: device.keys))
        return try await connect(
            device, over: transport, router: phone.endpoints.router, publisher: phone.endpoints.publisher,
            waitForHeartbeat: waitForHeartbeat, hello: families)
    }

    /// Connects to a phone at these endpoints as `device`. `hello`: the families to
    /// announce (an empty list: every family of the device's kind), or nil for no Hello.
    static func connect(
        _ device: TestDevice, phoneKey: CurveKey, router: String, publisher: String, waitForHeartbeat: Bool = true,
        hello families: [WidgetFamily]? = []
    ) async throws -> TestMirror {
        let transport = ZeroMQTransport(
            context: try Context(), security: .curveClient(serverPublicKey: phoneKey, keyPair: device.keys))
        return try await connect(
            device, over: transport, router: router, publisher: publisher, waitForHeartbeat: waitForHeartbeat,
            hello: families)
    }

    private static func connect(
        _ device: TestDevice, over transport: any Transport, router: String, publisher: String,
        waitForHeartbeat: Bool, hello families: [WidgetFamily]?
    ) async throws -> TestMirror {
        let subscriber = try await transport.open(
            .subscriber(topics: [Topic.all, Topic.device(device.id)]), .connect(publisher))
        let dealer = try await transport.open(.dealer, .connect(router))
        let (updates, sink) = AsyncStream.makeStream(of: Relay_V1_Update.self)
        let pump = Task {
            for await message in subscriber.incoming {
                guard message.frames.count == 2,
                    let envelope = try? Relay_V1_Envelope(serializedBytes: message.frames[1]),
                    case .update(let update) = envelope.body
                else { continue }
                sink.yield(update)
            }
            sink.finish()
        }
        let mirror = TestMirror(
            device: device, client: RequestClient(channel: dealer, sender: device.id), subscriber: subscriber,
            updates: updates, pump: pump, transport: transport, routerEndpoint: router)
        if waitForHeartbeat { _ = try await mirror.next("a heartbeat") { $0.heartbeat.hasPhoneTime } }
        if let families {
            let reply = try await mirror.hello(
                families.isEmpty ? DeviceSurface.families(for: DeviceKind(wire: device.kind)) : families)
            guard case .welcome = reply.body else { throw TestFailure("Hello refused: \(reply.error.message)") }
        }
        return mirror
    }

    /// Says Hello as the device's kind, announcing `families`.
    func hello(_ families: [WidgetFamily], kind: Relay_V1_DeviceKind? = nil) async throws -> Relay_V1_Envelope {
        try await request {
            $0.hello = .with {
                $0.kind = kind ?? device.kind
                $0.displayName = device.id
                $0.capabilities = .with { $0.families = families.map(WireCodec.encode) }
            }
        }
    }

    /// The next update matching `predicate` (others are skipped), within a bounded wait.
    func next(
        _ what: String, within seconds: Double = 60, where predicate: @escaping @Sendable (Relay_V1_Update) -> Bool
    ) async throws -> Relay_V1_Update {
        try await first(of: updates, within: seconds, what, where: predicate)
    }

    /// Sends a request; returns the reply envelope.
    func request(retries: Int = 0, _ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope {
        try await client.request(timeout: .seconds(60), retries: retries, fill)
    }

    /// Adds a widget instance; returns it.
    func add(_ kind: String, _ family: WidgetFamily, configuration: IntentInvocation? = nil) async throws
        -> Relay_V1_WidgetInstance
    {
        let reply = try await request {
            $0.configureWidget = .with {
                $0.kind = kind
                $0.family = WireCodec.encode(family)
                if let configuration { $0.configuration = WireCodec.encode(configuration) }
            }
        }
        guard case .widgetInstance(let instance) = reply.body else {
            throw TestFailure("adding \(kind): \(reply.body.map { "\($0)" } ?? "no reply")")
        }
        return instance.instance
    }

    /// Adds a (durable) Counter in systemSmall; returns its instance id and its "+1" button.
    func addCounter() async throws -> (instanceID: String, increment: InteractiveElement) {
        let instance = try await add("Counter", .systemSmall)
        let view = try await next("the Counter's timeline") { $0.timeline.instanceID == instance.instanceID }.timeline
            .firstView
        guard
            let increment = view.interactiveElements.first(where: {
                $0.invocation?.intentType == "IncrementCounterIntent"
            })
        else {
            throw TestFailure("the Counter offers no increment button")
        }
        return (instance.instanceID, increment)
    }

    /// An interaction with an archived element.
    func interact(
        _ id: String = UUID().uuidString, instance: String, element: InteractiveElement, toggleTo value: Bool? = nil
    ) async throws -> Relay_V1_InteractionResult {
        let reply = try await request {
            $0.interaction = .with {
                $0.interactionID = id
                $0.instanceID = instance
                $0.elementID = element.elementID
                $0.invocation = WireCodec.encode(element.invocation!)
                if let value { $0.toggleValue = value }
            }
        }
        guard case .interactionResult(let result) = reply.body else {
            throw TestFailure("no interaction result: \(reply)")
        }
        return result
    }

    /// Sends raw frames on a DEALER of its own and returns the first reply, decoded.
    func rawExchange(_ frames: [[UInt8]]) async throws -> Relay_V1_Envelope {
        let dealer = try await transport.open(.dealer, .connect(routerEndpoint))
        try dealer.send(TransportMessage(frames))
        let reply = try await first(of: dealer.incoming, "a reply to raw frames")
        await dealer.close()
        return try Relay_V1_Envelope(serializedBytes: reply.frames[0])
    }

    func close() async {
        pump.cancel()
        await client.close()
        await subscriber.close()
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Relay_V1_TimelineUpdate {
    /// The first entry's view, decoded.
    var firstView: ArchivedView {
        get throws { try WireCodec.decode(entries[0].view) }
    }
}

extension Relay_V1_InteractionResult {
    /// Whether the outcome is Performed. (Not `performed == Relay_V1_Performed()`: a oneof's
    /// accessor gives a default message whatever outcome is set, so that is always true.)
    var wasPerformed: Bool {
        if case .performed = outcome { true } else { false }
    }
}
