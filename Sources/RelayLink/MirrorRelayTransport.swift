import DomainModel
import Foundation
import Logging
import NodeClocks
import Codec
import NodeTransport
import Sealing
import Synchronization

/// A mirror's transport to one phone through a relay: the mirror's client runs
/// unchanged. Its requests are sealed to the phone and the replies opened; its
/// snapshot request goes to the relay (the Clone server), in the parts it asked the phone
/// for, and the relay's records are opened and put together into the snapshot the phone
/// would have sent (each part of the relay's answer into that part of it); its updates arrive on
/// the phone's topics at the relay and are opened and checked before the replica sees
/// them. What does not open, is not signed by the phone, or repeats an update already
/// received is dropped and counted (``counters``): a relay can delay or drop, never
/// forge or replay.
///
/// Through several relays (the phone publishing to each), it subscribes at every one and
/// keeps the first copy of each update; a request goes to one relay, and each time the
/// mirror sends it again (the same id, after a time-out) to the next: a relay that is down
/// costs one time-out, never the phone.
public final class MirrorRelayTransport: Transport, Sendable {
    let relays: [RelayConnection]
    let logger: Logger
    /// How long a relay may be quiet before the mirror subscribes there again.
    let subscriptionSilence: Duration
    /// The mirror's clock, as the link reads it: relay health, the refusal log's pace, a
    /// subscription's silence and a rebuilt snapshot's stamp (``LinkClock``).
    let clock: LinkClock
    private let state: Mutex<State>

    struct State {
        var opener: MirrorOpener
        /// Replay, duplicates, relay choice, counts and the refusal log's pace (``MirrorLink``).
        var link = MirrorLink()
        /// The dealer's channel per relay, once opened: where probes go (``RelayHealth``).
        var dealers: [any MessageChannel] = []
        /// The subscriber's hook, from before its relays' subscribers open: told to subscribe at a
        /// relay again (``MirrorLink/answered(by:_:)``).
        var subscriber: ResubscribeHook?

        /// Logs `line`, if the link gave one (at notice, every count).
        func log(_ line: MirrorLink.RefusalLine?, _ logger: Logger) {
            guard let line else { return }
            let counters = line.counters
            logger.notice(
                "refused updates from the relay",
                metadata: [
                    "why": "\(line.why)", "forged": "\(counters.forged)", "bad_signature": "\(counters.badSignature)",
                    "unknown_key": "\(counters.unknownKey)", "replayed": "\(counters.replayed)",
                    "malformed": "\(counters.malformed)",
                    "forged_position": "\(counters.forgedPosition)", "not_the_cut": "\(counters.notTheCut)",
                    "snapshot_parts_dropped": "\(counters.snapshotPartsDropped)", "unasked": "\(counters.unasked)",
                ])
        }

        /// Counts a refusal at `now` and logs it, at most a line a second.
        mutating func refused(_ why: String, at now: ContinuousClock.Instant, _ logger: Logger) {
            log(link.refusal(why, at: now), logger)
        }
    }

    /// A transport to the phone with public key `phoneKey` (fingerprint `phoneID`) through
    /// `relays` (at least one; each reached over a CURVE client of its key with this device's
    /// key pair); this device is `deviceID` with the given long-term keys.
    ///
    /// A relay heard nothing from for `subscriptionSilence` (doubling while it stays quiet) is
    /// subscribed at again (``SubscriptionSilence``): keep it above the phone's heartbeat interval.
    /// Every time the link reads is `clock`'s, the mirror's (give it the clock its ``MirrorClient``
    /// has; a test gives a ``Codec/ManualClock`` it moves): which relays are avoided and probed,
    /// the refusal log's once-a-second pace, that silence, and the stamp of a snapshot put together
    /// from a relay's records.
    public init(
        relays: [RelayConnection], phoneID: String, phoneKey: [UInt8],
        ownSecret: [UInt8], ownKey: [UInt8], deviceID: String, logger: Logger,
        subscriptionSilence: Duration = .seconds(3), clock: any NodeClock = MonotonicClock()
    ) throws(SealingError) {
        precondition(!relays.isEmpty, "a mirror through relays needs at least one")
        self.relays = relays
        self.logger = logger
        self.clock = LinkClock(clock)
        self.subscriptionSilence = subscriptionSilence
        state = Mutex(
            State(
                opener: try MirrorOpener(
                    phoneID: phoneID, phoneKey: phoneKey, ownSecret: ownSecret, ownKey: ownKey, deviceID: deviceID)))
    }

