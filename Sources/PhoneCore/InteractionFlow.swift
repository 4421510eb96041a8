import Foundation
import WidgetRelayKit

/// One interaction on the phone, as explicit steps whose order *is* the exactly-once
/// guarantee (requests.proto, "Interactions"):
///
/// 1. read the record of this (device, interaction id): a retry gets the stored result, replayed;
/// 2. check the element and invocation were offered to this device, else reject;
/// 3. for a widget instance, publish the invalidation notice on its owner's topic (mirrors mark
///    the views pending); a Live Activity or a control has none (sync.proto);
/// 4. `perform()`, its app-group writes held aside;
/// 5. persist the result and those writes in one transaction — only now is it "performed";
/// 6. the guaranteed reload of the target, published;
/// 7. the WidgetCenter calls `perform()` made (free of budget);
/// 8. reply.
///
/// A value that does no I/O: every step returns the one ``Effect`` the driver performs
/// next, and the driver answers with the matching event. A crash between 4 and 5 is an
/// effect never performed: nothing was recorded, so the retry performs again, and the
/// writes held aside were never committed. How often step 4 runs again after losing to
/// another commit is ``PerformRetry``'s decision.
public struct InteractionFlow: Sendable {
    /// Where the flow is.
    public enum Step: Sendable, Hashable {
        case start, readingRecord, announcing, performing, persisting, reloading, publishing, applyingCenterRequests,
            done
    }

    /// What a ``Effect/publish(to:_:)`` effect publishes.
    public enum Publication: Sendable, Hashable {
        /// The invalidation notice of a widget instance's views.
        case invalidation(instanceID: String, interactionID: String, elementID: String)
        /// The update the reload built (``reloaded(hasUpdate:to:state:seq:)``).
        case reloadedUpdate
        /// The instance's last timeline again, answering this interaction (its provider failed).
        case lastTimeline(instanceID: String, interactionID: String)
    }

    /// What the driver does next, and which event answers it.
    public enum Effect: Sendable {
        /// Read the stored result of (`device`, `interactionID`); answer ``recordRead(_:state:seq:)``.
        case readRecord(device: String, interactionID: String)
        /// Publish on `device`'s topic ("all/" when nil); answer ``published(seq:)``.
        case publish(to: String?, Publication)
        /// Rebuild the intent from the invocation and run `perform()` with its writes held aside;
        /// answer ``performed(_:seq:)``.
        case perform(IntentInvocation)
        /// Store the result with the held writes in one transaction, if what `perform()` read still
        /// holds there; answer ``persisted(error:seq:)``, or ``persistedStale(seq:)`` when it does not.
        case persist(InteractionAnswer, changes: [String: Data?])
        /// Reload and archive the target (nothing published yet); answer ``reloaded(hasUpdate:to:state:seq:)``.
        case reload(PhoneInteraction.Target)
        /// Serve what app code asked of WidgetCenter during `perform()`; answer ``centerRequestsDone(seq:)``.
        case applyCenterRequests([CenterRequest])
        /// Answer the device: the flow is over.
        case reply(InteractionAnswer)
    }

    /// How `perform()` ended.
    public enum Outcome: Sendable {
        /// It returned: these writes to commit, these WidgetCenter calls to serve after the reload.
        case performed(changes: [String: Data?], centerRequests: [CenterRequest])
        /// It threw (the result says so; nothing it wrote to the store is kept). The WidgetCenter
        /// calls it made before throwing are still served.
        case failed(String, centerRequests: [CenterRequest] = [])
        /// The intent could not be rebuilt from the invocation (unknown type, bad parameter).
        case refused(InteractionRefusal)
    }

    /// The interaction as the device sent it.
    public let interaction: PhoneInteraction
    /// The paired device it came from (by the key that authenticated it).
    public let device: String
    /// The step the flow is at.
    public private(set) var step: Step = .start
    /// Whether an intent type is a `SetValueIntent`: a toggle's receives the value asked for.
    private let isSetValueIntent: @Sendable (String) -> Bool
    private var result: InteractionAnswer
    private var centerRequests: [CenterRequest] = []

