import MirrorText
import WidgetRelayKit

/// What a node inherits from its ancestors while it is rendered: the options, the
/// redaction and pending state, SwiftUI's environment values the archive carries as
/// modifiers (innermost wins), and the axis of the container it is laid out in.
struct HTMLRenderContext {
    let options: RenderOptions
    /// Redact this subtree (placeholder, or privacy-sensitive while locked).
    var redact: Bool
    /// An ancestor is already marked pending.
    var pending = false
    var paint: Paint
    /// The axis of the flex container the node's box sits in (nil: the widget's content, a column).
    var parentAxis: StackAxis?
    var lineLimit: Int?
    var toggleStyle: String?
    var buttonStyle: String?
    var progressViewStyle: String?
    /// How many nodes enclose this one.
    var depth = 0
    /// The opaque colour behind this node, where the renderer knows it (full colour only: the
    /// other modes recolour everything their own way); nil where it does not (a gradient, a
    /// button's own fill, an unknown surface).
    var backdrop: RGB?
    /// The colour text draws in here, for the contrast rule (``Contrast``).
    var ink = Ink.primary
    /// A gradient foreground is set around this node (shapes inside fill with it, `--wr-fg-paint`).
    var gradientForeground = false
    /// Whether the archive was made for the dark colour scheme.
    var isDark = false
    /// What is left of the render's text budget, shared by every node (``TextBudget``).
    let text = TextAllowance()

    init(
        options: RenderOptions, mode: WidgetRenderingMode, family: WidgetFamily?,
        appearance: ArchiveAppearance = .standard
    ) {
        self.options = options
        redact = options.placeholder
        paint = Paint(mode: mode)
        isDark = appearance.colorScheme == .dark
        paint.dark = isDark
        guard mode == .fullColor else { return }
        if let surface = options.backdrop {
            backdrop = CSSColor.fullColor(surface.background, dark: isDark).map {
                $0.color.over(.black, alpha: $0.alpha)
            }
            ink =
                CSSColor.fullColor(surface.ink, dark: isDark).map { Ink(color: $0.color, alpha: $0.alpha) } ?? .primary
        } else {
            // The dark scheme's primary text (a widget's, a dark Live Activity region's).
            if isDark { ink = Ink(color: .white) }
            // The card's own background (HTMLStylesheet's `.wr-widget`, `.wr-dark`); a region's is its holder's.
            if family != nil { backdrop = isDark ? Self.darkCard : .white }
        }
    }

    /// The dark card's background, `#1c1c1e`.
    static let darkCard = RGB(red: 28 / 255, green: 28 / 255, blue: 30 / 255)

    /// The context for `node`'s own content: its environment-like modifiers applied.
    func entering(_ node: ViewNode) -> HTMLRenderContext {
        var inner = self
        inner.depth += 1
        inner.redact = redact || (options.locked && node.isPrivacySensitive)
        inner.pending = pending || (options.pending && node.isInvalidatable)
        var seen = Set<String>()
        for modifier in node.modifiers {
            // Innermost first: the first of each kind wins over what the ancestors set.
            switch modifier {
            case .widgetAccentable: inner.paint.accentable = true
            case .accentedRenderingMode(let mode) where seen.insert("arm").inserted:
                inner.paint.accentedRendering = mode
            case .lineLimit(let limit) where seen.insert("lineLimit").inserted:
                inner.lineLimit = min(1000, max(1, limit))
            case .toggleStyle(let style) where seen.insert("toggle").inserted: inner.toggleStyle = style
            case .buttonStyle(let style) where seen.insert("button").inserted: inner.buttonStyle = style
            case .progressViewStyle(let style) where seen.insert("progress").inserted: inner.progressViewStyle = style
            case .backgroundStyle(let style) where seen.insert("backgroundStyle").inserted:
                inner.paint.backgroundStyle = style
            default: break
            }
        }
        for modifier in node.modifiers {
            switch modifier {
            case .foregroundStyle(let style) where seen.insert("foreground").inserted:
                inner.ink = ink.styled(inner.paint.resolved(style), dark: isDark)
                if case .gradient = inner.paint.resolved(style) { inner.gradientForeground = true }
            case .foregroundStyles(let styles) where seen.insert("foreground").inserted:
                inner.ink = styles.first.map { ink.styled(inner.paint.resolved($0), dark: isDark) } ?? ink
            default: break
            }
        }
        // Outermost first: each background lies over what is behind it.
        for modifier in node.modifiers.reversed() {
            switch modifier {
            case .background(let color): inner.lay(color)
            case .backgroundView(let view):
                inner.layBackground(view)
            case .blendMode, .blur:
                inner.backdrop = nil  // drawn mixed or blurred: its contrast is no longer known
            default: break
            }
        }
        return inner
    }

    /// A widget's container background laid over the card: a colour is known, anything else not.
    mutating func layBackground(_ view: ViewNode) {
        if case .color(let color) = view.kind { lay(color) } else { backdrop = nil }
    }

