import DomainModel
import Foundation

/// Where the core is in following the phone's stream (the Clone pattern's client).
enum SyncPhase: Sendable, Hashable {
    /// Nothing asked (synced, or waiting to hear the phone).
    case idle
    /// Hello sent, waiting for the answer (then the snapshot).
    case hello(String)
    /// ICANHAZ? sent, waiting for KTHXBAI.
    case snapshot(String)
    /// The last attempt failed while the phone was reachable: try again then.
    case retry(at: Date)
}

extension MirrorCore {
    /// Drops out of the stream and asks for a new snapshot: hello, then ICANHAZ?; counted by cause.
    mutating func startResync(_ cause: ResyncCause, at now: Date) -> [Effect] {
        switch sync {
        case .hello, .snapshot: return []
        case .idle, .retry: break
        }
        resyncs[cause, default: 0] += 1
        replica.desync()
        let id = makeRequestID()
        sync = .hello(id)
        return send(.hello(configuration.hello), id: id, purpose: .hello, at: now)
    }

    mutating func helloAnswered(_ reply: MirrorReply, at now: Date) -> [Effect] {
        var effects: [Effect] = []
        if case .error(let error) = reply {
            effects.append(.log(MirrorLog(.warning, "hello refused", ["error": error.description])))
        } else if refusal != nil {
            refusal = nil  // welcomed: paired again
            effects.append(.changed(.everything))
        }
        let id = makeRequestID()
        sync = .snapshot(id)
        return effects
            + send(
                .snapshot(knownEpoch: replica.state.epoch, maxPartBytes: configuration.snapshotPartBytes),
                id: id, purpose: .snapshot, at: now)
    }

    /// A part of a snapshot answered in parts, not its last: its items are shown at once (the
    /// header still says syncing, taps are still refused as syncing), and the request stays in
    /// flight with a new deadline, since the phone is answering it; never past the request's
    /// allowance for parts (``MirrorCoreConfiguration/snapshotPartsTimeLimit``).
    mutating func snapshotPartAnswered(_ id: String, _ request: InFlightRequest, _ part: SnapshotReply, at now: Date)
        -> [Effect]
    {
        var request = request
        let partsUntil = request.partsUntil ?? now.adding(configuration.snapshotPartsTimeLimit)
        request.partsUntil = partsUntil
        request.deadline = min(now.adding(configuration.requestTimeout), partsUntil)
        inFlight[id] = request
        // The phone answers: it is reachable (so a tap is refused as syncing, as the header says).
        var effects: [Effect] = []
        lastHeard = now
        if !isReachable {
            isReachable = true
            effects.append(.reachability(true))
        }
        let quarantineBefore = replica.state.quarantine
        switch replica.restore(part: part, maxBytes: configuration.maxSnapshotBytes) {
        case .kept:
            return effects + quarantineLogs(since: quarantineBefore, source: "a snapshot") + [.changed(.everything)]
        case .dropped(let why):
            // Its deadline passes with no more parts: the request is sent again, answered from part 0.
            return effects + [.log(MirrorLog(.notice, "dropped a snapshot's parts", ["reason": why]))]
        case .restored:
            return effects  // not reached: a part before the last cannot complete the snapshot
        }
    }

    mutating func snapshotAnswered(_ reply: MirrorReply, at now: Date) -> [Effect] {
        guard case .snapshot(let snapshot) = reply else {
            sync = .retry(at: now.adding(configuration.requestTimeout))
            let why = if case .error(let error) = reply { error.description } else { "\(reply)" }
            return [.log(MirrorLog(.warning, "snapshot refused", ["reply": why]))]
        }
        sync = .idle
        let quarantineBefore = replica.state.quarantine
        let previousEpoch = replica.state.epoch
        let outcome: Replica.Outcome
        if snapshot.isPart {
            switch replica.restore(part: snapshot, maxBytes: configuration.maxSnapshotBytes) {
            case .restored(let restored): outcome = restored
            case .kept: outcome = .buffered  // not reached: the last part completes or drops
            case .dropped(let why):
                sync = .retry(at: now.adding(configuration.requestTimeout))
                return [.log(MirrorLog(.warning, "dropped a snapshot's parts", ["reason": why]))]
            }
        } else {
            outcome = replica.restore(snapshot)
        }
        if case .resyncNeeded(let reason) = outcome {
            return [.log(MirrorLog(.notice, "resync again", ["reason": reason.description]))]
                + startResync(.again, at: now)
        }
        var effects = quarantineLogs(since: quarantineBefore, source: "a snapshot")
        phoneTimeHeardAt = now
        // The phone answered: it is reachable, whether or not the SUB has heard it yet.
        lastHeard = now
        if !isReachable {
            isReachable = true
            effects.append(.reachability(true))
        }
        // The snapshot is the truth: a mark from another device's notice whose timeline was lost
        // with the stream would wait for it forever. Our own taps still in flight keep theirs.
        // And a new epoch numbers its updates afresh: a mark waiting for a seq of the old one would
        // wait until the new history happens to reach it.
        let newEpoch = replica.state.epoch != previousEpoch
        for (key, mark) in pending {
            let orphanedNotice = mark.untilSeq == nil && inFlight[mark.interactionID] == nil
            if orphanedNotice || (newEpoch && mark.untilSeq != nil) { endMark(key) }
        }
        _ = settlePending()
        // Synced again: a tap refused for the connection ("not reachable", "syncing") would work
        // now, so its message goes (a phone's own reasons stay until the next tap).
        messages = messages.filter { !Self.connectionMessages.contains($0.value) }
        hasUnsavedState = false
        persistAt = nil
        effects.append(.persist)
        effects.append(
            .log(
                MirrorLog(
                    .info, "synced",
                    ["epoch": "\(snapshot.epoch)", "seq": "\(snapshot.seq)", "widgets": "\(snapshot.instanceCount)"])))
        effects.append(.changed(.everything))
        return effects
    }

