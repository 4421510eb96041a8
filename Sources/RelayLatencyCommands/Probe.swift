import Foundation
import Latency
import Logging
import MirrorNodeKit
import NodeClocks
import NodeRuntime
import PhoneClient
import Codec
import RelayLink
import NodeTransport
import RelayWire
import Synchronization
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

/// A paired measuring client: requests on a DEALER, updates on a SUB, both CURVE, both on
/// one ``ZeroMQ/SocketLoop`` whose thread also runs the client and, in
/// ``onLoop(_:)``, the measuring code: the tool adds no thread hop of its own to what it
/// measures. Timeline updates are matched to the interaction that caused them, timed as
/// the loop reads them.
///
/// Through a relay (the paired phone's record names one: `--relay`, `--relay-key`), requests
/// are sealed to the phone (``RelayLink/MirrorRelayTransport``). Its updates are read as a
/// relay delivers them, each noted by its topic only and never opened (the tool as a counter:
/// `fanout`, `flood`); or, with `opensUpdates`, opened as a mirror opens them, so that `interact`
/// sees the timelines it taps and the timelines that answer its taps.
final class Probe: Sendable {
    let client: RequestClient
    let arrivals: Arrivals
    let loop: SocketLoop
    private let subscriber: any MessageChannel
    /// Through several relays, a request unanswered within this is sent again (the same id, so
    /// through the next relay), as desktop-node's core does: a dead relay costs one such wait.
    let resendAfter: Duration?
    /// How many times a request is sent again through several relays (each once, and once more).
    let resends: Int

    /// When updates arrived, by interaction id; told on the loop's thread as they are read.
    final class Arrivals: Sendable {
        private struct State {
            var byInteraction: [String: ContinuousClock.Instant] = [:]
            var waiting: [String: CheckedContinuation<ContinuousClock.Instant?, Never>] = [:]
            /// Interactions whose bound ran out before anyone waited for them.
            var givenUp: Set<String> = []
            var heartbeats = 0
            var device = StreamTally()
            var latestTimeline: Relay_V1_TimelineUpdate?
        }
        private let state = Mutex(State())

        var heartbeats: Int { state.withLock { $0.heartbeats } }
        /// Messages received on this device's own topic (`dev/<id>/`): heartbeats and the like.
        var device: StreamTally { state.withLock { $0.device } }

        /// A message of `bytes` on this device's topic.
        func deviceMessage(bytes: Int, heartbeat: Bool) {
            state.withLock { $0.device.add(bytes: bytes, heartbeat: heartbeat) }
        }

        /// A message read through a relay, not opened: counted as a sign of life.
        func heardThroughRelay() { state.withLock { $0.heartbeats += 1 } }
        var latestTimeline: Relay_V1_TimelineUpdate? { state.withLock { $0.latestTimeline } }

        func arrived(_ update: Relay_V1_Update, at instant: ContinuousClock.Instant) {
            let waiter = state.withLock { state -> CheckedContinuation<ContinuousClock.Instant?, Never>? in
                if case .heartbeat = update.change { state.heartbeats += 1 }
                guard case .timeline(let timeline) = update.change else { return nil }
                state.latestTimeline = timeline
                let id = timeline.interactionID
                guard !id.isEmpty else { return nil }
                if let waiter = state.waiting.removeValue(forKey: id) { return waiter }
                state.byInteraction[id] = instant
                return nil
            }
            waiter?.resume(returning: instant)
        }

        /// When the timeline answering `id` arrived, or nil when none arrived within `bound` on
        /// `clock` (a lost update must end the run with its reason, never hang it).
        func timeline(for id: String, within bound: TimeInterval, on clock: any NodeClock) async
            -> ContinuousClock.Instant?
        {
            let deadline = clock.now().addingTimeInterval(bound)
            let guardTask = Task { [self] in
                guard (try? await clock.wait(until: deadline)) != nil else { return }  // cancelled: it came
                giveUp(id)
            }
            defer { guardTask.cancel() }
            return await withCheckedContinuation { continuation in
                let answer = state.withLock { state -> ContinuousClock.Instant?? in
                    if let instant = state.byInteraction.removeValue(forKey: id) { return .some(instant) }
                    if state.givenUp.remove(id) != nil { return .some(nil) }
                    state.waiting[id] = continuation
                    return .none
                }
                if let answer { continuation.resume(returning: answer) }
            }
        }