    /// What arrived and what was refused.
    public var counters: MirrorRelayCounters { state.withLock { $0.link.counters } }

    private var phoneID: String { state.withLock { $0.opener.phoneID } }

    public func open(_ role: ChannelRole, _ attachment: Attachment) async throws -> any MessageChannel {
        switch role {
        case .subscriber(let topics):
            let prefix = Array((phoneID + "/").utf8)
            let subscriber = ChannelRole.subscriber(topics: topics.map { prefix + $0 })
            // Before any subscription is sent: an answer from now on finds the hook.
            let hook = ResubscribeHook()
            state.withLock { $0.subscriber = hook }
            let channels = try await openAll { try await $0.transport.open(subscriber, .connect($0.address.updates)) }
            let relays = relays
            return MirrorRelayChannel(
                role: role, bases: channels, transport: self,
                reopen: { try await relays[$0].transport.open(subscriber, .connect(relays[$0].address.updates)) },
                silence: subscriptionSilence, clock: clock, hook: hook, logger: logger
            ) { [self] message, relay in
                opened(update: message, prefix: prefix, relay: relay)
            }
        case .dealer:
            let channels = try await openAll { try await $0.transport.open(.dealer, .connect($0.address.requests)) }
            state.withLock { $0.dealers = channels }
            return MirrorRelayChannel(role: role, bases: channels, transport: self, clock: clock) {
                [self] message, relay in
                opened(reply: message, relay: relay)
            }
        default:
            throw TransportError("a mirror through a relay opens a dealer and a subscriber only, not a \(role)")
        }
    }

    /// One channel per relay; if one cannot be opened, those opened are closed.
    private func openAll(_ open: (RelayConnection) async throws -> any MessageChannel) async throws
        -> [any MessageChannel]
    {
        var channels: [any MessageChannel] = []
        do {
            for relay in relays { channels.append(try await open(relay)) }
        } catch {
            for channel in channels { await channel.close() }
            throw error
        }
        return channels
    }

    // MARK: Updates

    /// An update frame from relay number `relay`'s subscriber: the envelope's frames to hand on, if any
    /// (package-wide for the relay-link fuzz target, `FuzzTargets`' `SealedTarget`).
    package func opened(update message: TransportMessage, prefix: [UInt8], relay: Int) -> [TransportMessage] {
        guard message.frames.count == 2, message.frames[0].starts(with: prefix),
            case .update(let sealed)? = LinkFrame(bytes: message.frames[1])
        else {
            count { $0.malformed += 1 }
            return []
        }
        let topic = String(decoding: message.frames[0].dropFirst(prefix.count), as: UTF8.self)
        let now = clock.now()
        probe(at: now)
        return state.withLock { state in
            do throws(SealingError) {
                let opened = try state.opener.open(sealed, topic: topic)
                state.log(state.link.heldRefusals(at: now), logger)
                switch opened {
                case .grant:
                    state.link.counters.grants += 1
                    return []
                case .update(let topic, let plaintext, let header):
                    switch state.link.opened(
                        update: topic, epoch: header.epoch, topicSeq: header.topicSeq,
                        isHeartbeat: header.op == .heartbeat,
                        from: relay)
                    {
                    case .replayed:
                        state.refused(
                            "an update this relay delivered already (topic_seq \(header.topicSeq))", at: now, logger)
                        return []
                    case .duplicate:
                        return []
                    case .deliver:
                        return [TransportMessage([Array(topic.utf8), plaintext])]
                    }
                }
            } catch {
                // Before its first grant (it comes with the first snapshot) a device holds no group
                // key: the "all/" updates heard meanwhile are not a relay's doing, and counted as
                // refused they would read as one's.
                if case .unknownKeyEpoch = error, !state.opener.holdsAnyGroupKey {
                    state.link.counters.beforeGrant += 1
                    return []
                }
                state.link.counters.refuse(error)
                state.refused("\(error)", at: now, logger)
                return []
            }
        }
    }

