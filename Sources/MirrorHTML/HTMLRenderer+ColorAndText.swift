import WidgetRelayKit

extension HTMLRenderer {
    /// A colour effect, a text spacing, offset, width, scale or line, or a 3D rotation on the box
    /// so far (docs/drawing.md). Colour effects are CSS filters composed in order, or an SVG
    /// filter of the page's own (a `data:` URL) where CSS has none; text styles are inherited by
    /// the text inside, the innermost winning. Every number is clamped.
    static func colorOrText(_ modifier: ModifierValue, on box: inout Box, _ context: HTMLRenderContext) {
        switch modifier {
        case .colorEffect(let effect):
            filter(&box, colorFilter(effect, context.paint))
        case .kerning(let points):
            if box.first("letterSpacing") { box.element.set("letter-spacing", CSS.px(points, -100...100)) }
        case .tracking(let points):
            if box.first("letterSpacing") {
                box.element.style += [
                    ("letter-spacing", CSS.px(points, -100...100)), ("font-variant-ligatures", "none"),
                ]
            }
        case .baselineOffset(let points):
            if box.first("baselineOffset") {
                box.element.set("translate", "0px \(CSS.px(-points, -1000...1000))")
            }
        case .lineSpacing(let points):
            if box.first("lineSpacing") {
                box.element.set("line-height", "calc(var(--wr-leading,1.2) * 1em + \(CSS.px(points, 0...200)))")
            }
        case .fontWidth(let width):
            if box.first("fontWidth") { box.element.set("font-stretch", fontStretch(width)) }
        case .textScaleSecondary:
            // The text's own size (a font on this box) or what it inherits, at the secondary scale;
            // a font outside then sizes the box around it.
            if box.first("textScale") {
                if let index = box.element.style.firstIndex(where: { $0.0 == "font-size" }) {
                    box.element.style[index].1 = "calc(\(box.element.style[index].1) * \(secondaryScale))"
                } else {
                    box.element.set("font-size", "\(secondaryScale)em")
                }
                box.wrap()
            }
        case .underline(let line):
            textLine(line, "underline", on: &box, context)
        case .strikethrough(let line):
            textLine(line, "line-through", on: &box, context)
        case .rotation3DEffect(let rotation):
            transform(&box, rotate3D(rotation), rotation.anchor)
        default:
            break
        }
    }

    /// `.textScale(.secondary)`: the size of secondary text beside the primary (iOS's own is
    /// about four fifths).
    static let secondaryScale = "0.8"

    /// `Font.Width`'s value as CSS `font-stretch`: condensed (-0.2) 75%, expanded (0.2) 125%.
    static func fontStretch(_ width: Double) -> String {
        CSS.number(CSS.clamp(100 + CSS.clamp(width, -1...1) * 125, 50...200)) + "%"
    }

    /// A colour effect as one CSS filter function.
    static func colorFilter(_ effect: ColorEffectValue, _ paint: Paint) -> String {
        switch effect {
        case .brightness(let amount):
            // SwiftUI adds to each component; CSS's brightness() multiplies.
            let offset = CSS.number(CSS.clamp(amount, -1...1))
            return svgFilter(
                "<feComponentTransfer><feFuncR type='linear' intercept='\(offset)'/><feFuncG type='linear' intercept='\(offset)'/><feFuncB type='linear' intercept='\(offset)'/></feComponentTransfer>"
            )
        case .contrast(let amount): return "contrast(\(CSS.number(CSS.clamp(amount, 0...100))))"
        case .saturation(let amount): return "saturate(\(CSS.number(CSS.clamp(amount, 0...100))))"
        case .grayscale(let amount): return "grayscale(\(CSS.number(CSS.unit(amount))))"
        case .colorInvert: return "invert(1)"
        case .hueRotation(let degrees): return "hue-rotate(\(CSS.number(CSS.clamp(degrees, -3600...3600)))deg)"
        case .colorMultiply(let color):
            let rgba = CSSColor.fullColor(color, dark: paint.dark)
            let (r, g, b) = rgba.map { ($0.color.red, $0.color.green, $0.color.blue) } ?? (1, 1, 1)
            let a = rgba?.alpha ?? 1
            let values = [r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0]
                .map { CSS.number(CSSColor.component($0)) }.joined(separator: " ")
            return svgFilter("<feColorMatrix type='matrix' values='\(values)'/>")
        case .luminanceToAlpha:
            return svgFilter("<feColorMatrix type='luminanceToAlpha'/>")
        }
    }

    /// An SVG filter primitive as a CSS `filter` function: a `data:` URL of a one-filter SVG,
    /// computed in sRGB as CSS's own filters are.
    static func svgFilter(_ primitive: String) -> String {
        let svg =
            "<svg xmlns='http://www.w3.org/2000/svg'><filter id='f' color-interpolation-filters='sRGB'>\(primitive)</filter></svg>"
        let escaped = svg.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "<", with: "%3C")
            .replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: "#", with: "%23")
            .replacingOccurrences(of: "\"", with: "%22")
        return "url(\"data:image/svg+xml,\(escaped)#f\")"
    }

    /// A line under or through the text inside; a second kind of line wraps the box, so that
    /// both are drawn (CSS draws an ancestor's decoration through its descendants' text).
    static func textLine(_ line: TextLineValue, _ kind: String, on box: inout Box, _ context: HTMLRenderContext) {
        guard box.first(kind) else { return }
        if box.isSet("textLine") { box.wrap() }
        _ = box.first("textLine")
        box.element.style += [
            ("text-decoration-line", kind), ("text-decoration-style", linePatterns[line.pattern] ?? "solid"),
        ]
        if let color = line.color { box.element.set("text-decoration-color", CSSColor.css(color, context.paint)) }
    }

    /// `Text.LineStyle.Pattern`s as CSS's line styles (CSS has no dash-dot: dashed).
    static let linePatterns = [
        "solid": "solid", "dot": "dotted", "dash": "dashed", "dashDot": "dashed", "dashDotDot": "dashed",
    ]

    /// `.rotation3DEffect` as a CSS transform: seen from 200 points over SwiftUI's relative
    /// perspective (the page does not know the view's size, from which SwiftUI measures it),
    /// about an axis `anchorZ` points in front of the view.
    static func rotate3D(_ rotation: Rotation3DValue) -> String {
        let axis = [rotation.axisX, rotation.axisY, rotation.axisZ].map { CSS.number(CSS.clamp($0, -1000...1000)) }
        let turn =
            "rotate3d(\(axis.joined(separator: ",")),\(CSS.number(CSS.clamp(rotation.degrees, -3600...3600)))deg)"
        let perspective = CSS.clamp(rotation.perspective, 0...100)
        var functions = perspective > 0 ? ["perspective(\(CSS.px(200 / perspective, 2...2000)))"] : []
        let depth = CSS.clamp(rotation.anchorZ, -2000...2000)
        if depth != 0 { functions.append("translateZ(\(CSS.px(depth, -2000...2000)))") }
        functions.append(turn)
        if depth != 0 { functions.append("translateZ(\(CSS.px(-depth, -2000...2000)))") }
        return functions.joined(separator: " ")
    }

    /// A child's `.zIndex`, 0 without one (the innermost, as SwiftUI keeps the first).
    static func zIndex(of node: ViewNode) -> Double {
        for case .zIndex(let value) in node.modifiers where !value.isNaN { return value }
        return 0
    }
}
