import Foundation
import Mirror
import MirrorCore
import MirrorFixtures
import TestSupport
import RelayWire
import ScriptProtocol
import Synchronization
import Testing

/// Commands that ask the script session to print something again (`recommended`,
/// `status`, `render`) print it whatever publish is under way beside them.
@Suite("Script session: printing again")
struct ScriptSessionReprintTests {
    /// A phone recommending one configuration of CharacterDetail.
    static func snapshot() -> Relay_V1_Snapshot {
        Wire.snapshot {
            $0.recommendations = [
                .with {
                    $0.kind = "CharacterDetail"
                    $0.recommendations = [
                        .with {
                            $0.description_p = "Unipony"; $0.configuration = .with { $0.intentType = "SelectCharacter" }
                        }
                    ]
                }
            ]
        }
    }

    @Test("`recommended` prints the recommendations every time, also while a publish is under way beside it")
    func recommendedBesideAPublish() async throws {
        let phone = InMemoryPhone(snapshot: Self.snapshot())
        try await phone.start()
        let fleet = MirrorFleet([("Phone", "c0c0-c0c0-c0c0-c0c0-c0c0", phone.client())])
        #expect(await fleet.start(logger: .init(label: "test")).isEmpty)
        for link in fleet.links { try await poll("the sync") { await link.client.replica.isSynced } }
        let lines = Mutex<[String]>([])
        let session = ScriptSession(fleet: fleet, surface: .watch) { line in lines.withLock { $0.append(line) } }
        func printedRecommendations() -> Int {
            lines.withLock { $0 }.filter {
                if case .recommendations? = (try? ScriptLine(jsonLine: $0))?.event { return true }
                return false
            }.count
        }
        await session.publishChanges()
        #expect(printedRecommendations() == 1)
        // Each round: a publish (as a change on the phone starts one) and the command at once.
        // A publish that wrote back what it read before the command forgot it printed nothing.
        for round in 1...200 {
            async let publishing: Void = session.publishChanges()
            async let command = session.run("recommended")
            _ = await (publishing, command)
            #expect(printedRecommendations() == 1 + round, "round \(round)")
            if printedRecommendations() != 1 + round { break }
        }
        await fleet.stop()
        await phone.stop()
    }
}
