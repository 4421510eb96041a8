import Foundation
import PhoneCore
import RelayCore
import RelayWire
import WidgetRelayKit

extension PhoneNode {
    /// Performs an interaction at most once per (device, id), and only if the phone offered
    /// that element with that invocation to this device: drives ``InteractionRun`` (which
    /// decides every step, the retries and the turns included) by performing each effect it
    /// returns and timing it.
    ///
    /// A failed read of the record throws (the request gets INTERNAL and is retried): it must
    /// never pass for "not performed yet". The reply is built here, at the edge, with the timings.
    func perform(_ interaction: PhoneInteraction, from device: PairedDevice, received: Stopwatch) async throws -> Relay_V1_InteractionResult {
        var timings = Relay_V1_HopTimings()
        timings.receiveNs = received.elapsedNanoseconds
        let registry = registry
        var run = InteractionRun(InteractionFlow(interaction, from: device.id, epoch: sequencer.epoch) { name in
            registry.type(named: name) is any SetValueIntent.Type
        })
        let id = interaction.id
        var effect = run.start(seq: sequencer.seq)
        /// The target reloaded in the same trip as perform(), for the reload step; the update
        /// the reload built, for the flow's next publish.
        var prepared: PreparedResult?
        var reloadedUpdate: PhoneChange?
        /// This interaction's number for ``PerformTurns``.
        let turn = turns.nextTurn()
        /// What the last run of perform() read (its commit checks it).
        var reads = StoreReads()
        defer { if run.abandon() { endAlone(turn) } }
        while true {
            let started = stopwatch()
            func elapsed() -> UInt64 { started.elapsedNanoseconds }
            switch effect {
            case .readRecord(let sender, let id):
                let recorded: InteractionAnswer?
                do { recorded = try database.interactionResult(id, device: sender) } catch {
                    throw PhoneError.internal("could not read the record of interaction \(id)", cause: error)
                }
                timings.dedupeNs += elapsed()
                effect = run.recordRead(recorded, state: state, seq: sequencer.seq)
            case .publish(let topic, let publication):
                guard let body = publication.change(reloaded: reloadedUpdate, lastTimeline: { state.timelines[$0] }) else {
                    effect = run.published(seq: sequencer.seq)  // nothing left to publish
                    continue
                }
                let seq = publish(to: topic, body)
                // The invalidation notice counts with perform, as it always did; "publish" is the reload's update.
                if case .invalidation = publication { timings.performNs += elapsed() } else { timings.publishNs += elapsed() }
                effect = run.published(seq: seq)
            case .perform(let invocation, let attempt, let runAloneFirst):
                // Optimistic, as a database transaction: the commit checks what this run read,
                // and a run whose reads another interaction's commit changed runs again on the new
                // data (the commit answers stale).
                if attempt > 1 {
                    logger.info("perform() runs again: another interaction changed what it read", metadata: [
                        "interaction": "\(id)", "attempt": "\(attempt)"])
                }
                if runAloneFirst { await runAlone(turn) }
                let trip = await runPerform(invocation, reloading: preparedReload(of: interaction.target))
                await mayCommit(turn)
                reads = trip.overlay?.recordedReads ?? StoreReads()
                prepared = trip.reloaded
                timings.performNs += elapsed()
                effect = run.performed(trip.outcome, seq: sequencer.seq)
            case .persist(let result, let changes):
                let committed = await commit(InteractionCommit(result: result, device: device.id, changes: changes, reads: reads, at: clock.now()))
                timings.commitNs += elapsed()
                reads = StoreReads()
                switch committed {
                case .committed:
                    effect = run.persisted(error: nil, seq: sequencer.seq)
                case .stale:
                    prepared = nil
                    effect = run.persistedStale(seq: sequencer.seq)  // perform again, still in its turn if it runs alone
                case .failed(let error):
                    logger.error("could not commit an interaction", metadata: ["interaction": "\(id)", "error": "\(error)"])
                    prepared = nil  // its writes are not the store's
                    effect = run.persisted(error: "\(error)", seq: sequencer.seq)
                }
            case .handOnTurn:
                endAlone(turn)
                effect = run.turnHandedOn(seq: sequencer.seq)
            case .reload(let target):
                // The timeline reloaded in perform()'s trip, on exactly the writes just committed.
                switch (target, prepared) {
                case (.instance(let instanceID), .timeline(let preparedID, let timeline)?) where preparedID == instanceID:
                    reloadedUpdate = adoptTimeline(timeline, for: instanceID, reason: "interaction", interactionID: id)
                    timings.reloadNs += elapsed()
                    effect = run.reloaded(hasUpdate: reloadedUpdate != nil, to: state.instances[instanceID]?.owner, state: state, seq: sequencer.seq)
                    continue
                case (.control(let kind), .control(let preparedKind, let value)?) where preparedKind == kind:
                    reloadedUpdate = adoptControl(value, for: kind)
                    timings.reloadNs += elapsed()
                    effect = run.reloaded(hasUpdate: reloadedUpdate != nil, to: nil, state: state, seq: sequencer.seq)
                    continue
                default:
                    break
                }
                let (update, topic) = await archive(target, interactionID: id)
                reloadedUpdate = update
                timings.reloadNs += elapsed()
                effect = run.reloaded(hasUpdate: update != nil, to: topic, state: state, seq: sequencer.seq)
            case .applyCenterRequests(let requests):
                for request in requests { await handleCenter(request, free: true) }
                await drainPendingReloads()
                timings.reloadNs += elapsed()
                effect = run.centerRequestsDone(seq: sequencer.seq)
            case .reply(let answer):
                var result = answer.wire
                timings.totalNs = received.elapsedNanoseconds
                result.timings = timings
                if case .rejected(let refusal) = answer.outcome {
                    logger.notice("interaction rejected", metadata: ["interaction": "\(id)", "device": "\(device.id)", "reason": "\(refusal.message)"])
                } else {
                    logger.info("interaction", metadata: [
                        "interaction": "\(id)", "device": "\(device.id)",
                        "intent": "\(run.flow.invocationToPerform?.intentType ?? "-")",
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
    func preparedReload(of target: PhoneInteraction.Target?) -> PreparedReload? {
        switch target {
        case .instance(let id)?:
            guard let instance = state.instances[id], let widget = widgets[instance.kind], state.placeholders[id] != nil else { return nil }
            return PreparedReload(target: .widget(instanceID: id, widget, context(for: instance), configurationType: widget.configurationIntent,
                                                  configuration: instance.configuration))
        case .control(let kind)?:
            return controlKinds[kind].map { PreparedReload(target: .control(kind: kind, $0)) }
        case .activity?, nil:
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
    private func archive(_ target: PhoneInteraction.Target, interactionID: String) async -> (PhoneChange?, String?) {
        switch target {
        case .instance(let id): (await archiveTimeline(id, reason: "interaction", interactionID: interactionID), state.instances[id]?.owner)
        case .control(let kind): (await archiveControl(kind), nil)
        case .activity(let id): (archiveActivity(id), nil)
        }
    }
}

extension Duration {
    var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
