import Logging
import RelayHub
import RelayNodeFrames
import Synchronization
import ZeroMQ

/// The driver of a ``RelayHub``: it turns what the relay's sockets receive into hub events
/// and performs the effects the hub returns. It decides nothing itself.
///
/// Its inboxes run on the relay's one ``SocketLoop`` thread; the tick runs on a task. The hub
/// is behind a mutex (uncontended but for the tick), and so is the reader directory the
/// mirror XPUB's subscription policy reads on the loop's thread.
final class RelayDriver: Sendable {
    /// The channels effects are sent on, each set as soon as it is open.
    struct Channels: Sendable {
        var phoneRequests: SocketChannel?
        var mirrorRequests: SocketChannel?
        var mirrorUpdates: SocketChannel?
    }

    let logger: Logger
    private let hub: Mutex<RelayHub>
    private let directory = Mutex(ReaderDirectory())
    let channels = Mutex(Channels())
    private let dropLog: Mutex<DropLog>
    /// How long each frame is held (`--metrics`).
    private let carry = RelayCarryMetrics()

    /// Where the readers are kept across restarts, if anywhere.
    private let readers: ReaderFile?
    /// This run's mark on the mirror routes phones are given.
    private let stamp: RouteStamp

    init(
        limits: HubLimits, readers: ReaderFile?, dropLogInterval: Duration, logger: Logger,
        stamp: RouteStamp = .random()
    ) {
        self.stamp = stamp
        let kept = readers?.load() ?? ReaderDirectory()
        hub = Mutex(RelayHub(limits: limits, directory: kept))
        directory.withLock { $0 = kept }
        self.readers = readers
        if !kept.rosters.isEmpty {
            logger.info(
                "readers kept from the last run",
                metadata: ["phones": "\(kept.rosters.count)", "readers": "\(kept.keys.count)"])
        }
        dropLog = Mutex(DropLog(interval: dropLogInterval))
        self.logger = logger
    }

    var stats: HubStats { hub.withLock { $0.stats } }

    // MARK: In (on the loop's thread)

    /// A frame on the phone side's ROUTER.
    func phoneRequest(_ message: Multipart) {
        do throws(DropReason) {
            let (phone, _) = try RelayFrames.phone(message.userID)
            let event = try RelayFrames.fromPhone(message.frames, phone: phone, userID: message.userID, stamp: stamp)
            logger.debug("from a phone", metadata: ["phone": "\(phone)", "msg": "\(Self.name(event))"])
            handle(event)
        } catch {
            handle(.rejected(error))
        }
    }

    /// A message on the phone side's XSUB.
    func phoneUpdate(_ message: Multipart) {
        do throws(DropReason) {
            let (phone, _) = try RelayFrames.phone(message.userID)
            let event = try RelayFrames.update(message.frames, phone: phone)
            logger.trace("update", metadata: ["phone": "\(phone)"])
            handle(event)
        } catch {
            handle(.rejected(error))
        }
    }

    /// A frame on the mirror side's ROUTER.
    func mirrorRequest(_ message: Multipart) {
        do throws(DropReason) {
            let reader = try RelayFrames.reader(message.userID)
            let event = try RelayFrames.fromMirror(message.frames, reader: reader, stamp: stamp)
            logger.debug("from a mirror", metadata: ["reader": "\(reader)", "msg": "\(Self.name(event))"])
            handle(event)
        } catch {
            handle(.rejected(error))
        }
    }

    /// The mirror XPUB's subscription policy: the hub's rule, on the reader directory the hub last gave.
    func allows(topic: [UInt8], userID: String?) -> Bool {
        guard let reader = try? RelayFrames.reader(userID) else { return false }
        if directory.withLock({ $0.allows(topic: topic, key: reader) }) { return true }
        handle(.rejected(.subscriptionRefused))
        return false
    }

    func tick() { handle(.tick) }

    // MARK: Out

    func handle(_ event: RelayHub.Event) {
        let now = ContinuousClock.now
        let effects = hub.withLock { $0.handle(event, at: now) }
        for effect in effects { perform(effect, at: now) }
        carry.carried(event, since: now)
    }

