import Foundation
import RelayCore
import RelayWire
import WidgetRelayKit

extension PhoneNode {
    /// Performs an interaction at most once per id, and only if the phone offered
    /// that element with that invocation to this device.
    ///
    /// Order: dedupe (a retry gets the stored result) → check it was offered →
    /// publish the invalidation notice → perform() with the app-group writes held
    /// aside → commit those writes and the result in one transaction → the
    /// guaranteed reload (and whatever WidgetCenter calls perform() made) → reply.
    ///
    /// Ids are per device: another device's id is not a replay of its result. A failed
    /// read of the record throws (the request gets INTERNAL and is retried): it must
    /// never pass for "not performed yet".
    func perform(_ interaction: Relay_V1_Interaction, from device: PairedDevice, received: ContinuousClock.Instant) async throws -> Relay_V1_InteractionResult {
        var timings = Relay_V1_HopTimings()
        var mark = ContinuousClock.now
        func lap() -> UInt64 {
            let now = ContinuousClock.now
            defer { mark = now }
            return UInt64((now - mark).nanoseconds)
        }
        timings.receiveNs = UInt64((mark - received).nanoseconds)
        var result = Relay_V1_InteractionResult()
        result.interactionID = interaction.interactionID
        result.epoch = epoch

        func finish(_ result: Relay_V1_InteractionResult) -> Relay_V1_InteractionResult {
            var result = result
            timings.totalNs = UInt64((ContinuousClock.now - received).nanoseconds)
            result.timings = timings
            return result
        }
        func reject(_ reason: Relay_V1_RejectReason, _ message: String) -> Relay_V1_InteractionResult {
            logger.notice("interaction rejected", metadata: ["interaction": "\(interaction.interactionID)", "device": "\(device.id)", "reason": "\(message)"])
            result.rejected = .with { $0.reason = reason; $0.message = message }
            result.seq = seq
            return finish(result)
        }

        guard !interaction.interactionID.isEmpty else { return reject(.badParameter, "the interaction has no id") }
        let recorded: Relay_V1_InteractionResult?
        do { recorded = try database.interactionResult(interaction.interactionID, device: device.id) } catch {
            throw PhoneError.internal("could not read the record of interaction \(interaction.interactionID): \(error)")
        }
        if let stored = recorded {
            timings.dedupeNs = lap()
            var replay = stored
            replay.replayed = true
            replay.epoch = epoch
            replay.seq = targetSeq(interaction) ?? seq
            return finish(replay)
        }
        timings.dedupeNs = lap()

        // Only what the phone archived for this device can be performed.
        let archived: IntentInvocation
        do { archived = try WireCodec.decode(interaction.invocation) } catch {
            return reject(.badParameter, "the invocation cannot be read: \(error)")
        }
        if let refusal = checkOffered(interaction, archived, device: device) { return reject(refusal.0, refusal.1) }
        publish(to: invalidationTopic(interaction)) {
            $0.invalidation = .with {
                $0.interactionID = interaction.interactionID
                $0.elementID = interaction.elementID
                switch interaction.target {
                case .instanceID(let id): $0.instanceID = id
                case .activityID(let id): $0.activityID = id
                case .controlKind(let kind): $0.controlKind = kind
                case nil: break
                }
            }
        }

        // A toggle's SetValueIntent receives the value the person asked for.
        var invocation = archived
        if interaction.hasToggleValue, let type = registry.type(named: invocation.intentType), type is any SetValueIntent.Type {
            invocation.parameters.removeAll { $0.name == "value" }
            invocation.parameters.append(NamedIntentValue(name: "value", value: .bool(interaction.toggleValue)))
        }
        let intent: any AppIntent
        do {
            intent = try await inApp("the parameters of \(invocation.intentType)") { [registry, invocation] in try await registry.rebuild(invocation) }
        } catch let error as IntentRebuildError {
            if case .unknownIntentType = error { return reject(.unknownIntent, error.description) }
            return reject(.badParameter, error.description)
        } catch {
            return reject(.badParameter, "\(error)")
        }

        // perform(), its writes held aside, then committed with the result.
        let overlay = OverlayStore(base: store)
        let log = CenterRequestLog()
        let collector = PhoneCenter(sink: { log.append($0) }, configurations: { [weak self] in try await self?.widgetInfos() ?? [] })
        let performEnvironment = AppEnvironment(store: overlay, widgetCenter: collector, controlCenter: collector, activities: activityHost)
        var committed = result
        var changes: [String: Data?] = [:]
        do {
            _ = try await inApp("perform() of \(invocation.intentType)", performEnvironment) { try await intent.perform() }
            committed.performed = Relay_V1_Performed()
            changes = overlay.changes
        } catch {
            committed.failed = .with { $0.message = "\(error)" }
        }
        do {
            try database.commitInteraction(committed, device: device.id, changes: changes, at: clock.now())
        } catch {
            logger.error("could not commit an interaction", metadata: ["interaction": "\(interaction.interactionID)", "error": "\(error)"])
            committed.failed = .with { $0.message = "the phone could not save the result: \(error)" }
        }
        timings.performNs = lap()

        // The guaranteed reload, and the reloads perform() asked for (free).
        publishNanos = 0
        switch interaction.target {
        case .instanceID(let id): committed.seq = await reload(id, reason: "interaction", interactionID: interaction.interactionID) ?? seq
        case .controlKind(let kind):
            await refreshControl(kind, publish: true)
            committed.seq = seq
        case .activityID(let id):
            refreshActivity(id, publish: true)
            committed.seq = seq
        case nil: committed.seq = seq
        }
        for request in log.all { await handleCenter(request, free: true) }
        await drainPendingReloads()
        let reloadAndPublish = lap()
        timings.publishNs = publishNanos
        timings.reloadNs = reloadAndPublish > publishNanos ? reloadAndPublish - publishNanos : 0
        committed.epoch = epoch
        logger.info("interaction", metadata: [
            "interaction": "\(interaction.interactionID)", "device": "\(device.id)", "intent": "\(invocation.intentType)",
            "outcome": "\(committed.outcome.map { "\($0)" } ?? "-")", "seq": "\(committed.seq)",
        ])
        return finish(committed)
    }

