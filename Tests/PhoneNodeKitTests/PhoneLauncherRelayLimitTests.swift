import Foundation
import Logging
@testable import PhoneNodeKit
import RelayLink
import TestSupport
import Testing
import ZeroMQ

/// A phone given more relays than its replies can name is refused with an error, not a trap
/// (the command line refuses them first; the library's users get the same answer).
@Suite("PhoneLauncher: the relays it takes")
struct PhoneLauncherRelayLimitTests {
    @Test("17 relays are refused with the limit named; 16 are taken")
    func relayLimit() async throws {
        let keys = try CurveKeyPair.generate(), relayKey = try CurveKeyPair.generate().publicKey
        let context = try Context()
        let loop = try SocketLoop(name: "relay-limit")
        defer { loop.stop() }
        func launcher(_ count: Int) throws -> PhoneLauncher {
            var launcher = PhoneLauncher(dataFolder: TemporaryFolder.shared.makeFolder(), items: [])
            launcher.relays = try (0..<count).map {
                PhoneLauncher.RelayEndpoint(
                    address: try RelayAddress("tcp://127.0.0.1:\(20_000 + 2 * $0)"), key: relayKey)
            }
            return launcher
        }
        #expect(throws: PhoneLauncher.TooManyRelays.self) {
            try launcher(17).relayTransport(keys: keys, context: context, loop: loop, logger: Logger(label: "test"))
        }
        #expect(PhoneLauncher.TooManyRelays(count: 17).description == "at most 16 relays for one phone (17 given)")
        #expect(
            try launcher(16).relayTransport(keys: keys, context: context, loop: loop, logger: Logger(label: "test"))
                != nil)
    }
}
