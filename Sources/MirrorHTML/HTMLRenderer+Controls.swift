import Foundation
import MirrorText
import TerminalSafeText
import WidgetRelayKit

extension HTMLRenderer {
    /// `Button(intent:)`: `<button data-element data-action="button">`, styled by `buttonStyle`
    /// (a plain `<span>` when drawn only).
    static func button(_ button: ButtonNode, _ context: HTMLRenderContext) -> RenderedNode {
        let style =
            switch context.buttonStyle {
            case "plain": "plain"
            case "borderless": "borderless"
            case "borderedProminent": "prominent"
            default: "bordered"
            }
        // A styled button paints its label in its own colours (the stylesheet's tint and fill).
        var inside = context.inside(.horizontal)
        if style != "plain" { inside.backdrop = nil }
        let label = shownLabel(button.label, kind: "Button", inside)
        var element = HTMLElement(
            context.options.drawnOnly ? "span" : "button", classes: ["wr-button", "wr-button-\(style)"],
            content: label.element.html)
        if !context.options.drawnOnly { element.attribute("type", "button") }
        interactive(&element, id: button.elementID, action: "button", label: button.label, context)
        return RenderedNode(element: element, flex: label.flex)
    }

    /// `Toggle(isOn:intent:)`: a `role="switch"` button (a plain `<span>` when drawn only), in the optimistic state when
    /// there is one; drawn as a switch, a button, a checkbox, or (a custom style) a check mark.
    static func toggle(_ toggle: ToggleNode, _ context: HTMLRenderContext) -> RenderedNode {
        let isOn = context.options.optimistic[toggle.elementID] ?? toggle.isOn
        let style = context.toggleStyle ?? "automatic"
        var inside = context.inside(.horizontal)
        if style == "button" { inside.backdrop = nil }  // drawn on the stylesheet's fill or tint
        let label =
            "<span class=\"wr-toggle-label\">\(shownLabel(toggle.label, kind: "Toggle", inside).element.html)</span>"
        var element = HTMLElement(
            context.options.drawnOnly ? "span" : "button", classes: ["wr-toggle", isOn ? "wr-on" : "wr-off"])
        var flex = Flex.none
        switch style {
        case "automatic", "switch":
            element.classes.insert("wr-toggle-switch", at: 1)
            element.content =
                label + "<span class=\"wr-switch\" aria-hidden=\"true\"><span class=\"wr-knob\"></span></span>"
            flex = Flex(horizontal: true)
        case "button":
            element.classes.insert("wr-toggle-button", at: 1)
            element.content = label
        case "checkbox":
            element.classes.insert("wr-toggle-checkbox", at: 1)
            element.content = "<span class=\"wr-checkbox\" aria-hidden=\"true\"></span>" + label
        default:
            // A custom ToggleStyle's body is app code a mirror never runs: a check mark, as most are.
            element.classes.insert("wr-toggle-custom", at: 1)
            let mark = isOn ? "check_circle" : "radio_button_unchecked"
            element.content =
                "<span class=\"wr-symbol material-icons wr-check\" aria-hidden=\"true\">\(mark)</span>" + label
        }
        if !context.options.drawnOnly {
            element.attribute("type", "button")
            element.attribute("role", "switch")
            element.attribute("aria-checked", isOn ? "true" : "false")
        }
        interactive(&element, id: toggle.elementID, action: "toggle", label: toggle.label, context)
        return RenderedNode(element: element, flex: flex)
    }

    /// `Link`: never an `href` to the destination; the page sends `data-url` to the phone (a
    /// plain `<span>` with neither when drawn only).
    static func link(_ link: LinkNode, _ context: HTMLRenderContext) -> RenderedNode {
        let label = shownLabel(link.label, kind: "Link", context.inside(.horizontal))
        var element = HTMLElement(
            context.options.drawnOnly ? "span" : "a", classes: ["wr-link"], content: label.element.html)
        if !context.options.drawnOnly { element.attribute("href", "#") }
        interactive(&element, id: link.elementID, action: "link", label: link.label, context)
        // A redacted link's destination may name what is hidden.
        if !context.redact, !context.options.drawnOnly {
            element.attribute("data-url", link.destination.absoluteString)
        }
        return RenderedNode(element: element, flex: label.flex)
    }

    /// A control's label, or, when it shows nothing at all (empty, or only zero-width and other
    /// invisible characters), the control's kind in its place ("Button"): a control a person
    /// cannot see or name is one they cannot judge before they press it.
    static func shownLabel(_ label: ViewNode, kind: String, _ context: HTMLRenderContext) -> RenderedNode {
        var spoken = Spoken()
        spoken.read(label, redact: context.redact, locked: context.options.locked, depth: context.depth)
        guard !spoken.showsNothing else {
            var element = text(kind, context)
            element.classes.append("wr-kind-label")
            return RenderedNode(element: element, flex: .none)
        }
        return node(label, context)
    }

    /// What every interactive element carries: its id and action, an accessible name
    /// when its label shows no text, and the disabled state while the device is locked.
    /// Drawn only (``RenderOptions/drawnOnly``): none of it, a plain element whose text is its label.
    static func interactive(
        _ element: inout HTMLElement, id: String, action: String, label: ViewNode, _ context: HTMLRenderContext
    ) {
        guard !context.options.drawnOnly else { return }
        element.attribute("data-element", id)
        element.attribute("data-action", action)
        var spoken = Spoken()
        spoken.read(label, redact: context.redact, locked: context.options.locked, depth: context.depth)
        if !spoken.hasText, !spoken.showsNothing {
            let name = spoken.redacted ? "Redacted" : spoken.symbols.map(SymbolMap.spoken).joined(separator: " ")
            element.attribute("aria-label", name.isEmpty ? action.capitalized : name)
        }
        if context.options.locked {
            element.classes.append("wr-disabled")
            element.attribute("aria-disabled", "true")
        }
    }
}

/// What a label says aloud: whether it shows text, and the symbols it shows.
struct Spoken {
    var hasText = false
    var symbols: [String] = []
    var redacted = false
    /// It draws something other than text and symbols (a colour, a shape, a bar).
    var draws = false

    /// Whether the label shows nothing a person could see or name.
    var showsNothing: Bool { !hasText && symbols.isEmpty && !redacted && !draws }

    mutating func read(_ node: ViewNode, redact: Bool, locked: Bool, depth: Int) {
        guard depth < HTMLRenderer.maximumDepth else { return }
        let redact = redact || (locked && node.isPrivacySensitive)
        switch node.kind {
        case .text(.verbatim(let text)): hasText = hasText || !VisibleText.isBlank(text)
        case .text(.date): hasText = true
        case .text(.runs(let runs)):
            for run in runs {
                switch run {
                case .verbatim(let text): hasText = hasText || !VisibleText.isBlank(text)
                case .date: hasText = true
                case .image(let name): if redact { redacted = true } else { symbols.append(name) }
                }
            }
        case .label(let title, let image):
            hasText = hasText || !VisibleText.isBlank(title)
            if redact { redacted = true } else { symbols.append(image) }
        case .image(let name):
            if redact { redacted = true } else { symbols.append(name) }
        case .color, .shape, .divider, .progress, .gauge, .timerProgress: draws = true
        default:
            for child in node.children { read(child, redact: redact, locked: locked, depth: depth + 1) }
        }
    }
}
