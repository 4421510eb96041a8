import Foundation
import MirrorText
import WidgetRelayKit

/// Paths, trims and stroke styles as inline SVG: a shape of an author's own (`path(in:)`),
/// and any shape trimmed or dashed, is drawn from the path the phone resolved, in a view box
/// of the size it was resolved for, stretched to the space the page gives it (as the phone
/// offered it that space, the two agree but for the page's own layout). Fills and strokes
/// take ``CSSColor``'s colours; a gradient is an SVG gradient over the shape's rect, as
/// SwiftUI draws it (an angular one, which SVG has not, its first colour). Every number is
/// clamped and written by ``CSS/number(_:)``: nothing from the phone reaches the markup as text.
enum SVGPath {
    /// The path's `d` attribute.
    static func data(_ path: PathValue) -> String {
        let n = { (value: Double) in
            CSS.number(CSS.clamp(value, -ArchiveLimits.maxCoordinate...ArchiveLimits.maxCoordinate))
        }
        var d = ""
        d.reserveCapacity(path.elements.count * 16)
        for element in path.elements {
            switch element {
            case .move(let x, let y): d += "M\(n(x)) \(n(y))"
            case .line(let x, let y): d += "L\(n(x)) \(n(y))"
            case .quadCurve(let cx, let cy, let x, let y): d += "Q\(n(cx)) \(n(cy)) \(n(x)) \(n(y))"
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
                d += "C\(n(c1x)) \(n(c1y)) \(n(c2x)) \(n(c2y)) \(n(x)) \(n(y))"
            case .close: d += "Z"
            }
        }
        return d
    }

    /// The `<svg>` drawing `shape`'s path (its kind must be `.path`), filled or stroked.
    static func svg(_ shape: ShapeNode, _ path: PathValue, _ context: HTMLRenderContext) -> String {
        let width = max(CSS.clamp(path.width, 0...ArchiveLimits.maxCoordinate), 0.01)
        let height = max(CSS.clamp(path.height, 0...ArchiveLimits.maxCoordinate), 0.01)
        var defs = ""
        func paint(_ style: ShapeStyleValue?) -> String {
            if case .gradient(let gradient)? = style.map(context.paint.resolved),
                let (id, def) = definition(gradient, width: width, height: height, context.paint)
            {
                defs += def
                return "url(#\(id))"
            }
            return HTMLRenderer.shapeColor(style, context.paint)
        }
        var attributes: [(String, String)] = [("d", data(path))]
        if let stroke = shape.stroke {
            attributes += [
                ("fill", "none"), ("stroke-width", CSS.number(CSS.clamp(stroke.lineWidth, 0...200))),
                ("stroke-linecap", stroke.lineCap.rawValue), ("stroke-linejoin", stroke.lineJoin.rawValue),
                ("stroke-miterlimit", CSS.number(CSS.clamp(stroke.miterLimit, 1...100))),
            ]
            attributes.append(("style", "stroke:\(paint(stroke.style))"))
            if let trim = shape.trim {
                // The drawn part as one dash of a path one unit long.
                attributes += [
                    ("pathLength", "1"), ("stroke-dasharray", "\(CSS.number(trim.upperBound - trim.lowerBound)) 2"),
                    ("stroke-dashoffset", CSS.number(-trim.lowerBound)),
                ]
            } else if !stroke.dash.isEmpty {
                attributes += [
                    (
                        "stroke-dasharray",
                        stroke.dash.map { CSS.number(CSS.clamp($0, CSS.lengths)) }.joined(separator: " ")
                    ),
                    ("stroke-dashoffset", CSS.number(CSS.clamp(stroke.dashPhase, -2000...2000))),
                ]
            }
        } else {
            attributes.append(("style", "fill:\(paint(shape.fill))"))
            if shape.evenOdd { attributes.append(("fill-rule", "evenodd")) }
        }
        let pathElement =
            "<path " + attributes.map { "\($0.0)=\"\(HTMLEscaping.attribute($0.1))\"" }.joined(separator: " ") + "/>"
        return
            "<svg class=\"wr-path\" viewBox=\"0 0 \(CSS.number(width)) \(CSS.number(height))\" preserveAspectRatio=\"none\" aria-hidden=\"true\" focusable=\"false\">"
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>") + pathElement + "</svg>"
    }

    /// An SVG gradient over the rect `width` × `height` and its id (the hash of what it draws, so
    /// the same gradient drawn twice on a page is one definition); nil for an angular one.
    static func definition(_ gradient: GradientValue, width: Double, height: Double, _ paint: Paint) -> (
        String, String
    )? {
        var colors = gradient.stops.map { CSSColor.css($0.color, paint) }
        if gradient.isSystemVariation, let first = colors.first, let last = colors.last {
            colors[0] = "color-mix(in srgb,\(first),white 18%)"
            colors[colors.count - 1] = "color-mix(in srgb,\(last),black 6%)"
        }
        let stops = zip(colors, gradient.stops).map { color, stop in
            "<stop offset=\"\(CSS.number(CSS.unit(stop.location)))\" style=\"stop-color:\(HTMLEscaping.attribute(color))\"/>"
        }.joined()
        // Unit space mapped onto the rect: lines of one colour perpendicular in unit space, as SwiftUI draws them.
        let unit =
            "gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(\(CSS.number(width)) 0 0 \(CSS.number(height)) 0 0)\""
        let body: String
        switch gradient.geometry {
        case .linear(let start, let end):
            let (s, e) = (CSSGradient.point(start), CSSGradient.point(end))
            body =
                "<linearGradient ID \(unit) x1=\"\(CSS.number(s.x))\" y1=\"\(CSS.number(s.y))\" x2=\"\(CSS.number(e.x))\" y2=\"\(CSS.number(e.y))\">\(stops)</linearGradient>"
        case .radial(let center, let startRadius, let endRadius):
            let c = CSSGradient.point(center)
            let r = CSS.clamp(endRadius, 0...ArchiveLimits.maxCoordinate), fr = CSS.clamp(startRadius, 0...r)
            body =
                "<radialGradient ID gradientUnits=\"userSpaceOnUse\" cx=\"\(CSS.number(c.x * width))\" cy=\"\(CSS.number(c.y * height))\" r=\"\(CSS.number(r))\" fr=\"\(CSS.number(fr))\">\(stops)</radialGradient>"
        case .elliptical(let center, let startFraction, let endFraction):
            let c = CSSGradient.point(center)
            let r = CSS.clamp(endFraction, 0...100), fr = CSS.clamp(startFraction, 0...r)
            body =
                "<radialGradient ID \(unit) cx=\"\(CSS.number(c.x))\" cy=\"\(CSS.number(c.y))\" r=\"\(CSS.number(r))\" fr=\"\(CSS.number(fr))\">\(stops)</radialGradient>"
        case .angular:
            return nil
        }
        let id = "wr-g" + hash(body)
        return (id, body.replacingOccurrences(of: " ID ", with: " id=\"\(id)\" "))
    }

    /// FNV-1a of `text`, as 16 hex digits.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A path as CSS `clip-path: path(…)` in the page's pixels (the phone's points).
    static func clipPath(_ path: PathValue, evenOdd: Bool = false) -> String {
        "path(\(evenOdd ? "evenodd," : "")'\(data(path))')"
    }
}