        /// Stops waiting for `id`'s timeline: its waiter, or the next one, gets nil.
        func giveUp(_ id: String) {
            let waiter = state.withLock { state -> CheckedContinuation<ContinuousClock.Instant?, Never>? in
                if let waiter = state.waiting.removeValue(forKey: id) { return waiter }
                if state.byInteraction[id] == nil { state.givenUp.insert(id) }
                return nil
            }
            waiter?.resume(returning: nil)
        }
    }

    private init(
        client: RequestClient, subscriber: any MessageChannel, arrivals: Arrivals, loop: SocketLoop, relays: Int
    ) {
        self.client = client
        self.subscriber = subscriber
        self.arrivals = arrivals
        self.loop = loop
        resendAfter = relays > 1 ? .milliseconds(2_500) : nil
        resends = relays > 1 ? relays : 0
    }

    /// How long one attempt of a request that may wait `timeout` waits: `timeout` through one relay
    /// (or straight), ``resendAfter`` through several, where it is sent again up to ``resends`` times.
    func attempt(_ timeout: Duration) -> Duration { resendAfter ?? timeout }

    /// Connects as the paired tool (its data folder's key pair) and waits until the
    /// subscription is live; `opensUpdates`: through a relay, opens what it delivers (above).
    static func connect(_ options: MirrorOptions, opensUpdates: Bool = false) async throws -> Probe {
        let route = try options.route()
        let phone = try options.phone()
        let loop = try SocketLoop(name: "probe")
        let arrivals = Arrivals()
        let subscriber: any MessageChannel, dealer: any MessageChannel
        let replies = Mailbox<TransportMessage>()
        if let relay = route.relay {
            let address = try RelayAddress(relay.endpoint)
            let keys = try options.keyPair()
            let context = try Context()
            var base = ZeroMQTransport(
                context: context, security: .curveClient(serverPublicKey: relay.key, keyPair: keys))
            base.loop = loop
            // Every relay the record names, as desktop-node reaches them: a dead one is avoided (RelayHealth).
            let relayed = try route.relayedThroughAll(context: context, loop: loop, keys: keys)
            if opensUpdates {
                let device = Topic.device(route.deviceID)
                subscriber = try await relayed.open(
                    .subscriber(topics: [Topic.all, device]), .connect(address.updates)
                ) { message in
                    Self.read(opened: message, device: device, into: arrivals)
                }
            } else {
                let device = route.topic(Topic.device(route.deviceID))
                subscriber = try await base.open(
                    .subscriber(topics: [route.topic(Topic.all), device]), .connect(address.updates)
                ) { message in
                    arrivals.heardThroughRelay()
                    if message.frames.first == device {
                        arrivals.deviceMessage(
                            bytes: message.frames.reduce(0) { $0 + $1.count },
                            heartbeat: RelayedUpdateHeader(published: message.frames)?.op
                                == RelayedUpdateHeader.heartbeat)
                    }
                }
            }
            dealer = try await relayed.open(.dealer, .connect(address.requests)) { replies.post($0) }
        } else {
            var transport = try options.transport()
            transport.loop = loop
            let device = Topic.device(phone.id)
            subscriber = try await transport.open(.subscriber(topics: [Topic.all, device]), .connect(phone.publisher)) {
                message in
                Self.read(opened: message, device: device, into: arrivals)
            }
            dealer = try await transport.open(.dealer, .connect(phone.router)) { replies.post($0) }
        }
        let probe = Probe(
            client: RequestClient(channel: dealer, sender: phone.id, executor: loop, replies: replies),
            subscriber: subscriber,
            arrivals: arrivals, loop: loop, relays: route.relays.count)
        // A phone that does not answer leaves nothing open behind it (a run against several goes on with the others).
        return try await probe.closing(onlyIfThrows: true) {
            let deadline = ContinuousClock.now + .seconds(10)
            while arrivals.heartbeats == 0 {
                guard ContinuousClock.now < deadline else {
                    throw NodeError(
                        route.relay == nil
                            ? "no heartbeat from the phone within 10 s: is it running, and is this tool paired?"
                            : "nothing from the phone through the relay within 10 s: is the phone connected to it (`phone-node run --relay`), and is this tool paired?"
                    )
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            // Requests need a Hello first (requests.proto): a tool shows the system families.
            _ = try await probe.request {
                $0.hello = .with {
                    $0.kind = .tool
                    $0.displayName = "relay-latency"
                    $0.capabilities = .with {
                        $0.families = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
                    }
                }
            }
            return probe
        }
    }

    /// An update as the phone published it (straight from it, or opened from a relay): timed and
    /// counted on arrival (on the loop's thread).
    private static func read(opened message: TransportMessage, device: [UInt8], into arrivals: Arrivals) {
        let now = ContinuousClock.now
        guard let update = Relay_V1_Update(published: message.frames) else { return }
        if message.frames.first == device {
            var isHeartbeat = false
            if case .heartbeat = update.change { isHeartbeat = true }
            arrivals.deviceMessage(bytes: message.frames.reduce(0) { $0 + $1.count }, heartbeat: isHeartbeat)
        }
        arrivals.arrived(update, at: now)
    }

    /// Runs `body` on the probe's loop thread (with the client and the sockets).
    func onLoop<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        try await withTaskExecutorPreference(loop) { try await body() }
    }

    /// Sends a request, throwing an ErrorReply's message.
    func request(_ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope.OneOf_Body {
        let reply = try await client.request(timeout: attempt(.seconds(10)), retries: resends, fill)
        if case .error(let error) = reply.body { throw NodeError(error.message) }
        guard let body = reply.body else { throw NodeError("an empty reply") }
        return body
    }

    /// Runs `body`, then closes the probe however it ended (`onlyIfThrows`: only if it threw).
    func closing<T: Sendable>(onlyIfThrows: Bool = false, _ body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            if !onlyIfThrows { await close() }
            return result
        } catch {
            await close()
            throw error
        }
    }

    func close() async {
        await client.close()
        await subscriber.close()
        loop.stop()
    }
}

/// The phone a single-phone tool talks to, as its paired record says: with the relay it is
/// reached through, if any.
struct PhoneRoute: Sendable {
    /// The id the phone knows this tool by.
    let deviceID: String
    /// The phone's public key.
    let key: CurveKey
    let router: String
    let publisher: String
    /// The first relay the record names (nil: reached straight), and all of them.
    var relay: PairedPhoneRecord.RelayRoute? { relays.first }
    let relays: [PairedPhoneRecord.RelayRoute]

