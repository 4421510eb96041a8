import Foundation
import PhoneCore
@testable import PhoneHost
import TestSupport
import RelayWire
import WidgetRelayKit
import Testing

/// Interactions that reach their commit together are committed together: one transaction,
/// one sync to disk, each stored only if what its perform() read still holds in it.
@Suite("Group commit: interactions committed together, each checked in the transaction")
struct GroupCommitTests {
    static func commit(_ id: String, reads: [String: Data?] = [:], writes: [String: Data?]) -> InteractionCommit {
        var result = InteractionAnswer(interactionID: "")
        result.interactionID = id
        result.outcome = .performed
        return InteractionCommit(
            result: result, device: "desk", changes: writes, reads: StoreReads(values: reads), at: Date())
    }

    @Test(
        "in one batch, a commit whose reads the one before it changed is stale and leaves nothing; the others are stored"
    )
    func staleInBatch() throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let database = try PhoneDatabase(path: "\(folder)/phone.sqlite")
        let one = Data("1".utf8)
        let outcomes = database.commitInteractions([
            Self.commit("a", reads: ["counter": nil], writes: ["counter": one]),  // read "absent", wrote 1
            Self.commit("b", reads: ["counter": nil], writes: ["counter": one]),  // read the same: stale after a
            Self.commit("c", writes: ["other": Data("x".utf8)]),
            Self.commit("d", reads: ["counter": one], writes: ["counter": Data("2".utf8)]),  // read a's write: current
        ])
        #expect(outcomes.map(\.isCommitted) == [true, false, true, true])
        guard case .stale = outcomes[1] else { Issue.record("b: \(outcomes[1])"); return }
        #expect(database.value(forKey: "counter") == Data("2".utf8))
        #expect(database.value(forKey: "other") == Data("x".utf8))
        #expect(try database.interactionResult("a", device: "desk") != nil)
        #expect(try database.interactionResult("b", device: "desk") == nil)
        #expect(try database.interactionResult("d", device: "desk") != nil)
    }

    @Test(
        "20 taps at once on 20 in-memory counters: fewer commits than interactions, every one performed once",
        arguments: Wiring.allCases)
    func batched(_ wiring: Wiring) async throws {
        let desk = try TestDevice.make("desk")
        try await withPhone([desk], wiring: wiring) { phone, mirror in
            var counters: [(instanceID: String, increment: InteractiveElement)] = []
            for _ in 0..<20 {
                let instance = try await mirror.add("MemoryCounter", .systemSmall)
                let view = try await mirror.next("the counter") { $0.timeline.instanceID == instance.instanceID }
                    .timeline.firstView
                let increment = try #require(
                    view.interactiveElements.first { $0.invocation?.intentType == "IncrementMemoryCounterIntent" })
                counters.append((instance.instanceID, increment))
            }
            let before = await phone.node.commitStatistics
            let results = try await withThrowingTaskGroup(of: Relay_V1_InteractionResult.self) { group in
                for counter in counters {
                    group.addTask {
                        try await mirror.interact(instance: counter.instanceID, element: counter.increment)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.allSatisfy { $0.wasPerformed })
            let after = await phone.node.commitStatistics
            #expect(after.interactions - before.interactions == 20)
            #expect(
                after.batches - before.batches < 20, "\(after.batches - before.batches) commits for 20 interactions")
        }
    }
}
