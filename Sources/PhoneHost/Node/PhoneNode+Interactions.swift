import Foundation
import PhoneCore
import RelayCore
import RelayWire
import WidgetRelayKit

extension PhoneNode {
    /// Performs an interaction at most once per (device, id), and only if the phone offered
    /// that element with that invocation to this device: drives ``InteractionFlow`` (which
    /// decides every step) by performing each effect it returns and timing it.
    ///
    /// A failed read of the record throws (the request gets INTERNAL and is retried): it must
    /// never pass for "not performed yet".
    func perform(_ interaction: Relay_V1_Interaction, from device: PairedDevice, received: ContinuousClock.Instant) async throws -> Relay_V1_InteractionResult {
        var timings = Relay_V1_HopTimings()
        timings.receiveNs = UInt64((ContinuousClock.now - received).nanoseconds)
        let registry = registry
        var flow = InteractionFlow(PhoneInteraction(wire: interaction), from: device.id, epoch: sequencer.epoch) { name in
            registry.type(named: name) is any SetValueIntent.Type
        }
        var effect = flow.start(seq: sequencer.seq)
        /// The target reloaded in the same trip as perform(), for the reload step; the update
        /// the reload built, for the flow's next publish.
        var prepared: PreparedResult?
        var reloadedUpdate: Relay_V1_Update.OneOf_Change?
        /// This interaction's number for ``PerformTurns``, and its retry policy (``PerformRetry``).
        let turn = turns.nextTurn()
        var retry = PerformRetry()
        /// What the last run of perform() read (its commit checks it).
        var reads = StoreReads()
        defer { if retry.commitEnded() { endAlone(turn) } }
        while true {
            let started = ContinuousClock.now
            func elapsed() -> UInt64 { UInt64((ContinuousClock.now - started).nanoseconds) }
            switch effect {
            case .readRecord(let sender, let id):
                let recorded: Relay_V1_InteractionResult?
                do { recorded = try database.interactionResult(id, device: sender) } catch {
                    throw PhoneError.internal("could not read the record of interaction \(id)", cause: error)
                }
                timings.dedupeNs += elapsed()
                effect = flow.recordRead(recorded.map(InteractionAnswer.init(wire:)), state: state, seq: sequencer.seq)
            case .publish(let topic, let publication):
                guard let body = publication.change(reloaded: reloadedUpdate, lastTimeline: { state.timelines[$0] }) else {
                    effect = flow.published(seq: sequencer.seq)  // nothing left to publish
                    continue
                }
                let seq = publish(to: topic, body)
                // The invalidation notice counts with perform, as it always did; "publish" is the reload's update.
                if case .invalidation = publication { timings.performNs += elapsed() } else { timings.publishNs += elapsed() }
                effect = flow.published(seq: seq)
            case .perform(let invocation):
                // Optimistic, as a database transaction: the commit checks what this run read,
                // and a run whose reads another interaction's commit changed runs again on the new
                // data (the commit answers stale); ``PerformRetry`` decides when it runs alone
                // (``PerformTurns``) and when the phone gives up.
                let outcome: InteractionFlow.Outcome
                switch retry.nextAttempt() {
                case .giveUp(let message):
                    outcome = .failed(message, centerRequests: [])
                case .perform(let attempt, let runAloneFirst):
                    if attempt > 1 {
                        logger.info("perform() runs again: another interaction changed what it read", metadata: [
                            "interaction": "\(interaction.interactionID)", "attempt": "\(attempt)"])
                    }
                    if runAloneFirst { await runAlone(turn) }
                    let trip = await runPerform(invocation, reloading: preparedReload(of: interaction.target))
                    await mayCommit(turn)
                    outcome = trip.outcome
                    reads = trip.overlay?.recordedReads ?? StoreReads()
                    prepared = trip.reloaded
                }
                timings.performNs += elapsed()
                effect = flow.performed(outcome, seq: sequencer.seq)
            case .persist(let result, let changes):
                let committed = await commit(InteractionCommit(result: result.wire, device: device.id, changes: changes, reads: reads, at: clock.now()))
                timings.commitNs += elapsed()
                reads = StoreReads()
                switch committed {
                case .committed:
                    effect = flow.persisted(error: nil, seq: sequencer.seq)
                case .stale:
                    prepared = nil
                    effect = flow.persistedStale(seq: sequencer.seq)
                    continue  // perform again, still in its turn if it runs alone
                case .failed(let error):
                    logger.error("could not commit an interaction", metadata: ["interaction": "\(interaction.interactionID)", "error": "\(error)"])
                    prepared = nil  // its writes are not the store's
                    effect = flow.persisted(error: "\(error)", seq: sequencer.seq)
                }
                if retry.commitEnded() { endAlone(turn) }
            case .reload(let target):
                // The timeline reloaded in perform()'s trip, on exactly the writes just committed.
                switch (target, prepared) {
                case (.instance(let id), .timeline(let preparedID, let timeline)?) where preparedID == id:
                    reloadedUpdate = adoptTimeline(timeline, for: id, reason: "interaction", interactionID: interaction.interactionID)
                    timings.reloadNs += elapsed()
                    effect = flow.reloaded(hasUpdate: reloadedUpdate != nil, to: state.instances[id]?.owner, state: state, seq: sequencer.seq)
                    continue
                case (.control(let kind), .control(let preparedKind, let value)?) where preparedKind == kind:
                    reloadedUpdate = adoptControl(value, for: kind)
                    timings.reloadNs += elapsed()
                    effect = flow.reloaded(hasUpdate: reloadedUpdate != nil, to: nil, state: state, seq: sequencer.seq)
                    continue
                default:
                    break
                }
                let (update, topic) = await archive(target.wire, interactionID: interaction.interactionID)
                reloadedUpdate = update
                timings.reloadNs += elapsed()
                effect = flow.reloaded(hasUpdate: update != nil, to: topic, state: state, seq: sequencer.seq)
            case .applyCenterRequests(let requests):
                for request in requests { await handleCenter(request, free: true) }
                await drainPendingReloads()
                timings.reloadNs += elapsed()
                effect = flow.centerRequestsDone(seq: sequencer.seq)
            case .reply(let answer):
                var result = answer.wire
                timings.totalNs = UInt64((ContinuousClock.now - received).nanoseconds)
                result.timings = timings
                if case .rejected(let rejected) = result.outcome {
                    logger.notice("interaction rejected", metadata: ["interaction": "\(interaction.interactionID)", "device": "\(device.id)", "reason": "\(rejected.message)"])
                } else {
                    logger.info("interaction", metadata: [
                        "interaction": "\(interaction.interactionID)", "device": "\(device.id)",
                        "intent": "\(flow.invocationToPerform?.intentType ?? "-")",
                        "outcome": "\(result.outcome.map { "\($0)" } ?? "-")", "seq": "\(result.seq)", "replayed": "\(result.replayed)",
                    ])
                }
                return result
            }
        }
    }

