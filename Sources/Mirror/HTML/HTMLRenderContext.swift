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

    init(options: RenderOptions, mode: WidgetRenderingMode) {
        self.options = options
        redact = options.placeholder
        paint = Paint(mode: mode)
    }

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
            case .accentedRenderingMode(let mode) where seen.insert("arm").inserted: inner.paint.accentedRendering = mode
            case .lineLimit(let limit) where seen.insert("lineLimit").inserted: inner.lineLimit = min(1000, max(1, limit))
            case .toggleStyle(let style) where seen.insert("toggle").inserted: inner.toggleStyle = style
            case .buttonStyle(let style) where seen.insert("button").inserted: inner.buttonStyle = style
            case .progressViewStyle(let style) where seen.insert("progress").inserted: inner.progressViewStyle = style
            default: break
            }
        }
        return inner
    }

    /// The same context, laid out in a container of `axis`.
    func inside(_ axis: StackAxis?) -> HTMLRenderContext {
        var inner = self
        inner.parentAxis = axis
        return inner
    }
}

/// Which ways a view grows to fill what it is offered (SwiftUI's flexible views:
/// `Color`, `Spacer`, `frame(maxWidth: .infinity)`, and stacks holding them).
struct Flex: Hashable {
    var horizontal = false
    var vertical = false
    /// A spacer: in a row it takes only what the other views leave.
    var yields = false

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
            if horizontal { style.append(("justify-self", "stretch")) }
            if vertical { style.append(("align-self", "stretch")) }
        case .vertical, nil:
            if vertical { style.append(("flex", "1 1 0")) }
            if horizontal { style.append(("align-self", "stretch")) }
        }
        return style
    }
}

/// A node rendered: its outermost element, and how it grows.
struct RenderedNode {
    var element: HTMLElement
    var flex: Flex
}
