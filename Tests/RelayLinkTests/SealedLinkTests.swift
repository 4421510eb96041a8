import CSodium
import Foundation
import Logging
@testable import RelayLink
import Codec
import NodeTransport
import RelayWire
import Sealing
import SwiftProtobuf
import Testing

/// A long-term key pair as the nodes have them (CURVE keys are X25519 keys).
func keyPair() -> (public: [UInt8], secret: [UInt8]) {
    _ = sodium_init()
    var pk = [UInt8](repeating: 0, count: 32), sk = [UInt8](repeating: 0, count: 32)
    crypto_box_keypair(&pk, &sk)
    return (pk, sk)
}

/// A phone and two paired devices, each with its side of the sealing.
struct Trio {
    let phoneKeys = keyPair(), deskKeys = keyPair(), watchKeys = keyPair()
    let phone: PhoneSealer
    var desk: MirrorOpener
    var watch: MirrorOpener

    init() throws {
        phone = try PhoneSealer(phoneID: "aaaa-bbbb", secretKey: phoneKeys.secret)
        desk = try MirrorOpener(
            phoneID: "aaaa-bbbb", phoneKey: phoneKeys.public, ownSecret: deskKeys.secret, ownKey: deskKeys.public,
            deviceID: "desk")
        watch = try MirrorOpener(
            phoneID: "aaaa-bbbb", phoneKey: phoneKeys.public, ownSecret: watchKeys.secret, ownKey: watchKeys.public,
            deviceID: "watch")
    }

    /// The desk's relay transport to this phone through the in-memory relays at `relays` on `network`, in that order.
    func deskTransport(
        relays: [String], on network: InMemoryNetwork, logger: Logger, clock: (any NodeClock)? = nil
    ) throws -> MirrorRelayTransport {
        let connections = try relays.map {
            RelayConnection(address: try RelayAddress($0), transport: InMemoryTransport(network: network))
        }
        guard let clock else {  // the transport's own default: the real (monotonic) clock
            return try MirrorRelayTransport(
                relays: connections, phoneID: "aaaa-bbbb", phoneKey: phoneKeys.public, ownSecret: deskKeys.secret,
                ownKey: deskKeys.public, deviceID: "desk", logger: logger)
        }
        return try MirrorRelayTransport(
            relays: connections, phoneID: "aaaa-bbbb", phoneKey: phoneKeys.public, ownSecret: deskKeys.secret,
            ownKey: deskKeys.public, deviceID: "desk", logger: logger, clock: clock)
    }

    func grant(to reader: [UInt8], _ device: String) throws -> Relay_V1_SealedUpdate {
        Relay_V1_SealedUpdate(try phone.grant(to: reader, topic: "dev/\(device)/", epoch: 7, seq: 1, topicSeq: 0))
    }

    func update(
        seq: UInt64, topicSeq: UInt64, text: String = "CANARY-0451", _ fill: (inout Relay_V1_Update) -> Void = { _ in }
    ) -> (Relay_V1_Update, [UInt8]) {
        var update = Relay_V1_Update()
        update.epoch = 7
        update.seq = seq
        update.topicSeq = topicSeq
        update.control = .with {
            $0.kind = "lights"; $0.title = text
        }
        fill(&update)
        let envelope = Relay_V1_Envelope.make(from: "phone", at: Date(timeIntervalSince1970: 1_000)) {
            $0.update = update
        }
        return (update, envelope.frame)
    }
}

func opened(_ result: MirrorOpener.Opened) -> [UInt8]? {
    if case .update(_, let plaintext, _) = result { return plaintext }
    return nil
}

