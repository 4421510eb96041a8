import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The colour effects, text spacing and lines, depth order, 3D rotation and font width and
/// leading (view.proto's `Modifier` fields 48–58, `Font` 5–6) on the wire: each survives it, a
/// view without them keeps its bytes, and a hostile phone's number outside its bounds (a kerning
/// of 1e30, a NaN brightness, a zIndex of Int.max) is refused, naming it.
@Suite("Colour and text effects codec")
struct ColorAndTextEffectCodecTests {
    static let modifiers: [ModifierValue] = [
        .colorEffect(.brightness(0.2)), .colorEffect(.contrast(1.5)), .colorEffect(.saturation(0)),
        .colorEffect(.grayscale(1)), .colorEffect(.colorInvert), .colorEffect(.hueRotation(degrees: -90)),
        .colorEffect(.colorMultiply(.rgba(red: 1, green: 0.5, blue: 0, opacity: 1))), .colorEffect(.luminanceToAlpha),
        .kerning(1.5), .tracking(-0.5), .baselineOffset(4), .lineSpacing(6), .fontWidth(-0.2), .textScaleSecondary,
        .underline(TextLineValue()), .strikethrough(TextLineValue(pattern: "dashDot", color: .named("red"))),
        .zIndex(2.5),
        .rotation3DEffect(
            Rotation3DValue(
                degrees: 45, axisX: 1, axisY: 0, axisZ: 0, anchor: UnitPointValue(x: 0, y: 1), anchorZ: 10,
                perspective: 0.5)),
        .font(FontValue(textStyle: "body", width: 0.2, leading: "tight")),
    ]

    @Test("each survives the wire, in bytes too, in its order")
    func roundTrip() throws {
        let node = ViewNode(.text(.verbatim("effects")), modifiers: Self.modifiers)
        let bytes: [UInt8] = try WireCodec.encode(node).serializedBytes()
        #expect(try WireCodec.decode(Relay_V1_ViewNode(serializedBytes: bytes)) == node)
        for modifier in Self.modifiers {
            let one = ViewNode(.divider, modifiers: [modifier])
            #expect(try WireCodec.decode(WireCodec.encode(one)) == one, "\(modifier)")
        }
    }

    @Test("a font without width or leading encodes exactly as before")
    func unchangedFont() throws {
        let wire = WireCodec.encode(ViewNode(.divider, modifiers: [.font(FontValue(textStyle: "body"))]))
        #expect(!wire.modifiers[0].font.hasWidth && wire.modifiers[0].font.leading.isEmpty)
        let old: [UInt8] = try Relay_V1_ViewNode.with {
            $0.divider = Relay_V1_DividerView()
            $0.modifiers = [.with { $0.font = .with { $0.textStyle = "body" } }]
        }.serializedBytes()
        #expect(try wire.serializedBytes() == old)
    }

    static func refusal(_ set: (inout Relay_V1_Modifier) -> Void) -> String? {
        var modifier = Relay_V1_Modifier()
        set(&modifier)
        do {
            _ = try WireCodec.decode(
                Relay_V1_ViewNode.with {
                    $0.divider = Relay_V1_DividerView(); $0.modifiers = [modifier]
                })
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a number outside its bounds is refused, naming it")
    func refusals() {
        #expect(Self.refusal { $0.kerning = 1e30 }?.contains("kerning") == true)
        #expect(Self.refusal { $0.tracking = -.infinity }?.contains("tracking") == true)
        #expect(Self.refusal { $0.baselineOffset = .nan }?.contains("baseline offset") == true)
        #expect(Self.refusal { $0.lineSpacing = -1 }?.contains("line spacing") == true)
        #expect(Self.refusal { $0.fontWidth = 2 }?.contains("font width") == true)
        #expect(Self.refusal { $0.zIndex = Double(Int.max) }?.contains("zIndex") == true)
        #expect(Self.refusal { $0.zIndex = .nan }?.contains("zIndex") == true)
        #expect(Self.refusal { $0.colorEffect = .with { $0.brightness = .nan } }?.contains("brightness") == true)
        #expect(Self.refusal { $0.colorEffect = .with { $0.brightness = 2 } }?.contains("brightness") == true)
        #expect(Self.refusal { $0.colorEffect = .with { $0.contrast = 1e9 } }?.contains("contrast") == true)
        #expect(Self.refusal { $0.colorEffect = .with { $0.saturation = -1 } }?.contains("saturation") == true)
        #expect(Self.refusal { $0.colorEffect = .with { $0.grayscale = 1.5 } }?.contains("grayscale") == true)
        #expect(Self.refusal { $0.colorEffect = .with { $0.hueRotationDegrees = 1e6 } }?.contains("angle") == true)
        #expect(Self.refusal { $0.colorEffect = Relay_V1_ColorEffect() }?.contains("no kind") == true)
        #expect(Self.refusal { $0.underline = .with { $0.pattern = "zigzag" } }?.contains("line pattern") == true)
        #expect(
            Self.refusal { $0.rotation3DEffect = .with { $0.degrees = 10 } }?.contains("no axis") == true)
        #expect(
            Self.refusal {
                $0.rotation3DEffect = .with {
                    $0.axisX = 1; $0.perspective = .infinity
                }
            }?.contains(
                "perspective") == true)
        #expect(
            Self.refusal { $0.rotation3DEffect = .with { $0.axisY = 1e30 } }?.contains("axis") == true)
        #expect(
            Self.refusal {
                $0.rotation3DEffect = .with {
                    $0.axisY = 1; $0.anchorZ = .nan
                }
            }?.contains("anchor")
                == true)
        #expect(Self.refusal { $0.font = .with { $0.width = .nan } }?.contains("font's width") == true)
        #expect(Self.refusal { $0.font = .with { $0.leading = "airy" } }?.contains("font leading") == true)
    }
}
