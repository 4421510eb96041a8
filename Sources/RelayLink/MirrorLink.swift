import Codec
import DomainModel

/// A mirror's link to one phone through one or more relays, as a value (#48 step 4): which relay
/// each attempt of a request goes to, which updates were had already (from the same relay: a
/// replay, refused; from another: a duplicate, dropped), which relay a snapshot answer is taken
/// from and whether its positions are the phone's (``SnapshotWitness``), the cut's positions once
/// a snapshot is whole, which relays answer (``RelayHealth``), what was counted, and when
/// refusals are logged (at most a line a second). It reads no clock (each call is given the time), holds no
/// lock, opens nothing: ``MirrorRelayTransport`` opens and seals, logs the lines it returns and
/// keeps it behind its lock.
package struct MirrorLink: Sendable {
    /// What arrived and what was refused.
    package var counters = MirrorRelayCounters()
    /// When refusals were last logged (at most one line a second, with every count).
    private var refusalsLogged: ContinuousClock.Instant?
    /// Refusals counted since the last line (held back by the once-a-second limit): logged with
    /// the next update opened a second or more after it, or when the channel closes, so the last
    /// line always carries the final counts.
    private var refusalsUnlogged = false
    /// The last (epoch, topic_seq) handed on per topic: a second relay's copy is dropped.
    private var delivered: [String: DeliveredPosition] = [:]
    /// The last (epoch, topic_seq) each relay delivered per topic ("INDEX topic"): one at or
    /// below it from the same relay is a replay, refused.
    private var fromRelay: [String: DeliveredPosition] = [:]
    /// The relay each recent request's latest attempt went to (by message id) and how many
    /// answers that relay had given then: sent again with none since, it did not answer.
    private var attempts: [String: (relay: Int, answers: Int)] = [:]
    /// Answers heard per relay (replies, snapshots, refusals, probe answers).
    private var answers: [Int: Int] = [:]
    /// Which relays answer: new requests keep away from one that did not.
    package private(set) var health = RelayHealth()
    /// The positions the opened records of each snapshot answer's parts so far vouch for (by message id).
    private var witnesses: [String: SnapshotWitness] = [:]
    /// The relay whose answer to a snapshot request was refused (by message id): the rest of
    /// that answer is dropped; the request is asked again at its time-out, of the next relay.
    private var refusedAnswers: [String: Int] = [:]
    /// The relay each recent snapshot request's latest attempt went to (by message id): only
    /// that relay's answer is taken, so one that drips or replays parts of an earlier attempt
    /// cannot break the answer of the relay asked next.
    private var snapshotRelay: [String: Int] = [:]
    /// Per recent snapshot request and relay ("ID INDEX"): the attempts sent there and the whole
    /// answers taken from there. An honest relay answers each attempt once at most: an answer past
    /// that (a relay sending its answer twice), like one to an id never sent, is refused (`unasked`).
    private var snapshotAttempts: [String: (asked: Int, answered: Int)] = [:]
    /// The snapshot request ids whose unasked answer was logged already: one line per answer, not per part.
    private var unaskedLogged: Set<String> = []
    /// Snapshot requests sent so far: each new one starts at the next relay, so a relay that
    /// stalls its answers is not asked first every time.
    private var snapshotRequests = 0
    /// Relays that refused a snapshot request as from no reader of the phone (no roster naming
    /// this device there yet) and have not answered it as a reader since: a subscription they
    /// decided before then was refused too, and a SUB never sends it again on that connection.
    private var refusedAsReader: Set<Int> = []
    /// Epochs the phone has left (the newest few): a topic's position moved on from each to
    /// another the phone signed. An update or a snapshot of one is history a relay replays (or a
    /// slow relay's stale copy): never handed on, where it would make the replica resync.
    private var retiredEpochs: [UInt64] = []

    package init() {}

    /// A line to log at notice: why, with every count at the time.
    package struct RefusalLine: Sendable, Equatable {
        package let why: String
        package let counters: MirrorRelayCounters
    }

    /// What becomes of an update that opened.
    package enum UpdateVerdict: Sendable, Equatable {
        /// Hand it on.
        case deliver
        /// The same relay again at or below what it delivered: a replay, refused (and counted).
        case replayed
        /// Another relay's copy of one handed on already: dropped, not refused (counted).
        case duplicate
    }

    /// An update at (`epoch`, `topicSeq`) on `topic` opened, from relay number `relay`.
    package mutating func opened(
        update topic: String, epoch: UInt64, topicSeq: UInt64, isHeartbeat: Bool, from relay: Int
    ) -> UpdateVerdict {
        let relayKey = "\(relay) \(topic)"
        if retiredEpochs.contains(epoch) {
            // This relay delivered the phone's newer history already: a replay. Else a stale copy.
            if let mine = fromRelay[relayKey], mine.epoch != epoch {
                counters.replayed += 1
                return .replayed
            }
            counters.duplicates += 1
            return .duplicate
        }
        if Self.advance(
            &fromRelay[relayKey], retiring: &retiredEpochs, epoch: epoch, topicSeq: topicSeq, isHeartbeat: isHeartbeat)
        {
            counters.replayed += 1
            return .replayed
        }
        if Self.advance(
            &delivered[topic], retiring: &retiredEpochs, epoch: epoch, topicSeq: topicSeq, isHeartbeat: isHeartbeat)
        {
            counters.duplicates += 1
            return .duplicate
        }
        counters.updates += 1
        return .deliver
    }

    /// A refusal counted at `now`: the line to log, or nil when a line went out less than a second
    /// ago (unless `force`): the counts are then logged with a later line.
    package mutating func refusal(_ why: String, at now: ContinuousClock.Instant, force: Bool = false) -> RefusalLine? {
        if !force, let last = refusalsLogged, now - last < .seconds(1) {
            refusalsUnlogged = true
            return nil
        }
        refusalsLogged = now
        refusalsUnlogged = false
        return RefusalLine(why: why, counters: counters)
    }

    /// The counts held back, if any, as a line at `now` (an update opened after them), paced as
    /// every line is; with `force` (the channel closes), at once.
    package mutating func heldRefusals(at now: ContinuousClock.Instant, force: Bool = false) -> RefusalLine? {
        guard refusalsUnlogged else { return nil }
        return refusal("the counts since the last line", at: now, force: force)
    }

    /// The relay (of `relays`) a request's attempt goes to at `now`: a new request to the first
    /// relay that answers (a new snapshot request from the relay after the last one's start);
    /// each later attempt of one id to the relay after its previous attempt's, skipping those
    /// that do not answer while one does. An attempt sent again to a relay that gave no answer
    /// since marks that relay as not answering (``RelayHealth``). A request with no id goes to
    /// the first that answers.
    package mutating func relay(
        for requestID: String?, isSnapshot: Bool, among relays: Int, at now: ContinuousClock.Instant
    ) -> Int {
        guard relays > 0 else { return 0 }
        guard let id = requestID, !id.isEmpty else { return health.first(from: 0, among: relays, at: now) }
        if attempts.count > 4096 { attempts = [:] }
        let index: Int
        if let previous = attempts[id] {
            if (answers[previous.relay] ?? 0) == previous.answers { health.unanswered(previous.relay, at: now) }
            index = health.first(from: (previous.relay + 1) % relays, among: relays, at: now)
        } else if isSnapshot {
            index = health.first(from: snapshotRequests % relays, among: relays, at: now)
            snapshotRequests += 1
        } else {
            index = health.first(from: 0, among: relays, at: now)
        }
        attempts[id] = (index, answers[index] ?? 0)
        if isSnapshot {
            if snapshotRelay.count > 4096 { snapshotRelay = [:] }
            if snapshotAttempts.count > 4096 { snapshotAttempts = [:] }
            snapshotRelay[id] = index
            snapshotAttempts["\(id) \(index)", default: (0, 0)].asked += 1
            // A new attempt: a new answer, from part 0.
            refusedAnswers[id] = nil
            witnesses[id] = nil
        }
        return index
    }

    /// Whether a request with id `requestID` was sent already (an attempt now is a second or later one).
    package func hasSent(_ requestID: String?) -> Bool {
        guard let id = requestID, !id.isEmpty else { return false }
        return attempts[id] != nil
    }

    /// What a relay's answer says of this device there.
    package enum Answer: Sendable, Equatable {
        /// Answered as to a reader of the phone (a reply, a snapshot part, a SYNCING refusal): the
        /// relay has a roster naming this device.
        case asReader
        /// A snapshot request refused NOT_A_READER: no roster there names this device (yet).
        case notAReader
        /// Says nothing of this device (a probe's answer).
        case other
    }

    /// Relay `relay` answered something (a reply, a snapshot part, a refusal, a probe's answer):
    /// it is used again. True when the mirror must subscribe there again now: the relay refused
    /// this device as a reader before and answers it as one now (the phone's roster reached it
    /// since), so the subscriptions it decided before the roster came were refused, and would never
    /// be sent again on that connection (the cause of the early-subscription deafness, #50; the
    /// silence timer, ``SubscriptionSilence``, stays as the defence for a subscription refused
    /// with no snapshot request refused beside it).
    @discardableResult
    package mutating func answered(by relay: Int, _ answer: Answer = .other) -> Bool {
        answers[relay, default: 0] += 1
        health.answered(by: relay)
        switch answer {
        case .notAReader:
            refusedAsReader.insert(relay)
            return false
        case .asReader:
            return refusedAsReader.remove(relay) != nil
        case .other:
            return false
        }
    }

    /// The relays to probe at `now` (avoided ones, at most once a second each): off the request
    /// path, so a relay that is back is used again without a request waiting on it.
    package mutating func probes(at now: ContinuousClock.Instant) -> [Int] {
        health.probes(at: now)
    }

    /// Whether a snapshot answer to `requestID` from relay `relay` is taken (``answer(snapshot:from:)``).
    package mutating func takes(snapshot requestID: String, from relay: Int) -> Bool {
        answer(snapshot: requestID, from: relay) == .take
    }

    /// What becomes of a part of a relay's snapshot answer, before it is opened.
    package enum AnswerVerdict: Sendable, Equatable {
        /// Open it and check it (``checked(snapshot:from:part:parts:epoch:claimed:topics:opened:refused:)``).
        case take
        /// Dropped and counted, not refused: an honest relay's late answer to an earlier attempt
        /// looks the same, and so does the rest of an answer refused already.
        case drop
        /// Refused and counted (`unasked`): an answer to a request this mirror never sent, or a
        /// relay's answer past one per attempt sent there. `log` for the first part of it only.
        case refuse(String, log: Bool)
    }

    /// A part of relay `relay`'s answer to `requestID`: taken only from the relay its latest
    /// attempt went to (an earlier attempt's answer, late, is dropped and counted), and not once a
    /// part of that answer was refused (the rest of it is dropped and counted). An answer to an
    /// id no snapshot request of this mirror had, or more whole answers from a relay than attempts
    /// sent there, is refused: no honest relay sends one.
    package mutating func answer(snapshot requestID: String, from relay: Int) -> AnswerVerdict {
        guard let asked = snapshotRelay[requestID] else {
            return unasked(requestID, "a snapshot answer to a request this mirror never sent")
        }
        guard asked == relay else {
            counters.notAsked += 1
            return .drop
        }
        if refusedAnswers[requestID] == relay {
            counters.snapshotPartsDropped += 1
            return .drop
        }
        if let attempts = snapshotAttempts["\(requestID) \(relay)"], attempts.answered >= attempts.asked {
            return unasked(requestID, "a snapshot answer a relay sent again (one per request sent there)")
        }
        return .take
    }

    private mutating func unasked(_ requestID: String, _ why: String) -> AnswerVerdict {
        counters.unasked += 1
        if unaskedLogged.count > 64 { unaskedLogged = [] }
        return .refuse(why, log: unaskedLogged.insert(requestID).inserted)
    }

    /// What becomes of a part of a snapshot answer.
    package enum SnapshotVerdict: Sendable, Equatable {
        /// Hand it on (with the last part, its positions cover the updates at or below them).
        case take
        /// Refused, and the rest of this answer with it: the replica is never synced on a partial
        /// or refused snapshot; it asks again at its time-out, of the next relay.
        case refuse(String)
    }

    /// One part (`part` of `parts`; 0 of 0: whole) of relay `relay`'s answer to `requestID`, at
    /// (`epoch`, `claimed` positions) for `topics` ("all/" and the device's), its records opened:
    /// `opened` the header of each that opened, `refused` why each other did not.
    /// A refused record refuses the part; so, with the last part, does a claimed position past
    /// what the opened records of the whole answer vouch for, or records that are not the cut the
    /// phone signed at the claimed positions (``SnapshotWitness``).
    package mutating func checked(
        snapshot requestID: String, from relay: Int, part: UInt32, parts: UInt32, epoch: UInt64,
        claimed: [String: UInt64], topics: [String],
        opened: [SealedHeaderFields], refused: [String]
    ) -> SnapshotVerdict {
        if part == 0 || witnesses[requestID]?.epoch != epoch { witnesses[requestID] = SnapshotWitness(epoch: epoch) }
        if witnesses.count > 64 { witnesses = [requestID: witnesses[requestID] ?? SnapshotWitness(epoch: epoch)] }
        for header in opened { witnesses[requestID]?.saw(header) }
        var why = refused.first.map { "a snapshot whose record was refused (\($0))" }
        if why == nil, retiredEpochs.contains(epoch) {
            counters.replayed += 1
            why = "a snapshot of epoch \(epoch), which the phone has left"
        }
        let isLast = parts == 0 || part + 1 == parts
        if why == nil, isLast, let forged = witnesses[requestID]?.forged(claimed: claimed, topics: topics) {
            counters.forgedPosition += 1
            why = forged
        }
        if why == nil, isLast, let incomplete = witnesses[requestID]?.incomplete(claimed: claimed, topics: topics) {
            counters.notTheCut += 1
            why = incomplete
        }
        if let why {
            counters.snapshotPartsDropped += 1
            refusedAnswers[requestID] = relay
            witnesses[requestID] = nil
            return .refuse(why)
        }
        if isLast {
            witnesses[requestID] = nil
            snapshotAttempts["\(requestID) \(relay)"]?.answered += 1
        }
        return .take
    }

    /// A snapshot (or one part of it) was put together: counted; with its last part, the cut's
    /// positions cover the updates at or below them on "all/" and `deviceTopic` (a part the
    /// replica may yet drop moves nothing).
    package mutating func assembled(
        epoch: UInt64, topicSeqs: [String: UInt64], deviceTopic: String, isPart: Bool, isLast: Bool
    ) {
        counters.snapshots += 1
        if isPart { counters.snapshotParts += 1 }
        guard isLast else { return }
        _ = Self.advance(
            &delivered["all/"], retiring: &retiredEpochs, epoch: epoch, topicSeq: topicSeqs["all/"] ?? 0,
            isHeartbeat: true)
        _ = Self.advance(
            &delivered[deviceTopic], retiring: &retiredEpochs, epoch: epoch, topicSeq: topicSeqs[deviceTopic] ?? 0,
            isHeartbeat: true)
    }

    /// ``DomainModel/DeliveredPosition/seen(_:epoch:topicSeq:isHeartbeat:)``, retiring the epoch
    /// `position` leaves for another into `retired` (the phone's signed word that it started a new history).
    private static func advance(
        _ position: inout DeliveredPosition?, retiring retired: inout [UInt64], epoch: UInt64, topicSeq: UInt64,
        isHeartbeat: Bool
    ) -> Bool {
        let left = position?.epoch
        let seen = DeliveredPosition.seen(&position, epoch: epoch, topicSeq: topicSeq, isHeartbeat: isHeartbeat)
        if let left, left != epoch, !retired.contains(left) {
            retired.append(left)
            if retired.count > 16 { retired.removeFirst() }
        }
        return seen
    }
}
