import Foundation
import Logging
import Codec
import NodeClocks
import NodeTransport
import Sealing
import Synchronization
import ZeroMQ

/// A phone's transport in relay mode: it listens nowhere. Its "router" is a DEALER to
/// each relay, its "publisher" a PUB to each relay, and everything the node sends or
/// receives on them is sealed end to end (`proto/relay/v1/relayed.proto`): the node
/// itself runs unchanged, and sees each request with the key that opened it as its
/// peer, as a CURVE connection would give it.
///
/// It also speaks for the phone to the relays: the roster of paired devices (every
/// second, so a restarted relay learns it again), the group key granted to each device
/// (a new one at every start and whenever a device is removed), and the Clone dump a
/// relay asks for, taken from ``stateCut``.
public final class PhoneRelayTransport: Transport, Sendable {
    /// A paired device as the relay is told of it.
    public struct PairedReader: Sendable, Hashable {
        public let publicKey: [UInt8]
        public let deviceID: String
        public init(publicKey: [UInt8], deviceID: String) {
            self.publicKey = publicKey
            self.deviceID = deviceID
        }
    }

    let relays: [RelayConnection]
    let sealer: PhoneSealer
    let logger: Logger
    let rosterInterval: Duration
    /// The phone's clock, the node's (``LinkClock``): a relayed request's freshness is its `sent_at`
    /// against this clock's now, the time the phone stamps its own envelopes with.
    let clock: LinkClock
    let shared: Mutex<Shared>
    /// Takes the phone's state in one turn: the shared part and each device's; it waits for
    /// the node to listen (nil if it stops first), so a cut never misses what the start restores.
    package typealias StateCut = @Sendable () async -> PhoneStateCut?

    struct Shared {
        /// The devices, the stream's position, fresh requests and the counts (``PhoneLink``).
        var link = PhoneLink()
        var stateCut: StateCut?
        var dealers: [any MessageChannel] = []
        var publishers: [any MessageChannel] = []
    }

    /// A transport through `relays` for the phone whose long-term secret key is `secretKey`
    /// and whose id (its public key's fingerprint) is `phoneID`. `clock` is the node's (give it
    /// the clock its ``PhoneNode`` has; a test gives a ``Codec/ManualClock``): a request is fresh
    /// when it was sent within ``RequestFreshness``'s window of this clock's now.
    public init(
        relays: [RelayConnection], phoneID: String, secretKey: [UInt8], logger: Logger,
        rosterInterval: Duration = .seconds(1), clock: any NodeClock = SystemClock()
    ) throws(SealingError) {
        precondition(
            relays.count <= RelayAddress.mostPerNode,
            "at most \(RelayAddress.mostPerNode) relays (checked by the command line)")
        self.relays = relays
        sealer = try PhoneSealer(phoneID: phoneID, secretKey: secretKey)
        self.logger = logger
        self.rosterInterval = rosterInterval
        self.clock = LinkClock(clock)
        shared = Mutex(Shared())
    }

    /// Where the dump a relay asks for comes from (the node, once it exists).
    package func setStateCut(_ cut: @escaping StateCut) {
        shared.withLock { $0.stateCut = cut }
    }

    /// What went through, and what was refused.
    public var counters: PhoneRelayCounters { shared.withLock { $0.link.counters } }

    /// The paired devices changed: tell the relays, grant the group key to new devices, and
    /// after a removal draw a new group key, grant it to those left and send a new dump.
    public func devicesChanged(_ readers: [PairedReader]) {
        for effect in shared.withLock({ $0.link.devicesChanged(readers) }) {
            switch effect {
            case .sendRoster: sendRoster()
            case .rotateGroupKey:
                let group = sealer.rotate()
                logger.notice("a device was removed: a new group key", metadata: ["key_epoch": "\(group.epoch)"])
            case .grant(let reader): publishGrant(to: reader)
            case .sendDump: Task { await self.sendDump(to: nil) }
            }
        }
    }

