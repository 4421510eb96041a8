import Foundation
import Pairing
import PairingKit
import RelayTestSupport
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
        pairing = PhonePairing(configuration: .init(phoneKey: keys.publicKey.bytes, phoneName: name, routerPort: 5570, publisherPort: 5571,
                                                    window: PairingWindow(opened: .zero, length: .seconds(3600))))
    }

    func start() {
        let requests = endpoint.requests
        serving = Task { for await request in requests { self.answer(request) } }
    }

    private func answer(_ request: PairingEndpoint.Request) {
        let reply: PairingReplyStep
        switch request.step {
        case .success(let step): reply = pairing.receive(step, from: request.key, at: .seconds(1), nonce: PairingCrypto.randomNonce())
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
        pairing = MirrorPairing(expectedPhoneKey: phoneKey.bytes, key: keys.publicKey.bytes, nonce: PairingCrypto.randomNonce(),
                                deviceID: id, kind: .desktop, name: "Desk")
    }

    mutating func code() async throws -> PairingCode? {
        var step = pairing.commit
        while true {
            switch pairing.receive(try await client.request(step, timeout: .seconds(10))) {
            case .send(let next): step = next
            case .showCode(let code): return code
            default: return nil
            }
        }
    }

    mutating func verdict() async throws -> MirrorPairing.Next {
        pairing.receive(try await client.request(.poll, timeout: .seconds(10)))
    }
}

@Suite("Pairing over real sockets: beacon, endpoint, a relaying attacker")
struct PairingSocketTests {
    @Test("the beacon answers a query sent to host:port with the announcement; other datagrams get nothing")
    func beacon() async throws {
        let keys = try CurveKeyPair.generate()
        let announcement = PhoneAnnouncement(name: "Lab Phone", key: keys.publicKey.bytes, fingerprint: keys.publicKey.fingerprint,
                                             routerPort: 5570, publisherPort: 5571, pairingPort: 5572)
        let beacon = try BeaconResponder(host: "127.0.0.1", port: 0, announcement: announcement)
        defer { beacon.stop() }
        let found = await Discovery.search(broadcast: false, port: beacon.port, hosts: [("127.0.0.1", beacon.port)], window: .seconds(10))
        #expect(found.phones.map(\.announcement) == [announcement])
        #expect(found.phones.first?.method == .direct && found.phones.first?.host == "127.0.0.1")
        // Nothing listens on a port the beacon does not hold: nothing found, no error.
        let nothing = await Discovery.search(broadcast: false, port: 9, hosts: [("127.0.0.1", beacon.port == 9 ? 10 : 9)], window: .milliseconds(200))
        #expect(nothing.phones.isEmpty)
    }

    @Test("hostile bytes decode to clear errors, never a crash", arguments: [[UInt8](), [0xff], Array(repeating: 0x0a, count: 3000), [0x0a, 0x02, 0x01]])
    func hostileBytes(bytes: [UInt8]) {
        #expect(throws: PairingWire.Malformed.self) { try PairingWire.announcement(bytes) }
        #expect(!PairingWire.isQuery(bytes))
        if bytes.count > PairingWire.maxMessageBytes {
            #expect(throws: PairingWire.Malformed.self) { try PairingWire.request(bytes) }
        }
    }

    @Test("every step survives the wire", arguments: [
        PairingRequestStep.commit(commitment: Array(repeating: 7, count: 32), deviceID: "desk", kind: .watch, name: "Desk"),
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
        var mirror = try await MirrorSide(endpoint: phone.endpoint.endpoint, phoneKey: phoneKeys.publicKey, keys: deskKeys)
        let code = try #require(try await mirror.code())
        #expect(await phone.pending.map(\.code) == [code])
        #expect(await phone.pending.first?.key == deskKeys.publicKey.bytes)
        guard case .add = await phone.confirm(code) else { Issue.record("not confirmed"); return }
        guard case .paired(let paired) = try await mirror.verdict() else { Issue.record("the mirror was not told"); return }
        #expect(paired.phone.key == phoneKeys.publicKey.bytes)
        await mirror.client.close()
        await phone.close()
    }

    @Test("a relay that answers discovery with its own key and pairs onward with another: different codes, not admitted")
    func relayingAttacker() async throws {
        let phoneKeys = try CurveKeyPair.generate(), deskKeys = try CurveKeyPair.generate()
        let relayKeys = try CurveKeyPair.generate(), relayMirrorKeys = try CurveKeyPair.generate()
        let phone = try await PhoneSide(keys: phoneKeys)
        await phone.start()
        // The relay: a phone endpoint with its own key towards the desk (what its beacon announced),
        // and a mirror with another key of its own towards the real phone.
        let relay = try await PhoneSide(keys: relayKeys)
        await relay.start()
        var onward = try await MirrorSide(endpoint: phone.endpoint.endpoint, phoneKey: phoneKeys.publicKey, keys: relayMirrorKeys)
        var mirror = try await MirrorSide(endpoint: relay.endpoint.endpoint, phoneKey: relayKeys.publicKey, keys: deskKeys)

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
        let client = try await PairingClient(endpoint: phone.endpoint.endpoint, phoneKey: phoneKeys.publicKey, keyPair: stranger)
        #expect(try await client.request(.poll, timeout: .seconds(10)) == .error("no pairing in progress on this connection"))
        await client.close()
        await phone.close()
    }
}
