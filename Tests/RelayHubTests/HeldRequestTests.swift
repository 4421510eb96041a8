@testable import RelayHub
import Testing

/// A relay restarted with its readers kept (readers.json) knows a mirror before its phone's
/// roster comes again (within a second). A resyncing mirror's first request then (its hello,
/// before its snapshot request) was dropped, and the mirror waited its whole request time-out
/// (2.5 s) to send it again: measured, every mirror took 2.7 s after a relay's SIGKILL and
/// restart to stand where the phone did again (`RelayKillTests`), against a 2 s target.
@Suite struct HeldRequestTests {
    typealias H = HubHarness

    /// A hub that kept the phone's readers from before its restart, and has heard nothing since.
    static func restarted() -> H {
        var directory = ReaderDirectory()
        directory.set(H.phone, readers: H.readers)
        var relay = H()
        relay.hub = RelayHub(directory: directory)
        return relay
    }

    @Test(
        "a known reader's request before its phone's roster waits for the roster, then goes to the phone (and the reply back)"
    )
    func aKnownReadersRequestWaitsForTheRoster() {
        var relay = Self.restarted()
        let held = relay.handle(.request(reader: H.desk, route: H.deskRoute, phone: H.phone, bytes: [1, 2, 3]))
        #expect(held.isEmpty, "held, not dropped: \(held)")
        let effects = relay.roster()
        #expect(
            effects.contains(.forwardRequest(phoneRoute: H.phoneRoute, mirrorRoute: H.deskRoute, bytes: [1, 2, 3])),
            "\(effects)")
        #expect(
            relay.handle(.reply(H.phone, to: H.deskRoute, bytes: [4])) == [
                .forwardReply(mirrorRoute: H.deskRoute, bytes: [4])
            ])
        #expect(relay.hub.stats.requestsForwarded == 1)
    }

    @Test(
        "held requests go only to a phone whose roster still names their sender, expire after a while, and are bounded; an unknown sender's is dropped at once"
    )
    func heldRequestsAreBoundedAndExpire() {
        var relay = Self.restarted()
        #expect(
            relay.handle(.request(reader: H.stranger, route: H.strangerRoute, phone: H.phone, bytes: [9])).drops == [
                .requestToUnknownPhone
            ])
        _ = relay.handle(.request(reader: H.watch, route: H.watchRoute, phone: H.phone, bytes: [2]))
        let dropped = relay.roster(readers: [Reader(key: H.desk, deviceID: "desk")])
        #expect(
            dropped.drops.contains(.requestFromNonReader)
                && !dropped.contains { if case .forwardRequest = $0 { true } else { false } })

        var expiring = Self.restarted()
        _ = expiring.handle(.request(reader: H.desk, route: H.deskRoute, phone: H.phone, bytes: [1]))
        expiring.advance(expiring.hub.limits.snapshotPatience)
        #expect(expiring.handle(.tick).drops == [.requestToUnknownPhone])
        #expect(!expiring.roster().contains { if case .forwardRequest = $0 { true } else { false } })

        var limits = HubLimits()
        limits.queuedSnapshotsPerPhone = 2
        var bounded = Self.restarted()
        bounded.hub = RelayHub(limits: limits, directory: bounded.hub.directory)
        for byte in UInt8(1)...3 {
            _ = bounded.handle(.request(reader: H.desk, route: H.deskRoute, phone: H.phone, bytes: [byte]))
        }
        #expect(bounded.roster().filter { if case .forwardRequest = $0 { true } else { false } }.count == 2)
    }
}