    public func open(_ role: ChannelRole, _ attachment: Attachment) async throws -> any MessageChannel {
        switch role {
        case .router: return try await openRequests()
        case .publisher: return try await openUpdates()
        default: throw TransportError("a phone in relay mode opens a router and a publisher only, not a \(role)")
        }
    }

    // MARK: Requests

    private func openRequests() async throws -> any MessageChannel {
        var dealers: [any MessageChannel] = []
        do {
            for relay in relays {
                dealers.append(try await relay.transport.open(.dealer, .connect(relay.address.requests)))
            }
        } catch {
            for dealer in dealers { await dealer.close() }
            throw error
        }
        shared.withLock { $0.dealers = dealers }
        let (incoming, continuation) = AsyncStream.makeStream(of: TransportMessage.self)
        var tasks: [Task<Void, Never>] = []
        for (index, dealer) in dealers.enumerated() {
            tasks.append(
                Task { [self] in
                    for await message in dealer.incoming {
                        guard let frame = message.frames.last else { continue }
                        handle(frame, fromRelay: index, into: continuation)
                    }
                })
        }
        let interval = rosterInterval
        tasks.append(
            Task { [self] in
                while !Task.isCancelled {
                    sendRoster()
                    try? await Task.sleep(for: interval)
                }
            })
        let endpoint = relays.map { "relay " + $0.address.requests }.joined(separator: ", ")
        return PhoneRelayRequests(
            transport: self, endpoint: endpoint, incoming: incoming, finish: { continuation.finish() }, tasks: tasks)
    }

    private func handle(
        _ frame: [UInt8], fromRelay index: Int, into continuation: AsyncStream<TransportMessage>.Continuation
    ) {
        guard let relayFrame = LinkFrame(bytes: frame) else {
            count { $0.malformed += 1 }
            return
        }
        switch relayFrame {
        case .request(let request):
            do {
                let (sender, plaintext) = try sealer.open(request)
                // A relay could send the same sealed request again: refused when its envelope was
                // sent outside the freshness window, or when its nonce (drawn afresh for every
                // sending, a mirror's retries included) was seen within it.
                let verdict = shared.withLock {
                    $0.link.opened(request: plaintext, nonce: request.nonce, at: clock.date())
                }
                if case .refuse(let stale, let refused, let log) = verdict {
                    // A relay replaying without end must not fill the log: the 1st, 2nd, 4th, 8th… are said.
                    if log {
                        logger.notice(
                            "refused a request through the relay",
                            metadata: ["why": "\(stale)", "refused_so_far": "\(refused)"])
                    }
                    return
                }
                // The route carries the relay, the sender's key and the relay's route to it,
                // so a reply needs no table.
                let route = [UInt8(index)] + sender + request.route
                continuation.yield(TransportMessage([route, plaintext], peer: Self.z85(sender)))
            } catch {
                count { $0.refusedRequests += 1 }
                logger.debug("refused a sealed request", metadata: ["why": "\(error)"])
            }
        case .dumpRequest(let knownEpoch):
            logger.info(
                "a relay asks for the phone's state",
                metadata: ["relay": "\(relays[index].address)", "known_epoch": "\(knownEpoch)"])
            Task { await self.sendDump(to: index) }
        default:
            count { $0.malformed += 1 }
        }
    }

    /// Seals the node's reply to the route it names.
    func sendReply(_ message: TransportMessage) throws {
        guard message.frames.count == 2, message.frames[0].count >= 33 else {
            throw TransportError("a reply needs [route, envelope]")
        }
        let route = message.frames[0]
        let index = Int(route[0])
        let receiver = Array(route[1..<33])
        let dealer = try shared.withLock { shared in
            guard shared.dealers.indices.contains(index) else { throw TransportError("no relay \(index)") }
            return shared.dealers[index]
        }
        let reply = try sealer.reply(message.frames[1], to: receiver, route: Array(route[33...]))
        try dealer.send(TransportMessage([LinkFrame.reply(reply).bytes]))
    }

