import Foundation
import PhoneCore
import RelayCore
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
    /// The effect after which the phone "dies": the flow is dropped there, unanswered.
    var crash: String?

    static let epochStart = Date(timeIntervalSince1970: 1_795_000_000)

    /// The default app: perform() adds one to "count" (held aside until persisted).
    static let counter: @Sendable (IntentInvocation, [String: Data]) -> InteractionFlow.Outcome = { _, store in
        let count = store["count"].map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 } ?? 0
        return .performed(changes: ["count": Data("\(count + 1)".utf8)], centerRequests: [])
    }

    var count: Int { appGroup["count"].map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 } ?? 0 }

    /// A tap from `device`: the reply, or nil when the phone crashed before answering.
    ///
    /// The same decisions as the phone's driver (`PhoneNode+Interactions`): ``InteractionRun``
    /// (the flow with ``PerformRetry``), ``PerformTurns`` and ``InFlightLimit``; only the
    /// effects are performed in memory.
    mutating func tap(_ interaction: Relay_V1_Interaction, from device: String) -> Relay_V1_InteractionResult? {
        if let busy = inFlight.admit(device) { return .with { $0.rejected = .with { $0.message = busy } } }
        defer { inFlight.finished(device) }
        var run = InteractionRun(InteractionFlow(PhoneInteraction(wire: interaction), from: device, epoch: sequencer.epoch) { $0 == "SetFlag" })
        /// The update the last reload built (the flow's ``InteractionFlow/Publication/reloadedUpdate``).
        var reloaded: PhoneChange?
        let turn = turns.nextTurn()
        /// Whether the last perform() read the store (a commit of nothing read cannot go stale).
        var read = false
        var effect = run.start(seq: sequencer.seq)
        while true {
            let name = Self.name(of: effect)
            if name == crash { return nil }
            trace.append(name)
            switch effect {
            case .readRecord(let device, let id):
                effect = run.recordRead(records["\(device)/\(id)"], state: state, seq: sequencer.seq)
            case .publish(let topic, let publication):
                // As the phone's driver does; nothing to publish is the driver's mistake here.
                let timelines = state.timelines
                guard let change = publication.change(reloaded: reloaded, lastTimeline: { timelines[$0] }) else { return nil }
                let update = sequencer.next(to: topic, at: Self.epochStart, change)
                state.didPublish(change, seq: update.seq)
                published.append((topic, update))
                effect = run.published(seq: update.seq)
            case .perform(let invocation, _, let runAloneFirst):
                // Alone here nothing else performs: a turn asked for is given at once.
                if runAloneFirst { guard turns.runAlone(turn) == .proceed else { return nil } }
                guard turns.mayCommit(turn) == .proceed else { return nil }
                performed.append(invocation)
                read = true
                effect = run.performed(app(invocation, appGroup), seq: sequencer.seq)
            case .persist(let result, let changes):
                defer { read = false }
                if commitsBeforeOurs > 0, read {
                    commitsBeforeOurs -= 1
                    appGroup["count"] = Data(String(count + 1).utf8)
                    effect = run.persistedStale(seq: sequencer.seq)
                } else if failPersist {
                    effect = run.persisted(error: "disk full", seq: sequencer.seq)
                } else {
                    records["\(device)/\(interaction.interactionID)"] = result
                    for (key, value) in changes { appGroup[key] = value }
                    effect = run.persisted(error: nil, seq: sequencer.seq)
                }
            case .handOnTurn:
                #expect(turns.endAlone(turn).isEmpty && turns.alone == nil, "nobody else waits here")
                effect = run.turnHandedOn(seq: sequencer.seq)
            case .reload(let target):
                guard !failReload, case .instance(let id) = target, let owner = state.instances[id]?.owner else {
                    reloaded = nil
                    effect = run.reloaded(hasUpdate: false, to: nil, state: state, seq: sequencer.seq)
                    continue
                }
                // The app's truth: the timeline now shows the count.
                let timeline = PhoneFixture.timeline(count: count)
                state.setTimeline(timeline, for: id)
                reloaded = .timeline(timeline, instanceID: id, reason: "interaction", interactionID: interaction.interactionID)
                effect = run.reloaded(hasUpdate: true, to: owner, state: state, seq: sequencer.seq)
            case .applyCenterRequests:
                effect = run.centerRequestsDone(seq: sequencer.seq)
            case .reply(let answer):
                return answer.wire
            }
        }
    }

    /// A tap that must be answered (the test fails if the phone "crashed").
    mutating func answer(_ interaction: Relay_V1_Interaction, from device: String) throws -> Relay_V1_InteractionResult {
        guard let result = tap(interaction, from: device) else { throw Crashed() }
        return result
    }

    struct Crashed: Error {}

    static func name(of effect: InteractionRun.Effect) -> String {
        switch effect {
        case .readRecord: "readRecord"
        case .publish(_, let change):
            if case .invalidation = change { "publish(invalidation)" } else { "publish(update)" }
        case .perform(_, _, let runAloneFirst): runAloneFirst ? "perform(alone)" : "perform"
        case .persist: "persist"
        case .handOnTurn: "handOnTurn"
        case .reload: "reload"
        case .applyCenterRequests: "applyCenterRequests"
        case .reply: "reply"
        }
    }
}

