import Foundation
import Logging
import MirrorCore
import RelayWire
import TestSupport
import Testing

/// The hostile relay suite's last rows (#50, Build: "withholds parts, answers requests it was
/// not asked"), in memory on the real `MirrorRelayTransport` (its `MirrorLink`) and the real
/// `MirrorCore`, the core's clock moved by hand (``SnapshotHarness``).
@Suite struct HostileAnswersTests {
    @Test(
        "a relay that withholds a part of its snapshot answer (one in the middle, or the last): the core is never synced on the partial answer, asks again at its time-out, of the next relay where there is one, and syncs on the honest answer",
        arguments: [1, 3], [1, 2])
    func withheldPart(withheld index: Int, relays: Int) async throws {
        let started = try await SnapshotHarness.start(relays: relays)
        var harness = started.harness
        let ask = started.ask
        let honest = try RelaySnapshotPartsTests.answer(ask.id, harness.trio)
        try #require(honest.count == 4, "the phone's state comes in four parts")
        var partial = honest
        partial.remove(at: index)
        let route = try await harness.toRelay(ask, expected: 0)
        // Without a part in the middle, the last part's records are not the cut the phone signed:
        // the transport refuses it (#50), and the replica dropped the parts after the hole anyway.
        let middle = index < honest.count - 1
        let effects = try await harness.answer(
            partial, from: 0, route: route, handed: middle ? partial.count - 1 : partial.count)
        #expect(harness.transport.counters.notTheCut == (middle ? 1 : 0), "\(harness.transport.counters)")
        #expect(!SnapshotHarness.synced(effects) && !harness.core.replica.isSynced, "never synced on a partial answer")
        if index < honest.count - 1 {
            #expect(
                effects.contains {
                    if case .log(let line) = $0 { line.message == "dropped a snapshot's parts" } else { false }
                },
                "a part out of order drops the parts so far")
        }

        // Asked again at its time-out: the same request, or a new one when the replica dropped the
        // parts so far (a part out of order: a new sync, its hello first).
        var asked = SnapshotHarness.sent(effects) + harness.tick(after: 1.5)
        if let hello = asked.first(where: { if case .hello = $0.request { true } else { false } }) {
            asked += SnapshotHarness.sent(harness.core.handle(.replied(id: hello.id, .welcome), at: harness.now))
        }
        let again = try #require(
            asked.first { if case .snapshot = $0.request { true } else { false } }, "asked again: \(asked)")
        let next = relays == 1 ? 0 : 1
        let routeAgain = try await harness.toRelay(again, expected: next)
        let honestAgain = try RelaySnapshotPartsTests.answer(again.id, harness.trio)
        let synced = try await harness.answer(honestAgain, from: next, route: routeAgain, handed: honestAgain.count)
        #expect(SnapshotHarness.synced(synced))
        #expect(try harness.holdsThePhonesState(), "the phone's state at the phone's position")
        await harness.close()
    }

    @Test(
        "a relay that answers a snapshot request the mirror never sent, or sends its answer twice: refused, counted (unasked), logged once an answer, never handed to the core"
    )
    func unaskedAndTwice() async throws {
        let started = try await SnapshotHarness.start(relays: 1)
        var harness = started.harness
        let ask = started.ask
        let route = try await harness.toRelay(ask, expected: 0)
        func refusalLines() -> [String] {
            harness.lines.matching("refused updates from the relay").map { "\($0["why"] ?? "")" }
        }

        // An answer, in four parts, to an id this mirror never sent.
        let unasked = try RelaySnapshotPartsTests.answer("never-sent", harness.trio)
        _ = try await harness.answer(unasked, from: 0, route: route, handed: 0)
        #expect(harness.transport.counters.unasked == unasked.count, "\(harness.transport.counters)")
        #expect(refusalLines() == ["a snapshot answer to a request this mirror never sent"], "one line for the answer")
        #expect(!harness.core.replica.isSynced)

        // The honest answer to the request sent: taken.
        let honest = try RelaySnapshotPartsTests.answer(ask.id, harness.trio)
        let effects = try await harness.answer(honest, from: 0, route: route, handed: honest.count)
        #expect(SnapshotHarness.synced(effects))

        // The same answer sent again (the request was sent there once): refused, logged once.
        _ = try await harness.answer(honest, from: 0, route: route, handed: 0)
        #expect(harness.transport.counters.unasked == unasked.count + honest.count, "\(harness.transport.counters)")
        #expect(
            refusalLines().count == 2 && refusalLines().last?.hasPrefix("a snapshot answer a relay sent again") == true)
        #expect(try harness.holdsThePhonesState(), "the core as the honest answer left it")
        await harness.close()
    }
}
