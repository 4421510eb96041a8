import MirrorText
import TerminalSafeText
import WidgetRelayKit

extension HTMLRenderer {
    /// `rendered` with `modifiers` applied, innermost first. Inherited styles (font,
    /// colours) fold into the current box; a layout modifier that would change what
    /// an earlier one covers (padding outside a background, a background behind a
    /// faded view, any frame) wraps the box in a new one, as SwiftUI nests views.
    static func modified(_ rendered: RenderedNode, _ modifiers: [ModifierValue], _ context: HTMLRenderContext)
        -> RenderedNode
    {
        var box = Box(element: rendered.element, flex: rendered.flex)
        let paint = context.paint
        for modifier in modifiers {
            switch modifier {
            case .font(let font):
                // A weight or design set inside (`.fontWeight`, `.fontDesign`) wins over the font's own.
                if box.first("font") {
                    // A text style's own weight is a default: any .fontWeight, inside or outside, wins.
                    let weightFree = font.weight == nil ? !box.isSet("weight") : box.first("weight"),
                        designFree = box.first("design")
                    box.element.style += fontStyle(font).filter {
                        ($0.0 != "font-weight" || weightFree) && ($0.0 != "font-family" || designFree)
                    }
                }
            case .fontWeight(let weight):
                // Also for the text inside whose font names only a text style (`--wr-weight`).
                if box.first("weight"), let value = fontWeights[weight] {
                    box.element.style += [("font-weight", String(value)), ("--wr-weight", String(value))]
                }
            case .fontDesign(let design):
                if box.first("design"), let family = fontDesigns[design] {
                    box.element.style.append(("font-family", family))
                }
            case .italic:
                if box.first("italic") { box.element.style.append(("font-style", "italic")) }
            case .monospacedDigit:
                if box.first("digits") { box.element.style.append(("font-variant-numeric", "tabular-nums")) }
            case .multilineTextAlignment(let alignment):
                if box.first("textAlign") {
                    box.element.style.append(
                        ("text-align", alignment == .leading ? "start" : alignment == .trailing ? "end" : "center"))
                }
            case .minimumScaleFactor(let factor):
                // The page shrinks the text inside until it fits, down to this factor (PageScript's fit()).
                if box.first("minScale") {
                    box.element.classes.append("wr-min-scale")
                    box.element.attribute("data-min-scale", CSS.number(CSS.unit(factor.isNaN ? 1 : factor)))
                }
            case .foregroundStyles(let styles):
                if box.first("foreground"), let primary = styles.first {
                    box.element.style += foregroundStyle(primary, paint)
                    for (level, style) in styles.dropFirst().enumerated() {
                        box.element.style.append(("--wr-fg\(level + 2)", styleColor(style, paint)))
                    }
                }
            case .symbolRenderingMode(let mode):
                if box.first("symbols") { box.element.classes.append("wr-symbols-\(CSS.token(mode))") }
            case .layoutPriority(let priority):
                // A higher priority takes its size before the others share (and never shrinks); a
                // lower one gets what they leave, and gives way first.
                if priority.isFinite, priority != 0 {
                    box.element.style +=
                        priority > 0
                        ? [("flex-grow", "1000000"), ("flex-shrink", "0")]
                        : [("flex-grow", "1"), ("flex-shrink", "100")]
                }
            case .aspectRatio(let ratio, let mode):
                // A resizable image grows to what it is offered, keeping its ratio (a symbol: square);
                // another view takes the ratio given.
                let isImage = box.element.classes.contains("wr-symbol") || box.element.classes.contains("wr-image")
                box.wrap(["wr-box", "wr-aspect", "wr-aspect-\(mode.rawValue)"] + (isImage ? ["wr-aspect-image"] : []))
                // A symbol is square: in a row the box takes the row's height and that width; elsewhere
                // it takes the room left, the symbol centred in it.
                let inRow = context.parentAxis == .horizontal
                if isImage { box.flex = inRow ? Flex(vertical: true) : .both }
                let hasRatio = ratio.map { $0.isFinite && $0 > 0 } ?? false
                if inRow, isImage || (hasRatio && box.flex.vertical) {
                    // In a row its width follows its height by the ratio, not a share of the row's width.
                    box.flex = Flex(vertical: true)
                    box.element.style.append(("flex", "none"))
                }
                if let ratio, ratio.isFinite, ratio > 0 {
                    box.element.style.append(("aspect-ratio", CSS.number(CSS.clamp(ratio, 0.01...100))))
                } else if isImage, inRow {
                    box.element.style.append(("aspect-ratio", "1"))
                }
            case .activityBackgroundTint, .activitySystemActionForegroundColor:
                break  // the Lock Screen card's own colours (PageFragments.strip), not this view's
            case .foregroundStyle(let style):
                if box.first("foreground") {
                    box.element.style += foregroundStyle(style, paint)
                    // A new base colour: the levels an outer foregroundStyle(_:_:) gave no longer apply inside.
                    if case .hierarchical = style {
                    } else {
                        box.element.style += [("--wr-fg2", "initial"), ("--wr-fg3", "initial")]
                    }
                    // …nor a gradient an outer one gave the shapes inside.
                    switch style {
                    case .color, .tint:
                        if context.gradientForeground { box.element.style.append(("--wr-fg-paint", "none")) }
                    default: break
                    }
                }
            case .tint(let color):
                if box.first("tint") {
                    let css = CSSColor.css(color, paint)
                    box.element.style += [("--wr-tint", css), ("--wr-toggle-on", css)]
                }
            case .padding(let edges, let length):
                if box.hasBackground || box.isSealed { box.wrap() }
                box.pad(edges, CSS.clamp(length ?? 16, CSS.lengths))
            case .background(let color):
                if box.hasBackground || box.opacity < 1 || box.isSealed { box.wrap() }
                box.hasBackground = true
                box.element.classes.append("wr-has-background")
                box.element.style.append(("background-color", CSSColor.css(color, paint)))
            case .backgroundView(let background):
                if box.hasBackground || box.opacity < 1 || box.isSealed { box.wrap() }
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
            case .accessibilityLabel(let label):
                if box.first("spokenLabel") {
                    box.spokenLabel = VisibleText.withoutBidiControls(String(label.prefix(TextBudget.perText)))
                }
            case .accessibilityValue(let value):
                if box.first("spokenValue") {
                    box.spokenValue = VisibleText.withoutBidiControls(String(value.prefix(TextBudget.perText)))
                }
            case .accessibilityHidden:
                box.element.setAttribute("aria-hidden", "true")
            case .contentTransition(let transition):
                HTMLRenderer.mark(&box.element, with: transition)
            case .transition(let transition):
                box.element.setAttribute("data-wr-transition", HTMLRenderer.name(of: transition))
            case .animation(let animation, let value):
                box.element.setAttribute(
                    "data-wr-animation", animation.curve + (animation.duration.map { " \($0)" } ?? ""))
                box.element.setAttribute("data-wr-animation-value", value)
            case .clipShape, .mask, .shadow, .blur, .compositingGroup, .blendMode, .scaleEffect, .rotationEffect,
                .offset, .imageScale,
                .containerShape:
                HTMLRenderer.effect(modifier, on: &box, context)
            case .gridCellColumns:
                break  // the grid's (HTMLRenderer.grid)
            case .zIndex:
                break  // the stack's (HTMLRenderer.stack)
            case .colorEffect, .kerning, .tracking, .baselineOffset, .lineSpacing, .fontWidth, .textScaleSecondary,
                .underline, .strikethrough, .rotation3DEffect:
                HTMLRenderer.colorOrText(modifier, on: &box, context)
            case .lineLimit, .toggleStyle, .buttonStyle, .progressViewStyle, .invalidatableContent, .widgetURL,
                .backgroundStyle:
                break  // environment values (see HTMLRenderContext), marks, and the hoisted widgetURL
            }
        }
        box.flush()
        return RenderedNode(element: box.element, flex: box.flex)
    }