    /// One update from the SUB, decoded at the edge.
    mutating func received(_ update: PublishedUpdate, at now: Date) -> [Effect] {
        let quarantineBefore = replica.state.quarantine
        let outcome = replica.receive(update)
        var effects = heard(at: now)
        switch outcome {
        case .applied:
            if update.carriesPhoneTime { phoneTimeHeardAt = now }
            effects += quarantineLogs(since: quarantineBefore, source: "an update")
            var touched = notice(update)
            touched.formUnion(settlePending())
            if !hasUnsavedState {
                hasUnsavedState = true
                persistAt = now.adding(configuration.persistDelay)
            }
            if !update.isHeartbeat {
                effects.append(.changed(touched.contains(nil) ? .everything : .targets(Set(touched.compactMap { $0 }))))
            }
        case .buffered, .ignored:
            break
        case .resyncNeeded(let reason):
            effects.append(.log(MirrorLog(.notice, "resync", ["reason": reason.description])))
            effects += startResync(reason.cause, at: now)
        }
        return effects
    }

    /// The phone was heard: reachable again (and a resync) if it was not.
    mutating func heard(at now: Date) -> [Effect] {
        lastHeard = now
        guard !isReachable else { return [] }
        isReachable = true
        return [.reachability(true), .log(MirrorLog(.info, "phone reachable"))] + startResync(.reconnect, at: now)
    }

    /// Pending marks from other devices' interactions, and when ours end. Returns the
    /// targets the update touched (nil: it may touch anything).
    mutating func notice(_ update: PublishedUpdate) -> Set<InteractionTarget?> {
        switch update.change {
        case .invalidation(let instanceID, let interactionID) where !instanceID.isEmpty:
            // A notice of one of our own taps that already ended (its answer overtook it on the
            // other socket) would leave a mark nothing clears.
            if pending[instanceID] == nil, !finishedInteractions.contains(interactionID) {
                pending[instanceID] = PendingMark(target: .widget(instanceID), interactionID: interactionID)
            }
            return [.widget(instanceID)]
        case .invalidation: return []
        case .timeline(let instanceID, let interactionID, _):
            if let mark = pending[instanceID], mark.interactionID == interactionID, mark.untilSeq == nil {
                pending[instanceID]?.untilSeq = update.seq
            }
            return [.widget(instanceID)]
        case .instanceAdded(let record, _), .instanceConfigured(let record): return [.widget(record.id)]
        case .instanceRemoved(let instanceID): return [.widget(instanceID)]
        case .activity(let item): return [.activity(item.id)]
        case .control(let item): return [.control(item.id)]
        case .heartbeat: return []
        case .recommendations, .relevances, .unknown: return [nil]
        }
    }

    /// Clears pending marks, and the optimistic toggles they showed, once their answer
    /// is applied; returns the targets cleared.
    mutating func settlePending() -> Set<InteractionTarget?> {
        var cleared: Set<InteractionTarget?> = []
        for (key, mark) in pending {
            if let until = mark.untilSeq, replica.state.seq >= until {
                endMark(key)
                cleared.insert(mark.target)
            }
        }
        return cleared
    }

    /// Removes a pending mark, and the optimistic toggles it showed.
    mutating func endMark(_ key: String) {
        guard let mark = pending.removeValue(forKey: key) else { return }
        for element in mark.optimisticElements { optimistic[element] = nil }
    }

    func quarantineLogs(since before: [String: QuarantinedItem], source: String) -> [Effect] {
        replica.state.quarantine.filter { before[$0.key] != $0.value }.sorted { $0.key < $1.key }.map { _, item in
            .log(
                MirrorLog(
                    .warning, "quarantined an item",
                    ["kind": item.kind.rawValue, "id": item.id, "reason": item.reason, "from": source]))
        }
    }
}
