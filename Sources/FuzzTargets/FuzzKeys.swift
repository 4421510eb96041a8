import CSodium
import Foundation
import RelayLink
import RelayWire
import Sealing
import ZeroMQ

/// The fixed keys of the relay targets' phone and desk: fixtures, not any node's keys, so the
/// seed corpus (sealed with them) opens in every run.
enum FuzzKeys {
    static let phoneSecret = [UInt8](repeating: 0x51, count: 32)
    static let deskSecret = [UInt8](repeating: 0xD5, count: 32)
    static let phonePublic = publicKey(phoneSecret)
    static let deskPublic = publicKey(deskSecret)
    /// The phone's id on a relay, as relay-node computes it from the connection's key.
    static let phoneID: String = (try? CurveKey(bytes: phonePublic).fingerprint) ?? "phone"
    static let phoneZ85: String = (try? CurveKey(bytes: phonePublic).z85) ?? ""
    static let deskZ85: String = (try? CurveKey(bytes: deskPublic).z85) ?? ""
    static let deskID = "desk"
    /// The snapshot request id the relay-link target asks with (seeds answer it).
    static let requestID = "fuzz"

    static func publicKey(_ secret: [UInt8]) -> [UInt8] {
        _ = sodium_init()
        var key = [UInt8](repeating: 0, count: 32)
        _ = crypto_scalarmult_base(&key, secret)
        return key
    }

    /// The phone's sealer (its group key drawn when made: seeds carry their own grant).
    static func sealer() throws -> PhoneSealer { try PhoneSealer(phoneID: phoneID, secretKey: phoneSecret) }
}