@Suite struct SealedLinkTests {
    @Test func broadcastUpdatesOpenOnlyForGrantedDevices() throws {
        var trio = try Trio()
        let (update, plaintext) = trio.update(seq: 2, topicSeq: 1)
        let sealed = try trio.phone.seal(update: update, plaintext: plaintext, topic: "all/", reader: nil)
        #expect(!((try sealed.serializedBytes()) as [UInt8]).contains(subsequence: Array("CANARY-0451".utf8)))
        // Before its grant, a device holds no group key.
        #expect(throws: SealingError.unknownKeyEpoch(trio.phone.group.epoch)) {
            try trio.desk.open(sealed, topic: "all/")
        }
        _ = try trio.desk.open(try trio.grant(to: trio.deskKeys.public, "desk"), topic: "dev/desk/")
        #expect(opened(try trio.desk.open(sealed, topic: "all/")) == plaintext)
        // The desk's grant is sealed to the desk: the watch cannot take it for its own.
        #expect(throws: SealingError.self) {
            try trio.watch.open(try trio.grant(to: trio.deskKeys.public, "desk"), topic: "dev/watch/")
        }
        #expect(throws: SealingError.unknownKeyEpoch(trio.phone.group.epoch)) {
            try trio.watch.open(sealed, topic: "all/")
        }
    }

    @Test func deviceTopicUpdatesOpenOnlyForTheirDevice() throws {
        var trio = try Trio()
        let (update, plaintext) = trio.update(seq: 3, topicSeq: 1)
        let sealed = try trio.phone.seal(
            update: update, plaintext: plaintext, topic: "dev/desk/", reader: trio.deskKeys.public)
        #expect(opened(try trio.desk.open(sealed, topic: "dev/desk/")) == plaintext)
        // The watch neither accepts another device's topic nor opens it as its own.
        #expect(throws: SealingError.self) { try trio.watch.open(sealed, topic: "dev/desk/") }
        #expect(throws: SealingError.self) { try trio.watch.open(sealed, topic: "dev/watch/") }
    }

    @Test func anythingChangedOnTheWayIsRefused() throws {
        var trio = try Trio()
        _ = try trio.desk.open(try trio.grant(to: trio.deskKeys.public, "desk"), topic: "dev/desk/")
        let (update, plaintext) = trio.update(seq: 2, topicSeq: 1)
        let sealed = try trio.phone.seal(update: update, plaintext: plaintext, topic: "all/", reader: nil)
        for field in [\Relay_V1_SealedUpdate.header, \.nonce, \.ciphertext, \.signature] {
            for index in [0, sealed[keyPath: field].count / 2, sealed[keyPath: field].count - 1] {
                var changed = sealed
                changed[keyPath: field][index] ^= 0x01
                #expect(throws: SealingError.self, "byte \(index) of \(field)") {
                    try trio.desk.open(changed, topic: "all/")
                }
            }
        }
        // A header claiming another position, re-signed by nobody: refused.
        var header = try Relay_V1_SealedHeader(serializedBytes: sealed.header)
        header.seq = 99
        var moved = sealed
        moved.header = Data(header.bytes)
        #expect(throws: SealingError.self) { try trio.desk.open(moved, topic: "all/") }
    }

    @Test func aDeviceHoldingTheGroupKeyStillCannotForgeThePhone() throws {
        var trio = try Trio()
        let grant = try trio.grant(to: trio.deskKeys.public, "desk")
        _ = try trio.desk.open(grant, topic: "dev/desk/")
        _ = try trio.watch.open(try trio.grant(to: trio.watchKeys.public, "watch"), topic: "dev/watch/")
        // The desk learns the group key from its grant and seals an update of its own under it.
        let pairwise = try PairwiseKeys(ownSecret: trio.deskKeys.secret, peerPublic: trio.phoneKeys.public)
        let plain = try AEAD.open(
            Array(grant.ciphertext), nonce: Array(grant.nonce), key: pairwise.deviceTopic,
            associated: Array(grant.header))
        let groupKey = try SymmetricKey(bytes: Array(try Relay_V1_KeyGrant(serializedBytes: plain).groupKey))
        let (update, plaintext) = trio.update(seq: 5, topicSeq: 2, text: "forged")
        var header = Relay_V1_SealedHeader()
        header.phone = "aaaa-bbbb"
        header.topic = "all/"
        header.epoch = update.epoch
        header.seq = update.seq
        header.topicSeq = update.topicSeq
        header.keyEpoch = trio.phone.group.epoch
        let (nonce, ciphertext) = AEAD.seal(plaintext, key: groupKey, associated: header.bytes)
        let forged = Relay_V1_SealedUpdate.with {
            $0.header = Data(header.bytes)
            $0.nonce = Data(nonce)
            $0.ciphertext = Data(ciphertext)
            $0.signature = Data(repeating: 7, count: 64)
        }
        #expect(throws: SealingError.badSignature) { try trio.watch.open(forged, topic: "all/") }
    }

    @Test func aNewGroupKeyReachesOnlyThoseGrantedIt() throws {
        var trio = try Trio()
        _ = try trio.desk.open(try trio.grant(to: trio.deskKeys.public, "desk"), topic: "dev/desk/")
        _ = try trio.watch.open(try trio.grant(to: trio.watchKeys.public, "watch"), topic: "dev/watch/")
        let old = trio.phone.group
        let new = trio.phone.rotate()  // the watch is unpaired: only the desk is granted the new key
        #expect(new.epoch != old.epoch)
        _ = try trio.desk.open(try trio.grant(to: trio.deskKeys.public, "desk"), topic: "dev/desk/")
        let (update, plaintext) = trio.update(seq: 9, topicSeq: 3)
        let sealed = try trio.phone.seal(update: update, plaintext: plaintext, topic: "all/", reader: nil)
        #expect(opened(try trio.desk.open(sealed, topic: "all/")) == plaintext)
        #expect(throws: SealingError.unknownKeyEpoch(new.epoch)) { try trio.watch.open(sealed, topic: "all/") }
    }

    @Test func requestsAndRepliesOpenOnlyAtTheirEnds() throws {
        let trio = try Trio()
        let request = Array("hello from the desk".utf8)
        let sealed = Relay_V1_SealedRequest(trio.desk.seal(request: request))
        let (sender, plaintext) = try trio.phone.open(sealed)
        #expect(sender == trio.deskKeys.public)
        #expect(plaintext == request)
        // A relay that names another sender makes the request unopenable.
        var header = try Relay_V1_SealedHeader(serializedBytes: sealed.header)
        header.peerKey = Data(trio.watchKeys.public)
        var redirected = sealed
        redirected.header = Data(header.bytes)
        #expect(throws: SealingError.self) { try trio.phone.open(redirected) }
        let reply = Relay_V1_SealedReply(try trio.phone.reply(Array("welcome".utf8), to: sender, route: [1, 2, 3]))
        #expect(try trio.desk.open(reply) == Array("welcome".utf8))
        #expect(throws: SealingError.self) { try trio.watch.open(reply) }
    }
}

extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
