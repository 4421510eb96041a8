import Foundation
import Pairing
import PairingKit
import TestSupport
import Testing
import ZeroMQ

/// The phone's side of a ceremony over a real pairing endpoint, driven by PhonePairing
/// (what `phone-node pair` does, without its process): answers every request; confirms
/// when told.
private actor PhoneSide {
    let endpoint: PairingEndpoint
    var pairing: PhonePairing
    private var serving: Task<Void, Never>?

    init(keys: CurveKeyPair, name: String = "Lab Phone") async throws {
        endpoint = try await PairingEndpoint(keyPair: keys, endpoint: "tcp://127.0.0.1:*")
        pairing = PhonePairing(
            configuration: .init(
                phoneKey: keys.publicKey.bytes, phoneName: name, routerPort: 5570, publisherPort: 5571,
                window: PairingWindow(opened: .zero, length: .seconds(3600))))
    }

    func start() {
        let requests = endpoint.requests
        serving = Task { for await request in requests { self.answer(request) } }
    }

    private func answer(_ request: PairingEndpoint.Request) {
        let reply: PairingReplyStep
        switch request.step {
        case .success(let step):
            reply = pairing.receive(step, from: request.key, at: .seconds(1), nonce: PairingCrypto.randomNonce())
        case .failure(let malformed): reply = .error(malformed.description)
        }
        endpoint.reply(to: request.routingID, reply)
    }

    func confirm(_ code: PairingCode) -> PhonePairing.Confirmation {
        let result = pairing.confirm(typed: code, at: .seconds(2))
        if case .add(let record) = result { pairing.added(record) }
        return result
    }

    var pending: [PairingRequestRecord] { pairing.pending }

    func close() async {
        serving?.cancel()
        await endpoint.close()
    }
}

/// A mirror's ceremony over a PairingClient, up to the code; then `finish` polls for the verdict.
private struct MirrorSide {
    let client: PairingClient
    var pairing: MirrorPairing

    init(endpoint: String, phoneKey: CurveKey, keys: CurveKeyPair, id: String = "desk") async throws {
        client = try await PairingClient(endpoint: endpoint, phoneKey: phoneKey, keyPair: keys)
        pairing = MirrorPairing(
            expectedPhoneKey: phoneKey.bytes, key: keys.publicKey.bytes, nonce: PairingCrypto.randomNonce(),
            deviceID: id, kind: .desktop, name: "Desk")
    }

    mutating func code() async throws -> PairingCode? {
        var step = pairing.commit
        while true {
            switch pairing.receive(try await client.request(step, timeout: .seconds(60))) {
            case .send(let next): step = next
            case .showCode(let code): return code
            default: return nil
            }
        }
    }

    mutating func verdict() async throws -> MirrorPairing.Next {
        pairing.receive(try await client.request(.poll, timeout: .seconds(60)))
    }
}

@Suite("Pairing over real sockets: beacon, endpoint, a relaying attacker")
struct PairingSocketTests {
    /// A beacon on loopback (any port) answering with a new phone's announcement.
    static func beacon() throws -> (BeaconResponder, PhoneAnnouncement) {
        let keys = try CurveKeyPair.generate()
        let announcement = PhoneAnnouncement(
            name: "Lab Phone", key: keys.publicKey.bytes, fingerprint: keys.publicKey.fingerprint,
            routerPort: 5570, publisherPort: 5571, pairingPort: 5572)
        return (try BeaconResponder(host: "127.0.0.1", port: 0, announcement: announcement), announcement)
    }

    @Test("the beacon answers a query sent to host:port with the announcement; other datagrams get nothing")
    func beacon() async throws {
        let (beacon, announcement) = try Self.beacon()
        defer { beacon.stop() }
        let found = await Discovery.search(
            broadcast: false, port: beacon.port, hosts: [("127.0.0.1", beacon.port)], window: .seconds(10))
        #expect(found.phones.map(\.announcement) == [announcement])
        #expect(found.phones.first?.method == .direct && found.phones.first?.host == "127.0.0.1")
        // Nothing listens on a port the beacon does not hold: nothing found, no error.
        let nothing = await Discovery.search(
            broadcast: false, port: 9, hosts: [("127.0.0.1", beacon.port == 9 ? 10 : 9)],
            window: .milliseconds(200))  // meant to run out
        #expect(nothing.phones.isEmpty)
    }

