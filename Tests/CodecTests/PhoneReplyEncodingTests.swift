import DomainModel
import Foundation
import PhoneCore
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The phone's replies as the model's values, encoded once on the way out by the codec
/// (`EncodedReply`): each to the relay.v1 body the driver used to build by hand (the golden
/// frames hold the bytes of a whole conversation; these pin each case and the kept reply).
@Suite("PhoneReply: a reply encoded once")
struct PhoneReplyEncodingTests {
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)

    /// The envelope `reply` goes out in, read back.
    static func sent(_ reply: PhoneReply, inReplyTo: String = "m-1") throws -> Relay_V1_Envelope {
        try Relay_V1_Envelope(
            serializedBytes: EncodedReply(reply).frame(from: "phone", inReplyTo: inReplyTo, at: moment))
    }

    @Test("the envelope answers the request, from the phone, at the time given")
    func envelope() throws {
        let envelope = try Self.sent(.ack, inReplyTo: "req-7")
        #expect(envelope.inReplyTo == "req-7")
        #expect(envelope.senderDeviceID == "phone")
        #expect(envelope.protocolVersion == relayProtocolVersion)
        #expect(envelope.sentAt.date == Self.moment)
        #expect(!envelope.messageID.isEmpty)
    }

    @Test("Welcome carries the phone, the device and the stream's position")
    func welcome() throws {
        let welcome = PhoneWelcome(
            phoneID: "p", phoneName: "Phone", deviceID: "desk", epoch: 7, seq: 42, heartbeatIntervalMs: 1_000)
        guard case .welcome(let wire) = try Self.sent(.welcome(welcome)).body else {
            Issue.record("not a Welcome"); return
        }
        #expect(wire.phoneID == "p" && wire.phoneName == "Phone" && wire.deviceID == "desk")
        #expect(wire.epoch == 7 && wire.seq == 42 && wire.heartbeatIntervalMs == 1_000)
    }

    @Test("an interaction's result carries each hop's time in its own field")
    func interactionResult() throws {
        var timings = HopTimings()
        (timings.receiveNs, timings.dedupeNs, timings.performNs, timings.reloadNs) = (1, 2, 3, 4)
        (timings.publishNs, timings.totalNs, timings.commitNs) = (5, 6, 7)
        let answer = InteractionAnswer(interactionID: "tap", outcome: .performed, epoch: 3, seq: 9, replayed: true)
        guard case .interactionResult(let wire) = try Self.sent(.interactionResult(answer, timings: timings)).body
        else { Issue.record("not an InteractionResult"); return }
        #expect(wire.interactionID == "tap" && wire.epoch == 3 && wire.seq == 9 && wire.replayed)
        guard case .performed = wire.outcome else { Issue.record("not performed"); return }
        let hops = wire.timings
        #expect(
            [hops.receiveNs, hops.dedupeNs, hops.performNs, hops.reloadNs, hops.publishNs, hops.totalNs, hops.commitNs]
                == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("an Ack is bare, unless the app opened: then it says what the app did")
    func acks() throws {
        guard case .ack(let bare) = try Self.sent(.ack).body else { Issue.record("not an Ack"); return }
        #expect(!bare.hasAppOpened)
        let opened = AppScene.Opened(handlers: ["onOpenURL"], scene: "Detail")
        guard case .ack(let ack) = try Self.sent(.appOpened(opened)).body else { Issue.record("not an Ack"); return }
        #expect(ack.appOpened.handlers == ["onOpenURL"] && ack.appOpened.scene == "Detail")
    }

    @Test("text, an echo and entities go out as AdminReply, Echo and EntityQueryReply")
    func others() throws {
        guard case .adminReply(let text) = try Self.sent(.text("pushed")).body else {
            Issue.record("not an AdminReply"); return
        }
        #expect(text.text == "pushed")
        let echo = EchoRequest(payload: Data([1, 2]), sequence: 5, sentAt: .init(seconds: 10, nanos: 20))
        guard case .echoReply(let reply) = try Self.sent(.echo(echo)).body else { Issue.record("not an Echo"); return }
        #expect(reply.payload == Data([1, 2]) && reply.sequence == 5)
        #expect(reply.sentAt.seconds == 10 && reply.sentAt.nanos == 20)
        let entity = EntityValue(entityType: "Person", id: "e1")
        guard case .entityQueryReply(let entities) = try Self.sent(.entities([entity])).body else {
            Issue.record("not an EntityQueryReply"); return
        }
        #expect(entities.entities.map(\.id) == ["e1"])
    }

    @Test("a refusal carries its code and message; one never sent on the wire goes out as INTERNAL")
    func refusals() throws {
        for (code, wire) in [(RelayError.Code.busy, Relay_V1_ErrorCode.busy), (.unavailable, .internal)] {
            let reply = EncodedReply(.error(RelayError(code, "why")))
            guard case .error(let error) = try Self.sent(.error(RelayError(code, "why"))).body else {
                Issue.record("not an ErrorReply"); return
            }
            #expect(error.code == wire && error.message == "why")
            #expect(reply.refusal == RelayError.Code(wire: wire))
        }
        #expect(EncodedReply(.ack).refusal == nil)
        #expect(EncodedReply(.ack).endsAnswer)
    }

    @Test("a kept reply is replayed as it was encoded")
    func kept() throws {
        let reply = EncodedReply(.appOpened(AppScene.Opened(handlers: ["onOpenURL"], scene: "S")))
        let again = try EncodedReply(kept: reply.keptBytes)
        let first = try Relay_V1_Envelope(serializedBytes: reply.frame(from: "p", inReplyTo: "m", at: Self.moment))
        let replayed = try Relay_V1_Envelope(serializedBytes: again.frame(from: "p", inReplyTo: "m", at: Self.moment))
        #expect(first.body == replayed.body)
        #expect(first.body != nil)
    }
}