    /// `color` laid over the backdrop (nothing known stays unknown).
    mutating func lay(_ color: ColorValue) {
        guard let below = backdrop else { return }
        backdrop = CSSColor.fullColor(color, dark: isDark).map { $0.color.over(below, alpha: $0.alpha) }
    }

    /// The colour text should draw in here to be legible, when the one it would draw in is not:
    /// nil when it passes or nothing is known about what is behind it.
    var legibleInk: String? {
        guard let backdrop, !redact, ink.isKnown, !ink.isAuthored else { return nil }
        let shown = ink.color.over(backdrop, alpha: ink.alpha)
        let legible = Contrast.legible(shown, on: backdrop)
        guard legible != shown else { return nil }
        return ink.level < 1 ? CSSColor.rgba(legible.red, legible.green, legible.blue, ink.level) : legible.css
    }

    /// The same context, laid out in a container of `axis`.
    func inside(_ axis: StackAxis?) -> HTMLRenderContext {
        var inner = self
        inner.parentAxis = axis
        return inner
    }
}

/// A text colour as the contrast rule sees it: the base colour and its own opacity (an
/// author's translucent colour, laid over the backdrop before it is measured), and the
/// hierarchical level's opacity (`.secondary`…), which iOS applies to a legible base on
/// purpose and the rule keeps.
struct Ink: Hashable {
    var color: RGB
    var alpha = 1.0
    var level = 1.0
    /// Whether the rule knows the colour (not a gradient seen through the text).
    var isKnown = true
    /// An author's own colour (`.foregroundColor(.white)`, `.foregroundStyle(.tint)`), at any
    /// hierarchical level: iOS draws it as written, whatever is behind it, and so does the page.
    /// The rule moves only the default foreground (the primary and its levels), the colour iOS
    /// itself picks.
    var isAuthored = false

    static let primary = Ink(color: .black)

    /// The ink after `foregroundStyle(style)`.
    func styled(_ style: ShapeStyleValue, dark: Bool = false) -> Ink {
        switch style {
        case .color(let color):
            guard let resolved = CSSColor.fullColor(color, dark: dark) else { return self }
            // `Color.primary`, `.secondary`…: the label colours, which iOS picks itself.
            var isLabelColor = false
            if case .named(let name, _) = color { isLabelColor = CSSColor.hierarchy[name] != nil }
            return Ink(
                color: resolved.color, alpha: resolved.alpha, level: resolved.level, isAuthored: !isLabelColor)
        case .hierarchical(let name):
            var inner = self
            inner.level = level * (CSSColor.hierarchy[name] ?? 1)
            return inner
        case .tint:
            return Ink(color: dark ? CSSColor.darkAccent : CSSColor.accent, isAuthored: true)
        case .gradient, .material, .background:
            // Drawn through the text (a gradient) or as a level: the rule cannot measure it and
            // leaves it as the author wrote it.
            var inner = self
            inner.isKnown = false
            return inner
        }
    }
}

/// Which ways a view grows to fill what it is offered (SwiftUI's flexible views:
/// `Color`, `Spacer`, `frame(maxWidth: .infinity)`, and stacks holding them).
struct Flex: Hashable {
    var horizontal = false
    var vertical = false
    /// A spacer: in a row it takes only what the other views leave.
    var yields = false
    /// A frame's finite maximum bounds its growth (`.frame(maxWidth: 50)`): it takes the whole
    /// width (height) up to that maximum and is then aligned by its container, as SwiftUI aligns
    /// it, rather than stretched (CSS puts a stretched item held by a maximum at the start).
    var boundedHorizontal = false
    var boundedVertical = false

    static let none = Flex()
    static let both = Flex(horizontal: true, vertical: true)

    func union(_ other: Flex) -> Flex {
        Flex(horizontal: horizontal || other.horizontal, vertical: vertical || other.vertical)
    }

    /// The flex-item declarations that make a box grow this way inside a container of `axis`
    /// (nil and vertical: a column; horizontal: a row; depth: a one-cell grid).
    func itemStyle(in axis: StackAxis?) -> [(String, String)] {
        var style: [(String, String)] = []
        switch axis {
        case .horizontal:
            // Every view in a row grows from nothing by a weight of 1000 (the stylesheet's
            // `.wr-hstack > *`), to its own width unless it is flexible: SwiftUI's equal shares. A
            // spacer's weight of 1 leaves it only what the others do not take.
            if horizontal { style.append(("flex", yields ? "1 1 0" : "1000 1 0")) }
            if vertical { style.append(("align-self", "stretch")) }
        case .depth:
            if horizontal { style.append(boundedHorizontal ? ("width", "100%") : ("justify-self", "stretch")) }
            if vertical { style.append(boundedVertical ? ("height", "100%") : ("align-self", "stretch")) }
        case .vertical, nil:
            if vertical { style.append(("flex", "1 1 0")) }
            if horizontal { style.append(boundedHorizontal ? ("width", "100%") : ("align-self", "stretch")) }
        }
        return style
    }
}

/// A node rendered: its outermost element, and how it grows.
struct RenderedNode {
    var element: HTMLElement
    var flex: Flex
}