    @Test("a search asks at once, then again after 250 ms, at doubling gaps up to 2 s, within its window")
    func askSchedule() {
        let schedule = AskSchedule()
        #expect(
            schedule.asks(within: .seconds(3)) == [.zero, .milliseconds(250), .milliseconds(750), .milliseconds(1750)])
        #expect(
            schedule.asks(within: .seconds(8)).suffix(3) == [
                .milliseconds(3750), .milliseconds(5750), .milliseconds(7750),
            ])
        #expect(schedule.asks(within: .milliseconds(100)) == [.zero])
        #expect(AskSchedule(first: .zero).asks(within: .seconds(60)) == [.zero])  // asks once
        #expect(AskSchedule(first: .seconds(1), longest: .milliseconds(10)).longest == .seconds(1))
    }

    @Test("the first query and the first answer lost on the way: the search asks again and finds the phone, once")
    func lostDatagrams() async throws {
        let (beacon, announcement) = try Self.beacon()
        defer { beacon.stop() }
        let lossy = try LossyDatagramRelay(target: beacon.port, dropQueries: 1, dropAnswers: 1)
        defer { lossy.stop() }
        // Asked once, the lost query loses the search: nothing is found.
        let once = await Discovery.search(
            broadcast: false, port: lossy.port, hosts: [("127.0.0.1", lossy.port)], window: .milliseconds(300),
            schedule: AskSchedule(first: .zero))  // meant to run out
        #expect(once.phones.isEmpty && once.asked == 1)
        // A fresh link that loses the first query and the first answer: asked again and again, found.
        let again = try LossyDatagramRelay(target: beacon.port, dropQueries: 1, dropAnswers: 1)
        defer { again.stop() }
        let found = await Discovery.search(
            broadcast: false, port: again.port, hosts: [("127.0.0.1", again.port)], window: .seconds(60),
            schedule: AskSchedule(first: .milliseconds(20), longest: .milliseconds(200)))
        #expect(found.phones.map(\.announcement) == [announcement])
        #expect(found.asked >= 3, "asked \(found.asked) times")
        #expect(again.seen.dropped == 2)
    }

    @Test(
        "hostile bytes decode to clear errors, never a crash",
        arguments: [[UInt8](), [0xff], Array(repeating: 0x0a, count: 3000), [0x0a, 0x02, 0x01]])
    func hostileBytes(bytes: [UInt8]) {
        #expect(throws: PairingWire.Malformed.self) { try PairingWire.announcement(bytes) }
        #expect(!PairingWire.isQuery(bytes))
        if bytes.count > PairingWire.maxMessageBytes {
            #expect(throws: PairingWire.Malformed.self) { try PairingWire.request(bytes) }
        }
    }

    @Test(
        "every step survives the wire",
        arguments: [
            PairingRequestStep.commit(
                commitment: Array(repeating: 7, count: 32), deviceID: "desk", kind: .watch, name: "Desk"),
            .reveal(key: Array(repeating: 1, count: 32), nonce: Array(repeating: 2, count: 16)), .poll,
        ])
    func requestRoundTrip(step: PairingRequestStep) throws {
        #expect(try PairingWire.request(PairingWire.encode(step)) == step)
    }

    @Test("a ceremony over the pairing endpoint: the same code on both sides, then paired with the mirror's CURVE key")
    func ceremony() async throws {
        let phoneKeys = try CurveKeyPair.generate(), deskKeys = try CurveKeyPair.generate()
        let phone = try await PhoneSide(keys: phoneKeys)
        await phone.start()
        var mirror = try await MirrorSide(
            endpoint: phone.endpoint.endpoint, phoneKey: phoneKeys.publicKey, keys: deskKeys)
        let code = try #require(try await mirror.code())
        #expect(await phone.pending.map(\.code) == [code])
        #expect(await phone.pending.first?.key == deskKeys.publicKey.bytes)
        guard case .add = await phone.confirm(code) else { Issue.record("not confirmed"); return }
        guard case .paired(let paired) = try await mirror.verdict() else {
            Issue.record("the mirror was not told"); return
        }
        #expect(paired.phone.key == phoneKeys.publicKey.bytes)
        await mirror.client.close()
        await phone.close()
    }

    @Test(
        "a relay that answers discovery with its own key and pairs onward with another: different codes, not admitted")
    func relayingAttacker() async throws {
        let phoneKeys = try CurveKeyPair.generate(), deskKeys = try CurveKeyPair.generate()
        let relayKeys = try CurveKeyPair.generate(), relayMirrorKeys = try CurveKeyPair.generate()
        let phone = try await PhoneSide(keys: phoneKeys)
        await phone.start()
        // The relay: a phone endpoint with its own key towards the desk (what its beacon announced),
        // and a mirror with another key of its own towards the real phone.
        let relay = try await PhoneSide(keys: relayKeys)
        await relay.start()
        var onward = try await MirrorSide(
            endpoint: phone.endpoint.endpoint, phoneKey: phoneKeys.publicKey, keys: relayMirrorKeys)
        var mirror = try await MirrorSide(
            endpoint: relay.endpoint.endpoint, phoneKey: relayKeys.publicKey, keys: deskKeys)

        let mirrorCode = try #require(try await mirror.code())
        let phoneCode = try #require(try await onward.code())
        #expect(mirrorCode != phoneCode)
        #expect(await phone.pending.map(\.code) == [phoneCode])
        #expect(await phone.pending.first?.key == relayMirrorKeys.publicKey.bytes)
        // The person types the code the desk shows: refused on the phone, nothing added.
        guard case .mismatch = await phone.confirm(mirrorCode) else { Issue.record("the relay was admitted"); return }
        #expect(await phone.pairing.configuration.knownDevices.isEmpty)
        guard case .failed = try await onward.verdict() else { Issue.record("the relay was told it paired"); return }
        for client in [mirror.client, onward.client] { await client.close() }
        await relay.close()
        await phone.close()
    }

    @Test("the pairing endpoint admits an unknown CURVE key, and tells it only pairing answers")
    func unknownKeyReachesOnlyPairing() async throws {
        let phoneKeys = try CurveKeyPair.generate(), stranger = try CurveKeyPair.generate()
        let phone = try await PhoneSide(keys: phoneKeys)
        await phone.start()
        let client = try await PairingClient(
            endpoint: phone.endpoint.endpoint, phoneKey: phoneKeys.publicKey, keyPair: stranger)
        #expect(
            try await client.request(.poll, timeout: .seconds(60))
                == .error("no pairing in progress on this connection"))
        await client.close()
        await phone.close()
    }
}
