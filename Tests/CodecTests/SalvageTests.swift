import DomainModel
import Foundation
import MirrorCore
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// A snapshot carrying strings that are not UTF-8: only the items holding them are left out.
@Suite("Salvage: what can be decoded of a message that does not decode whole")
struct SalvageTests {
    static func poisoned(_ bytes: [UInt8]) -> [UInt8] { replacingWithInvalidUTF8(bytes) }

    static func instance(_ id: String, text: String) -> Relay_V1_InstanceState {
        .with {
            $0.instance = .with {
                $0.instanceID = id; $0.kind = "Counter"; $0.family = .systemSmall
            }
            $0.timeline = WireCodec.encode(
                ArchivedTimeline(
                    entries: [
                        ArchivedEntry(
                            date: Date(timeIntervalSince1970: 1_795_000_000), relevance: nil,
                            view: ArchivedView(
                                root: ViewNode(.text(.verbatim(text))), family: .systemSmall, renderingMode: .fullColor)
                        )
                    ], policy: .never),
                instanceID: id)
        }
    }

    static var envelope: Relay_V1_Envelope {
        Relay_V1_Envelope.make(from: "phone", inReplyTo: "request-1", at: Date(timeIntervalSince1970: 1_795_000_000)) {
            $0.snapshot = .with {
                $0.epoch = 3
                $0.seq = 9
                $0.instances = [instance("good", text: "Count 7"), instance("bad-text", text: "Hello ZQZQ")]
                $0.controls = [.with { $0.kind = "QuickToggle" }, .with { $0.kind = "ZQZQ" }]
            }
        }
    }

    @Test("a bad string costs only its item: a widget keeps its instance and loses its timeline, a control is left out")
    func snapshotItems() throws {
        let bytes = Self.poisoned(Self.envelope.frame)
        #expect((try? Relay_V1_Envelope(serializedBytes: bytes)) == nil, "the poisoned bytes must not decode whole")
        var dropped: [QuarantinedItem] = []
        let salvaged = try #require(Salvage.envelope(bytes, dropped: &dropped))
        #expect(salvaged.inReplyTo == "request-1")
        #expect(salvaged.snapshot.epoch == 3 && salvaged.snapshot.seq == 9)
        #expect(salvaged.snapshot.instances.map(\.instance.instanceID) == ["good", "bad-text"])
        #expect(salvaged.snapshot.instances[0].hasTimeline)
        #expect(!salvaged.snapshot.instances[1].hasTimeline)
        #expect(salvaged.snapshot.controls.map(\.kind) == ["QuickToggle"])
        #expect(Set(dropped.map(\.kind)) == [.timeline, .control])
        #expect(dropped.first { $0.kind == .timeline }?.id == "bad-text")
    }

    @Test("the replica shows the salvaged snapshot, with the left-out items quarantined and the widget marked")
    func replica() throws {
        var dropped: [QuarantinedItem] = []
        let salvaged = try #require(Salvage.envelope(Self.poisoned(Self.envelope.frame), dropped: &dropped))
        var replica = Replica(deviceID: "desk")
        #expect(try replica.restore(salvaged.snapshot, quarantined: dropped) == .applied)
        #expect(replica.state.instances.keys.sorted() == ["bad-text", "good"])
        let salvage = replica.state.quarantined.filter { $0.reason.contains("not valid protobuf") }
        #expect(Set(salvage.map(\.kind)) == [.control, .timeline], "\(replica.state.quarantined)")
        #expect(replica.state.instances["bad-text"]?.problem != nil)
        #expect(replica.state.instances["good"]?.problem == nil)
    }

    @Test("a whole message decodes as it is; bytes that are not protobuf give nothing; a bad update is left out whole")
    func edges() throws {
        var dropped: [QuarantinedItem] = []
        let whole = Self.envelope
        #expect(Salvage.envelope(whole.frame, dropped: &dropped) == whole)
        #expect(dropped.isEmpty)
        #expect(Salvage.envelope([0xFF, 0xFF, 0xFF], dropped: &dropped) == nil)
        let update = Relay_V1_Envelope.make(from: "phone", at: Date(timeIntervalSince1970: 1_795_000_000)) {
            $0.update = .with {
                $0.seq = 4; $0.control = .with { $0.kind = "ZQZQ" }
            }
        }
        let salvaged = try #require(Salvage.envelope(Self.poisoned(update.frame), dropped: &dropped))
        #expect(salvaged.body == nil)
        #expect(dropped.map(\.kind) == [.update])
    }
}
