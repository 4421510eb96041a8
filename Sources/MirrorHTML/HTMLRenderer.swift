import Foundation
import MirrorText
import WidgetRelayKit

/// Turns archived views into HTML fragments and CSS: what a mirror's web page shows.
///
/// It makes the same decisions as ``TextRenderer`` from the same ``RenderOptions``
/// (redaction when locked or a placeholder, pending marks, optimistic toggles, invalid
/// dates and values), and treats every string and number as hostile: text and
/// attributes are escaped, numbers are clamped to finite CSS, and URLs never reach an
/// `href`. Interactive elements carry `data-element` and `data-action` for the page.
public enum HTMLRenderer {
    /// Where the server serves the Material Icons font the stylesheet names.
    public static let iconFontPath = "/assets/material-icons.ttf"
    /// Debian's Material Icons font (package `fonts-material-design-icons-iconfont`).
    public static let iconFontFile =
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// All the CSS the fragments need.
    public static let stylesheet =
        HTMLStylesheet.base + HTMLStylesheet.controls + HTMLStylesheet.modes + HTMLStylesheet.displays

    /// Nodes nested deeper than this render as a problem mark. Archives from the wire
    /// are shallower already: the decoder is SwiftProtobuf's, whose default
    /// `BinaryDecodingOptions.messageDepthLimit` is 100 messages, and each view level is
    /// at least two (`ViewNode` → `StackView`/`GroupView`/… → `ViewNode`), so at most 50.
    static let maximumDepth = 64

    /// One widget's face (or a Live Activity region, or a control label) as an HTML fragment.
    public static func render(_ view: ArchivedView, _ options: RenderOptions) -> String {
        var context = HTMLRenderContext(
            options: options, mode: view.renderingMode, family: view.family, appearance: view.appearance)
        var root = HTMLElement("div", classes: ["wr-widget", "wr-mode-\(view.renderingMode.rawValue)"])
        // The environment it was archived for: the dark scheme's card and colours, the dimmed Always-On look.
        if view.appearance.colorScheme == .dark { root.classes.append("wr-dark") }
        if view.appearance.isLuminanceReduced { root.classes.append("wr-luminance-reduced") }
        if let family = view.family {
            root.classes.insert("wr-family-\(family.rawValue)", at: 1)
            let size = family.displaySize
            root.style = [("width", CSS.px(size.width)), ("height", CSS.px(size.height))]
        } else {
            root.classes.insert("wr-region", at: 1)
        }
        if options.placeholder { root.classes.append("wr-placeholder") }
        if let url = view.widgetURL { root.attribute("data-widget-url", url.absoluteString) }

        var layers = ""
        // WidgetKit removes the container background in the accented and vibrant modes, and
        // where a family never shows one.
        if view.renderingMode == .fullColor, view.appearance.showsContainerBackground,
            view.family.map(Self.showsContainerBackground) ?? true, let background = view.containerBackground
        {
            layers += "<div class=\"wr-background\">\(node(background, context).element.html)</div>"
            context.layBackground(background)
        }
        var content = HTMLElement("div", classes: ["wr-content"], content: node(view.root, context).element.html)
        let margin = view.appearance.contentMarginsDisabled ? 0 : contentMargin(for: view.family)
        if margin > 0 { content.style = [("padding", CSS.px(margin))] }
        root.content = layers + content.html
        // A text cut short may end out of sight (a widget clips what overflows): the card says so.
        if context.text.cut { root.content += cutBadge }
        return root.html
    }

    /// What a widget whose text the mirror cut short (``TextBudget``) shows in its corner.
    static let cutBadge =
        #"<span class="wr-cut-badge" role="note" title="The phone sent more text than a widget shows; the mirror shows the start of it">✂︎ text cut</span>"#

    /// Whether a widget of `family` is ever drawn on its container background: not a circular,
    /// corner or inline complication, which watch faces and the Lock Screen draw on the face
    /// itself (watchOS shows a container background in the Smart Stack only, which holds
    /// rectangular ones; an inline one is a line of text).
    public static func showsContainerBackground(_ family: WidgetFamily) -> Bool {
        ![.accessoryCircular, .accessoryCorner, .accessoryInline].contains(family)
    }

    /// WidgetKit's default content margins, in points (none where the archive says
    /// ``ArchiveAppearance/contentMarginsDisabled``).
    public static func contentMargin(for family: WidgetFamily?) -> Double { family?.defaultContentMargin ?? 0 }

    /// A standalone HTML document: the stylesheet inline and `body` (fragments) in it.
    public static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTMLEscaping.text(title))</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body class="wr-page">
        \(body)
        <script>
        \(liveScript)
        wrFit(document);
        </script>
        </body>
        </html>

        """
    }
}

extension HTMLRenderer {
    /// A colour as CSS in full colour (the page's own chrome: an activity's tint, an island's keyline).
    public static func css(_ color: ColorValue) -> String { CSSColor.css(color, Paint(mode: .fullColor)) }
}

extension ArchivedView {
    /// A Lock Screen Live Activity's `activityBackgroundTint(_:)` and
    /// `activitySystemActionForegroundColor(_:)`, the outermost of each.
    public var activityColors: (tint: ColorValue?, action: ColorValue?) {
        var tint: ColorValue?, action: ColorValue?
        for node in root.allNodes {
            for modifier in node.modifiers.reversed() {
                switch modifier {
                case .activityBackgroundTint(let color) where tint == nil: tint = color
                case .activitySystemActionForegroundColor(let color) where action == nil: action = color
                default: break
                }
            }
        }
        return (tint, action)
    }
}
