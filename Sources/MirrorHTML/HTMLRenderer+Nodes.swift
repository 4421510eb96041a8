import Foundation
import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// One node, its modifiers and its pending mark, laid out in `context.parentAxis`.
    static func node(_ node: ViewNode, _ context: HTMLRenderContext) -> RenderedNode {
        guard context.depth < maximumDepth else {
            return RenderedNode(
                element: HTMLElement("span", classes: ["wr-text", "wr-invalid"], content: "⚠︎ nested too deeply"),
                flex: .none)
        }
        if case .group(let children) = node.kind {
            // A group's modifiers apply to each of its views, as in SwiftUI.
            var inner = context
            inner.depth += 1
            return group(children.map { ViewNode($0.kind, modifiers: $0.modifiers + node.modifiers) }, inner)
        }
        let inner = context.entering(node)
        var rendered = modified(kind(node.kind, inner), node.modifiers, inner)
        if inner.pending, !context.pending {
            rendered.element.classes.append("wr-pending")
            rendered.element.attribute("aria-busy", "true")
        }
        for (property, value) in rendered.flex.itemStyle(in: context.parentAxis) {
            rendered.element.set(property, value)
        }
        if context.parentAxis == .horizontal, rendered.flex.horizontal { rendered.element.classes.append("wr-grow") }
        return rendered
    }

    /// The children of a group, laid out in the group's container (`display: contents`).
    static func group(_ children: [ViewNode], _ context: HTMLRenderContext) -> RenderedNode {
        var element = HTMLElement("span", classes: ["wr-group"])
        var flex = Flex.none
        for child in children {
            let rendered = node(child, context)
            element.content += rendered.element.html
            flex = flex.union(rendered.flex)
        }
        return RenderedNode(element: element, flex: flex)
    }

    static func kind(_ kind: ViewNode.Kind, _ context: HTMLRenderContext) -> RenderedNode {
        switch kind {
        case .text(.verbatim(let string)): return RenderedNode(element: text(string, context), flex: .none)
        case .text(.date(let date, let style)):
            return RenderedNode(element: dateText(date, style, context), flex: .none)
        case .text(.timer(let timer)): return RenderedNode(element: timerText(timer, context), flex: .none)
        case .text(.runs(let runs)): return RenderedNode(element: textRuns(runs, context), flex: .none)
        case .image(let name): return RenderedNode(element: symbol(name, context), flex: .none)
        case .label(let title, let image):
            var label = HTMLElement("span", classes: ["wr-label"])
            label.content = symbol(image, context).html + text(title, context).html
            return RenderedNode(element: label, flex: .none)
        case .stack(let stack): return self.stack(stack, context)
        case .spacer(let minLength): return spacer(minLength, context)
        case .divider:
            var divider = HTMLElement("span", classes: ["wr-divider"])
            divider.attribute("role", "separator")
            if context.parentAxis == .horizontal {
                divider.classes.append("wr-divider-vertical")
                divider.attribute("aria-orientation", "vertical")
                return RenderedNode(element: divider, flex: Flex(vertical: true))
            }
            return RenderedNode(element: divider, flex: Flex(horizontal: true))
        case .color(let color):
            var element = HTMLElement("span", classes: ["wr-color"])
            element.style = [("background-color", CSSColor.css(color, context.paint))]
            element.attribute("aria-hidden", "true")
            return RenderedNode(element: element, flex: .both)
        case .progress(let value, let total, let label):
            return progress(value: value, total: total, label: label, context)
        case .timerProgress(let progress): return timerProgress(progress, context)
        case .gauge(let gauge): return self.gauge(gauge, context)
        case .button(let button): return self.button(button, context)
        case .toggle(let toggle): return self.toggle(toggle, context)
        case .link(let link): return self.link(link, context)
        case .group(let children): return group(children, context)
        case .shape(let shape): return self.shape(shape, context)
        case .picture(let image): return RenderedNode(element: picture(image, context), flex: .none)
        case .grid(let grid): return self.grid(grid, context)
        case .placed(let placed): return self.placed(placed, context)
        }
    }

    /// A Text: escaped, or redacted to blocks that keep nothing of it.
    static func text(_ string: String, _ context: HTMLRenderContext) -> HTMLElement {
        var element = HTMLElement("span", classes: ["wr-text"])
        if context.redact {
            element.classes.append("wr-redacted")
            element.content = redaction(of: string)
        } else {
            let (shown, cut) = context.text.take(string)
            element.content = HTMLEscaping.shown(String(shown)) + (cut ? cutMark : "")
            legible(&element, context)
        }
        if let limit = context.lineLimit {
            element.classes.append("wr-line-limit")
            element.style.append(("-webkit-line-clamp", String(limit)))
        }
        return element
    }

    /// Draws a text's content in the colour the contrast rule asks for, when the one it would
    /// draw in fails it: an inner `wr-legible` span, so the text's own modifiers (and what
    /// they pass on, `--wr-fg`) stay as the author wrote them.
    static func legible(_ element: inout HTMLElement, _ context: HTMLRenderContext) {
        guard let ink = context.legibleInk else { return }
        element.content = "<span class=\"wr-legible\" style=\"color:\(ink)\">\(element.content)</span>"
    }

    /// Where a text was cut (``TextBudget``): an ellipsis and a mark that says so.
    static let cutMark =
        #"…<span class="wr-cut" role="img" aria-label="cut short" title="The phone sent more text than a widget shows: cut here">✂︎</span>"#

    /// Redaction blocks of about the text's length (3…16), so nothing of the text remains.
    static func redaction(of string: String) -> String {
        String(repeating: "▒", count: min(16, max(3, string.prefix(16).count)))
    }

    /// `Text(date, style:)`: the text now, and the date and style for the page to tick it.
    static func dateText(_ date: Date, _ style: DateTextStyle, _ context: HTMLRenderContext) -> HTMLElement {
        guard !context.redact else { return text(TextRenderer.redaction, context) }
        var element = text(TextRenderer.format(date, style, now: context.options.now), context)
        if TextRenderer.isShowable(date) {
            element.classes.append("wr-date")
            element.attribute("data-date", CSS.number(date.timeIntervalSince1970))
            element.attribute("data-style", style.rawValue)
        } else {
            element.classes.append("wr-invalid")
        }
        return element
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the text now, and for the page to
    /// count it a `data-style` of `interval:START:END:PAUSE:DOWN:HOURS` (seconds since 1970, PAUSE
    /// empty when it never pauses; `wrFormatDate` reads it).
    static func timerText(_ timer: TimerTextValue, _ context: HTMLRenderContext) -> HTMLElement {
        guard !context.redact else { return text(TextRenderer.redaction, context) }
        var element = text(TextRenderer.format(timer, now: context.options.now), context)
        guard TextRenderer.isShowable(timer.start), TextRenderer.isShowable(timer.end),
            timer.pauseTime.map(TextRenderer.isShowable) ?? true
        else {
            element.classes.append("wr-invalid")
            return element
        }
        element.classes.append("wr-date")
        element.attribute("data-date", CSS.number(timer.start.timeIntervalSince1970))
        let pause = timer.pauseTime.map { CSS.number($0.timeIntervalSince1970) } ?? ""
        element.attribute(
            "data-style",
            "interval:\(CSS.number(timer.start.timeIntervalSince1970)):\(CSS.number(timer.end.timeIntervalSince1970)):"
                + "\(pause):\(timer.countsDown ? 1 : 0):\(timer.showsHours ? 1 : 0)")
        return element
    }

    /// An image's bytes as an `<img>` of a `data:` URL, of the type its bytes are (checked again
    /// here: a mirror never shows bytes as a type they are not), at its size in points unless a
    /// frame or an aspect ratio sizes it; redacted, a grey box of that size.
    static func picture(_ image: ImageNode, _ context: HTMLRenderContext) -> HTMLElement {
        let size = image.pointSize
        let style = [("--wr-w", CSS.px(size.width)), ("--wr-h", CSS.px(size.height))]
        guard !context.redact, let header = ImageFormat.header(of: image.data), header.format == image.format,
            header.isWithinBounds,
            image.data.count <= ArchiveLimits.maxImageBytes
        else {
            var element = HTMLElement("span", classes: ["wr-image", "wr-redacted-image"])
            element.style = style
            element.attribute("aria-hidden", "true")
            return element
        }
        var element = HTMLElement("img", classes: ["wr-image"])
        element.attribute("src", "data:\(image.format.mimeType);base64,\(image.data.base64EncodedString())")
        element.attribute("alt", "")
        element.attribute("draggable", "false")
        element.style = style
        return element
    }

    /// An SF Symbol as a Material Icons ligature; an unmapped one as a visible box with its name.
    static func symbol(_ name: String, _ context: HTMLRenderContext) -> HTMLElement {
        if context.redact {
            var element = HTMLElement("span", classes: ["wr-symbol", "wr-redacted-symbol"])
            element.attribute("aria-hidden", "true")
            return element
        }
        if let material = SymbolMap.materialName(for: name) {
            var element = HTMLElement(
                "span", classes: ["wr-symbol", "material-icons"], content: HTMLEscaping.text(material))
            element.attribute("aria-hidden", "true")
            return element
        }
        var element = HTMLElement("span", classes: ["wr-symbol", "wr-symbol-missing"], content: "?")
        element.attribute("role", "img")
        element.attribute("title", name)
        element.attribute("aria-label", name)
        return element
    }

    static func stack(_ stack: StackNode, _ context: HTMLRenderContext) -> RenderedNode {
        var inner = context.inside(stack.axis)
        var element = HTMLElement(
            "span",
            classes: [
                "wr-stack",
                "wr-\(stack.axis == .vertical ? "vstack" : stack.axis == .horizontal ? "hstack" : "zstack")",
            ])
        let gap = CSS.px(stack.spacing ?? 8)
        switch stack.axis {
        case .vertical: element.style = [("gap", gap), ("align-items", flexAlignment(horizontal: stack.alignment))]
        case .horizontal: element.style = [("gap", gap), ("align-items", flexAlignment(vertical: stack.alignment))]
        case .depth:
            element.style = [
                ("justify-items", gridAlignment(flexAlignment(horizontal: stack.alignment))),
                ("align-items", gridAlignment(flexAlignment(vertical: stack.alignment))),
            ]
        }
        var flex = Flex.none
        // `.zIndex`: a ZStack draws its layers from the lowest (equal ones in order); in a row or a
        // column, where the order is the layout's, the higher is drawn in front (CSS `z-index`).
        let depths = stack.children.map(zIndex(of:))
        let ranks = Dictionary(uniqueKeysWithValues: Set(depths).sorted().enumerated().map { ($1, $0) })
        let order =
            stack.axis == .depth
            ? stack.children.indices.sorted { (depths[$0], $0) < (depths[$1], $1) } : Array(stack.children.indices)
        for index in order {
            let child = stack.children[index]
            var rendered = node(child, inner)
            if stack.axis != .depth, ranks.count > 1, let rank = ranks[depths[index]] {
                rendered.element.set("z-index", String(rank))
            }
            // In a ZStack a colour layer is what the layers after it are drawn on.
            if stack.axis == .depth, case .color(let color) = child.kind { inner.lay(color) }
            element.content += rendered.element.html
            flex = flex.union(rendered.flex)
        }
        return RenderedNode(element: element, flex: flex)
    }

    static func spacer(_ minLength: Double?, _ context: HTMLRenderContext) -> RenderedNode {
        var element = HTMLElement("span", classes: ["wr-spacer"])
        element.attribute("aria-hidden", "true")
        switch context.parentAxis {
        case .horizontal:
            if let minLength { element.style = [("min-width", CSS.px(minLength))] }
            return RenderedNode(element: element, flex: Flex(horizontal: true, yields: true))
        case .depth:
            return RenderedNode(element: element, flex: .both)
        case .vertical, nil:
            if let minLength { element.style = [("min-height", CSS.px(minLength))] }
            return RenderedNode(element: element, flex: Flex(vertical: true))
        }
    }

    /// An alignment's horizontal part as a flex alignment.
    static func flexAlignment(horizontal alignment: AlignmentValue) -> String {
        switch alignment {
        case .leading, .topLeading, .bottomLeading: "flex-start"
        case .trailing, .topTrailing, .bottomTrailing: "flex-end"
        case .center, .top, .bottom, .firstTextBaseline, .lastTextBaseline: "center"
        }
    }

    /// An alignment's vertical part as a flex alignment.
    static func flexAlignment(vertical alignment: AlignmentValue) -> String {
        switch alignment {
        case .top, .topLeading, .topTrailing: "flex-start"
        case .bottom, .bottomLeading, .bottomTrailing: "flex-end"
        case .center, .leading, .trailing: "center"
        case .firstTextBaseline: "baseline"
        case .lastTextBaseline: "last baseline"
        }
    }

    static func gridAlignment(_ flex: String) -> String {
        switch flex {
        case "flex-start": "start"
        case "flex-end": "end"
        case "baseline", "last baseline": flex
        default: "center"
        }
    }
}
