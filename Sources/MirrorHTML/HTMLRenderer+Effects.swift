import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// A clip, mask, shadow, filter, blend or transform on the box so far, as SwiftUI applies it
    /// to everything the modifiers before it drew; what comes after goes on a box outside it
    /// (``Box/isSealed``). Every number is clamped.
    static func effect(_ modifier: ModifierValue, on box: inout Box, _ context: HTMLRenderContext) {
        switch modifier {
        case .clipShape(let kind, let evenOdd):
            seal(&box, "clip-path", clipPath(kind, evenOdd: evenOdd))
        case .mask(let mask):
            // A gradient (a shape filled with one) masks by its alpha; a filled shape clips to its
            // outline; another view (text, an image) leaves the view unmasked.
            guard case .shape(let shape) = mask.kind else { return }
            if case .gradient(let gradient)? = shape.fill, shape.stroke == nil {
                let image = CSSGradient.css(gradient, Paint(mode: .fullColor))
                seal(&box, "-webkit-mask-image", image)
                box.element.set("mask-image", image)
            } else if shape.stroke == nil {
                seal(&box, "clip-path", clipPath(shape.kind, evenOdd: shape.evenOdd))
            }
        case .shadow(let shadow):
            let color = CSSColor.css(shadow.color, context.paint)
            let offset = { (value: Double) in CSS.px(value, -2000...2000) }
            filter(
                &box, "drop-shadow(\(offset(shadow.x)) \(offset(shadow.y)) \(CSS.px(shadow.radius, 0...200)) \(color))")
        case .blur(let radius):
            filter(&box, "blur(\(CSS.px(radius, 0...200)))")
        case .compositingGroup:
            seal(&box, "isolation", "isolate")
        case .blendMode(let mode):
            if let css = blendModes[mode] { seal(&box, "mix-blend-mode", css) }
        case .scaleEffect(let x, let y, let anchor):
            transform(
                &box, "scale(\(CSS.number(CSS.clamp(x, -100...100))),\(CSS.number(CSS.clamp(y, -100...100))))", anchor)
        case .rotationEffect(let degrees, let anchor):
            transform(&box, "rotate(\(CSS.number(CSS.clamp(degrees, -3600...3600)))deg)", anchor)
        case .offset(let x, let y):
            transform(&box, "translate(\(CSS.px(x, -2000...2000)),\(CSS.px(y, -2000...2000)))", nil)
        case .imageScale(let scale):
            if box.first("imageScale"), let factor = imageScales[scale] { box.element.set("--wr-image-scale", factor) }
        case .containerShape(let kind):
            if box.first("containerShape"), let radius = containerRadius(kind) {
                box.element.set("--wr-container-radius", radius)
            }
        default:
            break
        }
    }

    /// `.imageScale`'s sizes of a symbol beside text.
    static let imageScales = ["small": "0.8", "medium": "1", "large": "1.3"]

    /// SwiftUI's blend modes that CSS has.
    static let blendModes: [String: String] = [
        "normal": "normal", "multiply": "multiply", "screen": "screen", "overlay": "overlay", "darken": "darken",
        "lighten": "lighten", "colorDodge": "color-dodge", "colorBurn": "color-burn", "softLight": "soft-light",
        "hardLight": "hard-light", "difference": "difference", "exclusion": "exclusion", "hue": "hue",
        "saturation": "saturation", "color": "color", "luminosity": "luminosity", "plusLighter": "plus-lighter",
        "plusDarker": "darken",
    ]

    /// A shape as CSS `clip-path`, in the box's own bounds.
    static func clipPath(_ kind: ShapeKind, evenOdd: Bool) -> String {
        switch kind {
        case .rectangle: "inset(0)"
        case .roundedRectangle(let radius): "inset(0 round \(CSS.px(radius)))"
        case .circle: "circle(closest-side)"
        case .ellipse: "ellipse(50% 50%)"
        case .capsule: "inset(0 round 9999px)"
        case .containerRelative: "inset(0 round var(--wr-container-radius,0px))"
        case .path(let path): SVGPath.clipPath(path, evenOdd: evenOdd)
        }
    }

    /// The corner radius a `ContainerRelativeShape` inside a `.containerShape` follows.
    static func containerRadius(_ kind: ShapeKind) -> String? {
        switch kind {
        case .rectangle: "0px"
        case .roundedRectangle(let radius): CSS.px(radius)
        case .circle, .ellipse: "50%"
        case .capsule: "9999px"
        case .containerRelative, .path: nil
        }
    }

    /// `property` set on the box, then sealed: what follows wraps it.
    static func seal(_ box: inout Box, _ property: String, _ value: String) {
        if box.isSealed { box.wrap() }
        box.flush()
        box.element.set(property, value)
        box.isSealed = true
    }

    /// A CSS filter after those already on the box (they compose in order, as SwiftUI's do).
    static func filter(_ box: inout Box, _ function: String) {
        if box.isSealed, !box.element.style.contains(where: { $0.0 == "filter" }) { box.wrap() }
        box.flush()
        if let index = box.element.style.firstIndex(where: { $0.0 == "filter" }) {
            box.element.style[index].1 += " " + function
        } else {
            box.element.style.append(("filter", function))
        }
        box.isSealed = true
    }

    /// A transform about `anchor` (nil: none needed), on a box of its own if it has one already.
    static func transform(_ box: inout Box, _ function: String, _ anchor: UnitPointValue?) {
        if box.isSealed { box.wrap() }
        box.flush()
        box.element.style.append(("transform", function))
        if let anchor {
            let (x, y) = CSSGradient.point(anchor)
            box.element.style.append(("transform-origin", "\(CSS.number(x * 100))% \(CSS.number(y * 100))%"))
        }
        box.isSealed = true
    }
}
