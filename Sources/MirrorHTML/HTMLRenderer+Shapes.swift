import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// A shape: a box that grows both ways, as SwiftUI's shapes take what they are offered,
    /// filled (its style, else the foreground) or outlined, with its kind's corners. A
    /// circle is the largest that fits, centred (a size container, sized in `cqmin`).
    static func shape(_ shape: ShapeNode, _ context: HTMLRenderContext) -> RenderedNode {
        if case .path(let path) = shape.kind {
            // A path (an author's shape, a trimmed or dashed one): SVG stretched over the box.
            let element = HTMLElement(
                "span",
                classes: ["wr-shape", "wr-shape-path"]
                    + (shape.fill == nil && shape.stroke == nil ? ["wr-fg-path"] : []),
                content: SVGPath.svg(shape, path, context))
            return RenderedNode(element: element, flex: .both)
        }
        var element = HTMLElement("span", classes: ["wr-shape", "wr-shape-\(kindName(shape.kind))"])
        element.attribute("aria-hidden", "true")
        var style: [(String, String)] = []
        switch shape.kind {
        case .roundedRectangle(let radius): style.append(("border-radius", CSS.px(radius)))
        case .rectangle, .circle, .ellipse, .capsule, .containerRelative, .path: break  // the stylesheet's
        }
        if let stroke = shape.stroke {
            let color = shapeColor(stroke.style, context.paint)
            let width = CSS.clamp(stroke.lineWidth, 0...200)
            if stroke.inset {
                style.append(("box-shadow", "inset 0 0 0 \(CSS.px(width)) \(color)"))
            } else {
                style += [
                    ("outline", "\(CSS.px(width)) solid \(color)"), ("outline-offset", CSS.px(-width / 2, -100...0)),
                ]
            }
        } else {
            style += fill(shape.fill, context)
            if shape.fill == nil { element.classes.append("wr-fg-fill") }
        }
        element.style = style
        guard case .circle = shape.kind else { return RenderedNode(element: element, flex: .both) }
        // The circle inside a box that takes the space; the circle is as large as its shorter side.
        let box = HTMLElement("span", classes: ["wr-shape-box"], content: element.html)
        return RenderedNode(element: box, flex: .both)
    }

    /// A fill as CSS declarations: a colour, a gradient (`background-image`) or a material;
    /// nil is the foreground (`currentColor`, or the foreground's gradient: `wr-fg-fill`).
    static func fill(_ style: ShapeStyleValue?, _ context: HTMLRenderContext) -> [(String, String)] {
        switch style.map(context.paint.resolved) {
        case .gradient(let gradient)?: [("background-image", CSSGradient.css(gradient, context.paint))]
        case .material(let name)? where context.paint.mode == .fullColor:
            CSSGradient.material(name, dark: context.isDark)
        case let resolved: [("background-color", shapeColor(resolved, context.paint))]
        }
    }

    /// A fill or stroke style as one CSS colour; nil is the foreground (`currentColor`). A
    /// gradient's outline takes its first colour; a material is the secondary fill.
    static func shapeColor(_ style: ShapeStyleValue?, _ paint: Paint) -> String {
        switch style.map(paint.resolved) {
        case nil: "currentColor"
        case .color(let color)?: CSSColor.css(color, paint)
        case .hierarchical(let level)?: CSSColor.mix("--wr-fg", CSSColor.hierarchy[level] ?? 1)
        case .tint?: "var(--wr-tint)"
        case .gradient(let gradient)?: gradient.stops.first.map { CSSColor.css($0.color, paint) } ?? "transparent"
        case .material?: "var(--wr-fill-2)"
        case .background?: CSSColor.css(.systemBackground, paint)  // resolved above: not reached
        }
    }

    static func kindName(_ kind: ShapeKind) -> String {
        switch kind {
        case .rectangle: "rectangle"
        case .roundedRectangle: "rounded-rectangle"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case .containerRelative: "container-relative"
        case .path: "path"
        }
    }

    /// `.background` with a view: the content and the background in one grid cell, the
    /// background stretched to the content's size behind it, and inert (never tapped or focused).
    static func backed(_ box: inout Box, by background: ViewNode, _ context: HTMLRenderContext) {
        var inner = context.inside(.depth)
        inner.depth += 1
        var layer = node(background, inner).element
        layer.classes.append("wr-backdrop")
        if !layer.attributes.contains(where: { $0.name == "aria-hidden" }) { layer.attribute("aria-hidden", "true") }
        // Not focusable or clickable either: a control a phone put in a background is drawn, never used.
        layer.attribute("inert", "")
        box.wrap(["wr-backed"], as: .depth)
        box.element.content = layer.html + box.element.content
    }
}
