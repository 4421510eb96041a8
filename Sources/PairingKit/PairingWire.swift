import Foundation
import Pairing
import RelayWire
import SwiftProtobuf

/// The codec between the pairing domain (Pairing) and relay.v1's pairing messages, with
/// the bounds a hostile peer meets: sizes checked before and after decoding, clear errors.
public enum PairingWire {
    /// The largest datagram or ceremony message accepted.
    public static let maxMessageBytes = 2048
    static let queryMagic = "widgetrelay-discover"
    static let announcementMagic = "widgetrelay-phone"

    /// A malformed message, with what was wrong.
    public struct Malformed: Error, CustomStringConvertible, Sendable {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: discovery

    /// The query a mirror sends.
    public static func query() -> [UInt8] {
        var query = Relay_V1_DiscoveryQuery()
        query.magic = queryMagic
        query.protocolVersion = UInt32(PhoneAnnouncement.protocolVersion)
        return serialize(query)
    }

    /// Whether `bytes` is a discovery query.
    public static func isQuery(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= maxMessageBytes, let query = try? Relay_V1_DiscoveryQuery(serializedBytes: bytes) else {
            return false
        }
        return query.magic == queryMagic
    }

    public static func encode(_ announcement: PhoneAnnouncement) -> [UInt8] {
        var wire = Relay_V1_PhoneAnnouncement()
        wire.magic = announcementMagic
        wire.protocolVersion = UInt32(announcement.protocolVersion)
        wire.name = announcement.name
        wire.publicKey = Data(announcement.key)
        wire.fingerprint = announcement.fingerprint
        wire.routerPort = UInt32(announcement.routerPort)
        wire.publisherPort = UInt32(announcement.publisherPort)
        wire.pairingPort = UInt32(announcement.pairingPort)
        return serialize(wire)
    }

    public static func announcement(_ bytes: [UInt8]) throws(Malformed) -> PhoneAnnouncement {
        guard bytes.count <= maxMessageBytes else { throw Malformed("an announcement of \(bytes.count) bytes") }
        let wire: Relay_V1_PhoneAnnouncement
        do { wire = try Relay_V1_PhoneAnnouncement(serializedBytes: bytes) } catch {
            throw Malformed("not an announcement")
        }
        guard wire.magic == announcementMagic else { throw Malformed("not a WidgetRelay phone's announcement") }
        guard wire.publicKey.count == PairingCrypto.keyLength else {
            throw Malformed("a key of \(wire.publicKey.count) bytes")
        }
        let ports = [wire.routerPort, wire.publisherPort, wire.pairingPort]
        guard ports.allSatisfy({ (1...65535).contains($0) }) else { throw Malformed("ports out of range") }
        return PhoneAnnouncement(
            protocolVersion: Int(wire.protocolVersion), name: bounded(wire.name), key: [UInt8](wire.publicKey),
            fingerprint: bounded(wire.fingerprint), routerPort: Int(wire.routerPort),
            publisherPort: Int(wire.publisherPort), pairingPort: Int(wire.pairingPort))
    }

    // MARK: the ceremony

    public static func encode(_ step: PairingRequestStep) -> [UInt8] {
        var wire = Relay_V1_PairingRequest()
        switch step {
        case .commit(let commitment, let deviceID, let kind, let name):
            var commit = Relay_V1_PairingCommit()
            commit.commitment = Data(commitment)
            commit.deviceID = deviceID
            commit.kind = kind == .desktop ? .desktop : .watch
            commit.displayName = name
            wire.commit = commit
        case .reveal(let key, let nonce):
            var reveal = Relay_V1_PairingReveal()
            reveal.publicKey = Data(key)
            reveal.nonce = Data(nonce)
            wire.reveal = reveal
        case .poll:
            wire.poll = Relay_V1_PairingPoll()
        }
        return serialize(wire)
    }

    public static func request(_ bytes: [UInt8]) throws(Malformed) -> PairingRequestStep {
        guard bytes.count <= maxMessageBytes else { throw Malformed("a request of \(bytes.count) bytes") }
        let wire: Relay_V1_PairingRequest
        do { wire = try Relay_V1_PairingRequest(serializedBytes: bytes) } catch {
            throw Malformed("not a pairing request")
        }
        switch wire.step {
        case .commit(let commit)?:
            let kind: PairingDeviceKind
            switch commit.kind {
            case .desktop: kind = .desktop
            case .watch: kind = .watch
            default: throw Malformed("only desktops and watches pair this way")
            }
            return .commit(
                commitment: [UInt8](commit.commitment), deviceID: commit.deviceID, kind: kind, name: commit.displayName)
        case .reveal(let reveal)?:
            return .reveal(key: [UInt8](reveal.publicKey), nonce: [UInt8](reveal.nonce))
        case .poll?:
            return .poll
        case nil:
            throw Malformed("a pairing request with no step")
        }
    }

    public static func encode(_ step: PairingReplyStep) -> [UInt8] {
        var wire = Relay_V1_PairingReply()
        switch step {
        case .hello(let hello):
            var phone = Relay_V1_PhoneHello()
            phone.publicKey = Data(hello.key)
            phone.nonce = Data(hello.nonce)
            phone.name = hello.name
            phone.routerPort = UInt32(clamping: hello.routerPort)
            phone.publisherPort = UInt32(clamping: hello.publisherPort)
            wire.hello = phone
        case .waiting: wire.verdict = verdict(.waiting, "")
        case .paired(let id): wire.verdict = verdict(.paired, id)
        case .refused(let reason): wire.verdict = verdict(.refused, reason)
        case .error(let message):
            var error = Relay_V1_PairingError()
            error.message = message
            wire.error = error
        }
        return serialize(wire)
    }

    public static func reply(_ bytes: [UInt8]) throws(Malformed) -> PairingReplyStep {
        guard bytes.count <= maxMessageBytes else { throw Malformed("a reply of \(bytes.count) bytes") }
        let wire: Relay_V1_PairingReply
        do { wire = try Relay_V1_PairingReply(serializedBytes: bytes) } catch { throw Malformed("not a pairing reply") }
        switch wire.step {
        case .hello(let hello)?:
            return .hello(
                PhoneHello(
                    key: [UInt8](hello.publicKey), nonce: [UInt8](hello.nonce), name: bounded(hello.name),
                    routerPort: Int(hello.routerPort), publisherPort: Int(hello.publisherPort)))
        case .verdict(let verdict)?:
            switch verdict.state {
            case .waiting: return .waiting
            case .paired: return .paired(deviceID: bounded(verdict.message))
            case .refused: return .refused(bounded(verdict.message))
            default: throw Malformed("a verdict with no state")
            }
        case .error(let error)?:
            return .error(bounded(error.message))
        case nil:
            throw Malformed("a pairing reply with no step")
        }
    }

    private static func verdict(_ state: Relay_V1_PairingVerdict.State, _ message: String) -> Relay_V1_PairingVerdict {
        var verdict = Relay_V1_PairingVerdict()
        verdict.state = state
        verdict.message = message
        return verdict
    }

    private static func serialize(_ message: some SwiftProtobuf.Message) -> [UInt8] {
        (try? message.serializedBytes()) ?? []
    }

    /// Text from a peer, cut to 200 characters (terminals sanitise it again before showing it).
    static func bounded(_ text: String) -> String { text.count <= 200 ? text : String(text.prefix(200)) + "…" }
}
