import Codec
import Foundation
import Pairing
import PairingKit
import Sealing
import Synchronization
import ZeroMQ

/// A phone's pairing window heard through a relay: it announces itself to the relay every
/// second while open (so mirrors find it there), and opens each sealed ceremony step with
/// the key of the mirror that sealed it, which is the key the ceremony pairs.
public final class RelayPairingWindow: PairingRequestSource {
    public let endpoint: String
    public let requests: AsyncStream<PairingEndpoint.Request>
    private let dealer: RelayDealer
    /// The phone's long-term secret key (redacted wherever the window is printed or dumped).
    private let secretKey: SecretBytes
    private let phoneID: String
    private let tasks: [Task<Void, Never>]

    /// Opens the window at the relay at `address` (its key `relayKey`) for the phone with
    /// `keyPair`, announced as `name`.
    public init(address: RelayAddress, relayKey: CurveKey, keyPair: CurveKeyPair, name: String) async throws {
        let dealer = try await RelayDealer(address: address, relayKey: relayKey, keyPair: keyPair)
        let phoneID = keyPair.publicKey.fingerprint
        let secretKey = SecretBytes(keyPair.secretKey.bytes)
        let (requests, continuation) = AsyncStream.makeStream(
            of: PairingEndpoint.Request.self, bufferingPolicy: .bufferingNewest(64))
        let announce = PairingFrame.window(name: name, seconds: 3)
        let announcing = Task {
            while !Task.isCancelled {
                try? dealer.send(announce)
                try? await Task.sleep(for: .seconds(1))
            }
        }
        let reading = Task {
            while !Task.isCancelled {
                guard
                    let sealed = await dealer.next(
                        within: .seconds(1),
                        { frame -> SealedPairingStep? in
                            if case .pairing(let sealed) = frame { return sealed }
                            return nil
                        })
                else { continue }
                guard let header = SealedHeaders.peerOf(sealed.header), header.phone == phoneID,
                    let keys = try? PairwiseKeys(ownSecret: secretKey.bytes, peerPublic: header.peerKey),
                    let plaintext = try? AEAD.open(
                        sealed.ciphertext, nonce: sealed.nonce, key: keys.pairingRequest, associated: sealed.header)
                else { continue }  // not sealed by the key it names
                let step: Result<PairingRequestStep, PairingWire.Malformed>
                do throws(PairingWire.Malformed) { step = .success(try PairingWire.request(plaintext)) } catch {
                    step = .failure(error)
                }
                // The route carries the mirror's key, for the sealed reply.
                continuation.yield(
                    PairingEndpoint.Request(
                        routingID: header.peerKey + sealed.route, key: header.peerKey, step: step))
            }
            continuation.finish()
        }
        self.dealer = dealer
        self.secretKey = secretKey
        self.phoneID = phoneID
        self.requests = requests
        endpoint = "relay \(address.requests)"
        tasks = [announcing, reading]
    }

    public func reply(to routingID: [UInt8], _ step: PairingReplyStep) {
        guard routingID.count >= 32,
            let keys = try? PairwiseKeys(ownSecret: secretKey.bytes, peerPublic: Array(routingID.prefix(32)))
        else { return }
        let sealed = PeerSealed(
            PairingWire.encode(step), phone: phoneID, peerKey: Array(routingID.prefix(32)), key: keys.pairingReply)
        try? dealer.send(
            .pairing(
                SealedPairingStep(
                    phone: phoneID, route: Array(routingID.dropFirst(32)), header: Array(sealed.header),
                    nonce: Array(sealed.nonce), ciphertext: Array(sealed.ciphertext))))
    }

    public func close() async {
        for task in tasks { task.cancel() }
        try? dealer.send(.window(name: "", seconds: 0))
        await dealer.close()
    }
}

/// A phone a relay lists with its pairing window open.
public struct RelayListedPhone: Sendable, Hashable {
    /// Its fingerprint.
    public let phoneID: String
    /// The key its connection to the relay proved (the ceremony checks it end to end).
    public let publicKey: [UInt8]
    /// Its name, as it announced it.
    public let name: String
}

