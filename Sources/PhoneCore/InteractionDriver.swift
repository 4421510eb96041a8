import Foundation
import WidgetRelayKit

/// Performs the effects of an ``InteractionRun``: the phone's node over its store, sockets and
/// app-code thread, or its in-memory twin in the tests (`EmbeddedPhone`). Both run the same
/// loop, ``InteractionRun/drive(on:_:)``, which turns each effect into the driver's call and
/// its answer into the run's next event; a driver only performs, it decides nothing.
///
/// An actor, so that the loop runs isolated to it: each call is a plain call on the driver's
/// executor, never a hop (the node's is its sockets' loop thread when it is given one).
package protocol InteractionDriver: Actor {
    /// What the driver keeps for one interaction while it runs (the node: its hop timings,
    /// the reload prepared in `perform()`'s trip, what `perform()` read, its turn).
    associatedtype Scratch
    /// What the flow checks an interaction against (the node's and the twin's `PhoneState`).
    associatedtype Context: InteractionContext

    /// The state the flow checks, as it is now.
    var interactionContext: Context { get }
    /// The last seq published (the flow stamps answers with it).
    var publishedSeq: UInt64 { get }

    /// The stored answer of (`device`, `interactionID`), or nil when it was never performed.
    /// Throws when the record cannot be read: that must never pass for "not performed yet".
    func readRecord(device: String, interactionID: String, _ scratch: inout Scratch) async throws -> InteractionAnswer?
    /// Publishes on `device`'s topic ("all/" when nil): the seq published at, or nil when the
    /// publication had nothing left to carry.
    func publish(to device: String?, _ publication: InteractionFlow.Publication, _ scratch: inout Scratch) async throws
        -> UInt64?
    /// Runs `perform()` (run number `attempt`, taking the turn to run alone first when
    /// `runAloneFirst`), its writes held aside; returns once it may commit.
    func perform(_ invocation: IntentInvocation, attempt: Int, runAloneFirst: Bool, _ scratch: inout Scratch)
        async throws -> InteractionFlow.Outcome
    /// Stores the answer with the held writes in one transaction, if what `perform()` read still holds.
    func persist(_ answer: InteractionAnswer, changes: [String: Data?], _ scratch: inout Scratch) async throws
        -> PersistOutcome
    /// This interaction ran alone and its commit ended (or it stopped early): the next one in
    /// line runs alone, or all may commit again.
    func handOnTurn(_ scratch: inout Scratch)
    /// Reloads and archives the target: whether there is an update to publish, and the device
    /// whose topic it goes to (nil: "all/").
    func reload(_ target: PhoneInteraction.Target, _ scratch: inout Scratch) async throws -> (
        hasUpdate: Bool, topic: String?
    )
    /// Serves what app code asked of WidgetCenter during `perform()`.
    func applyCenterRequests(_ requests: [CenterRequest], _ scratch: inout Scratch) async throws
}

/// How a commit of an interaction ended (``InteractionDriver/persist(_:changes:_:)``).
package enum PersistOutcome: Sendable, Equatable {
    /// The answer and the writes are stored.
    case committed
    /// What `perform()` read changed since: nothing stored, run it again.
    case stale
    /// The commit failed for good (the answer says so).
    case failed(String)
}

extension InteractionRun {
    /// Runs this interaction to its end on `driver`: every effect performed by the driver, every
    /// decision made here. The answer to reply with; a driver's error ends the run early (the
    /// turn to run alone, if held, is handed on) and is rethrown.
    package mutating func drive<D: InteractionDriver>(on driver: isolated D, _ scratch: inout D.Scratch) async throws
        -> InteractionAnswer
    {
        defer { if abandon() { driver.handOnTurn(&scratch) } }
        var effect = start(seq: driver.publishedSeq)
        while true {
            switch effect {
            case .readRecord(let device, let id):
                let stored = try await driver.readRecord(device: device, interactionID: id, &scratch)
                effect = recordRead(stored, state: driver.interactionContext, seq: driver.publishedSeq)
            case .publish(let topic, let publication):
                let seq = try await driver.publish(to: topic, publication, &scratch)
                effect = published(seq: seq ?? driver.publishedSeq)
            case .perform(let invocation, let attempt, let runAloneFirst):
                let outcome = try await driver.perform(
                    invocation, attempt: attempt, runAloneFirst: runAloneFirst, &scratch)
                effect = performed(outcome, seq: driver.publishedSeq)
            case .persist(let answer, let changes):
                switch try await driver.persist(answer, changes: changes, &scratch) {
                case .committed: effect = persisted(error: nil, seq: driver.publishedSeq)
                case .stale: effect = persistedStale(seq: driver.publishedSeq)
                case .failed(let error): effect = persisted(error: error, seq: driver.publishedSeq)
                }
            case .handOnTurn:
                driver.handOnTurn(&scratch)
                effect = turnHandedOn(seq: driver.publishedSeq)
            case .reload(let target):
                let reloaded = try await driver.reload(target, &scratch)
                effect = self.reloaded(
                    hasUpdate: reloaded.hasUpdate, to: reloaded.topic, state: driver.interactionContext,
                    seq: driver.publishedSeq)
            case .applyCenterRequests(let requests):
                try await driver.applyCenterRequests(requests, &scratch)
                effect = centerRequestsDone(seq: driver.publishedSeq)
            case .reply(let answer):
                return answer
            }
        }
    }
}
