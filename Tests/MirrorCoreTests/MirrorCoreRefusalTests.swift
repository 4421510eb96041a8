import DomainModel
import Foundation
import MirrorCore
import Codec
import MirrorFixtures
import Testing

/// A phone that no longer admits this device's key (unpaired there, or a key changed):
/// the mirror says so, instead of showing "unreachable" forever, until it is welcomed again.
@Suite("MirrorCore: a phone that refuses this device")
struct MirrorCoreRefusalTests {
    static func changedEverything(_ effects: [MirrorCore.Effect]) -> Bool {
        effects.contains { if case .changed(.everything) = $0 { true } else { false } }
    }

    @Test("a NOT_PAIRED answer to Hello sets the refusal once; a welcome clears it")
    func notPairedReply() {
        var harness = CoreHarness()
        let hello = harness.handle(.start)
        let refused = harness.handle(
            .replied(
                id: hello.sent[0].id,
                .error(RelayError(.notPaired, "this connection's key is not paired with the phone"))))
        #expect(harness.core.refusal?.contains("pair again") == true)
        #expect(Self.changedEverything(refused))

        // Refused again (the retry): nothing new to show.
        let ask = refused.sent.first
        let again = harness.handle(.replied(id: ask?.id ?? "", .error(RelayError(.notPaired, "not paired"))))
        #expect(!Self.changedEverything(again))
        #expect(harness.core.refusal != nil)

        // Paired again on the phone: it is heard, the mirror says Hello again, and is welcomed.
        let heard = harness.publish(CoreHarness.heartbeat(seq: 10))
        guard let next = heard.sent.first(where: { if case .hello = $0.request { true } else { false } }) else {
            Issue.record("no Hello sent again: \(heard)")
            return
        }
        let welcomed = harness.handle(.replied(id: next.id, .welcome))
        #expect(harness.core.refusal == nil)
        #expect(Self.changedEverything(welcomed))
    }

    @Test("a refused handshake (the transport's report) sets the refusal; other errors do not")
    func refusedHandshake() {
        var harness = CoreHarness()
        let hello = harness.handle(.start)
        _ = harness.handle(.replied(id: hello.sent[0].id, .error(RelayError(.busy, "try later"))))
        #expect(harness.core.refusal == nil)
        let refused = harness.handle(.refused)
        #expect(harness.core.refusal != nil)
        #expect(Self.changedEverything(refused))
        #expect(harness.handle(.refused).isEmpty)
    }
}