/// The fixture every phone-core test starts from: a desktop's counter widget with one
/// button, a watch's widget, a Live Activity with a button and a toggle control.
enum PhoneFixture {
    static let add = IntentInvocation(intentType: "AddOne", parameters: [NamedIntentValue(name: "step", value: .int(1))])
    static let flag = IntentInvocation(intentType: "SetFlag")

    static func view(_ nodes: [ViewNode]) -> ArchivedView {
        ArchivedView(root: ViewNode(.group(nodes)), family: .systemSmall, renderingMode: .fullColor)
    }

    static func button(_ id: String, _ invocation: IntentInvocation) -> ViewNode {
        ViewNode(.button(ButtonNode(elementID: id, invocation: invocation, label: ViewNode(.group([])))))
    }

    /// The counter widget's timeline: its count, and the button that adds one.
    static func timeline(count: Int) -> ArchivedTimeline {
        ArchivedTimeline(entries: [ArchivedEntry(date: EmbeddedPhone.epochStart, relevance: nil,
                                                 view: view([ViewNode(.text(.verbatim("count \(count)"))), button("plus", add)]))],
                         policy: .never)
    }

    static func phone() -> EmbeddedPhone {
        var phone = EmbeddedPhone()
        for (id, owner) in [("w1", "desk"), ("w2", "watch")] {
            phone.state.place(StoredInstance(id: id, kind: "Counter", family: .systemSmall, configuration: nil,
                                             owner: owner, createdAt: EmbeddedPhone.epochStart))
            phone.state.setTimeline(timeline(count: 0), for: id)
        }
        let record = ActivityRecord(id: "a1", attributesType: "Delivery", attributesJSON: Data("{}".utf8), contentStateJSON: Data("{}".utf8),
                                    staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
                                    startedAt: EmbeddedPhone.epochStart, contentUpdatedAt: EmbeddedPhone.epochStart)
        phone.state.setActivity(LiveActivity(record: record, presentations: ActivityPresentations(
            lockScreen: view([]), expandedBottom: view([button("tip", add)]), small: view([button("small-tip", add)]))))
        phone.state.setControl(ControlState(kind: "Flag", template: .toggle, displayName: "Flag", description: "", title: "Flag",
                                            isOn: false, action: flag, elementID: "flag", label: view([])), for: "Flag")
        return phone
    }

    static func tap(_ element: String = "plus", on target: Relay_V1_Interaction.OneOf_Target = .instanceID("w1"),
                    _ invocation: IntentInvocation = add, id: String = "i1", toggle: Bool? = nil) -> Relay_V1_Interaction {
        .with {
            $0.interactionID = id
            $0.elementID = element
            $0.target = target
            $0.invocation = WireCodec.encode(invocation)
            if let toggle { $0.toggleValue = toggle }
        }
    }
}
