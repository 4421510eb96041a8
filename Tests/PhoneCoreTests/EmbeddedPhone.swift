import DomainModel
import Foundation
import PhoneCore
import Codec
import RelayWire
import Testing
import WidgetRelayKit

/// The phone core driven in memory, like swift-nio's `EmbeddedChannel`: ``InteractionFlow``'s
/// effects are performed against dictionaries and a scripted app, every effect is recorded,
/// and a crash is an effect that is never performed.
struct EmbeddedPhone {
    var state = PhoneState()
    var sequencer = Sequencer(epoch: 7)
    /// Stored interaction answers, by "device/id" (the dedupe record).
    var records: [String: InteractionAnswer] = [:]
    /// Who runs alone (the starvation rule), and the requests in flight per device (BUSY).
    var turns = PerformTurns()
    var inFlight = InFlightLimit()
    /// The committed app-group store.
    var appGroup: [String: Data] = [:]
    /// Every update published, in order, with its topic's device (nil: "all/").
    var published: [(device: String?, update: Relay_V1_Update)] = []
    /// What perform() ran, in order.
    var performed: [IntentInvocation] = []
    /// The effects performed, by name, in order.
    var trace: [String] = []
    /// What the app does for an invocation (default: writes "count" + 1, asks no reloads).
    var app: @Sendable (IntentInvocation, [String: Data]) -> InteractionFlow.Outcome = EmbeddedPhone.counter
    var failPersist = false
    /// Commits by others that come between this many performs and their commit (the commit
    /// then finds what perform() read changed): each adds one to the count first.
    var commitsBeforeOurs = 0
    var failReload = false
    /// The effect at which the phone "dies": the flow is dropped there, unanswered.
    var crash: String?
    /// How many times the ``crash`` effect is performed before the one that dies.
    var crashSkips = 0

    static let epochStart = Date(timeIntervalSince1970: 1_795_000_000)

    /// The default app: perform() adds one to "count" (held aside until persisted).
    static let counter: @Sendable (IntentInvocation, [String: Data]) -> InteractionFlow.Outcome = { _, store in
        let count = store["count"].map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 } ?? 0
        return .performed(changes: ["count": Data("\(count + 1)".utf8)], centerRequests: [])
    }

    var count: Int { appGroup["count"].map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 } ?? 0 }

    /// A tap from `device`: the reply, or nil when the phone crashed before answering.
    ///
    /// The phone driver's own loop, ``InteractionRun/drive(on:_:)``, with ``PerformTurns`` and
    /// ``InFlightLimit`` as the node uses them; only the effects are performed in memory, by
    /// ``EmbeddedDriver``.
    mutating func tap(_ interaction: Relay_V1_Interaction, from device: String) async -> Relay_V1_InteractionResult? {
        if let busy = inFlight.admit(device) { return .with { $0.rejected = .with { $0.message = busy } } }
        defer { inFlight.finished(device) }
        var run = InteractionRun(
            InteractionFlow(PhoneInteraction(wire: interaction), from: device, epoch: sequencer.epoch) {
                $0 == "SetFlag"
            })
        var scratch = EmbeddedDriver.Scratch(
            interactionID: interaction.interactionID, device: device, turn: turns.nextTurn())
        let driver = EmbeddedDriver(self)
        let answer = try? await run.drive(on: driver, &scratch)
        self = await driver.phone
        // The reply, as the node sends it once the loop has returned the answer.
        guard let answer, crash != "reply" else { return nil }
        trace.append("reply")
        return answer.wire
    }

    /// A tap that must be answered (the test fails if the phone "crashed").
    mutating func answer(_ interaction: Relay_V1_Interaction, from device: String) async throws
        -> Relay_V1_InteractionResult
    {
        guard let result = await tap(interaction, from: device) else { throw Crashed() }
        return result
    }

    struct Crashed: Error {}
}