    private func perform(_ effect: RelayHub.Effect, at now: ContinuousClock.Instant) {
        let channels = self.channels.withLock { $0 }
        switch effect {
        case .requestDump(let phone, let route, let knownEpoch):
            logger.info(
                "asking a phone for its state", metadata: ["phone": "\(phone)", "known_epoch": "\(knownEpoch)"])
            send([route.bytes, RelayFrames.dumpRequest(knownEpoch: knownEpoch)], on: channels.phoneRequests)
        case .readersChanged(let directory):
            self.directory.withLock { $0 = directory }
            do { try readers?.save(directory) } catch {
                logger.warning("cannot keep the readers", metadata: ["error": "\(error)"])
            }
            logger.info(
                "readers changed",
                metadata: ["readers": "\(directory.keys.count)", "phones": "\(directory.rosters.count)"])
        case .publish(let topic, let bytes):
            send([Array(topic.utf8), RelayFrames.update(bytes)], on: channels.mirrorUpdates)
        case .snapshot(let route, let snapshot):
            logger.debug(
                "snapshot",
                metadata: [
                    "phone": "\(snapshot.phone)", "records": "\(snapshot.records.count)",
                    "part": "\(snapshot.part)", "parts": "\(snapshot.parts)",
                ])
            send([route.bytes, RelayFrames.snapshot(snapshot)], on: channels.mirrorRequests)
        case .refuse(let route, let requestID, let phone, let reason):
            logger.notice("snapshot request refused", metadata: ["phone": "\(phone)", "reason": "\(reason.rawValue)"])
            send(
                [route.bytes, RelayFrames.refusal(requestID: requestID, phone: phone, reason: reason)],
                on: channels.mirrorRequests)
        case .forwardRequest(let phoneRoute, _, let bytes):
            send([phoneRoute.bytes, RelayFrames.request(bytes)], on: channels.phoneRequests)
        case .forwardReply(let mirrorRoute, let bytes):
            send([mirrorRoute.bytes, RelayFrames.reply(bytes)], on: channels.mirrorRequests)
        case .pairingListing(let route, let requestID, let phones):
            send([route.bytes, RelayFrames.listing(requestID: requestID, phones)], on: channels.mirrorRequests)
        case .forwardPairing(let phoneRoute, _, let bytes):
            send([phoneRoute.bytes, RelayFrames.pairing(bytes)], on: channels.phoneRequests)
        case .forwardPairingAnswer(let mirrorRoute, let bytes):
            send([mirrorRoute.bytes, RelayFrames.pairing(bytes)], on: channels.mirrorRequests)
        case .dropped(let reason, let phone):
            guard let earlier = dropLog.withLock({ $0.note(reason, at: now) }) else { return }
            var metadata: Logger.Metadata = ["reason": "\(reason.rawValue)"]
            if let phone { metadata["phone"] = "\(phone)" }
            if earlier > 0 { metadata["not_logged_since"] = "\(earlier)" }
            logger.log(level: DropLog.level(reason), "dropped", metadata: metadata)
        }
    }

    private func send(_ frames: [[UInt8]], on channel: SocketChannel?) {
        do {
            guard let channel else { throw RelayNodeError("the socket is not open yet") }
            try channel.send(Multipart(frames))
        } catch {
            logger.debug("not sent", metadata: ["error": "\(error)"])
            _ = hub.withLock { $0.handle(.rejected(.unsent), at: .now) }
        }
    }

    private static func name(_ event: RelayHub.Event) -> String {
        switch event {
        case .roster: "roster"
        case .dump: "dump"
        case .update: "update"
        case .snapshotRequest: "snapshot request"
        case .request: "request"
        case .reply: "reply"
        case .tick: "tick"
        case .pairingWindow: "pairing window"
        case .pairingLookup: "pairing lookup"
        case .pairing: "pairing step"
        case .pairingAnswer: "pairing answer"
        case .rejected: "rejected"
        }
    }
}