/// A mirror's side of pairing through a relay: finding the phones whose window is open
/// there, and the ceremony's steps sealed to the phone's key.
public final class RelayPairingClient: PairingChannel {
    private let dealer: RelayDealer
    private let phoneID: String
    private let ownKey: [UInt8]
    private let keys: PairwiseKeys

    /// The phones with a pairing window open at the relay, asking again and again (a window
    /// announces itself once a second) until one is listed or `timeout` has passed; throws
    /// if the relay never answered.
    public static func lookup(address: RelayAddress, relayKey: CurveKey, keyPair: CurveKeyPair, timeout: Duration)
        async throws -> [RelayListedPhone]
    {
        let dealer = try await RelayDealer(address: address, relayKey: relayKey, keyPair: keyPair)
        defer { Task { await dealer.close() } }
        let deadline = ContinuousClock.now + timeout
        var answered: [RelayListedPhone]?
        // The connection may still be in its handshake, the window not announced yet: ask
        // again until a phone is listed.
        while ContinuousClock.now < deadline {
            let id = UUID().uuidString
            try dealer.send(.lookup(requestID: id))
            if let listing = await dealer.next(
                within: .milliseconds(500),
                { frame -> [ListedPairingPhone]? in
                    if case .listing(id, let phones) = frame { return phones }
                    return nil
                })
            {
                let phones = listing.compactMap { phone -> RelayListedPhone? in
                    guard phone.publicKey.count == 32, let key = try? CurveKey(bytes: phone.publicKey),
                        key.fingerprint == phone.phone
                    else { return nil }
                    return RelayListedPhone(phoneID: phone.phone, publicKey: phone.publicKey, name: phone.name)
                }
                if !phones.isEmpty { return phones }
                answered = phones
                try? await Task.sleep(for: .milliseconds(250))
            }
        }
        if let answered { return answered }
        throw PairingClient.NoAnswer(
            description: "the relay at \(address.requests) did not answer (is it running, and is --relay-key its key?)")
    }

    /// A ceremony with the phone `phone` through the relay at `address`.
    public init(address: RelayAddress, relayKey: CurveKey, keyPair: CurveKeyPair, phone: RelayListedPhone) async throws
    {
        // before any socket: nothing to close
        let keys = try PairwiseKeys(ownSecret: keyPair.secretKey.bytes, peerPublic: phone.publicKey)
        dealer = try await RelayDealer(address: address, relayKey: relayKey, keyPair: keyPair)
        phoneID = phone.phoneID
        ownKey = keyPair.publicKey.bytes
        self.keys = keys
    }

    public func request(_ step: PairingRequestStep, timeout: Duration) async throws -> PairingReplyStep {
        let sealed = PeerSealed(PairingWire.encode(step), phone: phoneID, peerKey: ownKey, key: keys.pairingRequest)
        let (keys, ownKey, phoneID) = (self.keys, self.ownKey, self.phoneID)
        try dealer.send(
            .pairing(
                SealedPairingStep(
                    phone: phoneID, header: Array(sealed.header), nonce: Array(sealed.nonce),
                    ciphertext: Array(sealed.ciphertext))))
        guard
            let plaintext = await dealer.next(
                within: timeout,
                { frame -> [UInt8]? in
                    guard case .pairing(let sealed) = frame, let header = SealedHeaders.peerOf(sealed.header),
                        header.phone == phoneID, header.peerKey == ownKey
                    else { return nil }
                    return try? AEAD.open(
                        sealed.ciphertext, nonce: sealed.nonce, key: keys.pairingReply, associated: sealed.header)
                })
        else {
            throw PairingClient.NoAnswer(
                description:
                    "the phone did not answer through the relay at \(dealer.address.requests) (is its pairing window open?)"
            )
        }
        return try PairingWire.reply(plaintext)
    }

    public func close() async { await dealer.close() }
}