    // MARK: Requests

    /// Seals a request to the phone (a snapshot request goes to the relay instead), on the
    /// relay after the one its previous attempt went to.
    package func send(request message: TransportMessage, on channels: [any MessageChannel]) throws {
        guard let plaintext = message.frames.last, !channels.isEmpty else { return }
        let phoneID = phoneID
        let envelope = RelayedRequest(envelope: plaintext)
        let isSnapshot = envelope?.snapshotPartBytes != nil
        let now = clock.now()
        let (index, silent, again) = state.withLock { state in
            let before = (0..<channels.count).filter { state.link.health.avoids($0, at: now) }
            let again = state.link.hasSent(envelope?.messageID)
            let index = state.link.relay(
                for: envelope?.messageID, isSnapshot: isSnapshot, among: channels.count, at: now)
            return (
                index, (0..<channels.count).filter { state.link.health.avoids($0, at: now) && !before.contains($0) },
                again
            )
        }
        if again {
            logger.info(
                "a request sent again, through the next relay",
                metadata: [
                    "request": "\(envelope?.messageID ?? "")", "relay": "\(index)", "snapshot": "\(isSnapshot)",
                ])
        }
        for relay in silent {
            logger.notice(
                "a relay did not answer: new requests go to the others until it answers again",
                metadata: [
                    "relay": "\(relay)", "endpoint": "\(relays[relay].address.requests)", "next": "\(index)",
                ])
        }
        let channel = channels[index]
        if let envelope, let maxPartBytes = envelope.snapshotPartBytes {
            // The relay answers in the parts the replica asked the phone for.
            try channel.send(
                TransportMessage([
                    LinkFrame.snapshotRequest(phone: phoneID, requestID: envelope.messageID, maxPartBytes: maxPartBytes)
                        .bytes
                ]))
            return
        }
        let sealed = state.withLock { $0.opener.seal(request: plaintext) }
        try channel.send(TransportMessage([LinkFrame.request(sealed).bytes]))
    }

    /// A frame from relay number `relay`'s dealer (a reply, a snapshot part, a refusal, a probe's
    /// answer): what to hand on, if anything.
    package func opened(reply message: TransportMessage, relay: Int) -> [TransportMessage] {
        guard let last = message.frames.last, let frame = LinkFrame(bytes: last) else {
            count { $0.malformed += 1 }
            return []
        }
        switch frame {
        case .reply, .snapshot, .refusal, .pairing(.listing):
            // The relay answers: new requests may go to it again (``RelayHealth``); one that refused
            // this device as a reader and answers it as one now is subscribed at again.
            let answer: MirrorLink.Answer =
                switch frame {
                case .refusal(_, .notAReader): .notAReader
                case .pairing: .other
                default: .asReader
                }
            let now = clock.now()
            let (wasAvoided, subscribeAgain) = state.withLock { state in
                let avoided = state.link.health.avoids(relay, at: now)
                return (avoided, state.link.answered(by: relay, answer) ? state.subscriber : nil)
            }
            subscribeAgain?.subscribeAgain(at: relay)
            if wasAvoided {
                logger.notice(
                    "a relay answers again: new requests may go to it",
                    metadata: [
                        "relay": "\(relay)", "endpoint": "\(relays[relay].address.requests)",
                    ])
            }
        default:
            break
        }
        switch frame {
        case .pairing(.listing):
            return []  // a probe's answer (``probe()``)
        case .reply(let reply):
            do {
                let plaintext = try state.withLock { state throws(SealingError) in
                    try state.opener.open(reply)
                }
                return [TransportMessage([plaintext])]
            } catch {
                state.withLock { state in
                    state.link.counters.refuse(error)
                    state.refused("a reply: \(error)", at: clock.now(), logger)
                }
                return []
            }
        case .snapshot(let snapshot):
            if let why = refusal(of: snapshot) {
                state.withLock { state in
                    state.link.counters.malformed += 1
                    state.refused(why, at: clock.now(), logger)
                }
                return []
            }
            // An answer to an earlier attempt, late (or dripped, or replayed): dropped, not refused.
            // One to a request never sent, or sent twice: refused, logged once.
            switch state.withLock({ $0.link.answer(snapshot: snapshot.requestID, from: relay) }) {
            case .take:
                break
            case .drop:
                logger.debug(
                    "a snapshot answer from a relay this request's latest attempt did not go to",
                    metadata: [
                        "request": "\(snapshot.requestID)", "relay": "\(relay)",
                    ])
                return []
            case .refuse(let why, let log):
                if log { state.withLock { $0.log($0.link.refusal(why, at: clock.now(), force: true), logger) } }
                return []
            }
            guard let envelope = assembled(snapshot, from: relay) else { return [] }
            return [TransportMessage([envelope])]
        case .refusal(_, let reason):
            // The relay's word, not the phone's (it is not sealed): logged, never shown as the phone
            // refusing this device; the request is sent again, and the phone's silence shows.
            logger.notice(
                "the relay refused a snapshot request",
                metadata: [
                    "reason": "\(reason)",
                    "hint":
                        "\(reason == .notAReader ? "the relay has no word from the phone that this device may read its stream: is the phone connected to the relay, and this device paired?" : "the relay is still getting the phone's state")",
                ])
            return []
        default:
            count { $0.malformed += 1 }
            return []
        }
    }

