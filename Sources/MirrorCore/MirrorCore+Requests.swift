import DomainModel
import Foundation

/// A request sent and not yet answered.
struct InFlightRequest: Sendable {
    /// What its answer moves on.
    enum Purpose: Sendable {
        case hello, snapshot
        case interaction(InteractionTarget, elementID: String)
        case open(InteractionTarget, elementID: String, url: URL)
        case caller
        /// A `DomainModel/MirrorRequest/position`: its answer, or none, changes nothing.
        case position
    }
    let request: MirrorRequest
    let purpose: Purpose
    var attempts: Int
    var deadline: Date
    /// A snapshot answered in parts: the latest its parts may push ``deadline`` to, set by the
    /// first part of each attempt (``MirrorCoreConfiguration/snapshotPartsTimeLimit``).
    var partsUntil: Date?
}

extension MirrorCore {
    /// Sends a request and keeps it in flight until its answer or its time-out.
    mutating func send(_ request: MirrorRequest, id: String, purpose: InFlightRequest.Purpose, at now: Date) -> [Effect]
    {
        inFlight[id] = InFlightRequest(
            request: request, purpose: purpose, attempts: 1, deadline: now.adding(configuration.requestTimeout))
        positionReports.sent(carrying: replica.position, at: now)
        return [.send(id: id, request)]
    }

    /// When this copy's position is next due to be told to the phone, if it is.
    var positionReportDue: Date? {
        guard isReachable else { return nil }
        return positionReports.due(for: replica.position, every: configuration.positionReportInterval)
    }

    /// A fresh id for the core's own requests.
    mutating func makeRequestID() -> String {
        nextRequestNumber += 1
        return "\(configuration.idPrefix)-\(nextRequestNumber)"
    }

    mutating func replied(_ id: String, _ reply: MirrorReply, at now: Date) -> [Effect] {
        guard let request = inFlight.removeValue(forKey: id) else {
            return [.log(MirrorLog(.debug, "a reply to no request in flight", ["id": id]))]
        }
        if case .snapshot = request.purpose, case .snapshot(let part) = reply, !part.isLast {
            return snapshotPartAnswered(id, request, part, at: now)
        }
        var effects: [Effect] = []
        if case .error(let error) = reply, error.code == .notPaired { effects = refused(Self.keyRefused) }
        switch request.purpose {
        case .hello: return effects + helloAnswered(reply, at: now)
        case .snapshot: return effects + snapshotAnswered(reply, at: now)
        case .interaction(let target, let elementID): return effects + interactionAnswered(id, target, elementID, reply)
        case .open(let target, let elementID, let url):
            let report: InteractionReport =
                if case .error(let error) = reply {
                    InteractionReport(
                        interactionID: "", instanceID: target.key, elementID: elementID, outcome: .failed,
                        message: error.description)
                } else {
                    InteractionReport(
                        interactionID: "", instanceID: target.key, elementID: elementID, outcome: .performed,
                        message: Self.openedMessage(url, reply))
                }
            return effects + [.finished(requestID: id, report)]
        case .caller:
            if case .error(let error) = reply { return effects + [.completed(id: id, .failure(error))] }
            return [.completed(id: id, .success(reply))]
        case .position:
            return effects
        }
    }

    /// What a refused device shows: the phone does not admit its key.
    static let keyRefused =
        "the phone does not admit this device's key: it was unpaired there, or a key changed — pair again"

    /// The phone refuses this device (an answer NOT_PAIRED, or its handshake): shown until it welcomes it.
    mutating func refused(_ reason: String) -> [Effect] {
        guard refusal != reason else { return [] }
        refusal = reason
        return [.log(MirrorLog(.warning, "the phone refuses this device", ["reason": reason])), .changed(.everything)]
    }

