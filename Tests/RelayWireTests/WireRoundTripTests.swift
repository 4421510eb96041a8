import Foundation
import RelayWire
import SwiftProtobuf
import Testing

@Suite("relay.v1 encoding")
struct WireRoundTripTests {
    @Test("an envelope with an archived view tree survives binary and JSON round trips")
    func roundTrips() throws {
        let envelope = SampleEnvelopes.timelineUpdate()
        let bytes: [UInt8] = try envelope.serializedBytes()
        #expect(try Relay_V1_Envelope(serializedBytes: bytes) == envelope)
        #expect(try Relay_V1_Envelope(jsonString: envelope.jsonString()) == envelope)
    }

    @Test("the tree keeps element ids, invocations and modifiers")
    func treeContents() throws {
        let envelope = try Relay_V1_Envelope(
            serializedBytes: SampleEnvelopes.timelineUpdate().serializedBytes() as [UInt8])
        let children = envelope.update.timeline.entries[0].view.root.stack.children
        #expect(children[0].text.date.style == .timer)
        #expect(children[1].toggle.elementID == "todo/0/toggle")
        #expect(children[1].modifiers.first?.invalidatableContent == true)
        #expect(children[2].button.invocation.intentType == "SuperChargeIntent")
        #expect(children[2].button.invocation.parameters[0].value.entityValue.id == "spouty")
        #expect(children[3].modifiers.map(\.privacySensitive) == [true, false])
    }

    @Test(
        "a malformed frame is a decoding error, not a crash",
        arguments: [
            [0xFF, 0xFF, 0xFF],  // a truncated varint tag
            [0x0A, 0x05, 0x01],  // a length running past the end
            Array("not protobuf at all".utf8),
        ] as [[UInt8]])
    func malformedFrame(bytes: [UInt8]) {
        #expect(throws: (any Error).self) { try Relay_V1_Envelope(serializedBytes: bytes) }
    }

    @Test("fields a newer peer adds are kept, not refused (forward compatibility)")
    func unknownFieldsSurvive() throws {
        var bytes: [UInt8] = try SampleEnvelopes.timelineUpdate().serializedBytes()
        bytes += [0xF8, 0x3E, 0x01]  // field 999, varint 1: unknown to relay.v1
        let decoded = try Relay_V1_Envelope(serializedBytes: bytes)
        #expect(decoded.update.seq == 1234)
        #expect(try decoded.serializedBytes() as [UInt8] == bytes)
    }
}
