import DomainModel
import Foundation
import Logging
import PhoneCore
import Codec
import RelayWire
import WidgetRelayKit

extension PhoneNode {
    /// Performs an interaction at most once per (device, id), and only if the phone offered
    /// that element with that invocation to this device: runs ``InteractionRun`` (which
    /// decides every step, the retries and the turns included) on this node, the
    /// ``InteractionDriver`` that performs each effect and times it
    /// (`PhoneNode+InteractionDriver.swift`); the in-memory twin in the tests runs the same loop.
    ///
    /// A failed read of the record throws (the request gets INTERNAL and is retried): it must
    /// never pass for "not performed yet". The reply is built here, at the edge, with the timings.
    func perform(_ interaction: PhoneInteraction, from device: PairedDevice, received: Stopwatch) async throws
        -> PhoneReply
    {
        let registry = registry
        var run = InteractionRun(
            InteractionFlow(interaction, from: device.id, epoch: sequencer.epoch) { name in
                registry.type(named: name) is any SetValueIntent.Type
            })
        var scratch = InteractionScratch(interaction: interaction, requester: device, turn: turns.nextTurn())
        scratch.timings.receiveNs = received.elapsedNanoseconds
        let answer = try await run.drive(on: self, &scratch)
        scratch.timings.totalNs = received.elapsedNanoseconds
        metrics.interaction(answer, timings: scratch.timings)
        if case .rejected(let refusal) = answer.outcome {
            logger.notice(
                "interaction rejected",
                metadata: [
                    "interaction": "\(interaction.id)", "device": "\(device.id)", "reason": "\(refusal.message)",
                ])
        } else {
            var record: Logger.Metadata = [
                "interaction": "\(interaction.id)", "device": "\(device.id)",
                "intent": "\(run.flow.invocationToPerform?.intentType ?? "-")",
                "outcome": "\(answer.outcome?.name ?? "-")", "seq": "\(answer.seq)", "replayed": "\(answer.replayed)",
            ]
            if case .failed(let message) = answer.outcome { record["message"] = "\(message)" }
            logger.info("interaction", metadata: record)
        }
        return .interactionResult(answer, timings: scratch.timings)
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
            guard let instance = state.instances[id], let widget = widgets[instance.kind], state.placeholders[id] != nil
            else { return nil }
            return PreparedReload(
                target: .widget(
                    instanceID: id, widget, context(for: instance), configurationType: widget.configurationIntent,
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
    func runPerform(_ invocation: IntentInvocation, reloading reload: PreparedReload?) async -> PerformTrip {
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
            return PerformTrip(
                outcome: .performed(changes: overlay.changes, centerRequests: log.all), overlay: overlay,
                reloaded: reloaded)
        case .threw(let error):
            return PerformTrip(outcome: .failed("\(error)", centerRequests: log.all))
        case .notRebuilt(let error as IntentRebuildError):
            if case .unknownIntentType = error {
                return PerformTrip(outcome: .refused(InteractionRefusal(.unknownIntent, error.description)))
            }
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
    func archive(_ target: PhoneInteraction.Target, interactionID: String) async -> (PhoneChange?, String?) {
        switch target {
        case .instance(let id):
            (await archiveTimeline(id, reason: "interaction", interactionID: interactionID), state.instances[id]?.owner)
        case .control(let kind): (await archiveControl(kind), nil)
        case .activity(let id): (await archiveActivity(id), nil)
        }
    }
}

extension Duration {
    var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
