import Foundation
import PhoneCore
import Testing
import WidgetRelayKit

/// ``InteractionRun``: the flow under the retry policy, as the phone's driver runs it — which
/// run of `perform()` each is, when it runs alone and hands the turn on, when the phone gives up.
@Suite struct InteractionRunTests {
    static let add = IntentInvocation(intentType: "AddOne")

    /// A phone holding the desk's widget "w1", whose timeline offers "plus".
    static func state() -> PhoneState {
        var state = PhoneState()
        state.place(
            StoredInstance(
                id: "w1", kind: "Counter", family: .systemSmall, configuration: nil, owner: "desk",
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
        let button = ViewNode(.button(ButtonNode(elementID: "plus", invocation: add, label: ViewNode(.group([])))))
        state.setTimeline(
            ArchivedTimeline(
                entries: [
                    ArchivedEntry(
                        date: Date(timeIntervalSince1970: 1_795_000_000), relevance: nil,
                        view: ArchivedView(root: button, family: .systemSmall, renderingMode: .fullColor))
                ],
                policy: .never), for: "w1")
        return state
    }

    struct Case: Sendable, CustomTestStringConvertible {
        /// How many commits find their reads changed before one holds.
        let staleCommits: Int
        /// The runs of perform(), as "perform" or "perform(alone)".
        let runs: [String]
        let handsOnTurn: Bool
        let outcome: InteractionAnswer.Outcome
        var testDescription: String { "\(staleCommits) stale commits" }
    }

    static let giveUp = InteractionAnswer.Outcome.failed(PerformRetry.givingUp)

    @Test(arguments: [
        Case(staleCommits: 0, runs: ["perform"], handsOnTurn: false, outcome: .performed),
        Case(staleCommits: 1, runs: ["perform", "perform"], handsOnTurn: false, outcome: .performed),
        // Lost twice (sharedAttempts): the third run takes the turn to run alone, and hands it on once committed.
        Case(staleCommits: 2, runs: ["perform", "perform", "perform(alone)"], handsOnTurn: true, outcome: .performed),
        Case(
            staleCommits: 5, runs: ["perform", "perform", "perform(alone)", "perform", "perform", "perform"],
            handsOnTurn: true, outcome: .performed),
        // performAttempts runs: the eighth may still commit…
        Case(
            staleCommits: 7, runs: ["perform", "perform", "perform(alone)"] + Array(repeating: "perform", count: 5),
            handsOnTurn: true, outcome: .performed),
        // …then no ninth: the synthesized failure is stored instead, and the turn handed on.
        Case(
            staleCommits: 8, runs: ["perform", "perform", "perform(alone)"] + Array(repeating: "perform", count: 5),
            handsOnTurn: true, outcome: giveUp),
        Case(
            staleCommits: 50, runs: ["perform", "perform", "perform(alone)"] + Array(repeating: "perform", count: 5),
            handsOnTurn: true, outcome: giveUp),
    ])
    func theRetryPolicyIsAppliedToTheFlowsRuns(_ test: Case) {
        let state = Self.state()
        var run = InteractionRun(
            InteractionFlow(
                PhoneInteraction(id: "i1", target: .instance("w1"), elementID: "plus", invocation: .success(Self.add)),
                from: "desk", epoch: 3
            ) { _ in false })
        var stale = test.staleCommits
        var runs: [String] = []
        var persisted: [InteractionAnswer] = []
        var handedOn = 0
        var seq: UInt64 = 10
        var effect = run.start(seq: seq)
        var reply: InteractionAnswer?
        for _ in 0..<100 where reply == nil {
            switch effect {
            case .readRecord: effect = run.recordRead(nil, state: state, seq: seq)
            case .publish:
                seq += 1
                effect = run.published(seq: seq)
            case .perform(let invocation, let attempt, let alone):
                #expect(invocation == Self.add && attempt == runs.count + 1)
                runs.append(alone ? "perform(alone)" : "perform")
                effect = run.performed(.performed(changes: ["count": Data("1".utf8)], centerRequests: []), seq: seq)
            case .persist(let answer, _):
                if stale > 0, answer.outcome == .performed {
                    stale -= 1
                    effect = run.persistedStale(seq: seq)
                } else {
                    persisted.append(answer)
                    effect = run.persisted(error: nil, seq: seq)
                }
            case .handOnTurn:
                handedOn += 1
                effect = run.turnHandedOn(seq: seq)
            case .reload: effect = run.reloaded(hasUpdate: true, to: "desk", state: state, seq: seq)
            case .applyCenterRequests: effect = run.centerRequestsDone(seq: seq)
            case .reply(let answer): reply = answer
            }
        }
        #expect(runs == test.runs)
        #expect(handedOn == (test.handsOnTurn ? 1 : 0))
        #expect(persisted.map(\.outcome) == [test.outcome], "one answer stored")
        #expect(reply?.outcome == test.outcome && reply?.epoch == 3 && reply?.seq == seq)
        let heldTurn = run.abandon()
        #expect(!heldTurn, "the turn was handed on already")
    }

    @Test func aRunStoppedWhileItRunsAloneHandsTheTurnOnOnce() {
        var run = InteractionRun(
            InteractionFlow(
                PhoneInteraction(id: "i1", target: .instance("w1"), elementID: "plus", invocation: .success(Self.add)),
                from: "desk", epoch: 3
            ) { _ in false }, retry: PerformRetry(maximumAttempts: 8, sharedAttempts: 0))
        let state = Self.state()
        _ = run.start(seq: 1)
        _ = run.recordRead(nil, state: state, seq: 1)
        guard case .perform(_, 1, true) = run.published(seq: 2) else {
            Issue.record("the first run runs alone"); return
        }
        let (first, second) = (run.abandon(), run.abandon())
        #expect(first && !second)
    }

    @Test func aTurnHandedOnOutOfOrderIsAFailureNotATrap() {
        var run = InteractionRun(
            InteractionFlow(
                PhoneInteraction(id: "i1", target: .instance("w1"), elementID: "plus", invocation: .success(Self.add)),
                from: "desk", epoch: 3
            ) { _ in false })
        _ = run.start(seq: 1)
        guard case .reply(let answer) = run.turnHandedOn(seq: 1) else { Issue.record("no reply"); return }
        #expect(answer.outcome == .failed("internal: turnHandedOn in step readingRecord"))
    }
}
