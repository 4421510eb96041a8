import Foundation
import WidgetRelayKit

/// One interaction as the phone runs it: ``InteractionFlow``'s steps with ``PerformRetry``'s
/// policy applied — which run of `perform()` this is, when it takes the turn to run alone
/// (``PerformTurns``), when it hands that turn on, and when the phone gives up. The phone's
/// driver (`PhoneNode+Interactions`) and its in-memory twin (`EmbeddedPhone` in the tests)
/// both run this value, so they make the same decisions and only perform effects.
///
/// A value with no I/O: every event returns the next ``Effect``; the events are the flow's,
/// plus ``turnHandedOn(seq:)`` answering ``Effect/handOnTurn``.
public struct InteractionRun: Sendable {
    /// What the driver does next, and which event answers it.
    public enum Effect: Sendable {
        /// Read the stored answer of (`device`, `interactionID`); answer ``recordRead(_:state:seq:)``.
        case readRecord(device: String, interactionID: String)
        /// Publish on `device`'s topic ("all/" when nil); answer ``published(seq:)``.
        case publish(to: String?, InteractionFlow.Publication)
        /// Run `perform()` for the `attempt`th time (1 first), its writes held aside; with
        /// `runAloneFirst`, take the turn to run alone first (``PerformTurns/runAlone(_:)``).
        /// Before committing, wait while another runs alone (``PerformTurns/mayCommit(_:)``).
        /// Answer ``performed(_:seq:)``.
        case perform(IntentInvocation, attempt: Int, runAloneFirst: Bool)
        /// Store the answer with the held writes in one transaction, if what `perform()` read
        /// still holds; answer ``persisted(error:seq:)``, or ``persistedStale(seq:)``.
        case persist(InteractionAnswer, changes: [String: Data?])
        /// The commit ended and this interaction ran alone: hand the turn on
        /// (``PerformTurns/endAlone(_:)``); answer ``turnHandedOn(seq:)``.
        case handOnTurn
        /// Reload and archive the target; answer ``reloaded(hasUpdate:to:state:seq:)``.
        case reload(PhoneInteraction.Target)
        /// Serve what app code asked of WidgetCenter during `perform()`; answer ``centerRequestsDone(seq:)``.
        case applyCenterRequests([CenterRequest])
        /// Answer the device: the run is over.
        case reply(InteractionAnswer)
    }

    /// The interaction's steps.
    public private(set) var flow: InteractionFlow
    /// Its runs of `perform()` so far, and whether it holds the turn to run alone.
    public private(set) var retry: PerformRetry
    /// The flow's next effect, held while the turn is handed on.
    private var afterHandingOn: InteractionFlow.Effect?

    /// A run of `flow` under `retry`'s policy (the phone's: ``PerformRetry/performAttempts``
    /// runs, the ones after `PerformRetry/sharedAttempts` alone).
    public init(_ flow: InteractionFlow, retry: PerformRetry = PerformRetry()) {
        self.flow = flow
        self.retry = retry
    }

    public mutating func start(seq: UInt64) -> Effect {
        next(flow.start(seq: seq), seq)
    }

    public mutating func recordRead(_ stored: InteractionAnswer?, state: some InteractionContext, seq: UInt64) -> Effect
    {
        next(flow.recordRead(stored, state: state, seq: seq), seq)
    }

    public mutating func published(seq: UInt64) -> Effect {
        next(flow.published(seq: seq), seq)
    }

    public mutating func performed(_ outcome: InteractionFlow.Outcome, seq: UInt64) -> Effect {
        next(flow.performed(outcome, seq: seq), seq)
    }

    /// The commit found what `perform()` read changed: run again (the turn, if held, is kept).
    public mutating func persistedStale(seq: UInt64) -> Effect {
        next(flow.persistedStale(seq: seq), seq)
    }

    /// The commit stored the answer (or failed for good): the turn to run alone, if held, is
    /// handed on before anything else.
    public mutating func persisted(error: String?, seq: UInt64) -> Effect {
        let effect = flow.persisted(error: error, seq: seq)
        guard retry.commitEnded() else { return next(effect, seq) }
        afterHandingOn = effect
        return .handOnTurn
    }

    public mutating func turnHandedOn(seq: UInt64) -> Effect {
        guard let effect = afterHandingOn else { return next(flow.outOfOrder("turnHandedOn", seq: seq), seq) }
        afterHandingOn = nil
        return next(effect, seq)
    }

    public mutating func reloaded(hasUpdate: Bool, to topic: String?, state: some InteractionContext, seq: UInt64)
        -> Effect
    {
        next(flow.reloaded(hasUpdate: hasUpdate, to: topic, state: state, seq: seq), seq)
    }

    public mutating func centerRequestsDone(seq: UInt64) -> Effect {
        next(flow.centerRequestsDone(seq: seq), seq)
    }

    /// The driver stops the run before its end (a failed read, cancellation): true when it
    /// held the turn to run alone, which the driver must then hand on.
    public mutating func abandon() -> Bool {
        retry.commitEnded()
    }

    /// The flow's effect, with the retry policy applied to a run of `perform()`: a run, or,
    /// past the last, the synthesized failure answered at once (stored and reloaded like any).
    private mutating func next(_ effect: InteractionFlow.Effect, _ seq: UInt64) -> Effect {
        switch effect {
        case .readRecord(let device, let id): return .readRecord(device: device, interactionID: id)
        case .publish(let topic, let publication): return .publish(to: topic, publication)
        case .perform(let invocation):
            switch retry.nextAttempt() {
            case .perform(let attempt, let runAloneFirst):
                return .perform(invocation, attempt: attempt, runAloneFirst: runAloneFirst)
            case .giveUp(let message): return next(flow.performed(.failed(message), seq: seq), seq)
            }
        case .persist(let answer, let changes): return .persist(answer, changes: changes)
        case .reload(let target): return .reload(target)
        case .applyCenterRequests(let requests): return .applyCenterRequests(requests)
        case .reply(let answer): return .reply(answer)
        }
    }
}