    private func sendRoster() {
        let (dealers, readers, epoch) = shared.withLock { ($0.dealers, $0.link.roster, $0.link.epoch) }
        let roster = LinkFrame.roster(
            epoch: epoch, readers: readers.map { RosterReader(publicKey: $0.publicKey, deviceID: $0.deviceID) }
        ).bytes
        for dealer in dealers { try? dealer.send(TransportMessage([roster])) }
    }

    /// Sends the whole sealed state to relay `index`, or to every relay.
    func sendDump(to index: Int?) async {
        // The node answers once it listens (never with a cut of a phone still restoring).
        guard let take = shared.withLock({ $0.stateCut }), let cut = await take() else { return }
        let readers = shared.withLock { $0.link.readers }.mapValues(\.publicKey)
        let sealer = sealer
        let dump = CloneDumps.make(
            cut, readers: readers, phoneID: sealer.phoneID,
            seal: { key, envelope, topic, reader, cut, changedAt in
                try sealer.seal(
                    update: key, plaintext: envelope, topic: topic, reader: reader, cut: cut, changedAt: changedAt)
            },
            stamp: { topic, epoch, position, keys in
                let records = keys.map { (item: sealer.signing.blind($0.name), part: $0.part) }
                return shared.withLock {
                    $0.link.cuts.dumped(topic: topic, epoch: epoch, position: position, records: records)
                }
            },
            grant: { reader, topic, epoch, seq, topicSeq in
                try sealer.grant(to: reader, topic: topic, epoch: epoch, seq: seq, topicSeq: topicSeq)
            })
        let dealers = shared.withLock { shared in
            shared.link.dumped(epoch: dump.epoch)
            return shared.dealers
        }
        for (position, dealer) in dealers.enumerated() where index == nil || index == position {
            try? dealer.send(TransportMessage([dump.frame]))
        }
        logger.info(
            "sent the phone's state to the relay",
            metadata: [
                "records": "\(dump.records)", "bytes": "\(dump.frame.count)", "epoch": "\(dump.epoch)",
                "seq": "\(dump.seq)",
            ])
    }

    // MARK: Updates

    private func openUpdates() async throws -> any MessageChannel {
        var publishers: [any MessageChannel] = []
        do {
            for relay in relays {
                publishers.append(try await relay.transport.open(.publisher, .connect(relay.address.updates)))
            }
        } catch {
            for publisher in publishers { await publisher.close() }
            throw error
        }
        shared.withLock { $0.publishers = publishers }
        // The relays' subscriptions are theirs to make; the phone needs none of their notices.
        let drains = publishers.map { publisher in Task { for await _ in publisher.incoming {} } }
        let endpoint = relays.map { "relay " + $0.address.updates }.joined(separator: ", ")
        return PhoneRelayUpdates(transport: self, endpoint: endpoint, tasks: drains)
    }

    /// Seals one update the node publishes (`[topic, envelope]`) and sends it to every relay.
    func publish(_ message: TransportMessage) throws {
        guard message.frames.count == 2 else { throw TransportError("an update needs [topic, envelope]") }
        let topic = String(decoding: message.frames[0], as: UTF8.self)
        guard let update = UpdateKey(envelope: message.frames[1]) else {
            throw TransportError("not an update envelope")
        }
        let reader: [UInt8]?
        switch shared.withLock({ $0.link.addressee(of: topic) }) {
        case .everyone: reader = nil
        case .device(let key): reader = key
        case .nobody: return  // a device no longer paired: nobody may read it
        }
        let item = update.op == .set || update.op == .delete ? sealer.signing.blind(update.name) : []
        let cut = shared.withLock {
            $0.link.cuts.published(
                topic: topic, epoch: update.epoch, topicSeq: update.topicSeq, op: update.op, item: item,
                part: update.part)
        }
        let sealed = try sealer.seal(
            update: update, plaintext: message.frames[1], topic: topic, reader: reader, cut: cut)
        let frames = [
            Array((sealer.phoneID + "/" + topic).utf8), LinkFrame.update(sealed).bytes,
        ]
        let publishers = shared.withLock { shared in
            shared.link.published(epoch: update.epoch, seq: update.seq, topic: topic, topicSeq: update.topicSeq)
            return shared.publishers
        }
        for publisher in publishers { try publisher.send(TransportMessage(frames)) }
    }