    /// Resends what timed out (same id), and gives up on what ran out of retries.
    mutating func expireRequests(at now: Date) -> [Effect] {
        var effects: [Effect] = []
        for id in inFlight.keys.sorted() {
            guard var request = inFlight[id], request.deadline <= now else { continue }
            if request.attempts <= configuration.requestRetries {
                request.attempts += 1
                request.deadline = now.adding(configuration.requestTimeout)
                request.partsUntil = nil  // a new attempt (through a relay: the next relay) has its own allowance
                inFlight[id] = request
                positionReports.sent(carrying: replica.position, at: now)
                effects.append(.send(id: id, request.request))
                continue
            }
            inFlight[id] = nil
            let why =
                "no reply after \(request.attempts) attempt\(request.attempts == 1 ? "" : "s") of \(configuration.requestTimeout)"
            effects += failed(id, request, RelayError(.unavailable, why), at: now)
        }
        return effects
    }

    /// Ends a request that will get no answer.
    mutating func failed(_ id: String, _ request: InFlightRequest, _ error: RelayError, at now: Date) -> [Effect] {
        switch request.purpose {
        case .hello, .snapshot:
            sync = isReachable ? .retry(at: now.adding(configuration.requestTimeout)) : .idle
            return [.log(MirrorLog(.notice, "snapshot failed", ["error": error.message]))]
        case .interaction(let target, let elementID):
            let message = Self.notReachable
            var effects = revert(id, target, elementID, message: message, untilSeq: nil)
            rememberFinished(id)
            effects.append(
                .finished(
                    requestID: id,
                    InteractionReport(
                        interactionID: id, instanceID: target.key, elementID: elementID,
                        outcome: .timedOut, message: message)))
            return effects
        case .open(let target, let elementID, _):
            return [
                .finished(
                    requestID: id,
                    InteractionReport(
                        interactionID: "", instanceID: target.key, elementID: elementID,
                        outcome: .failed, message: error.description))
            ]
        case .caller:
            return [.completed(id: id, .failure(error))]
        case .position:
            return []
        }
    }

    /// Time passed: the watchdog, time-outs, a resync retry, the cache.
    mutating func tick(at now: Date) -> [Effect] {
        var effects: [Effect] = []
        if isReachable, let lastHeard, now >= lastHeard.adding(configuration.heartbeatTimeout) {
            isReachable = false
            replica.desync()
            effects.append(
                .log(MirrorLog(.warning, "phone unreachable", ["silence": "\(now.timeIntervalSince(lastHeard)) s"])))
            effects += [.reachability(false), .changed(.everything)]
        }
        effects += expireRequests(at: now)
        if case .retry(let at) = sync, at <= now {
            sync = .idle
            if isReachable { effects += startResync(.retry, at: now) }
        }
        if let due = positionReportDue, due <= now {
            effects += send(.position, id: makeRequestID(), purpose: .position, at: now)
        }
        if let persistAt, persistAt <= now {
            self.persistAt = nil
            if hasUnsavedState {
                hasUnsavedState = false
                effects.append(.persist)
            }
        }
        return effects
    }

    /// Everything in flight ends: the connection is closing.
    mutating func stop() -> [Effect] {
        var effects: [Effect] = []
        let now = Date.distantPast
        for id in inFlight.keys.sorted() {
            guard let request = inFlight.removeValue(forKey: id) else { continue }
            effects += failed(id, request, RelayError(.unavailable, "the connection was closed"), at: now)
        }
        sync = .idle
        if hasUnsavedState {
            hasUnsavedState = false
            effects.append(.persist)
        }
        return effects
    }
}

extension MirrorCore {
    /// What a person is told once the phone opened the app: what the app then shows, when it says.
    static func openedMessage(_ url: URL, _ reply: MirrorReply) -> String {
        guard case .appOpened(let opened) = reply, !opened.handlers.isEmpty else {
            return "opened \(url.absoluteString) on the phone"
        }
        return opened.scene.isEmpty
            ? "opened \(url.absoluteString) in the app on the phone" : "the app on the phone shows \(opened.scene)"
    }
}
