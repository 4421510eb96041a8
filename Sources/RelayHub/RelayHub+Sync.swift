extension RelayHub {
    /// A phone's roster: who reads it, where it is, its epoch. A phone with no map for that
    /// epoch is asked for its dump (again, when one awaited for ``HubLimits/dumpRetry`` has not come).
    mutating func roster(
        _ phone: PhoneID, route: Route, readers: [Reader], epoch: UInt64,
        at now: ContinuousClock.Instant
    ) -> [Effect] {
        guard phones[phone] != nil || phones.count < limits.phones else { return [drop(.tooManyPhones, phone: phone)] }
        var effects: [Effect] = []
        var valid: [Reader] = []
        for reader in readers {
            if Reader.isValidDeviceID(reader.deviceID), valid.count < limits.readersPerPhone {
                valid.append(reader)
            } else {
                effects.append(drop(.invalidReader, phone: phone))
            }
        }
        var state = phones[phone] ?? HubPhone()
        state.readers = Dictionary(valid.map { ($0.key, $0.deviceID) }, uniquingKeysWith: { _, latest in latest })
        state.route = route
        state.epoch = epoch
        effects += releaseHeldRequests(phone, &state)
        var directory = self.directory
        directory.set(phone, readers: valid)
        if directory != self.directory {
            self.directory = directory
            effects.append(.readersChanged(directory))
        }
        switch state.sync {
        case .noMap:
            effects += requestDump(phone, &state, at: now)
        case .synced:
            if state.map?.epoch != epoch {
                stats.epochChanges += 1
                state.dropMapAndHeld()
                effects += requestDump(phone, &state, at: now)
            }
        case .awaitingDump(let since):
            if let map = state.map, map.epoch != epoch { state.map = nil }
            if now - since >= limits.dumpRetry { effects += requestDump(phone, &state, at: now) }
        case .overLimit(let until):
            if now >= until { effects += requestDump(phone, &state, at: now) }
        }
        phones[phone] = state
        return effects
    }

    /// A phone's dump: it becomes the map (merged with the map of the same epoch the relay
    /// had), the updates held meanwhile are applied after it, and queued snapshot requests
    /// are answered. A phone also sends one unasked, its state sealed again under a new group
    /// key (a device was removed): merged the same way, its records replace the older ones. A
    /// dump for another epoch than the roster's (unless the roster did not know it yet), or
    /// older than the one the map was made from, is dropped.
    mutating func received(_ dump: Dump, from phone: PhoneID, at now: ContinuousClock.Instant) -> [Effect] {
        guard var state = phones[phone] else { return [drop(.unexpectedDump, phone: phone)] }
        // its first roster came before its first update
        if state.epoch == 0, !state.isSynced { state.epoch = dump.epoch }
        guard dump.epoch == state.epoch else { return [drop(.unexpectedDump, phone: phone)] }
        if case .overLimit = state.sync { return [drop(.unexpectedDump, phone: phone)] }
        let old = state.map.flatMap { $0.epoch == dump.epoch ? $0 : nil }
        if let old, dump.seq < old.baseSeq { return [drop(.unexpectedDump, phone: phone)] }
        var effects: [Effect] = []
        var usable = dump
        // A heartbeat at a topic's position is the phone's word for it (a witness, #50 point 2).
        usable.records = dump.records.filter { record in
            (record.op == .set || record.op == .grant
                || (record.op == .heartbeat && record.topicSeq == dump.topicSeqs[record.topic]))
                && record.epoch == dump.epoch
        }
        for _ in 0..<(dump.records.count - usable.records.count) {
            effects.append(drop(.invalidDumpRecord, phone: phone))
        }
        let bytes = usable.records.reduce(0) { $0 + $1.bytes.count }
        if usable.records.count > limits.recordsPerPhone || bytes > limits.bytesPerPhone {
            state.dropMapAndHeld()
            state.sync = .overLimit(until: now + limits.overLimitBackoff)
            effects.append(drop(.phoneOverLimit, phone: phone))
            effects += refuseQueued(&state, phone: phone, reason: .syncing)
            phones[phone] = state
            return effects
        }
        var map = CloneMap.merging(usable, into: old)
        stats.dumpsApplied += 1
        let held = state.held
        state.held = []
        state.heldBytes = 0
        for (index, record) in held.enumerated() where record.epoch == dump.epoch {
            if record.op == .grant {
                map.keep(record)  // at its topic's position: kept, not sequenced
                continue
            }
            switch map.fit(record) {
            case .known: continue
            case .next: apply(record, to: &map)
            case .gap:
                // Missed again while the dump was on its way: ask for another, keep the rest.
                stats.gaps += 1
                state.map = map
                for later in held[index...] { state.hold(later) }
                effects += requestDump(phone, &state, at: now)
                effects += enforceBounds(phone, &state, at: now)
                phones[phone] = state
                return effects
            }
        }
        state.map = map
        state.sync = .synced
        effects += enforceBounds(phone, &state, at: now)
        if state.isSynced {
            let queued = state.queued
            state.queued = []
            for request in queued {
                effects += answer(request.reader, route: request.route, request: request.request, phone: phone, state)
            }
        }
        phones[phone] = state
        return effects
    }

    /// A phone's update: always published (mirrors detect their own gaps), then applied to
    /// its map by its op; another epoch than the map's, or a gap on its topic, asks for a dump.
    mutating func update(_ record: Record, from phone: PhoneID, at now: ContinuousClock.Instant) -> [Effect] {
        stats.updatesPublished += 1
        var effects: [Effect] = [.publish(topic: "\(phone.rawValue)/\(record.topic)", bytes: record.bytes)]
        // Taken out of the table while it changes: a copy left there would share the map's and
        // the held list's storage, and changing them would copy them whole on every update.
        guard var state = phones.removeValue(forKey: phone) else {
            return effects + [drop(.updateWithoutRoster, phone: phone)]
        }
        defer { phones[phone] = state }
        switch state.sync {
        case .overLimit:
            return effects
        case .noMap, .awaitingDump:
            state.hold(record)
        case .synced where record.op == .grant && state.map?.epoch == record.epoch:
            // A grant (a device added, a new group key) sits at its topic's position: kept, not sequenced.
            state.map?.keep(record)
        case .synced:
            guard var map = state.map.take(), map.epoch == record.epoch else {
                // The phone restarted: its dump will be of the update's epoch (its next roster says so too).
                stats.epochChanges += 1
                state.dropMapAndHeld()
                effects += requestDump(phone, &state, at: now)
                state.epoch = record.epoch
                state.hold(record)
                break
            }
            switch map.fit(record) {
            case .known:
                map.witness(record)  // a heartbeat at the position: the phone's word for it
            case .next:
                apply(record, to: &map)
            case .gap:
                stats.gaps += 1
                effects += requestDump(phone, &state, at: now)
                state.hold(record)
            }
            state.map = map
        }
        effects += enforceBounds(phone, &state, at: now)
        return effects
    }

    mutating func apply(_ record: Record, to map: inout CloneMap) {
        map.advance(with: record)
        if record.op == .set || record.op == .delete || record.op == .grant { stats.updatesApplied += 1 }
    }

    /// Dumps awaited too long are asked for again, phones past their back-off are asked
    /// again, and snapshot requests queued too long are refused (SYNCING).
    mutating func tick(at now: ContinuousClock.Instant) -> [Effect] {
        var effects: [Effect] = []
        for phone in phones.keys.sorted() {
            guard var state = phones[phone] else { continue }
            switch state.sync {
            case .awaitingDump(let since) where now - since >= limits.dumpRetry:
                effects += requestDump(phone, &state, at: now)
            case .overLimit(let until) where now >= until:
                effects += requestDump(phone, &state, at: now)
            default:
                break
            }
            let stale = state.heldRequests.filter { now - $0.at >= limits.snapshotPatience }.count
            if stale > 0 {
                state.heldRequests.removeAll { now - $0.at >= limits.snapshotPatience }
                for _ in 0..<stale { effects.append(drop(.requestToUnknownPhone, phone: phone)) }
            }
            let expired = state.queued.filter { now - $0.at >= limits.snapshotPatience }
            if !expired.isEmpty {
                state.queued.removeAll { now - $0.at >= limits.snapshotPatience }
                for request in expired {
                    effects.append(
                        refusal(route: request.route, requestID: request.requestID, phone: phone, reason: .syncing))
                }
            }
            phones[phone] = state
        }
        return effects
    }
}
