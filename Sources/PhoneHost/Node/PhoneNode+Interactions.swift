import Foundation
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
        var flow = InteractionFlow(interaction, from: device.id, epoch: sequencer.epoch) { name in
            registry.type(named: name) is any SetValueIntent.Type
        }
        var effect = flow.start(seq: sequencer.seq)
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
                effect = flow.recordRead(recorded, state: state, seq: sequencer.seq)
            case .publish(let topic, let body):
                let seq = publish(to: topic, body)
                // The invalidation notice counts with perform, as it always did; "publish" is the reload's update.
                if case .invalidation = body { timings.performNs += elapsed() } else { timings.publishNs += elapsed() }
                effect = flow.published(seq: seq)
            case .perform(let invocation):
                // Optimistic, as a database transaction: a perform() whose reads another
                // interaction's commit changed meanwhile runs again on the new data.
                var (outcome, current) = await runPerform(invocation)
                var attempts = 1
                while !current && attempts < Self.performAttempts {
                    logger.info("perform() runs again: another interaction changed what it read", metadata: [
                        "interaction": "\(interaction.interactionID)", "attempt": "\(attempts + 1)"])
                    (outcome, current) = await runPerform(invocation)
                    attempts += 1
                }
                if !current {
                    outcome = .failed("other interactions kept changing the data this one reads; try again", centerRequests: [])
                }
                timings.performNs += elapsed()
                effect = flow.performed(outcome, seq: sequencer.seq)
            case .persist(let result, let changes):
                var failure: String?
                do { try database.commitInteraction(result, device: device.id, changes: changes, at: clock.now()) } catch {
                    logger.error("could not commit an interaction", metadata: ["interaction": "\(interaction.interactionID)", "error": "\(error)"])
                    failure = "\(error)"
                }
                timings.performNs += elapsed()
                effect = flow.persisted(error: failure, seq: sequencer.seq)
            case .reload(let target):
                let (update, topic) = await archive(target, interactionID: interaction.interactionID)
                timings.reloadNs += elapsed()
                effect = flow.reloaded(update, to: topic, state: state, seq: sequencer.seq)
            case .applyCenterRequests(let requests):
                for request in requests { await handleCenter(request, free: true) }
                await drainPendingReloads()
                timings.reloadNs += elapsed()
                effect = flow.centerRequestsDone(seq: sequencer.seq)
            case .reply(var result):
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

    /// Rebuilds the intent and runs `perform()` on app threads, its app-group writes held
    /// aside and its WidgetCenter calls collected (they are served after the reload, free).
    /// How often a perform() whose reads went stale runs before the tap fails.
    static let performAttempts = 8

    /// One run of `perform()`, and whether what it read still holds (its writes may be committed).
    private func runPerform(_ invocation: IntentInvocation) async -> (InteractionFlow.Outcome, current: Bool) {
        let intent: any AppIntent
        do {
            intent = try await inApp("the parameters of \(invocation.intentType)") { [registry] in try await registry.rebuild(invocation) }
        } catch let error as IntentRebuildError {
            if case .unknownIntentType = error { return (.refused(InteractionRefusal(.unknownIntent, error.description)), true) }
            return (.refused(InteractionRefusal(.badParameter, error.description)), true)
        } catch {
            return (.refused(InteractionRefusal(.badParameter, "\(error)")), true)
        }
        let overlay = OverlayStore(base: store)
        let log = CenterRequestLog()
        let collector = PhoneCenter(sink: { log.append($0) }, configurations: widgetInfoSource.read)
        let performEnvironment = AppEnvironment(store: overlay, widgetCenter: collector, controlCenter: collector, activities: activityHost)
        do {
            _ = try await inApp("perform() of \(invocation.intentType)", performEnvironment) { try await intent.perform() }
            return (.performed(changes: overlay.changes, centerRequests: log.all), overlay.readsAreCurrent)
        } catch {
            return (.failed("\(error)", centerRequests: log.all), true)
        }
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
