import DomainModel
import Foundation
import MirrorCore
import Codec
import MirrorFixtures
import RelayWire
import Testing
import WidgetRelayKit

/// Every path of a mirror, on ``MirrorCore`` alone: no sockets, time moved by hand.
@Suite("MirrorCore")
struct MirrorCoreTests {
    static let todo: InteractionTarget = .widget("first")
    static let toggle = "toggle-buy-milk"

    /// A core synced with a phone showing one todo list (epoch 1, seq 10).
    static func synced() -> CoreHarness {
        var harness = CoreHarness()
        harness.sync(Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] })
        return harness
    }

    @Test("start: hello, then the snapshot; synced and reachable")
    func startSyncs() {
        var harness = CoreHarness()
        let hello = harness.handle(.start)
        #expect(hello.startsResync)
        let ask = harness.handle(.replied(id: hello.sent[0].id, .welcome))
        guard case .snapshot(knownEpoch: 0, maxPartBytes: _)? = ask.sent.first?.request else {
            Issue.record("no snapshot request: \(ask)"); return
        }
        let synced = harness.handle(
            .replied(
                id: ask.sent[0].id,
                .snapshot(SnapshotReply(Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] }))))
        #expect(synced.reachability == [true])
        #expect(synced.contains { if case .persist = $0 { true } else { false } })
        #expect(harness.core.replica.isSynced && !harness.core.isStale)
    }

    @Test("optimistic → truth: the toggle flips at once, and the phone's update clears pending and optimistic state")
    func optimisticThenTruth() throws {
        var harness = Self.synced()
        let tap = harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        guard case .interaction(let request)? = tap.sent.first?.request else {
            Issue.record("nothing sent: \(tap)"); return
        }
        #expect(request.toggleValue == true && request.interactionID == "i1" && tap.sent[0].id == "i1")
        #expect(harness.core.optimistic(for: Self.todo) == [Self.toggle: true])
        #expect(harness.core.pending["first"]?.interactionID == "i1")
        #expect(harness.core.interactionsInFlight == ["i1"])

        let answered = harness.handle(
            .replied(id: "i1", .interactionResult(InteractionResult(outcome: .performed, seq: 11))))
        #expect(answered.reports.map(\.outcome) == [.performed])
        #expect(harness.core.pending["first"]?.untilSeq == 11, "pending until the update that shows the truth")
        #expect(harness.core.optimistic(for: Self.todo) == [Self.toggle: true])

        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "i1", seq: 11, topicSeq: 1))
        #expect(harness.core.pending.isEmpty)
        #expect(harness.core.optimistic.isEmpty)
        let shown = try #require(harness.core.element(Self.toggle, of: Self.todo, at: harness.now))
        #expect(shown.kind == .toggle(isOn: true, Wire.invocation))
        #expect(harness.core.interactionsInFlight.isEmpty)
    }

    /// How a phone's answer ends an interaction that did not work.
    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: MirrorReply
        let outcome: InteractionReport.Outcome
        let message: String
        /// A failed perform() may have written: its views stay pending until the phone's update.
        let stillPendingUntil: UInt64?
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "perform() threw",
            reply: .interactionResult(
                InteractionResult(outcome: .failed("Not synced: the server did not answer"), seq: 11)),
            outcome: .failed, message: "Not synced: the server did not answer", stillPendingUntil: 11),
        Failure(
            name: "rejected", reply: .interactionResult(InteractionResult(outcome: .rejected("never offered"), seq: 0)),
            outcome: .rejected, message: "never offered", stillPendingUntil: nil),
        Failure(
            name: "an error reply", reply: .error(RelayError(.busy, "try later")), outcome: .rejected,
            message: "try later", stillPendingUntil: nil),
        Failure(
            name: "an unknown outcome", reply: .interactionResult(InteractionResult(outcome: .unknown, seq: 0)),
            outcome: .failed, message: "Not synced", stillPendingUntil: nil),
    ]

    @Test("optimistic → revert on failure, with the reason shown", arguments: failures)
    func revertOnFailure(_ failure: Failure) {
        var harness = Self.synced()
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        let answered = harness.handle(.replied(id: "i1", failure.reply))
        #expect(answered.reports.map(\.outcome) == [failure.outcome])
        #expect(answered.reports.first?.message == failure.message)
        #expect(harness.core.optimistic.isEmpty, "the toggle shows the phone's value again")
        #expect(harness.core.messages["first"] == failure.message)
        #expect(harness.core.pending["first"]?.untilSeq == failure.stillPendingUntil)
    }

    @Test("an earlier tap's reason does not outlast a later tap that worked")
    func reasonGoneAfterALaterSuccess() {
        var harness = Self.synced()
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i2"))
        harness.handle(
            .replied(id: "i1", .interactionResult(InteractionResult(outcome: .failed("Server down"), seq: 11))))
        #expect(
            harness.core.messages["first"] == "Server down", "the first tap's reason, while the second is on its way")
        harness.handle(.replied(id: "i2", .interactionResult(InteractionResult(outcome: .performed, seq: 12))))
        #expect(
            harness.core.messages["first"] == nil, "the second tap worked: the card no longer says the first failed")
    }

    @Test("optimistic → revert on time-out: resent with the same id, then “iPhone not reachable”")
    func revertOnTimeOut() {
        var harness = Self.synced()
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        #expect(harness.advance(by: 0.5).sent.isEmpty)
        let retry = harness.advance(by: 0.5)
        #expect(retry.sent.map(\.id) == ["i1"], "a retry keeps the interaction id: the phone performs it once")
        #expect(harness.core.optimistic(for: Self.todo) == [Self.toggle: true])
        let expired = harness.advance(by: 1)
        #expect(expired.reports.map(\.outcome) == [.timedOut])
        #expect(expired.reports.first?.message == "iPhone not reachable")
        #expect(harness.core.optimistic.isEmpty && harness.core.pending.isEmpty)
        #expect(harness.core.messages["first"] == "iPhone not reachable")
        // A reply after the time-out changes nothing.
        let late = harness.handle(
            .replied(id: "i1", .interactionResult(InteractionResult(outcome: .performed, seq: 11))))
        #expect(late.reports.isEmpty)
    }

    @Test("a notice of another device's interaction marks the widget pending until its timeline")
    func noticeFromAnotherDevice() {
        var harness = Self.synced()
        harness.publish(
            CoreHarness.update(seq: 11, topicSeq: 1) {
                $0.invalidation = .with {
                    $0.instanceID = "first"; $0.interactionID = "watch-tap"
                }
            })
        #expect(harness.core.pending["first"]?.interactionID == "watch-tap")
        #expect(harness.core.optimistic.isEmpty, "someone else's tap flips nothing here")
        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "watch-tap", seq: 12, topicSeq: 2))
        #expect(harness.core.pending.isEmpty)
    }

    @Test(
        "heard again but resyncing: a tap is refused as syncing, not as unreachable; once synced the connection's reasons go, the phone's stay"
    )
    func refusedWhileResyncing() throws {
        var harness = Self.synced()
        // The phone's own reason on another target (rejected), kept across the resync.
        harness.handle(.activate(.control("Dark"), elementID: "x", interactionID: "c1"))
        let dark = InteractionTarget.control("Dark").key
        #expect(harness.core.messages[dark] == "No such button or toggle")
        harness.advance(by: 3)
        #expect(!harness.core.isReachable)
        let unreachable = harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        #expect(unreachable.reports.first?.message == MirrorCore.notReachable)

        let heard = harness.publish(CoreHarness.heartbeat(seq: 10))
        let hello = try #require(heard.sent.first?.id)
        let syncing = harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i2"))
        #expect(syncing.reports.map(\.outcome) == [.refused])
        #expect(
            syncing.reports.first?.message == MirrorCore.syncing,
            "heard, resyncing: the header says syncing, so does the card")
        #expect(harness.core.messages["first"] == MirrorCore.syncing)

        let ask = harness.handle(.replied(id: hello, .welcome))
        let snapshot = try #require(ask.sent.first?.id)
        harness.handle(
            .replied(
                id: snapshot,
                .snapshot(SnapshotReply(Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] }))))
        #expect(harness.core.replica.isSynced && harness.core.isReachable)
        #expect(harness.core.messages["first"] == nil, "synced again: the tap would work now")
        #expect(
            harness.core.messages[dark] == "No such button or toggle", "not the connection's: kept until the next tap")
    }

    @Test("resyncs counted by cause: the start, a reconnect, a gap")
    func resyncsByCause() throws {
        var harness = Self.synced()
        #expect(harness.core.resyncs == [.start: 1])
        harness.advance(by: 3)
        let heard = harness.publish(CoreHarness.heartbeat(seq: 10))
        #expect(harness.core.resyncs == [.start: 1, .reconnect: 1])
        let ask = harness.handle(.replied(id: try #require(heard.sent.first?.id), .welcome))
        harness.handle(
            .replied(
                id: try #require(ask.sent.first?.id),
                .snapshot(SnapshotReply(Wire.snapshot { $0.instances = [Wire.todo("first", createdAt: 0)] }))))
        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "x", seq: 12, topicSeq: 5))
        #expect(harness.core.resyncs == [.start: 1, .reconnect: 1, .gap: 1])
    }

    @Test("unreachable after the heartbeat time-out: stale, taps refused; heard again, it resyncs")
    func unreachableAfterTimeOut() {
        var harness = Self.synced()
        harness.advance(by: 2)
        harness.publish(CoreHarness.heartbeat(seq: 10))
        #expect(harness.advance(by: 2.9).reachability.isEmpty, "a heartbeat restarts the time-out")
        let silent = harness.advance(by: 0.1)
        #expect(silent.reachability == [false])
        #expect(harness.core.isStale && !harness.core.isReachable)
        #expect(harness.core.replica.state.instances["first"] != nil, "the content stays, marked stale")

        let refused = harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        #expect(refused.reports.map(\.outcome) == [.refused])
        #expect(refused.reports.first?.message == "iPhone not reachable")
        #expect(refused.sent.isEmpty)

        let heard = harness.publish(CoreHarness.heartbeat(seq: 10))
        #expect(heard.reachability == [true])
        #expect(heard.startsResync)
    }

    /// Updates that mean something was lost.
    static let losses: [(String, Relay_V1_Update)] = [
        (
            "a gap on the device topic",
            CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 12, topicSeq: 2)
        ),
        (
            "a new epoch",
            CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 1, topicSeq: 1).with { $0.epoch = 2 }
        ),
        ("a heartbeat that reports more than was received", CoreHarness.heartbeat(seq: 12, topicSeq: 3)),
    ]

    @Test("gap → resync: never applied out of order", arguments: losses)
    func gapResyncs(_ name: String, _ update: Relay_V1_Update) {
        var harness = Self.synced()
        let effects = harness.publish(update)
        #expect(effects.startsResync, "\(name)")
        #expect(!harness.core.replica.isSynced)
        #expect(harness.core.replica.state.seq == 10, "nothing applied")
    }

    @Test("old and repeated updates are ignored; malformed messages dropped")
    func duplicatesIgnored() {
        var harness = Self.synced()
        let update = CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 11, topicSeq: 1)
        harness.publish(update)
        let again = harness.publish(update)
        #expect(!again.startsResync && harness.core.replica.isSynced)
        let garbage = harness.handle(.published([Topic.all, [0xFF, 0x01]], deviceID: CoreHarness.deviceID))
        #expect(garbage.sent.isEmpty && harness.core.replica.state.seq == 11)
    }

    @Test("lock refuses taps, unlock allows them")
    func lockRefusesTaps() {
        var harness = Self.synced()
        harness.handle(.setLocked(true))
        let refused = harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        #expect(refused.reports.first?.message == "Unlock to use this widget")
        #expect(refused.sent.isEmpty && harness.core.optimistic.isEmpty)
        harness.handle(.setLocked(false))
        #expect(harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i2")).sent.count == 1)
    }

    @Test("pins are kept in the core and reported for saving")
    func pins() {
        var harness = Self.synced()
        let pinned = harness.handle(.setPinned("first", true))
        #expect(pinned.contains { if case .pinsChanged(["first"]) = $0 { true } else { false } })
        #expect(harness.core.isPinned("first"))
        harness.handle(.setPinned("first", false))
        #expect(harness.core.pinned.isEmpty)
    }

    @Test("a Live Activity's button in its small presentation can be tapped (the slots are listed once)")
    func activitySmallSlot() {
        var harness = CoreHarness()
        let button = ViewNode(
            .button(
                ButtonNode(
                    elementID: "refresh", invocation: Wire.invocation, label: ViewNode(.text(.verbatim("Refresh"))))))
        let small = ArchivedView(root: button, family: nil, renderingMode: .fullColor)
        let lockScreen = ArchivedView(
            root: ViewNode(.text(.verbatim("Arriving"))), family: nil, renderingMode: .fullColor)
        let activity = WireCodec.encode(
            LiveActivity(
                record: ActivityRecord(
                    id: "delivery", attributesType: "DeliveryAttributes", attributesJSON: Data(),
                    contentStateJSON: Data(), staleDate: nil,
                    relevanceScore: 0, state: .active, pushToken: nil, startedAt: Wire.t0, contentUpdatedAt: Wire.t0),
                presentations: ActivityPresentations(lockScreen: lockScreen, small: small)))
        harness.sync(Wire.snapshot { $0.activities = [activity] })
        let tap = harness.handle(.activate(.activity("delivery"), elementID: "refresh", interactionID: "i1"))
        #expect(tap.sent.count == 1, "\(tap.reports)")
    }

    @Test("a request that gets no answer fails with UNAVAILABLE; an error reply keeps the phone's code")
    func requestsEnd() {
        var harness = Self.synced()
        harness.handle(.request(.catalog, id: "r1"))
        harness.advance(by: 1)
        let failed = harness.advance(by: 1)
        guard case .completed("r1", .failure(let error))? = failed.first else { Issue.record("\(failed)"); return }
        #expect(error.code == .unavailable)

        harness.handle(.request(.removeWidget(instanceID: "x"), id: "r2"))
        let refused = harness.handle(.replied(id: "r2", .error(RelayError(.unknownInstance, "no widget x"))))
        guard case .completed("r2", .failure(let phone))? = refused.first else { Issue.record("\(refused)"); return }
        #expect(phone.code == .unknownInstance && phone.message == "no widget x")
    }

    @Test("a snapshot that does not come is asked for again while the phone is heard")
    func snapshotRetried() {
        var harness = CoreHarness(heartbeatTimeout: .seconds(30))
        harness.publish(CoreHarness.heartbeat(seq: 10))  // heard: reachable, resync begins
        harness.advance(by: 1)
        harness.advance(by: 1)  // the hello ran out of retries
        #expect(harness.advance(by: 1).startsResync)
    }

    @Test("the next deadline is the earliest time-out")
    func nextDeadline() {
        var harness = Self.synced()
        #expect(harness.core.nextDeadline == Wire.t0.addingTimeInterval(3), "the heartbeat watchdog")
        harness.publish(CoreHarness.todoTimeline("first", isOn: true, interactionID: "", seq: 11, topicSeq: 1))
        #expect(
            harness.core.nextDeadline == harness.now.addingTimeInterval(0.5),
            "the cache write comes first after an update")
        #expect(harness.advance(by: 0.5).contains { if case .persist = $0 { true } else { false } })
        harness.handle(.activate(Self.todo, elementID: Self.toggle, interactionID: "i1"))
        #expect(harness.core.nextDeadline == harness.now.addingTimeInterval(1))
    }
}

extension Relay_V1_Update {
    func with(_ change: (inout Relay_V1_Update) -> Void) -> Relay_V1_Update {
        var copy = self
        change(&copy)
        return copy
    }
}
