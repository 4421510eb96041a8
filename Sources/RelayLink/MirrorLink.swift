import DomainModel

/// A mirror's link to one phone through one or more relays, as a value (#48 step 4): which relay
/// each attempt of a request goes to, which updates were had already (from the same relay: a
/// replay, refused; from another: a duplicate, dropped), which relay a snapshot answer is taken
/// from, the cut's positions once a snapshot is whole, what was counted, and when refusals are
/// logged (at most a line a second). It reads no clock (each call is given the time), holds no
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
    /// How often each recent request was sent (by message id): the next relay each time.
    private var attempts: [String: Int] = [:]
    /// The relay each recent snapshot request's latest attempt went to (by message id): only
    /// that relay's answer is taken, so one that drips or replays parts of an earlier attempt
    /// cannot break the answer of the relay asked next.
    private var snapshotRelay: [String: Int] = [:]
    /// Snapshot requests sent so far: each new one starts at the next relay, so a relay that
    /// stalls its answers is not asked first every time.
    private var snapshotRequests = 0

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
    package mutating func opened(update topic: String, epoch: UInt64, topicSeq: UInt64, isHeartbeat: Bool, from relay: Int) -> UpdateVerdict {
        if DeliveredPosition.seen(&fromRelay["\(relay) \(topic)"], epoch: epoch, topicSeq: topicSeq, isHeartbeat: isHeartbeat) {
            counters.replayed += 1
            return .replayed
        }
        if DeliveredPosition.seen(&delivered[topic], epoch: epoch, topicSeq: topicSeq, isHeartbeat: isHeartbeat) {
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

    /// The relay (of `relays`) a request's attempt goes to: each attempt of one id to the relay
    /// after its previous attempt's; a new snapshot request to the relay after the last one's
    /// start. A request with no id goes to the first.
    package mutating func relay(for requestID: String?, isSnapshot: Bool, among relays: Int) -> Int {
        guard let id = requestID, !id.isEmpty else { return 0 }
        if attempts.count > 4096 { attempts = [:] }
        let attempt = attempts[id] ?? 0
        attempts[id] = attempt + 1
        guard isSnapshot else { return attempt % relays }
        let index: Int
        if let previous = snapshotRelay[id] {
            index = (previous + 1) % relays
        } else {
            index = snapshotRequests % relays
            snapshotRequests += 1
        }
        if snapshotRelay.count > 4096 { snapshotRelay = [:] }
        snapshotRelay[id] = index
        return index
    }

    /// Whether a snapshot answer to `requestID` from relay `relay` is taken: only from the relay
    /// its latest attempt went to (an earlier attempt's answer, late, is dropped and counted).
    package mutating func takes(snapshot requestID: String, from relay: Int) -> Bool {
        guard snapshotRelay[requestID] == relay else {
            counters.notAsked += 1
            return false
        }
        return true
    }

    /// A snapshot (or one part of it) was put together: counted; with its last part, the cut's
    /// positions cover the updates at or below them on "all/" and `deviceTopic` (a part the
    /// replica may yet drop moves nothing).
    package mutating func assembled(epoch: UInt64, topicSeqs: [String: UInt64], deviceTopic: String, isPart: Bool, isLast: Bool) {
        counters.snapshots += 1
        if isPart { counters.snapshotParts += 1 }
        guard isLast else { return }
        _ = DeliveredPosition.seen(&delivered["all/"], epoch: epoch, topicSeq: topicSeqs["all/"] ?? 0, isHeartbeat: true)
        _ = DeliveredPosition.seen(&delivered[deviceTopic], epoch: epoch, topicSeq: topicSeqs[deviceTopic] ?? 0, isHeartbeat: true)
    }
}