    /// The epoch every answer carries.
    public let epoch: UInt64

    /// A flow for `interaction` from `device`, answering in `epoch`; `isSetValueIntent` tells which
    /// intent types receive a toggle's value.
    public init(
        _ interaction: PhoneInteraction, from device: String, epoch: UInt64,
        isSetValueIntent: @escaping @Sendable (String) -> Bool
    ) {
        self.interaction = interaction
        self.device = device
        self.epoch = epoch
        self.isSetValueIntent = isSetValueIntent
        result = InteractionAnswer(interactionID: interaction.id)
    }

    /// Step 1.
    public mutating func start(seq: UInt64) -> Effect {
        guard step == .start else { return unexpected("start", seq) }
        guard !interaction.id.isEmpty else {
            return reject(InteractionRefusal(.badParameter, "the interaction has no id"), seq)
        }
        step = .readingRecord
        return .readRecord(device: device, interactionID: interaction.id)
    }

    /// Steps 1–3: a stored result is replayed; otherwise the offered check, then the notice (a
    /// widget instance's) or `perform()`.
    public mutating func recordRead(_ stored: InteractionAnswer?, state: some InteractionContext, seq: UInt64) -> Effect
    {
        guard step == .readingRecord else { return unexpected("recordRead", seq) }
        if var replay = stored {
            replay.replayed = true
            replay.epoch = epoch
            if case .instance(let id) = interaction.target, let latest = state.latestTimelineSeq(of: id) {
                replay.seq = latest
            } else {
                replay.seq = seq
            }
            step = .done
            return .reply(replay)
        }
        let archived: IntentInvocation
        switch interaction.invocation {
        case .success(let read): archived = read
        case .failure(let error):
            return reject(InteractionRefusal(.badParameter, "the invocation cannot be read: \(error)"), seq)
        }
        if let refusal = state.refusal(of: interaction, invocation: archived, from: device) {
            return reject(refusal, seq)
        }
        invocation = archived
        // Only a widget instance's views are announced, on its owner's topic: a notice for a Live
        // Activity or a control would go to every device with the tapping device's interaction id
        // (sync.proto: none is published; the tapping mirror marks its own views pending).
        guard case .instance(let id) = interaction.target, let owner = state.owner(of: id) else {
            return performNext(seq)
        }
        step = .announcing
        return .publish(
            to: owner, .invalidation(instanceID: id, interactionID: interaction.id, elementID: interaction.elementID))
    }

    /// The invocation that was offered, once checked.
    private var invocation: IntentInvocation?

    /// The invocation `perform()` runs: a toggle's SetValueIntent gets the value the person asked for.
    public var invocationToPerform: IntentInvocation? {
        guard var invocation else { return nil }
        if let value = interaction.toggleValue, isSetValueIntent(invocation.intentType) {
            invocation.parameters.removeAll { $0.name == "value" }
            invocation.parameters.append(NamedIntentValue(name: "value", value: .bool(value)))
        }
        return invocation
    }

    /// After step 3's notice (step 4 next), or step 6's update (step 7 or the reply next).
    public mutating func published(seq: UInt64) -> Effect {
        switch step {
        case .announcing:
            return performNext(seq)
        case .publishing:
            result.seq = seq
            return afterReload()
        default:
            return unexpected("published", seq)
        }
    }

    /// Step 4 next: the offered invocation, with a toggle's value.
    private mutating func performNext(_ seq: UInt64) -> Effect {
        guard let invocation = invocationToPerform else { return unexpected("perform", seq) }
        step = .performing
        return .perform(invocation)
    }

