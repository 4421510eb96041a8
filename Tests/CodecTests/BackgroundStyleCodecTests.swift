import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// `.backgroundStyle(_:)` and the `.background` style on the wire (view.proto's `Modifier`
/// field 59, `ShapeStyle` field 6): both survive it; a background style that is itself
/// `.background` is refused.
@Suite("Background style codec")
struct BackgroundStyleCodecTests {
    static let nodes = [
        ViewNode(
            .shape(ShapeNode(kind: .rectangle, fill: .background)),
            modifiers: [.backgroundStyle(.color(.named("red")))]),
        ViewNode(
            .text(.verbatim("on the background")),
            modifiers: [
                .foregroundStyle(.background),
                .backgroundStyle(
                    .gradient(
                        GradientValue(
                            geometry: .linear(start: UnitPointValue(x: 0, y: 0), end: UnitPointValue(x: 0, y: 1)),
                            stops: [
                                GradientStopValue(color: .named("blue"), location: 0),
                                GradientStopValue(color: .named("indigo"), location: 1),
                            ]))
                ),
            ]),
        ViewNode(.divider, modifiers: [.backgroundStyle(.material("thin"))]),
    ]

    @Test("a background style and a .background fill survive the wire, in bytes too")
    func roundTrip() throws {
        for node in Self.nodes {
            let bytes: [UInt8] = try WireCodec.encode(node).serializedBytes()
            #expect(try WireCodec.decode(Relay_V1_ViewNode(serializedBytes: bytes)) == node)
        }
    }

    @Test("a background style of .background is refused")
    func refused() {
        let wire = Relay_V1_ViewNode.with {
            $0.divider = Relay_V1_DividerView()
            $0.modifiers = [.with { $0.backgroundStyle = .with { $0.background = true } }]
        }
        #expect(throws: CodecError.self) { try WireCodec.decode(wire) }
    }
}
