extension RelayHub {
    /// A reader's snapshot request: refused if the phone's roster does not name it, queued
    /// until the phone's dump while the map is not synced, answered from the map otherwise.
    mutating func snapshotRequest(
        from reader: ReaderKey, route: Route, phone: PhoneID, request: SnapshotAsk,
        at now: ContinuousClock.Instant
    ) -> [Effect] {
        guard let state = phones[phone], state.route != nil, state.readers[reader] != nil else {
            // A reader the relay knew before it restarted: its phone's roster will come again.
            if directory.deviceID(of: reader, on: phone) != nil {
                return queue(reader, route: route, request: request, phone: phone, at: now)
            }
            return [refusal(route: route, requestID: request.requestID, phone: phone, reason: .notAReader)]
        }
        switch state.sync {
        case .synced:
            return answer(reader, route: route, request: request, phone: phone, state)
        case .overLimit:
            return [refusal(route: route, requestID: request.requestID, phone: phone, reason: .syncing)]
        case .noMap, .awaitingDump:
            return queue(reader, route: route, request: request, phone: phone, at: now)
        }
    }

    /// Queues a snapshot request until `phone`'s dump (refused SYNCING after a while, or at once past the bound).
    mutating func queue(
        _ reader: ReaderKey, route: Route, request: SnapshotAsk, phone: PhoneID, at now: ContinuousClock.Instant
    ) -> [Effect] {
        guard phones[phone] != nil || phones.count < limits.phones else { return [drop(.tooManyPhones, phone: phone)] }
        var state = phones[phone] ?? HubPhone()
        guard state.queued.count < limits.queuedSnapshotsPerPhone else {
            return [
                drop(.snapshotQueueFull, phone: phone),
                refusal(route: route, requestID: request.requestID, phone: phone, reason: .syncing),
            ]
        }
        state.queued.append(QueuedSnapshot(reader: reader, route: route, request: request, at: now))
        phones[phone] = state
        return []
    }

    /// The snapshot `reader` may have of a synced phone: the grant on its device topic first,
    /// the phone's records at the two topics' positions (their witnesses, #50 point 2), then the
    /// records of "all/" and its "dev/<id>/" only, in seq order, with exactly those two topics'
    /// positions; in the parts the request asked for (``Snapshot/parts(maxBytes:)``),
    /// every one from this one cut of the map, sent one after the other. A reader the roster no
    /// longer names is refused.
    mutating func answer(_ reader: ReaderKey, route: Route, request: SnapshotAsk, phone: PhoneID, _ state: HubPhone)
        -> [Effect]
    {
        guard let deviceID = state.readers[reader], let map = state.map else {
            return [refusal(route: route, requestID: request.requestID, phone: phone, reason: .notAReader)]
        }
        let device = "dev/\(deviceID)/"
        let grant = map.grants[device].map { [$0] } ?? []
        stats.snapshotsServed += 1
        let whole = Snapshot(
            requestID: request.requestID, phone: phone, epoch: map.epoch, seq: map.seq,
            topicSeqs: ["all/": map.topicSeqs["all/"] ?? 0, device: map.topicSeqs[device] ?? 0],
            records: grant + map.witnesses(of: ["all/", device]) + map.records(of: ["all/", device]))
        return whole.parts(maxBytes: Snapshot.partBytes(asked: request.maxPartBytes)).map {
            .snapshot(route: route, $0)
        }
    }

    /// A reader's sealed request: forwarded to the phone's requests connection when the
    /// phone's roster names the reader and the phone has a route; held for the phone's roster
    /// when the reader is one the relay kept from before its restart (a resyncing mirror's
    /// hello would otherwise cost it its whole request time-out); dropped and counted otherwise.
    mutating func request(
        from reader: ReaderKey, route: Route, phone: PhoneID, bytes: [UInt8],
        at now: ContinuousClock.Instant
    ) -> [Effect] {
        guard var state = phones[phone], let phoneRoute = state.route else {
            if directory.deviceID(of: reader, on: phone) != nil {
                return hold(HeldRequest(reader: reader, route: route, bytes: bytes, at: now), for: phone)
            }
            return [drop(.requestToUnknownPhone, phone: phone)]
        }
        guard state.readers[reader] != nil else { return [drop(.requestFromNonReader, phone: phone)] }
        // Changed out of the table, so the requesters are not copied whole on every request.
        phones[phone] = nil
        state.requesters.remember(route, bound: limits.requestersPerPhone)
        phones[phone] = state
        stats.requestsForwarded += 1
        return [.forwardRequest(phoneRoute: phoneRoute, mirrorRoute: route, bytes: bytes)]
    }

    /// Holds a request until `phone`'s roster (bounded per phone).
    mutating func hold(_ request: HeldRequest, for phone: PhoneID) -> [Effect] {
        guard phones[phone] != nil || phones.count < limits.phones else { return [drop(.tooManyPhones, phone: phone)] }
        var state = phones[phone] ?? HubPhone()
        guard state.heldRequests.count < limits.queuedSnapshotsPerPhone else {
            return [drop(.requestToUnknownPhone, phone: phone)]
        }
        state.heldRequests.append(request)
        phones[phone] = state
        return []
    }

    /// The held requests of a phone whose roster (and route) just came: forwarded if the
    /// roster names their sender.
    mutating func releaseHeldRequests(_ phone: PhoneID, _ state: inout HubPhone) -> [Effect] {
        guard let phoneRoute = state.route, !state.heldRequests.isEmpty else { return [] }
        defer { state.heldRequests = [] }
        return state.heldRequests.map { request in
            guard state.readers[request.reader] != nil else { return drop(.requestFromNonReader, phone: phone) }
            state.requesters.remember(request.route, bound: limits.requestersPerPhone)
            stats.requestsForwarded += 1
            return .forwardRequest(phoneRoute: phoneRoute, mirrorRoute: request.route, bytes: request.bytes)
        }
    }

    /// A phone's sealed reply: forwarded to the mirror route it names if that mirror sent
    /// this phone a request (a phone cannot write to other phones' mirrors).
    mutating func reply(from phone: PhoneID, to route: Route, bytes: [UInt8]) -> [Effect] {
        guard let state = phones[phone], state.requesters.contains(route) else {
            return [drop(.replyToUnknownRoute, phone: phone)]
        }
        stats.repliesForwarded += 1
        return [.forwardReply(mirrorRoute: route, bytes: bytes)]
    }
}