    /// iOS text styles: point size and weight.
    static let textStyles = FontValue.textStyleMetrics
    static let fontWeights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]
    static let fontDesigns: [String: String] = [
        "default": #""WR Emoji","DejaVu Sans",sans-serif"#,
        "rounded": #""WR Emoji",ui-rounded,"DejaVu Sans",sans-serif"#,
        "monospaced": #""WR Emoji","DejaVu Sans Mono",monospace"#, "serif": #""WR Emoji","DejaVu Serif",serif"#,
    ]

    static let fontLeadings = ["tight": "1.1", "loose": "1.3"]

    static func fontStyle(_ font: FontValue) -> [(String, String)] {
        var style: [(String, String)] = []
        let textStyle = font.textStyle.flatMap { textStyles[$0] }
        if let size = font.size ?? textStyle?.size { style.append(("font-size", CSS.px(size, CSS.fontSizes))) }
        if let weight = font.weight.flatMap({ fontWeights[$0] }) {
            style.append(("font-weight", String(weight)))
        } else if let weight = textStyle?.weight {
            style.append(("font-weight", "var(--wr-weight,\(weight))"))
        }
        if let family = font.design.flatMap({ fontDesigns[$0] }) { style.append(("font-family", family)) }
        if let width = font.width { style.append(("font-stretch", fontStretch(width))) }
        // `Font.leading`: the page's lines are 1.2 em apart; tight and loose a tenth closer and farther.
        if let leading = font.leading.flatMap({ fontLeadings[$0] }) {
            style += [("line-height", leading), ("--wr-leading", leading)]
        }
        return style
    }

    /// A style as one CSS colour (a secondary level of `foregroundStyle(_:_:)`).
    static func styleColor(_ style: ShapeStyleValue, _ paint: Paint) -> String { shapeColor(style, paint) }

    static func foregroundStyle(_ style: ShapeStyleValue, _ paint: Paint) -> [(String, String)] {
        switch paint.resolved(style) {
        case .color(let color):
            let css = CSSColor.css(color, paint)
            return [("color", css), ("--wr-fg", css)]
        case .hierarchical(let level):
            // The level an outer `foregroundStyle(_:_:)` set, or an opacity of the current
            // foreground, which stays the base for inner levels.
            let mixed = CSSColor.mix("--wr-fg", CSSColor.hierarchy[level] ?? 1)
            let given = ["secondary": "--wr-fg2", "tertiary": "--wr-fg3"][level]
            return [("color", given.map { "var(\($0),\(mixed))" } ?? mixed)]
        case .tint:
            return [("color", "var(--wr-tint)"), ("--wr-fg", "var(--wr-tint)")]
        case .gradient(let gradient):
            // The gradient over the view's bounds, seen through its text and symbols (and in the
            // shapes inside that fill with the foreground, `wr-fg-fill`), as SwiftUI draws it.
            let image = CSSGradient.css(gradient, paint)
            return [
                ("background-image", image), ("-webkit-background-clip", "text"), ("background-clip", "text"),
                ("color", "transparent"), ("--wr-fg-paint", image),
            ]
        case .material:
            return foregroundStyle(.hierarchical("secondary"), paint)
        case .background:  // resolved above: not reached
            return foregroundStyle(.color(.systemBackground), paint)
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
    /// An effect (a clip, a filter, a transform) is on this element: what is added around the
    /// view after it (padding, a background) goes on a new box outside it.
    var isSealed = false
    /// `.accessibilityLabel` and `.accessibilityValue`, said as one name ("Health, 80%").
    var spokenLabel: String?
    var spokenValue: String?
    private var applied: Set<String> = []

    init(element: HTMLElement, flex: Flex) {
        self.element = element
        self.flex = flex
    }

    /// Whether an inherited style of `kind` is still unset on this box (the innermost wins).
    mutating func first(_ kind: String) -> Bool { applied.insert(kind).inserted }

    /// Whether an inherited style of `kind` is set on this box already.
    func isSet(_ kind: String) -> Bool { applied.contains(kind) }

    mutating func pad(_ edges: String, _ length: Double) {
        let sides: [Int] =
            switch edges {
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

    /// Writes the folded padding, opacity and accessible name into the element.
    mutating func flush() {
        if padding != [0, 0, 0, 0] { element.set("padding", padding.map { CSS.px($0) }.joined(separator: " ")) }
        if opacity < 1 { element.set("opacity", CSS.number(opacity)) }
        let spoken = [spokenLabel, spokenValue].compactMap { $0 }.filter { !$0.isEmpty }
        if !spoken.isEmpty {
            // One accessible element, as SwiftUI makes of a labelled view; a control keeps its own role.
            element.setAttribute("aria-label", spoken.joined(separator: ", "))
            if !element.attributes.contains(where: { $0.name == "role" }), element.tag == "span" {
                element.attribute("role", "img")
            }
        }
        padding = [0, 0, 0, 0]
        opacity = 1
        spokenLabel = nil
        spokenValue = nil
    }

    /// Puts the box inside a new one (`wr-box`, a column) that it fills the way it grows.
    mutating func wrap(_ classes: [String] = ["wr-box"], as axis: StackAxis = .vertical) {
        flush()
        var inner = element
        for (property, value) in flex.itemStyle(in: axis) { inner.set(property, value) }
        (flex.boundedHorizontal, flex.boundedVertical) = (false, false)
        element = HTMLElement("span", classes: classes, content: inner.html)
        hasBackground = false
        isSealed = false
        applied = []
    }

    /// `.frame(...)`: a row box of a fixed or bounded size, aligning the content in it.
    mutating func frame(_ frame: FrameValue) {
        // A frame of no size is a point its view is centred on (`.position(x:y:)`): drawn at the view's size.
        wrap(frame.width == 0 && frame.height == 0 ? ["wr-frame", "wr-point"] : ["wr-frame"], as: .horizontal)
        element.style = [
            ("justify-content", HTMLRenderer.flexAlignment(horizontal: frame.alignment)),
            ("align-items", HTMLRenderer.flexAlignment(vertical: frame.alignment)),
        ]
        flex = Flex(
            horizontal: Box.grows(fixed: frame.width, maximum: frame.maxWidth, content: flex.horizontal),
            vertical: Box.grows(fixed: frame.height, maximum: frame.maxHeight, content: flex.vertical))
        flex.boundedHorizontal = flex.horizontal && frame.width == nil && (frame.maxWidth?.isFinite ?? false)
        flex.boundedVertical = flex.vertical && frame.height == nil && (frame.maxHeight?.isFinite ?? false)
        for (fixed, minimum, maximum, axis) in [
            (frame.width, frame.minWidth, frame.maxWidth, "width"),
            (frame.height, frame.minHeight, frame.maxHeight, "height"),
        ] {
            if let fixed, !fixed.isNaN {
                // Its maximum too: a row grows its views to their content's width (`.wr-hstack > *`), and a
                // 25-point frame round a 100-pixel image had grown to 51, squeezing its neighbour's text.
                element.style += [
                    (axis, CSS.px(fixed)), ("min-\(axis)", CSS.px(fixed)), ("max-\(axis)", CSS.px(fixed)),
                ]
                continue
            }
            if let minimum, minimum.isFinite { element.style.append(("min-\(axis)", CSS.px(minimum))) }
            if let maximum, maximum.isFinite { element.style.append(("max-\(axis)", CSS.px(maximum))) }
        }
    }

    /// Whether a frame grows on an axis: not with a fixed size, always with an infinite maximum.
    static func grows(fixed: Double?, maximum: Double?, content: Bool) -> Bool {
        if let fixed, !fixed.isNaN { return false }
        if let maximum, maximum == .infinity { return true }
        return content
    }
}