    /// A topic as a relay carries it: the phone's id in front.
    func topic(_ topic: [UInt8]) -> [UInt8] { Array("\(key.fingerprint)/".utf8) + topic }

    /// This tool's transport to the phone through the relay at `address`, over `base` (a CURVE
    /// client of the relay's key with the tool's `keys`).
    func relayed(over base: ZeroMQTransport, at address: RelayAddress, keys: CurveKeyPair) throws
        -> MirrorRelayTransport
    {
        try MirrorRelayTransport(
            relays: [RelayConnection(address: address, transport: base)], phoneID: key.fingerprint, phoneKey: key.bytes,
            ownSecret: keys.secretKey.bytes, ownKey: keys.publicKey.bytes, deviceID: deviceID,
            logger: Logger(label: "relay-latency"))
    }
}

extension PhoneRoute {
    /// This tool's transport to the phone through every relay the record names, in its order
    /// (each a CURVE client of that relay's key with the tool's `keys`, on `loop`).
    func relayedThroughAll(context: Context, loop: SocketLoop, keys: CurveKeyPair) throws -> MirrorRelayTransport {
        let connections = try relays.map { relay in
            var transport = ZeroMQTransport(
                context: context, security: .curveClient(serverPublicKey: relay.key, keyPair: keys))
            transport.loop = loop
            return RelayConnection(address: try RelayAddress(relay.endpoint), transport: transport)
        }
        return try MirrorRelayTransport(
            relays: connections, phoneID: key.fingerprint, phoneKey: key.bytes, ownSecret: keys.secretKey.bytes,
            ownKey: keys.publicKey.bytes, deviceID: deviceID, logger: Logger(label: "relay-latency"))
    }
}

extension MirrorOptions {
    /// The phone `phone()` names, with its relay.
    func route() throws -> PhoneRoute {
        let chosen = try phone()
        let record = try phones().first { $0.key == chosen.key }
        return PhoneRoute(
            deviceID: chosen.id, key: chosen.key, router: chosen.router, publisher: chosen.publisher,
            relays: record?.relays ?? [])
    }
}
