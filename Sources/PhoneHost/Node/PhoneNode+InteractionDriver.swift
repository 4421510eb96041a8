import DomainModel
import Foundation
import PhoneCore
import RelayWire
import WidgetRelayKit

/// What the node keeps for one interaction while ``InteractionRun`` runs it: the hop timings
/// of its reply, the reload prepared in `perform()`'s trip, the update that reload built,
/// what the last `perform()` read (its commit checks it) and its turn (``PerformTurns``).
package struct InteractionScratch {
    let interaction: PhoneInteraction
    /// Who asked: its steps take its turns on the loop (``PhoneNode/takeTurn(of:)``).
    let requester: PairedDevice
    var device: String { requester.id }
    let turn: Int
    var timings = HopTimings()
    var prepared: PreparedResult?
    var reloadedUpdate: PhoneChange?
    var reads = StoreReads()
}

/// The node performs an interaction's effects on its store, sockets and app-code thread, and
/// times each; ``InteractionRun/drive(on:_:)`` decides.
extension PhoneNode: InteractionDriver {
    package var interactionContext: PhoneState { state }
    package var publishedSeq: UInt64 { sequencer.seq }

    package func readRecord(device: String, interactionID: String, _ scratch: inout InteractionScratch) async throws
        -> InteractionAnswer?
    {
        let started = stopwatch()
        defer { scratch.timings.dedupeNs += started.elapsedNanoseconds }
        do { return try database.interactionResult(interactionID, device: device) } catch {
            throw PhoneError.internal("could not read the record of interaction \(interactionID)", cause: error)
        }
    }

    package func publish(
        to device: String?, _ publication: InteractionFlow.Publication, _ scratch: inout InteractionScratch
    ) async throws -> UInt64? {
        let started = stopwatch()
        guard let body = publication.change(reloaded: scratch.reloadedUpdate, lastTimeline: { state.timelines[$0] })
        else { return nil }
        let seq = publish(to: device, body)
        // The invalidation notice counts with perform, as it always did; "publish" is the reload's update.
        if case .invalidation = publication {
            scratch.timings.performNs += started.elapsedNanoseconds
        } else {
            scratch.timings.publishNs += started.elapsedNanoseconds
        }
        return seq
    }

    /// Optimistic, as a database transaction: the commit checks what this run read, and a run
    /// whose reads another interaction's commit changed runs again on the new data.
    package func perform(
        _ invocation: IntentInvocation, attempt: Int, runAloneFirst: Bool,
        _ scratch: inout InteractionScratch
    ) async throws -> InteractionFlow.Outcome {
        let started = stopwatch()
        if attempt > 1 {
            logger.info(
                "perform() runs again: another interaction changed what it read",
                metadata: [
                    "interaction": "\(scratch.interaction.id)", "attempt": "\(attempt)",
                ])
        }
        if runAloneFirst { await runAlone(scratch.turn) }
        let trip = await runPerform(invocation, reloading: preparedReload(of: scratch.interaction.target))
        await mayCommit(scratch.turn)
        scratch.reads = trip.overlay?.recordedReads ?? StoreReads()
        scratch.prepared = trip.reloaded
        scratch.timings.performNs += started.elapsedNanoseconds
        return trip.outcome
    }

    package func persist(_ answer: InteractionAnswer, changes: [String: Data?], _ scratch: inout InteractionScratch)
        async throws -> PersistOutcome
    {
        let started = stopwatch()
        let committed = await commit(
            InteractionCommit(
                result: answer, device: scratch.device, changes: changes, reads: scratch.reads, at: clock.now()))
        scratch.timings.commitNs += started.elapsedNanoseconds
        // Back from the commit (which it shares with whoever reached theirs in the same turn of
        // the loop): the reload, the publish and the reply take the device's next turn.
        await takeTurn(of: scratch.requester)
        scratch.reads = StoreReads()
        switch committed {
        case .committed:
            return .committed
        case .stale:
            scratch.prepared = nil  // perform again, still in its turn if it runs alone
            return .stale
        case .failed(let error):
            logger.error(
                "could not commit an interaction",
                metadata: ["interaction": "\(scratch.interaction.id)", "error": "\(error)"])
            scratch.prepared = nil  // its writes are not the store's
            return .failed("\(error)")
        }
    }

    package func handOnTurn(_ scratch: inout InteractionScratch) {
        endAlone(scratch.turn)
    }

    /// The timeline (or control value) reloaded in `perform()`'s trip, on exactly the writes
    /// just committed, when there is one; else the usual reload and archive.
    package func reload(_ target: PhoneInteraction.Target, _ scratch: inout InteractionScratch) async throws -> (
        hasUpdate: Bool, topic: String?
    ) {
        let started = stopwatch()
        defer { scratch.timings.reloadNs += started.elapsedNanoseconds }
        switch (target, scratch.prepared) {
        case (.instance(let instanceID), .timeline(let preparedID, let timeline)?) where preparedID == instanceID:
            scratch.reloadedUpdate = adoptTimeline(
                timeline, for: instanceID, reason: "interaction", interactionID: scratch.interaction.id)
            return (scratch.reloadedUpdate != nil, state.instances[instanceID]?.owner)
        case (.control(let kind), .control(let preparedKind, let value)?) where preparedKind == kind:
            scratch.reloadedUpdate = adoptControl(value, for: kind)
            return (true, nil)
        default:
            let (update, topic) = await archive(target, interactionID: scratch.interaction.id)
            scratch.reloadedUpdate = update
            return (update != nil, topic)
        }
    }

    package func applyCenterRequests(_ requests: [CenterRequest], _ scratch: inout InteractionScratch) async throws {
        let started = stopwatch()
        for request in requests { await handleCenter(request, free: true) }
        await drainPendingReloads()
        scratch.timings.reloadNs += started.elapsedNanoseconds
    }
}