    /// Why a relay's snapshot part is refused: its index or count is out of range
    /// (``RelaySnapshotAnswer/isInRange``, as the replica checks a phone's), which no relay sends.
    private func refusal(of snapshot: RelaySnapshotAnswer) -> String? {
        guard !snapshot.isInRange else { return nil }
        return "a snapshot part \(snapshot.part) of \(snapshot.parts)"
    }

    /// The relay's records put together into the phone's snapshot for this device, or, for one
    /// part of an answer in parts, into that part of it (the same `part` and `parts`, the
    /// position every part carries): the replica puts the parts together as it does the
    /// phone's, and refuses a part out of order or without part 0. A later part's "all/"
    /// records open with the grant part 0 brought (the opener keeps it).
    ///
    /// Nil, logged and counted, when the part is refused (``MirrorLink/checked(snapshot:from:part:parts:epoch:claimed:topics:opened:refused:)``):
    /// a record that does not open, of another epoch or past the cut, or (with the last part) a
    /// position the phone's records do not vouch for. The rest of that answer is dropped too, so
    /// the replica never takes a partial or forged snapshot: it asks again at its time-out, of
    /// the next relay.
    private func assembled(_ snapshot: RelaySnapshotAnswer, from relay: Int) -> [UInt8]? {
        let envelopes: [[UInt8]]? = state.withLock { state in
            var envelopes: [[UInt8]] = []
            var opened: [SealedHeaderFields] = []
            var refused: [String] = []
            // Grants first (the relay sends them first; a reordered list still opens).
            let records = snapshot.records.map {
                (record: $0, header: SealedHeaderFields(bytes: $0.header))
            }
            .sorted { $0.header?.op == .grant && $1.header?.op != .grant }
            for (record, header) in records {
                // A record of another history, or past the position the snapshot claims, is not part
                // of it (a relay mixing old records into a snapshot).
                guard let header else {
                    state.link.counters.malformed += 1
                    refused.append("a snapshot record whose header does not parse")
                    continue
                }
                if let why = SnapshotWitness.outside(
                    topic: header.topic, epoch: header.epoch, seq: header.seq, topicSeq: header.topicSeq,
                    cut: snapshot.epoch, seq: snapshot.seq, claimed: snapshot.topicSeqs)
                {
                    state.link.counters.malformed += 1
                    refused.append(why)
                    continue
                }
                do throws(SealingError) {
                    switch try state.opener.open(record, topic: header.topic) {
                    case .update(_, let plaintext, _):
                        envelopes.append(plaintext)
                    case .grant:
                        break
                    }
                    // Opened: the phone sealed and signed it, its header (this position) included.
                    opened.append(header)
                } catch {
                    state.link.counters.refuse(error)
                    refused.append("\(error)")
                }
            }
            let deviceTopic = state.opener.deviceTopic
            let verdict = state.link.checked(
                snapshot: snapshot.requestID, from: relay, part: snapshot.part, parts: snapshot.parts,
                epoch: snapshot.epoch, claimed: snapshot.topicSeqs, topics: ["all/", deviceTopic],
                opened: opened, refused: refused)
            if case .refuse(let why) = verdict {
                state.log(state.link.refusal(why, at: clock.now(), force: true), logger)
                return nil
            }
            // The cut's position covers the updates at or below it, once the snapshot is whole
            // (its last part): the replica itself ignores the buffered updates the cut covers.
            state.link.assembled(
                epoch: snapshot.epoch, topicSeqs: snapshot.topicSeqs, deviceTopic: deviceTopic,
                isPart: snapshot.parts > 0, isLast: snapshot.isLast)
            return envelopes
        }
        guard let envelopes else { return nil }
        let deviceTopic = state.withLock { $0.opener.deviceTopic }
        return CloneRecords.snapshotEnvelope(
            from: envelopes, answer: snapshot, deviceTopic: deviceTopic, at: clock.date())
    }

