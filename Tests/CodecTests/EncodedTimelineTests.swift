import Foundation
import PhoneCore
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The phone publishes a reloaded timeline as the bytes its size check encoded: what a reader
/// decodes from the spliced frame is the envelope it would decode from one serialized whole.
@Suite("EncodedTimeline: a timeline encoded once, published as its bytes")
struct EncodedTimelineTests {
    static let moment = Date(timeIntervalSince1970: 1_790_000_000.25)

    static func timeline(_ texts: [String]) -> ArchivedTimeline {
        ArchivedTimeline(
            entries: texts.enumerated().map { index, text in
                ArchivedEntry(
                    date: Date(timeIntervalSince1970: 1_000 + Double(index)), relevance: nil,
                    view: ArchivedView(
                        root: ViewNode(.text(.verbatim(text))),
                        family: .systemSmall, renderingMode: .accented))
            }, policy: .never)
    }

    @Test(
        "the spliced frame decodes to the envelope serialized whole",
        arguments: [
            (["one"], "", ""), (["a", "b", "c"], "interaction", "tap-7"),
            ([String(repeating: "x", count: 300)], "policy", ""),
        ])
    func splicedEqualsWhole(texts: [String], reason: String, interactionID: String) throws {
        let timeline = Self.timeline(texts)
        var sequencer = Sequencer(epoch: 4)
        var whole = sequencer
        let update = sequencer.nextStamp(to: "desk", at: Self.moment)
        let head = Relay_V1_Envelope.make(from: "phone", at: Self.moment) { $0.messageID = "m1" }
        let spliced = head.frame(
            update: update, timeline: EncodedTimeline(timeline, instanceID: "w1"), reason: reason,
            interactionID: interactionID)

        let expected = Relay_V1_Envelope.make(from: "phone", at: Self.moment) {
            $0.messageID = "m1"
            $0.update = whole.next(
                to: "desk", at: Self.moment,
                .timeline(timeline, instanceID: "w1", reason: reason, interactionID: interactionID))
        }
        #expect(try Relay_V1_Envelope(serializedBytes: spliced) == expected)
        #expect(spliced.count == (try expected.serializedBytes() as [UInt8]).count)
    }

    @Test("its size is the TimelineUpdate's encoded size, as the phone's check measured it before")
    func size() {
        let timeline = Self.timeline(["a", "b"])
        #expect(EncodedTimeline(timeline, instanceID: "w1").size == WireCodec.encodedSize(timeline, instanceID: "w1"))
    }
}