    /// Whether the element and invocation are ones this device was shown; nil if so.
    func checkOffered(_ interaction: Relay_V1_Interaction, _ invocation: IntentInvocation, device: PairedDevice) -> (Relay_V1_RejectReason, String)? {
        switch interaction.target {
        case .instanceID(let id):
            guard let instance = instances[id] else { return (.unknownTarget, "no widget instance “\(id)”") }
            guard instance.owner == device.id else { return (.notOwner, "widget instance “\(id)” belongs to another device") }
            let matches = offered[id]?.contains { $0.elementID == interaction.elementID && $0.invocation == invocation } ?? false
            return matches ? nil : (.notOffered, "element “\(interaction.elementID)” with \(invocation) was never offered to \(device.id)")
        case .activityID(let id):
            guard let activity = activities[id] else { return (.unknownTarget, "no Live Activity “\(id)”") }
            let p = activity.presentations
            let views = [p.lockScreen] + [p.expandedLeading, p.expandedTrailing, p.expandedCenter, p.expandedBottom, p.small].compactMap { $0 }
            let matches = views.flatMap(\.interactiveElements).contains { $0.elementID == interaction.elementID && $0.invocation == invocation }
            return matches ? nil : (.notOffered, "element “\(interaction.elementID)” with \(invocation) is not in Live Activity \(id)")
        case .controlKind(let kind):
            guard let control = controls[kind] else { return (.unknownTarget, "no control “\(kind)”") }
            let matches = control.elementID == interaction.elementID && control.action == invocation
            return matches ? nil : (.notOffered, "control “\(kind)” does not offer \(invocation)")
        case nil:
            return (.unknownTarget, "the interaction names no widget instance, Live Activity or control")
        }
    }

    private func invalidationTopic(_ interaction: Relay_V1_Interaction) -> String? {
        if case .instanceID(let id) = interaction.target { return instances[id]?.owner }
        return nil
    }

    private func targetSeq(_ interaction: Relay_V1_Interaction) -> UInt64? {
        if case .instanceID(let id) = interaction.target { return timelineSeqs[id] }
        return nil
    }
}

extension Duration {
    var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
