import Foundation
import PhoneCore
import Codec
import RelayWire
import Testing
import WidgetRelayKit

/// Every path of an interaction through the phone core, in memory (no sockets, no SQLite, no clock).
@Suite struct InteractionFlowTests {
    typealias Fixture = PhoneFixture

    @Test func aTapIsPerformedCommittedReloadedAndAnsweredInThatOrder() async throws {
        var phone = Fixture.phone()
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.outcome == .performed(Relay_V1_Performed()))
        #expect(
            phone.trace == [
                "readRecord", "publish(invalidation)", "perform", "persist", "reload", "publish(update)", "reply",
            ])
        #expect(phone.count == 1)
        // The reply names the seq of the reloaded timeline: the mirror keeps its pending mark until then.
        let update = try #require(phone.published.last)
        #expect(update.device == "desk" && result.seq == update.update.seq && result.epoch == 7)
        #expect(phone.state.timelineSeqs["w1"] == update.update.seq)
        // The invalidation notice went to the owner's topic first, naming the interaction.
        let notice = try #require(phone.published.first)
        #expect(notice.device == "desk")
        guard case .invalidation(let invalidation) = notice.update.change else { Issue.record("no notice"); return }
        #expect(
            invalidation.interactionID == "i1" && invalidation.instanceID == "w1" && invalidation.elementID == "plus")
    }

    /// PerformRetry: after PerformRetry.performAttempts runs that each lost to another commit,
    /// the phone stops running perform() and answers with the synthesized failure, stored like
    /// any failure (a retry replays it) and still reloaded so that mirrors see the truth.
    @Test func aTapThatKeepsLosingToOtherCommitsFailsAfterEightRuns() async throws {
        var phone = Fixture.phone()
        phone.commitsBeforeOurs = 100
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.failed.message == PerformRetry.givingUp)
        #expect(phone.performed.count == PerformRetry.performAttempts)
        #expect(phone.trace.filter { $0.hasPrefix("perform(") || $0 == "perform" }.count == 8)
        #expect(
            phone.trace.filter { $0 == "perform(alone)" }.count == 1, "the third run takes the turn to run alone, once")
        // The eighth run's stale commit, then the synthesized failure's, with no ninth run; the turn is handed on.
        #expect(phone.trace.suffix(6) == ["persist", "persist", "handOnTurn", "reload", "publish(update)", "reply"])
        #expect(phone.turns.alone == nil && phone.turns.queue.isEmpty)
        #expect(phone.count == 8, "only the others' commits")
        #expect(try await phone.answer(Fixture.tap(), from: "desk").replayed)
    }

    @Test func aRetryIsReplayedWithTheStoredResultAndPerformsNothing() async throws {
        var phone = Fixture.phone()
        let first = try await phone.answer(Fixture.tap(), from: "desk")
        let published = phone.published.count
        phone.trace = []
        let again = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(again.replayed && again.outcome == first.outcome && again.seq == first.seq)
        #expect(phone.trace == ["readRecord", "reply"])
        #expect(phone.count == 1 && phone.performed.count == 1 && phone.published.count == published)
    }

    @Test func anotherDevicesIdIsNotAReplay() async throws {
        var phone = Fixture.phone()
        _ = await phone.tap(Fixture.tap(), from: "desk")
        // The watch reusing the id on the desktop's widget is refused as not its own, not replayed.
        let stranger = try await phone.answer(Fixture.tap(), from: "watch")
        #expect(!stranger.replayed)
        #expect(stranger.rejected.reason == .notOwner)
        // On its own widget the same id is performed.
        let own = try await phone.answer(Fixture.tap(on: .instanceID("w2")), from: "watch")
        #expect(own.outcome == .performed(Relay_V1_Performed()) && !own.replayed)
        #expect(phone.count == 2)
    }

    /// Another interaction committed first, changing what perform() read: the commit stores
    /// nothing and the flow performs again on the new data, so neither increment is lost.
    @Test func aCommitThatFindsItsReadsChangedPerformsAgainOnTheNewData() async throws {
        var phone = Fixture.phone()
        phone.commitsBeforeOurs = 2
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.outcome == .performed(Relay_V1_Performed()))
        // Lost twice: the third run takes the turn to run alone (PerformTurns), and hands it on once committed.
        #expect(
            phone.trace == [
                "readRecord", "publish(invalidation)", "perform", "persist", "perform", "persist", "perform(alone)",
                "persist",
                "handOnTurn", "reload", "publish(update)", "reply",
            ])
        #expect(phone.count == 3 && phone.performed.count == 3 && phone.records.count == 1)
    }

    /// The loop the node runs (``InteractionRun/drive(on:_:)``): a driver that fails while its
    /// interaction holds the turn to run alone hands the turn on before the error goes up, so
    /// the next interaction is not left waiting behind it.
    @Test func aDriverErrorWhileRunningAloneHandsTheTurnOn() async throws {
        var phone = Fixture.phone()
        phone.commitsBeforeOurs = 2
        phone.crash = "persist"
        phone.crashSkips = 2  // the third commit, the one run alone, dies
        #expect(await phone.tap(Fixture.tap(), from: "desk") == nil)
        #expect(phone.trace.suffix(3) == ["persist", "perform(alone)", "handOnTurn"])
        #expect(phone.turns.alone == nil && phone.turns.queue.isEmpty)
        phone.crash = nil
        phone.trace = []
        let retried = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(retried.outcome == .performed(Relay_V1_Performed()) && !retried.replayed)
        #expect(
            phone.trace == [
                "readRecord", "publish(invalidation)", "perform", "persist", "reload", "publish(update)", "reply",
            ])
    }

    /// A crash after perform() and before the commit: nothing was recorded and nothing it wrote
    /// was kept, so the retry performs once more, and the count moves by exactly one.
    @Test func aCrashBetweenPerformAndCommitPerformsAgainOnRetryAndCountsOnce() async throws {
        var phone = Fixture.phone()
        phone.crash = "persist"
        #expect(await phone.tap(Fixture.tap(), from: "desk") == nil)
        #expect(phone.count == 0 && phone.records.isEmpty && phone.performed.count == 1)
        phone.crash = nil
        let retried = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(retried.outcome == .performed(Relay_V1_Performed()) && !retried.replayed)
        #expect(phone.count == 1 && phone.performed.count == 2)
        // A crash after the commit, before the reply: the retry is a replay, performing nothing.
        phone.crash = "reload"
        #expect(await phone.tap(Fixture.tap(id: "i2"), from: "desk") == nil)
        phone.crash = nil
        let replayed = try await phone.answer(Fixture.tap(id: "i2"), from: "desk")
        #expect(replayed.replayed && phone.count == 2 && phone.performed.count == 3)
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let name: String
        let interaction: Relay_V1_Interaction
        let device: String
        let reason: Relay_V1_RejectReason
        var testDescription: String { name }
    }

    static let refusals: [Refused] = [
        Refused(name: "no id", interaction: Fixture.tap(id: ""), device: "desk", reason: .badParameter),
        Refused(
            name: "unknown instance", interaction: Fixture.tap(on: .instanceID("nope")), device: "desk",
            reason: .unknownTarget),
        Refused(
            name: "another device's widget", interaction: Fixture.tap(on: .instanceID("w2")), device: "desk",
            reason: .notOwner),
        Refused(name: "element never offered", interaction: Fixture.tap("minus"), device: "desk", reason: .notOffered),
        Refused(
            name: "invocation not the one offered",
            interaction: Fixture.tap(
                "plus",
                IntentInvocation(intentType: "AddOne", parameters: [NamedIntentValue(name: "step", value: .int(1000))])),
            device: "desk", reason: .notOffered),
        Refused(
            name: "no target",
            interaction: {
                var tap = Fixture.tap(); tap.target = nil; return tap
            }(), device: "desk", reason: .unknownTarget),
        Refused(
            name: "unknown activity", interaction: Fixture.tap("tip", on: .activityID("a9")), device: "desk",
            reason: .unknownTarget),
        Refused(
            name: "compact view has no buttons", interaction: Fixture.tap("nothing", on: .activityID("a1")),
            device: "desk", reason: .notOffered),
        Refused(
            name: "unknown control", interaction: Fixture.tap("flag", on: .controlKind("Lamp"), Fixture.flag),
            device: "desk", reason: .unknownTarget),
        Refused(
            name: "control's other action", interaction: Fixture.tap("flag", on: .controlKind("Flag"), Fixture.add),
            device: "desk", reason: .notOffered),
        Refused(
            name: "unreadable invocation",
            interaction: {
                var tap = Fixture.tap(); tap.invocation.parameters = [.with { $0.name = "step" }]; return tap
            }(),
            device: "desk", reason: .badParameter),
    ]

    @Test(arguments: refusals)
    func refusedBeforeAnyAppCodeRunsOrAnythingIsPublished(_ refused: Refused) async throws {
        var phone = Fixture.phone()
        let result = try await phone.answer(refused.interaction, from: refused.device)
        #expect(result.rejected.reason == refused.reason, "\(result.rejected.message)")
        #expect(!result.rejected.message.isEmpty)
        #expect(phone.performed.isEmpty && phone.published.isEmpty && phone.records.isEmpty)
        #expect(result.seq == phone.sequencer.seq && result.epoch == 7)
    }

    @Test func anIntentThatCannotBeRebuiltIsRejectedAfterTheNoticeAndNotRecorded() async throws {
        var phone = Fixture.phone()
        phone.app = { _, _ in .refused(InteractionRefusal(.unknownIntent, "no intent type AddOne")) }
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.rejected.reason == .unknownIntent)
        #expect(phone.trace == ["readRecord", "publish(invalidation)", "perform", "reply"])
        #expect(phone.records.isEmpty)
    }

    @Test func aFailedPerformIsRecordedAsFailedKeepsNoWritesAndStillReloads() async throws {
        var phone = Fixture.phone()
        phone.app = { _, _ in .failed("the network is down") }
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.failed.message == "the network is down")
        #expect(
            phone.trace == [
                "readRecord", "publish(invalidation)", "perform", "persist", "reload", "publish(update)", "reply",
            ])
        #expect(phone.count == 0 && phone.records["desk/i1"]?.outcome == .failed("the network is down"))
        // Its retry is a replay of the failure, not a second attempt.
        let again = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(again.replayed && again.failed.message == "the network is down" && phone.performed.count == 1)
    }

    @Test func aResultThatCannotBeSavedIsAFailureAndTheTruthIsStillPublished() async throws {
        var phone = Fixture.phone()
        phone.failPersist = true
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.failed.message.contains("could not save") && result.failed.message.contains("disk full"))
        #expect(phone.count == 0 && phone.records.isEmpty)
        #expect(phone.trace.suffix(3) == ["reload", "publish(update)", "reply"])
    }

    /// The provider failed: the last timeline stays, published again answering the interaction,
    /// so that every mirror's pending mark ends — the owner's and one set by its notice elsewhere.
    @Test func aFailedReloadPublishesTheLastTimelineAgainAnsweringTheTap() async throws {
        var phone = Fixture.phone()
        phone.failReload = true
        let result = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(result.outcome == .performed(Relay_V1_Performed()))
        #expect(
            phone.trace == [
                "readRecord", "publish(invalidation)", "perform", "persist", "reload", "publish(update)", "reply",
            ])
        let again = try #require(phone.published.last)
        #expect(again.device == "desk" && result.seq == again.update.seq)
        guard case .timeline(let timeline) = again.update.change else { Issue.record("no timeline"); return }
        #expect(timeline.interactionID == "i1" && timeline.reason == "interaction")
        #expect(
            try WireCodec.decode(timeline.entries[0].view) == PhoneFixture.timeline(count: 0).entries[0].view,
            "the last timeline, unchanged")
    }

    @Test func aFailedReloadOfATargetWithNothingToShowAnswersWithTheCurrentSeq() async throws {
        var phone = Fixture.phone()
        phone.failReload = true
        let result = try await phone.answer(Fixture.tap("tip", on: .activityID("a1")), from: "desk")
        #expect(result.outcome == .performed(Relay_V1_Performed()))
        #expect(phone.trace == ["readRecord", "perform", "persist", "reload", "reply"])
        #expect(result.seq == phone.sequencer.seq)
    }

    @Test func widgetCenterCallsFromPerformAreServedAfterTheReloadBeforeTheReply() async throws {
        var phone = Fixture.phone()
        phone.app = { _, _ in .performed(changes: [:], centerRequests: [.reloadAll]) }
        _ = try await phone.answer(Fixture.tap(), from: "desk")
        #expect(phone.trace.suffix(4) == ["reload", "publish(update)", "applyCenterRequests", "reply"])
    }

    @Test func liveActivityButtonsInTheExpandedAndSmallPresentationsAreOfferedToEveryone() async throws {
        for element in ["tip", "small-tip"] {
            var phone = Fixture.phone()
            let result = try await phone.answer(Fixture.tap(element, on: .activityID("a1")), from: "watch")
            #expect(result.outcome == .performed(Relay_V1_Performed()), "\(element): \(result.rejected.message)")
        }
    }

    /// sync.proto: an interaction on a Live Activity or a control publishes no invalidation
    /// notice on any topic (one on "all/" would tell every device the tapping device's
    /// interaction id); a widget instance's goes to its owner's topic alone.
    @Test(arguments: [
        (Relay_V1_Interaction.OneOf_Target.activityID("a1"), "tip", PhoneFixture.add, false),
        (.controlKind("Flag"), "flag", PhoneFixture.flag, true),
    ])
    func anInteractionOnALiveActivityOrAControlPublishesNoNotice(
        target: Relay_V1_Interaction.OneOf_Target, element: String,
        invocation: IntentInvocation, toggle: Bool
    ) async throws {
        var phone = Fixture.phone()
        let result = try await phone.answer(
            Fixture.tap(element, on: target, invocation, toggle: toggle ? true : nil), from: "watch")
        #expect(result.outcome == .performed(Relay_V1_Performed()), "\(result.rejected.message)")
        #expect(!phone.trace.contains("publish(invalidation)"))
        #expect(phone.trace.first(where: { $0 != "readRecord" }) == "perform")
        for (_, update) in phone.published {
            if case .invalidation = update.change { Issue.record("a notice was published: \(update)") }
        }
    }

    @Test func aWidgetInstancesNoticeGoesToItsOwnerAlone() async throws {
        var phone = Fixture.phone()
        _ = try await phone.answer(Fixture.tap(on: .instanceID("w2")), from: "watch")
        let notices = phone.published.filter { if case .invalidation = $0.update.change { true } else { false } }
        #expect(notices.map(\.device) == ["watch"])
    }

    @Test func aToggleSetValueIntentReceivesTheValueAsked() async throws {
        var phone = Fixture.phone()
        let seen = Seen()
        phone.app = { invocation, _ in
            seen.invocation = invocation
            return .performed(changes: [:], centerRequests: [])
        }
        _ = try await phone.answer(
            Fixture.tap("flag", on: .controlKind("Flag"), Fixture.flag, toggle: true), from: "desk")
        #expect(seen.invocation?.parameters == [NamedIntentValue(name: "value", value: .bool(true))])
        // A button's intent is not given a value even if the tap carries one.
        _ = await phone.tap(Fixture.tap(id: "i2", toggle: true), from: "desk")
        #expect(seen.invocation == Fixture.add)
    }

    @Test func anEventOutOfOrderIsAnsweredAsAFailureNotATrap() {
        var flow = InteractionFlow(PhoneInteraction(wire: Fixture.tap()), from: "desk", epoch: 7) { _ in false }
        guard case .reply(let result) = flow.persisted(error: nil, seq: 3) else {
            Issue.record("expected a reply"); return
        }
        guard case .failed(let message) = result.outcome else { Issue.record("expected a failure"); return }
        #expect(message.contains("persisted") && result.epoch == 7 && result.seq == 3)
        #expect(flow.step == .done)
    }
}

/// What the scripted app saw (tests run it synchronously; the lock keeps it Sendable).
final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var value: IntentInvocation?
    var invocation: IntentInvocation? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
