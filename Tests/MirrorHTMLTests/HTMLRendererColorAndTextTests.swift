import Foundation
import MirrorHTML
import Testing
import WidgetRelayKit

/// Colour effects, text spacing and lines, depth order and 3D rotation as the page draws them
/// (view.proto's `Modifier` fields 48–58): CSS filters and an SVG filter's `data:` URL, text
/// properties, `z-index` and the ZStack's order, a perspective transform; every number clamped.
@Suite("HTML renderer: colour effects, text spacing and lines, depth order, 3D rotation")
struct HTMLRendererColorAndTextTests {
    typealias F = HTMLFixture

    static func text(_ modifiers: [ModifierValue]) -> String {
        F.html(ViewNode(.text(.verbatim("Aa")), modifiers: modifiers))
    }

    @Test("colour effects are CSS filters in their order; brightness, colorMultiply and luminanceToAlpha SVG filters")
    func colorEffects() {
        let css = Self.text([
            .colorEffect(.contrast(1.5)), .colorEffect(.saturation(0.5)), .colorEffect(.grayscale(1)),
            .colorEffect(.colorInvert), .colorEffect(.hueRotation(degrees: 90)),
        ])
        #expect(css.contains("filter:contrast(1.5) saturate(0.5) grayscale(1) invert(1) hue-rotate(90deg)"), "\(css)")
        let brightness = Self.text([.colorEffect(.brightness(0.25))])
        #expect(
            brightness.contains("filter:url(") && brightness.contains("feFuncR type=") && brightness.contains("0.25"))
        let multiply = Self.text([.colorEffect(.colorMultiply(.rgba(red: 1, green: 0.5, blue: 0, opacity: 1)))])
        #expect(
            multiply.contains("feColorMatrix type=") && multiply.contains("1 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 1 0"))
        #expect(Self.text([.colorEffect(.luminanceToAlpha)]).contains("luminanceToAlpha"))
        // Hostile numbers are clamped: never NaN or infinity in the stylesheet.
        let hostile = Self.text([
            .colorEffect(.contrast(.infinity)), .colorEffect(.saturation(.nan)),
            .colorEffect(.hueRotation(degrees: 1e30)),
            .colorEffect(.brightness(.nan)),
        ])
        #expect(hostile.contains("contrast(100) saturate(0) hue-rotate(3600deg)"), "\(hostile)")
        #expect(!hostile.contains("nan") && !hostile.contains("inf"))
    }

    @Test("kerning, tracking, baseline offset, line spacing, width, scale and lines are the text's CSS")
    func textStyles() {
        #expect(Self.text([.kerning(1.5)]).contains("letter-spacing:1.5px"))
        #expect(Self.text([.tracking(2)]).contains("letter-spacing:2px;font-variant-ligatures:none"))
        #expect(Self.text([.kerning(1e30)]).contains("letter-spacing:100px"))
        // The innermost wins, as SwiftUI's.
        #expect(!Self.text([.kerning(1), .tracking(3)]).contains("3px"))
        #expect(Self.text([.baselineOffset(4)]).contains("translate:0px -4px"))
        #expect(Self.text([.lineSpacing(6)]).contains("line-height:calc(var(--wr-leading,1.2) * 1em + 6px)"))
        #expect(Self.text([.fontWidth(-0.2)]).contains("font-stretch:75%"))
        #expect(Self.text([.fontWidth(.nan)]).contains("font-stretch:"))
        #expect(
            Self.text([.font(FontValue(textStyle: "body", width: 0.2, leading: "tight"))]).contains(
                "font-stretch:125%;line-height:1.1;--wr-leading:1.1"))
        #expect(Self.text([.font(FontValue(size: 20)), .textScaleSecondary]).contains("font-size:calc(20px * 0.8)"))
        #expect(Self.text([.textScaleSecondary]).contains("font-size:0.8em"))
        #expect(
            Self.text([.underline(TextLineValue(pattern: "dot", color: .named("red")))]).contains(
                "text-decoration-line:underline;text-decoration-style:dotted;text-decoration-color:rgba(255,59,48,1)"))
        // Both lines: the second on a box around the first, so that CSS draws both.
        let both = Self.text([.strikethrough(TextLineValue(pattern: "dash")), .underline(TextLineValue())])
        #expect(
            both.contains("text-decoration-line:line-through;text-decoration-style:dashed")
                && both.contains("text-decoration-line:underline;text-decoration-style:solid"), "\(both)")
    }

    @Test("zIndex orders a ZStack's layers, and a row's by z-index; 3D rotation is a perspective transform")
    func depthAndRotation() {
        func layer(_ name: String, _ z: Double?) -> ViewNode {
            ViewNode(.text(.verbatim(name)), modifiers: z.map { [.zIndex($0)] } ?? [])
        }
        let zstack = F.html(
            ViewNode(
                .stack(
                    StackNode(
                        axis: .depth, alignment: .center, spacing: nil,
                        children: [layer("front", 1), layer("back", nil), layer("middle", 0.5)]))))
        let order = ["back", "middle", "front"].compactMap { zstack.range(of: ">\($0)<")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "\(zstack)")
        let row = F.html(
            ViewNode(
                .stack(
                    StackNode(
                        axis: .horizontal, alignment: .center, spacing: nil,
                        children: [layer("a", .greatestFiniteMagnitude), layer("b", nil), layer("c", -1)]))))
        #expect(row.contains("z-index:2") && row.contains("z-index:1") && row.contains("z-index:0"), "\(row)")
        #expect(row.range(of: ">a<")!.lowerBound < row.range(of: ">c<")!.lowerBound)
        let turned = Self.text([
            .rotation3DEffect(
                Rotation3DValue(degrees: 45, axisX: 1, axisY: 0, axisZ: 0, anchor: UnitPointValue(x: 0, y: 1)))
        ])
        #expect(
            turned.contains("transform:perspective(200px) rotate3d(1,0,0,45deg);transform-origin:0% 100%"), "\(turned)")
        let flat = Self.text([
            .rotation3DEffect(
                Rotation3DValue(
                    degrees: .nan, axisX: 0, axisY: 1e30, axisZ: 0, anchor: UnitPointValue(x: 0.5, y: 0.5),
                    perspective: 0))
        ])
        #expect(flat.contains("transform:rotate3d(0,1000,0,-3600deg)"), "\(flat)")
    }
}
