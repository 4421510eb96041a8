import Foundation
import RelayWire
import SwiftProtobuf

/// The relay.v1 protocol version this build speaks.
public let relayProtocolVersion: UInt32 = 1

extension Relay_V1_Envelope {
    /// A new envelope with a fresh message id, sent at `date` (the sender's clock: a node's
    /// ``NodeClock``, never a wall-clock read hidden in a default).
    package static func make(
        from sender: String, inReplyTo: String = "", at date: Date,
        _ fill: (inout Relay_V1_Envelope) -> Void
    ) -> Relay_V1_Envelope {
        var envelope = Relay_V1_Envelope()
        envelope.protocolVersion = relayProtocolVersion
        envelope.senderDeviceID = sender
        envelope.messageID = MessageID.next()
        envelope.inReplyTo = inReplyTo
        envelope.sentAt = WireTime.timestamp(date)
        fill(&envelope)
        return envelope
    }

    /// The envelope as one frame.
    package var frame: [UInt8] {
        // Encoding a fully built message cannot fail (no required fields in proto3).
        (try? serializedBytes()) ?? []
    }

    /// Parses one request frame, refusing what is not a relay.v1 envelope with a
    /// body, and a request whose times are out of range (``checkRequestRanges()``),
    /// as `MALFORMED` with the field named.
    package static func parse(_ frame: [UInt8]) throws -> Relay_V1_Envelope {
        let envelope: Relay_V1_Envelope
        do {
            envelope = try Relay_V1_Envelope(serializedBytes: frame)
        } catch {
            throw EnvelopeError(code: .malformed, message: "not a relay.v1 Envelope (\(frame.count) bytes): \(error)")
        }
        guard envelope.protocolVersion == relayProtocolVersion else {
            throw EnvelopeError(
                code: .unsupportedVersion,
                message:
                    "protocol version \(envelope.protocolVersion) is not supported; this node speaks \(relayProtocolVersion)",
                messageID: envelope.messageID)
        }
        guard envelope.body != nil else {
            throw EnvelopeError(
                code: .malformed, message: "the envelope has no body (or one this node does not know)",
                messageID: envelope.messageID)
        }
        do { try envelope.checkRequestRanges() } catch {
            throw EnvelopeError(code: .malformed, message: "\(error)", messageID: envelope.messageID)
        }
        return envelope
    }
}

/// A request that cannot be served, with the code and message its ErrorReply carries.
public struct EnvelopeError: Error, Sendable, CustomStringConvertible {
    package let code: Relay_V1_ErrorCode
    public let message: String
    /// The refused envelope's message id when it could be read (the ErrorReply's
    /// `in_reply_to`), else empty.
    public let messageID: String
    package init(code: Relay_V1_ErrorCode, message: String, messageID: String = "") {
        self.code = code
        self.message = message
        self.messageID = messageID
    }
    public var description: String { message }
}

/// The PUB topics of sync.proto.
public enum Topic {
    /// What every paired device sees.
    public static let all: [UInt8] = Array("all/".utf8)
    /// Updates to the widget instances `deviceID` owns.
    public static func device(_ deviceID: String) -> [UInt8] { Array("dev/\(deviceID)/".utf8) }
}