    /// Step 4 ended: persist what it did (step 5), or reject if the intent could not be rebuilt.
    public mutating func performed(_ outcome: Outcome, seq: UInt64) -> Effect {
        guard step == .performing else { return unexpected("performed", seq) }
        var changes: [String: Data?] = [:]
        switch outcome {
        case .performed(let written, let requests):
            result.outcome = .performed
            changes = written
            centerRequests = requests
        case .failed(let message, let requests):
            result.outcome = .failed(message)
            centerRequests = requests
        case .refused(let refusal):
            return reject(refusal, seq)
        }
        step = .persisting
        return .persist(result, changes: changes)
    }

    /// Step 5 found what `perform()` read changed by a commit that came first (the commit checks
    /// it in its own transaction): nothing was stored; perform again, on the new data (step 4).
    public mutating func persistedStale(seq: UInt64) -> Effect {
        guard step == .persisting, let invocation = invocationToPerform else {
            return unexpected("persistedStale", seq)
        }
        result = InteractionAnswer(interactionID: interaction.id)
        centerRequests = []
        step = .performing
        return .perform(invocation)
    }

    /// Step 5 ended. A result that could not be saved is a failure (its writes were not kept
    /// either); the reload still runs so that mirrors see the truth.
    public mutating func persisted(error: String?, seq: UInt64) -> Effect {
        guard step == .persisting else { return unexpected("persisted", seq) }
        if let error { result.outcome = .failed("the phone could not save the result: \(error)") }
        step = .reloading
        return .reload(interaction.target ?? .instance(""))
    }

    /// Step 6's reload ended: publish its update (`hasUpdate`, on `topic`). When a widget's
    /// provider failed, its last timeline stays and is published again answering this
    /// interaction, so that every mirror's pending mark for it ends (another device's mark
    /// waits for exactly this). With nothing to publish, the reply carries the current seq.
    public mutating func reloaded(hasUpdate: Bool, to topic: String?, state: some InteractionContext, seq: UInt64)
        -> Effect
    {
        guard step == .reloading else { return unexpected("reloaded", seq) }
        if hasUpdate {
            step = .publishing
            return .publish(to: topic, .reloadedUpdate)
        }
        if case .instance(let id) = interaction.target, let owner = state.owner(of: id), state.hasTimeline(id) {
            step = .publishing
            return .publish(to: owner, .lastTimeline(instanceID: id, interactionID: interaction.id))
        }
        result.seq = seq
        return afterReload()
    }

    /// Step 7 ended: reply.
    public mutating func centerRequestsDone(seq: UInt64) -> Effect {
        guard step == .applyingCenterRequests else { return unexpected("centerRequestsDone", seq) }
        return finish()
    }

    private mutating func afterReload() -> Effect {
        guard centerRequests.isEmpty else {
            step = .applyingCenterRequests
            return .applyCenterRequests(centerRequests)
        }
        return finish()
    }

    private mutating func finish() -> Effect {
        step = .done
        var answer = result
        answer.epoch = epoch
        return .reply(answer)
    }

    /// Nothing was published: `seq` is the phone's last (nothing to wait for).
    private mutating func reject(_ refusal: InteractionRefusal, _ seq: UInt64) -> Effect {
        step = .done
        var answer = result
        answer.outcome = .rejected(refusal)
        answer.epoch = epoch
        answer.seq = seq
        return .reply(answer)
    }

    /// An event a driver around the flow received out of order (``InteractionRun``'s own):
    /// answered as a failure, as the flow's are.
    public mutating func outOfOrder(_ event: String, seq: UInt64) -> Effect {
        unexpected(event, seq)
    }

    /// An event in the wrong step is the driver's mistake: answered as a failure, never a trap.
    private mutating func unexpected(_ event: String, _ seq: UInt64) -> Effect {
        let was = step
        step = .done
        var answer = result
        answer.outcome = .failed("internal: \(event) in step \(was)")
        answer.epoch = epoch
        answer.seq = seq
        return .reply(answer)
    }
}
