import WidgetRelayKit

extension HTMLRenderer {
    /// `rendered` with `modifiers` applied, innermost first. Inherited styles (font,
    /// colours) fold into the current box; a layout modifier that would change what
    /// an earlier one covers (padding outside a background, a background behind a
    /// faded view, any frame) wraps the box in a new one, as SwiftUI nests views.
    static func modified(_ rendered: RenderedNode, _ modifiers: [ModifierValue], _ context: HTMLRenderContext) -> RenderedNode {
        var box = Box(element: rendered.element, flex: rendered.flex)
        let paint = context.paint
        for modifier in modifiers {
            switch modifier {
            case .font(let font):
                if box.first("font") { box.element.style += fontStyle(font) }
            case .foregroundStyle(let style):
                if box.first("foreground") { box.element.style += foregroundStyle(style, paint) }
            case .tint(let color):
                if box.first("tint") {
                    let css = CSSColor.css(color, paint)
                    box.element.style += [("--wr-tint", css), ("--wr-toggle-on", css)]
                }
            case .padding(let edges, let length):
                if box.hasBackground { box.wrap() }
                box.pad(edges, CSS.clamp(length ?? 16, CSS.lengths))
            case .background(let color):
                if box.hasBackground || box.opacity < 1 { box.wrap() }
                box.hasBackground = true
                box.element.classes.append("wr-has-background")
                box.element.style.append(("background-color", CSSColor.css(color, paint)))
            case .backgroundView(let background):
                if box.hasBackground || box.opacity < 1 { box.wrap() }
                HTMLRenderer.backed(&box, by: background, context)
                box.hasBackground = true
            case .opacity(let opacity):
                box.opacity *= CSS.unit(opacity)
            case .frame(let frame):
                box.frame(frame)
            case .widgetAccentable:
                box.element.classes.append("wr-accentable")
                if paint.mode == .accented, box.first("foreground") {
                    box.element.style += [("color", "var(--wr-accent)"), ("--wr-fg", "var(--wr-accent)")]
                }
            case .accentedRenderingMode(let mode):
                box.element.classes.append("wr-arm-\(mode.rawValue)")
            case .privacySensitive:
                if context.redact { box.element.classes.append("wr-privacy-redacted") }
            case .lineLimit, .toggleStyle, .buttonStyle, .invalidatableContent, .widgetURL:
                break  // environment values (see HTMLRenderContext), marks, and the hoisted widgetURL
            }
        }
        box.flush()
        return RenderedNode(element: box.element, flex: box.flex)
    }

    /// iOS text styles: point size and weight.
    static let textStyles: [String: (size: Double, weight: Int)] = [
        "largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400), "headline": (17, 600),
        "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400), "footnote": (13, 400), "caption": (12, 400),
        "caption2": (11, 400),
    ]
    static let fontWeights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]
    static let fontDesigns: [String: String] = [
        "default": #""DejaVu Sans",sans-serif"#, "rounded": #"ui-rounded,"DejaVu Sans",sans-serif"#,
        "monospaced": #""DejaVu Sans Mono",monospace"#, "serif": #""DejaVu Serif",serif"#,
    ]

    static func fontStyle(_ font: FontValue) -> [(String, String)] {
        var style: [(String, String)] = []
        let textStyle = font.textStyle.flatMap { textStyles[$0] }
        if let size = font.size ?? textStyle?.size { style.append(("font-size", CSS.px(size, CSS.fontSizes))) }
        if let weight = font.weight.flatMap({ fontWeights[$0] }) ?? textStyle?.weight { style.append(("font-weight", String(weight))) }
        if let family = font.design.flatMap({ fontDesigns[$0] }) { style.append(("font-family", family)) }
        return style
    }

    static func foregroundStyle(_ style: ShapeStyleValue, _ paint: Paint) -> [(String, String)] {
        switch style {
        case .color(let color):
            let css = CSSColor.css(color, paint)
            return [("color", css), ("--wr-fg", css)]
        case .hierarchical(let level):
            // An opacity of the current foreground, which stays the base for inner levels.
            return [("color", CSSColor.mix("--wr-fg", CSSColor.hierarchy[level] ?? 1))]
        case .tint:
            return [("color", "var(--wr-tint)"), ("--wr-fg", "var(--wr-tint)")]
        }
    }
}

/// The box a node's modifiers are applied to, and what it holds so far.
struct Box {
    var element: HTMLElement
    var flex: Flex
    var padding = [0.0, 0, 0, 0]  // top, right, bottom, left
    var opacity = 1.0
    var hasBackground = false
    private var applied: Set<String> = []

    init(element: HTMLElement, flex: Flex) {
        self.element = element
        self.flex = flex
    }

    /// Whether an inherited style of `kind` is still unset on this box (the innermost wins).
    mutating func first(_ kind: String) -> Bool { applied.insert(kind).inserted }

    mutating func pad(_ edges: String, _ length: Double) {
        let sides: [Int] = switch edges {
        case "horizontal": [1, 3]
        case "vertical": [0, 2]
        case "top": [0]
        case "bottom": [2]
        case "leading": [3]
        case "trailing": [1]
        default: [0, 1, 2, 3]
        }
        for side in sides { padding[side] = CSS.clamp(padding[side] + length, CSS.lengths) }
    }

    /// Writes the folded padding and opacity into the element.
    mutating func flush() {
        if padding != [0, 0, 0, 0] { element.set("padding", padding.map { CSS.px($0) }.joined(separator: " ")) }
        if opacity < 1 { element.set("opacity", CSS.number(opacity)) }
        padding = [0, 0, 0, 0]
        opacity = 1
    }

    /// Puts the box inside a new one (`wr-box`, a column) that it fills the way it grows.
    mutating func wrap(_ classes: [String] = ["wr-box"], as axis: StackAxis = .vertical) {
        flush()
        var inner = element
        for (property, value) in flex.itemStyle(in: axis) { inner.set(property, value) }
        element = HTMLElement("span", classes: classes, content: inner.html)
        hasBackground = false
        applied = []
    }

    /// `.frame(...)`: a row box of a fixed or bounded size, aligning the content in it.
    mutating func frame(_ frame: FrameValue) {
        wrap(["wr-frame"], as: .horizontal)
        element.style = [("justify-content", HTMLRenderer.flexAlignment(horizontal: frame.alignment)),
                         ("align-items", HTMLRenderer.flexAlignment(vertical: frame.alignment))]
        flex = Flex(horizontal: Box.grows(fixed: frame.width, maximum: frame.maxWidth, content: flex.horizontal),
                    vertical: Box.grows(fixed: frame.height, maximum: frame.maxHeight, content: flex.vertical))
        for (fixed, maximum, axis) in [(frame.width, frame.maxWidth, "width"), (frame.height, frame.maxHeight, "height")] {
            if let fixed, !fixed.isNaN {
                element.style += [(axis, CSS.px(fixed)), ("min-\(axis)", CSS.px(fixed))]
            } else if let maximum, maximum.isFinite {
                element.style.append(("max-\(axis)", CSS.px(maximum)))
            }
        }
    }

    /// Whether a frame grows on an axis: not with a fixed size, always with an infinite maximum.
    static func grows(fixed: Double?, maximum: Double?, content: Bool) -> Bool {
        if let fixed, !fixed.isNaN { return false }
        if let maximum, maximum == .infinity { return true }
        return content
    }
}