    private func publishGrant(to reader: PairedReader) {
        let topic = "dev/\(reader.deviceID)/"
        let (publishers, position) = shared.withLock { ($0.publishers, $0.link.grantPosition(on: topic)) }
        guard
            let grant = try? sealer.grant(
                to: reader.publicKey, topic: topic, epoch: position.epoch, seq: position.seq,
                topicSeq: position.topicSeq)
        else { return }
        let frames = [
            Array((sealer.phoneID + "/" + topic).utf8), LinkFrame.update(grant).bytes,
        ]
        for publisher in publishers { try? publisher.send(TransportMessage(frames)) }
    }

    func closeAll(_ channels: [any MessageChannel]) async {
        for channel in channels { await channel.close() }
    }

    private func count(_ change: (inout PhoneRelayCounters) -> Void) {
        shared.withLock { change(&$0.link.counters) }
    }

    static func z85(_ key: [UInt8]) -> String { Z85.encode(key) ?? "" }
}

/// What a phone's relay transport passed and refused.
public struct PhoneRelayCounters: Sendable, Hashable {
    /// Requests opened and handed to the node.
    public var requests = 0
    /// Requests that did not open (not sealed to this phone, or changed on the way).
    public var refusedRequests = 0
    /// Requests that opened but were sent again by a relay (a nonce seen already) or long ago.
    public var replayedRequests = 0
    /// Frames from a relay that were not what a relay sends.
    public var malformed = 0
    /// Updates sealed and sent.
    public var updates = 0
    /// Updates for a device no longer paired, dropped.
    public var unaddressable = 0
    /// Dumps sent.
    public var dumps = 0
}

/// The node's "router" in relay mode: replies are sealed and go back through the relay
/// the request came from.
final class PhoneRelayRequests: MessageChannel {
    let role = ChannelRole.router
    let endpoint: String
    let incoming: AsyncStream<TransportMessage>
    private let transport: PhoneRelayTransport
    private let finish: @Sendable () -> Void
    private let tasks: [Task<Void, Never>]

    init(
        transport: PhoneRelayTransport, endpoint: String, incoming: AsyncStream<TransportMessage>,
        finish: @escaping @Sendable () -> Void, tasks: [Task<Void, Never>]
    ) {
        self.transport = transport
        self.endpoint = endpoint
        self.incoming = incoming
        self.finish = finish
        self.tasks = tasks
    }

    func send(_ message: TransportMessage) throws { try transport.sendReply(message) }

    func close() async {
        for task in tasks { task.cancel() }
        await transport.closeAll(
            transport.shared.withLock { shared in
                defer { shared.dealers = [] }
                return shared.dealers
            })
        finish()
    }
}

/// The node's "publisher" in relay mode: each update sealed once and sent to every relay.
final class PhoneRelayUpdates: MessageChannel {
    let role = ChannelRole.publisher
    let endpoint: String
    let incoming: AsyncStream<TransportMessage> = AsyncStream { $0.finish() }
    private let transport: PhoneRelayTransport
    private let tasks: [Task<Void, Never>]

    init(transport: PhoneRelayTransport, endpoint: String, tasks: [Task<Void, Never>]) {
        self.transport = transport
        self.endpoint = endpoint
        self.tasks = tasks
    }

    func send(_ message: TransportMessage) throws { try transport.publish(message) }

    func close() async {
        for task in tasks { task.cancel() }
        await transport.closeAll(
            transport.shared.withLock { shared in
                defer { shared.publishers = [] }
                return shared.publishers
            })
    }
}
