import Foundation
import TestSupport
import ScriptProtocol
import Testing

/// A phone paired or unpaired from another shell while a mirror runs takes effect at once
/// (#49 point 11: it waited for the next start, and the page kept a "pair again" section).
@Suite("pairing while a mirror runs", .heavy)
struct PairingWhileRunningTests {
    @Test(
        "a desktop running with one phone mirrors a second one paired meanwhile, and drops the first once it is unpaired"
    )
    func pairAndUnpairWhileRunning() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk"
        let first = try await PhoneProcess.start(data: "\(folder)/first", name: "First phone")
        let second = try await PhoneProcess.start(data: "\(folder)/second", name: "Second phone")
        try await SeveralPhonesTests.pairEverything(with: first, mirrors: [("desktop-node", desk, "desk")])
        let (a, b) = (try first.fingerprint, try second.fingerprint)
        let desktop = try SeveralPhonesTests.mirror(desk)
        _ = try await desktop.printed("the first phone's sync") { $0.isSyncedStatus && $0.phoneFingerprint == a }

        // Paired from another shell while the desktop runs: it syncs, and its widgets can be added.
        try await SeveralPhonesTests.pairEverything(with: second, mirrors: [("desktop-node", desk, "desk")])
        _ = try await desktop.printed("the second phone's sync, without a restart") {
            $0.isSyncedStatus && $0.phoneFingerprint == b
        }
        desktop.script.send("add Counter systemSmall --phone \(b)")
        _ = try await desktop.printed("a widget of the second phone") {
            $0.widget?.kind == "Counter" && $0.phoneFingerprint == b
        }

        // Unpaired from another shell: the desktop stops mirroring it and no longer knows it.
        let unpaired = try await run(Repository.product("desktop-node"), ["unpair", "--data", desk, "--phone", a])
        #expect(unpaired.status == 0, "\(unpaired.standardOutput)\(unpaired.standardError)")
        try await poll("the desktop to drop the first phone") {
            let mark = desktop.script.printed.count
            desktop.script.send("add Counter systemSmall --phone \(a)")
            let answer = try await desktop.printed("an answer about the first phone", after: mark) {
                if case .message(let kind, _)? = $0.decoded { return kind == .error || kind == .added }
                return $0.widget != nil && $0.phoneFingerprint == a
            }
            if case .message(.error, let text)? = answer.decoded { return text.contains(a) || text.contains("phone") }
            return false
        }
        // The second phone still round-trips.
        desktop.script.send("add TodoList systemMedium --phone \(b)")
        _ = try await desktop.printed("the second phone still answers") {
            $0.widget?.kind == "TodoList" && $0.phoneFingerprint == b
        }
        #expect(try await desktop.script.stop() == 0)
        for phone in [first, second] { try await phone.process.stop() }
    }
}