/// The twin's ``InteractionDriver``: performs each effect against ``EmbeddedPhone``'s
/// dictionaries and scripted app, records it in the trace, and "crashes" (throws) at the
/// effect named by ``EmbeddedPhone/crash`` before performing it.
actor EmbeddedDriver: InteractionDriver {
    var phone: EmbeddedPhone

    /// What one interaction keeps: its turn, the update its reload built, whether the last
    /// perform() read the store (a commit of nothing read cannot go stale).
    struct Scratch {
        let interactionID: String
        let device: String
        let turn: Int
        var reloaded: PhoneChange?
        var read = false
    }

    init(_ phone: EmbeddedPhone) { self.phone = phone }

    var interactionContext: PhoneState { phone.state }
    var publishedSeq: UInt64 { phone.sequencer.seq }

    /// Records the effect `name` (as `recorded`, when given), or throws ``EmbeddedPhone/Crashed``
    /// when the phone dies there.
    private func effect(_ name: String, recorded: String? = nil) throws {
        if name == phone.crash {
            guard phone.crashSkips > 0 else { throw EmbeddedPhone.Crashed() }
            phone.crashSkips -= 1
        }
        phone.trace.append(recorded ?? name)
    }

    func readRecord(device: String, interactionID: String, _ scratch: inout Scratch) throws -> InteractionAnswer? {
        try effect("readRecord")
        return phone.records["\(device)/\(interactionID)"]
    }

    func publish(to device: String?, _ publication: InteractionFlow.Publication, _ scratch: inout Scratch) throws
        -> UInt64?
    {
        let timelines = phone.state.timelines
        let change = publication.change(reloaded: scratch.reloaded, lastTimeline: { timelines[$0] })
        // A publication with nothing left to carry is the node's quiet no-op: traced as such, so
        // an exact trace tells it from a real publish.
        let name = if case .invalidation = publication { "publish(invalidation)" } else { "publish(update)" }
        try effect(name, recorded: change == nil ? "publish(nothing)" : nil)
        guard let change else { return nil }
        let update = phone.sequencer.next(to: device, at: EmbeddedPhone.epochStart, change)
        phone.state.didPublish(change, seq: update.seq)
        phone.published.append((device, update))
        return update.seq
    }

    func perform(_ invocation: IntentInvocation, attempt: Int, runAloneFirst: Bool, _ scratch: inout Scratch) throws
        -> InteractionFlow.Outcome
    {
        try effect(runAloneFirst ? "perform(alone)" : "perform")
        // Alone here nothing else performs: a turn asked for is given at once.
        if runAloneFirst { guard phone.turns.runAlone(scratch.turn) == .proceed else { throw EmbeddedPhone.Crashed() } }
        guard phone.turns.mayCommit(scratch.turn) == .proceed else { throw EmbeddedPhone.Crashed() }
        phone.performed.append(invocation)
        scratch.read = true
        return phone.app(invocation, phone.appGroup)
    }

    func persist(_ answer: InteractionAnswer, changes: [String: Data?], _ scratch: inout Scratch) throws
        -> PersistOutcome
    {
        try effect("persist")
        defer { scratch.read = false }
        if phone.commitsBeforeOurs > 0, scratch.read {
            phone.commitsBeforeOurs -= 1
            phone.appGroup["count"] = Data(String(phone.count + 1).utf8)
            return .stale
        }
        if phone.failPersist { return .failed("disk full") }
        phone.records["\(scratch.device)/\(answer.interactionID)"] = answer
        for (key, value) in changes { phone.appGroup[key] = value }
        return .committed
    }

    func handOnTurn(_ scratch: inout Scratch) {
        phone.trace.append("handOnTurn")
        #expect(phone.turns.endAlone(scratch.turn).isEmpty && phone.turns.alone == nil, "nobody else waits here")
    }

    func reload(_ target: PhoneInteraction.Target, _ scratch: inout Scratch) throws -> (hasUpdate: Bool, topic: String?)
    {
        try effect("reload")
        guard !phone.failReload, case .instance(let id) = target, let owner = phone.state.instances[id]?.owner else {
            scratch.reloaded = nil
            return (false, nil)
        }
        // The app's truth: the timeline now shows the count.
        let timeline = PhoneFixture.timeline(count: phone.count)
        phone.state.setTimeline(timeline, for: id)
        scratch.reloaded = .timeline(
            timeline, instanceID: id, reason: "interaction", interactionID: scratch.interactionID)
        return (true, owner)
    }

    func applyCenterRequests(_ requests: [CenterRequest], _ scratch: inout Scratch) throws {
        try effect("applyCenterRequests")
    }
}

/// The fixture every phone-core test starts from: a desktop's counter widget with one
/// button, a watch's widget, a Live Activity with a button and a toggle control.
enum PhoneFixture {
    static let add = IntentInvocation(
        intentType: "AddOne", parameters: [NamedIntentValue(name: "step", value: .int(1))])
    static let flag = IntentInvocation(intentType: "SetFlag")

    static func view(_ nodes: [ViewNode]) -> ArchivedView {
        ArchivedView(root: ViewNode(.group(nodes)), family: .systemSmall, renderingMode: .fullColor)
    }

    static func button(_ id: String, _ invocation: IntentInvocation) -> ViewNode {
        ViewNode(.button(ButtonNode(elementID: id, invocation: invocation, label: ViewNode(.group([])))))
    }

    /// The counter widget's timeline: its count, and the button that adds one.
    static func timeline(count: Int) -> ArchivedTimeline {
        ArchivedTimeline(
            entries: [
                ArchivedEntry(
                    date: EmbeddedPhone.epochStart, relevance: nil,
                    view: view([ViewNode(.text(.verbatim("count \(count)"))), button("plus", add)]))
            ],
            policy: .never)
    }

    static func phone() -> EmbeddedPhone {
        var phone = EmbeddedPhone()
        for (id, owner) in [("w1", "desk"), ("w2", "watch")] {
            phone.state.place(
                StoredInstance(
                    id: id, kind: "Counter", family: .systemSmall, configuration: nil,
                    owner: owner, createdAt: EmbeddedPhone.epochStart))
            phone.state.setTimeline(timeline(count: 0), for: id)
        }
        let record = ActivityRecord(
            id: "a1", attributesType: "Delivery", attributesJSON: Data("{}".utf8), contentStateJSON: Data("{}".utf8),
            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
            startedAt: EmbeddedPhone.epochStart, contentUpdatedAt: EmbeddedPhone.epochStart)
        phone.state.setActivity(
            LiveActivity(
                record: record,
                presentations: ActivityPresentations(
                    lockScreen: view([]), expandedBottom: view([button("tip", add)]),
                    small: view([button("small-tip", add)]))))
        phone.state.setControl(
            ControlState(
                kind: "Flag", template: .toggle, displayName: "Flag", description: "", title: "Flag",
                isOn: false, action: flag, elementID: "flag", label: view([])), for: "Flag")
        return phone
    }

    static func tap(
        _ element: String = "plus", on target: Relay_V1_Interaction.OneOf_Target = .instanceID("w1"),
        _ invocation: IntentInvocation = add, id: String = "i1", toggle: Bool? = nil
    ) -> Relay_V1_Interaction {
        .with {
            $0.interactionID = id
            $0.elementID = element
            $0.target = target
            $0.invocation = WireCodec.encode(invocation)
            if let toggle { $0.toggleValue = toggle }
        }
    }
}
