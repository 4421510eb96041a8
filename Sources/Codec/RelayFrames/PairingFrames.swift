import Foundation
import RelayWire
import SwiftProtobuf

/// A pairing step sealed between a phone and one device (`proto/relay/v1/relayed.proto`'s
/// `SealedPairing`), as the relay links hand it to the sealing: the bytes as they travel.
package struct SealedPairingStep: Sendable, Hashable {
    /// The phone it is for (mirror → relay), or from (relay → mirror).
    package var phone: String
    /// The mirror's connection at the relay (set by the relay towards the phone, and by the phone on its answer).
    package var route: [UInt8]
    /// The header (``SealedHeaders/peer(phone:peerKey:)``), bound as associated data.
    package var header: [UInt8]
    package var nonce: [UInt8]
    package var ciphertext: [UInt8]

    package init(phone: String, route: [UInt8] = [], header: [UInt8], nonce: [UInt8], ciphertext: [UInt8]) {
        (self.phone, self.route, self.header, self.nonce, self.ciphertext) = (phone, route, header, nonce, ciphertext)
    }
}

/// A phone a relay lists with its pairing window open, as the listing carries it (unchecked:
/// the client checks the key against the fingerprint).
package struct ListedPairingPhone: Sendable, Hashable {
    package var phone: String
    package var publicKey: [UInt8]
    package var name: String
}

/// The frames pairing through a relay sends and reads on the relay's requests socket
/// (`RelayFrame`'s pairing bodies), as values: the pairing window and client carry bytes only.
package enum PairingFrame: Sendable, Hashable {
    /// A phone's window announced for `seconds` (0 closes it).
    case window(name: String, seconds: UInt32)
    /// A mirror asks which phones have their window open.
    case lookup(requestID: String)
    /// The relay's answer to a lookup.
    case listing(requestID: String, phones: [ListedPairingPhone])
    /// One sealed ceremony step, either way.
    case pairing(SealedPairingStep)

    /// The frame's bytes (the one ZeroMQ frame it travels in).
    package var bytes: [UInt8] {
        Relay_V1_RelayFrame.with { frame in
            switch self {
            case .window(let name, let seconds):
                frame.pairingWindow = .with {
                    $0.name = name; $0.seconds = seconds
                }
            case .lookup(let requestID):
                frame.pairingLookup = .with { $0.requestID = requestID }
            case .listing(let requestID, let phones):
                frame.pairingListing = .with {
                    $0.requestID = requestID
                    $0.phones = phones.map { phone in
                        .with {
                            $0.phone = phone.phone
                            $0.publicKey = Data(phone.publicKey)
                            $0.name = phone.name
                        }
                    }
                }
            case .pairing(let step):
                frame.pairing = .with {
                    $0.phone = step.phone
                    $0.route = Data(step.route)
                    $0.header = Data(step.header)
                    $0.nonce = Data(step.nonce)
                    $0.ciphertext = Data(step.ciphertext)
                }
            }
        }.frame
    }

    /// The pairing frame `bytes` hold, or nil for anything else (another body, bytes that do not parse).
    package init?(bytes: [UInt8]) {
        guard let frame = try? Relay_V1_RelayFrame(serializedBytes: bytes) else { return nil }
        switch frame.body {
        case .pairingWindow(let window): self = .window(name: window.name, seconds: window.seconds)
        case .pairingLookup(let lookup): self = .lookup(requestID: lookup.requestID)
        case .pairingListing(let listing):
            self = .listing(
                requestID: listing.requestID,
                phones: listing.phones.map {
                    ListedPairingPhone(phone: $0.phone, publicKey: Array($0.publicKey), name: $0.name)
                })
        case .pairing(let sealed):
            self = .pairing(
                SealedPairingStep(
                    phone: sealed.phone, route: Array(sealed.route), header: Array(sealed.header),
                    nonce: Array(sealed.nonce), ciphertext: Array(sealed.ciphertext)))
        default: return nil
        }
    }
}

extension SealedHeaders {
    /// The phone and device key a peer header names (``peer(phone:peerKey:)``), or nil when the bytes do not parse.
    package static func peerOf(_ header: [UInt8]) -> (phone: String, peerKey: [UInt8])? {
        guard let parsed = try? Relay_V1_SealedHeader(serializedBytes: header) else { return nil }
        return (parsed.phone, Array(parsed.peerKey))
    }
}