    /// What one trip to app code for an interaction brought back.
    struct PerformTrip {
        var outcome: InteractionFlow.Outcome
        /// The store its writes were held aside in (nil: it wrote nothing to commit).
        var overlay: OverlayStore?
        /// The target reloaded on the writes held aside (nil: reload the usual way).
        var reloaded: PreparedResult?
    }

    /// The guaranteed reload of a widget instance or a control, prepared to run in perform()'s
    /// trip; nil for a Live Activity, or an instance whose placeholder is not archived yet (the
    /// usual reload does that).
    func preparedReload(of target: Relay_V1_Interaction.OneOf_Target?) -> PreparedReload? {
        switch target {
        case .instanceID(let id)?:
            guard let instance = state.instances[id], let widget = widgets[instance.kind], state.placeholders[id] != nil else { return nil }
            return PreparedReload(target: .widget(instanceID: id, widget, context(for: instance), configurationType: widget.configurationIntent,
                                                  configuration: instance.configuration))
        case .controlKind(let kind)?:
            return controlKinds[kind].map { PreparedReload(target: .control(kind: kind, $0)) }
        case .activityID?, nil:
            return nil
        }
    }

    /// One trip to app code: the intent rebuilt, `perform()`, and, when it returned and `reload`
    /// is given, the target's timeline reloaded — all with the app-group writes held aside (the
    /// reload sees them, as it will once they are committed) and WidgetCenter calls collected
    /// (they are served after the reload, free).
    private func runPerform(_ invocation: IntentInvocation, reloading reload: PreparedReload?) async -> PerformTrip {
        let overlay = OverlayStore(base: store)
        let log = CenterRequestLog()
        let collector = PhoneCenter(sink: { log.append($0) }, configurations: widgetInfoSource.read)
        // A copy of the phone's environment, so that it shares the table of intent types the
        // bundle's code archived (a fresh one would fall back to the process-wide table).
        var performEnvironment = environment
        performEnvironment.store = overlay
        performEnvironment.widgetCenter = collector
        performEnvironment.controlCenter = collector
        let ran: TripResult
        do {
            ran = try await inApp("perform() of \(invocation.intentType)", performEnvironment) { [registry] in
                let intent: any AppIntent
                do { intent = try await registry.rebuild(invocation) } catch { return .notRebuilt(error) }
                do { _ = try await intent.perform() } catch { return .threw(error) }
                return .performed(await reload?.run(registry: registry))
            }
        } catch {
            ran = .threw(error)  // timed out, or cancelled
        }
        switch ran {
        case .performed(let reloaded):
            return PerformTrip(outcome: .performed(changes: overlay.changes, centerRequests: log.all), overlay: overlay, reloaded: reloaded)
        case .threw(let error):
            return PerformTrip(outcome: .failed("\(error)", centerRequests: log.all))
        case .notRebuilt(let error as IntentRebuildError):
            if case .unknownIntentType = error { return PerformTrip(outcome: .refused(InteractionRefusal(.unknownIntent, error.description))) }
            return PerformTrip(outcome: .refused(InteractionRefusal(.badParameter, error.description)))
        case .notRebuilt(let error):
            return PerformTrip(outcome: .refused(InteractionRefusal(.badParameter, "\(error)")))
        }
    }

    /// How a trip to app code for an interaction ended.
    private enum TripResult: Sendable {
        case performed(PreparedResult?)
        case threw(any Error)
        case notRebuilt(any Error)
    }

    /// The guaranteed reload of an interaction's target, archived: the update to publish and its topic.
    private func archive(_ target: Relay_V1_Interaction.OneOf_Target, interactionID: String) async -> (Relay_V1_Update.OneOf_Change?, String?) {
        switch target {
        case .instanceID(let id): (await archiveTimeline(id, reason: "interaction", interactionID: interactionID), state.instances[id]?.owner)
        case .controlKind(let kind): (await archiveControl(kind), nil)
        case .activityID(let id): (archiveActivity(id), nil)
        }
    }
}

extension Duration {
    var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