    /// Probes the relays ``RelayHealth`` avoids and that are due one: a pairing lookup, which
    /// a relay answers itself (its answer, any answer, marks it answering again). Called as
    /// updates arrive (a phone sends at least a heartbeat a second), off the request path; `now`
    /// on the link's clock.
    private func probe(at now: ContinuousClock.Instant) {
        let (due, dealers) = state.withLock { state in (state.link.probes(at: now), state.dealers) }
        guard !due.isEmpty else { return }
        let frame = PairingFrame.lookup(requestID: "probe").bytes
        for index in due where dealers.indices.contains(index) {
            try? dealers[index].send(TransportMessage([frame]))
        }
    }

    private func count(_ change: (inout MirrorRelayCounters) -> Void) {
        state.withLock { change(&$0.link.counters) }
    }

    /// Logs the refusals the once-a-second limit held back, now (a channel closes).
    func logHeldRefusals() {
        let now = clock.now()
        state.withLock { state in state.log(state.link.heldRefusals(at: now, force: true), logger) }
    }
}

/// What a mirror's relay transport received and refused.
public struct MirrorRelayCounters: Sendable, Hashable {
    /// Updates opened and handed on.
    public var updates = 0
    /// Group keys granted.
    public var grants = 0
    /// Snapshots put together from a relay's records (a snapshot in parts: each part).
    public var snapshots = 0
    /// Of those, parts of a snapshot the relay answered in parts.
    public var snapshotParts = 0
    /// Refused: changed after the phone sealed it, or sealed under a key this device does not hold.
    public var forged = 0
    /// Refused: not signed by the phone.
    public var badSignature = 0
    /// Refused: under a group key this device was never granted.
    public var unknownKey = 0
    /// Refused: an update the same relay delivered already (a replay).
    public var replayed = 0
    /// Dropped, not refused: a second relay's copy of an update handed on already.
    public var duplicates = 0
    /// Dropped, not refused: a snapshot answer (or part) from a relay its request's latest
    /// attempt did not go to (an earlier attempt's answer, late; or a relay dripping parts).
    public var notAsked = 0
    /// Frames that were not what a relay sends, or that contradict their header.
    public var malformed = 0
    /// Refused: a snapshot answer claiming a topic position the phone's records in it do not
    /// reach (a relay advancing positions to silence the mirror).
    public var forgedPosition = 0
    /// Refused: a snapshot answer whose records are not the cut the phone signed at its
    /// positions (an item's latest record held back, an item left out or brought back), or with no
    /// cut signed at a position (#50).
    public var notTheCut = 0
    /// Dropped: parts of a snapshot answer that was refused (the refused part, and the rest of
    /// that answer); the request is asked again. Its causes are counted in the other counts.
    public var snapshotPartsDropped = 0
    /// Refused: a snapshot answer to a request this mirror never sent, or sent more often than asked.
    public var unasked = 0
    /// Not opened, and not refused: sealed under a group key before this device held any
    /// (it subscribes before its snapshot brings its grant).
    public var beforeGrant = 0

    /// Every refusal.
    public var refused: Int {
        forged + badSignature + unknownKey + replayed + malformed + forgedPosition + notTheCut + unasked
    }

    mutating func refuse(_ error: SealingError) {
        switch error {
        case .forged: forged += 1
        case .badSignature: badSignature += 1
        case .unknownKeyEpoch: unknownKey += 1
        case .malformed: malformed += 1
        }
    }
}
