import DomainModel
import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// A reply of the phone's, encoded once on the way out: the body of relay.v1's reply envelope,
/// which the driver sends, keeps for a retry and counts without naming its generated types.
package struct EncodedReply: Sendable {
    let body: Relay_V1_Envelope.OneOf_Body?

    init(body: Relay_V1_Envelope.OneOf_Body?) { self.body = body }

    /// KTHXBAI: everything `device` sees in `state`, valid at `position`'s seq, in the parts of
    /// at most `asked` bytes a mirror asked for (0: whole): one cut, one reply per part.
    package static func snapshot(
        of state: PhoneState, for device: String, at position: Sequencer, takenAt time: Date, asked: UInt32
    ) -> [EncodedReply] {
        state.snapshot(for: device, at: position, takenAt: time).parts(
            maxBytes: Relay_V1_Snapshot.partBytes(asked: asked)
        ).map { EncodedReply(body: .snapshot($0)) }
    }

    /// The reply in an envelope from `sender` answering `inReplyTo`, sent at `date`, as one frame.
    package func frame(from sender: String, inReplyTo: String, at date: Date) -> [UInt8] {
        Relay_V1_Envelope.make(from: sender, inReplyTo: inReplyTo, at: date) { $0.body = body }.frame
    }

    /// False for a part of a snapshot that is not its last: the answer goes on (counted once, with its last part).
    package var endsAnswer: Bool {
        if case .snapshot(let part) = body { return Relay_V1_Snapshot.isLast(part: part.part, of: part.parts) }
        return true
    }

    /// The refusal's code when the reply is an ErrorReply, else nil.
    package var refusal: RelayError.Code? {
        if case .error(let error) = body { return RelayError.Code(wire: error.code) }
        return nil
    }

    /// The bytes kept for a retry (an envelope holding only the body; replayed under a fresh envelope).
    package var keptBytes: Data {
        var envelope = Relay_V1_Envelope()
        envelope.body = body
        return (try? envelope.serializedBytes()) ?? Data()
    }

    /// A reply kept for a retry, from its ``keptBytes``.
    package init(kept bytes: Data) throws {
        body = try Relay_V1_Envelope(serializedBytes: bytes).body
    }
}

extension Relay_V1_HopTimings {
    init(_ timings: HopTimings) {
        self.init()
        receiveNs = timings.receiveNs
        dedupeNs = timings.dedupeNs
        performNs = timings.performNs
        reloadNs = timings.reloadNs
        publishNs = timings.publishNs
        totalNs = timings.totalNs
        commitNs = timings.commitNs
    }
}

extension Relay_V1_AppOpened {
    init(_ opened: AppScene.Opened) {
        self.init()
        handlers = opened.handlers
        scene = opened.scene
    }
}

extension Relay_V1_WidgetCatalog {
    init(_ catalog: PhoneCatalog) {
        self.init()
        widgets = catalog.kinds.map { kind in
            var wire = Relay_V1_WidgetKind()
            wire.kind = kind.kind
            wire.displayName = kind.displayName
            wire.description_p = kind.description
            wire.supportedFamilies = kind.families.map(WireCodec.encode)
            if let schema = kind.configuration { wire.configuration = WireCodec.encode(schema) }
            wire.previews = kind.previews.map(WireCodec.encode)
            wire.placeholders = kind.placeholders.map(WireCodec.encode)
            return wire
        }
        controlKinds = catalog.controlKinds
        previews = catalog.previews.map(WireCodec.encode)
    }
}

/// A request as the phone reads it off the ROUTER: its envelope parsed and checked once, at the
/// edge, and what the driver needs of it as the model's values.
package struct ReceivedRequest: Sendable {
    private let envelope: Relay_V1_Envelope

    /// Parses one request frame (``EnvelopeError`` for what is not a relay.v1 request envelope).
    package init(frame: [UInt8]) throws {
        envelope = try Relay_V1_Envelope.parse(frame)
    }

    /// The request's message id, which its reply answers (empty: none given).
    package var messageID: String { envelope.messageID }
    /// The kind of request, nil for a body that is no request (a reply, an update).
    package var kind: PhoneRequestKind? { PhoneRequestKind(envelope.body) }
    /// The request decoded (nil for a body that is no request).
    package var request: PhoneRequest? { PhoneRequest(envelope.body) }
    /// What the request names that its lane may follow.
    package var laneSubject: PhoneRequestKind.LaneSubject { PhoneRequestKind.laneSubject(of: envelope.body) }
    /// The position the device says it has seen, nil when it says none.
    package var position: SyncPosition? { SyncPosition(of: envelope) }
    /// Its kind as the requests metric's label: the kind's, "reply" for a body that is no request.
    package var metricsLabel: String { kind?.rules.metricsLabel ?? (envelope.body == nil ? "none" : "reply") }
    /// The body as text, cut short (for a refusal that names what was not answered).
    package var bodyName: String { envelope.body.map { String("\($0)".prefix(40)) } ?? "nothing" }
    /// An admin command, when the body is one (the control socket's).
    package var adminCommand: AdminCommand? {
        if case .admin(let request) = envelope.body { AdminCommand(wire: request) } else { nil }
    }
}

extension EnvelopeError {
    /// The refusal's code, as the model's.
    package var relayCode: RelayError.Code { RelayError.Code(wire: code) }
}

extension EncodedReply {
    /// An admin command's answer (the control socket's: its text, or the phone's status).
    package init(admin answer: AdminAnswer) { body = .adminReply(answer.wire) }
}

extension WireCodec {
    /// An opened URL as the phone's status lists it.
    package static func encode(_ opened: OpenedURL) -> Relay_V1_OpenedURLRecord {
        var record = Relay_V1_OpenedURLRecord()
        record.url = opened.url
        record.instanceID = opened.instanceID
        if let configuration = opened.configuration { record.configuration = encode(configuration) }
        record.deviceID = opened.deviceID
        record.at = Google_Protobuf_Timestamp(date: opened.at)
        record.appOpened = Relay_V1_AppOpened(opened.opened)
        return record
    }

    /// An intent's configuration as the bytes the phone's store keeps (relay.v1's `IntentInvocation`).
    package static func storedBytes(of invocation: IntentInvocation) throws -> Data {
        try encode(invocation).serializedBytes()
    }

    /// An intent's configuration from the bytes the phone's store kept.
    package static func invocation(storedBytes bytes: Data) throws -> IntentInvocation {
        try decode(Relay_V1_IntentInvocation(serializedBytes: bytes))
    }
}
