import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// `ProgressView`: its label over a bar, or a spinner when indeterminate.
    static func progress(value: Double?, total: Double, label: ViewNode?, _ context: HTMLRenderContext) -> RenderedNode
    {
        if context.progressViewStyle == "circular", value != nil {
            let fraction = TextRenderer.fraction(value: value, total: total)
            return circular(fraction, label: label, current: nil, context)
        }
        var element = HTMLElement("span", classes: ["wr-progress"])
        if let label { element.content += node(label, context.inside(.vertical)).element.html }
        element.content += bar(TextRenderer.fraction(value: value, total: total), context)
        return RenderedNode(element: element, flex: Flex(horizontal: value != nil))
    }

    /// `Gauge`: a linear bar by default, a ring (`conic-gradient`) for circular styles
    /// with the current value label in its middle.
    static func gauge(_ gauge: GaugeNode, _ context: HTMLRenderContext) -> RenderedNode {
        let fraction = TextRenderer.fraction(value: gauge.value, minimum: gauge.minimum, maximum: gauge.maximum)
        let inner = context.inside(.vertical)
        let label = gauge.label.map { node($0, inner).element.html } ?? ""
        let current = gauge.currentValueLabel.map { node($0, inner).element.html } ?? ""
        guard gauge.style?.lowercased().contains("circular") == true else {
            var element = HTMLElement("span", classes: ["wr-gauge", "wr-gauge-linear"])
            if !label.isEmpty || !current.isEmpty {
                element.content += "<span class=\"wr-gauge-labels\">\(label)\(current)</span>"
            }
            element.content += bar(fraction, context)
            return RenderedNode(element: element, flex: Flex(horizontal: true))
        }
        var element = HTMLElement("span", classes: ["wr-gauge", "wr-gauge-circular"])
        if let style = gauge.style { element.classes.append("wr-gauge-style-\(CSS.token(style))") }
        if context.redact {
            element.content += ring(nil, center: current)
        } else if fraction.isFinite {
            element.content += ring(fraction, center: current)
        } else {
            element.content += invalidValue
        }
        if !label.isEmpty { element.content += "<span class=\"wr-gauge-label\">\(label)</span>" }
        return RenderedNode(element: element, flex: .none)
    }

    /// `ProgressView(timerInterval:)`: drawn full for now, with its interval for the page
    /// to move it (`data-start`, `data-end`, `data-down`), as dates tick.
    static func timerProgress(_ progress: TimerProgressNode, _ context: HTMLRenderContext) -> RenderedNode {
        let fraction = progress.fraction(at: context.options.now)
        var rendered =
            context.progressViewStyle == "circular"
            ? circular(fraction, label: progress.label, current: progress.currentValueLabel, context)
            : linear(fraction, label: progress.label, current: progress.currentValueLabel, context)
        if fraction.isFinite, TextRenderer.isShowable(progress.start), TextRenderer.isShowable(progress.end),
            !context.redact
        {
            rendered.element.classes.append("wr-timer-progress")
            rendered.element.attribute("data-start", CSS.number(progress.start.timeIntervalSince1970))
            rendered.element.attribute("data-end", CSS.number(progress.end.timeIntervalSince1970))
            rendered.element.attribute("data-down", String(progress.countsDown))
        }
        return rendered
    }

    /// A bar with its label and current value label above it.
    static func linear(_ fraction: Double, label: ViewNode?, current: ViewNode?, _ context: HTMLRenderContext)
        -> RenderedNode
    {
        var element = HTMLElement("span", classes: ["wr-progress"])
        let inner = context.inside(.horizontal)
        let labels = [label, current].compactMap { $0 }.map { node($0, inner).element.html }
        if !labels.isEmpty { element.content += "<span class=\"wr-gauge-labels\">\(labels.joined())</span>" }
        element.content += bar(fraction, context)
        return RenderedNode(element: element, flex: Flex(horizontal: true))
    }

    /// A ring (`.progressViewStyle(.circular)`) with the current value label in it, the label below.
    static func circular(_ fraction: Double?, label: ViewNode?, current: ViewNode?, _ context: HTMLRenderContext)
        -> RenderedNode
    {
        let inner = context.inside(.vertical)
        let center = current.map { node($0, inner).element.html } ?? ""
        var element = HTMLElement("span", classes: ["wr-gauge", "wr-gauge-circular", "wr-progress-circular"])
        if context.redact {
            element.content += ring(nil, center: center)
        } else if let fraction, fraction.isFinite {
            element.content += ring(fraction, center: center)
        } else {
            element.content += invalidValue
        }
        if let label { element.content += "<span class=\"wr-gauge-label\">\(node(label, inner).element.html)</span>" }
        return RenderedNode(element: element, flex: .none)
    }

    static var invalidValue: String {
        "<span class=\"wr-text wr-invalid\">\(HTMLEscaping.text(TextRenderer.invalidValue))</span>"
    }

    /// A `role="progressbar"` bar for `fraction` (nil: an indeterminate spinner); NaN or
    /// infinite shows ``TextRenderer/invalidValue``; redacted, an empty track.
    static func bar(_ fraction: Double?, _ context: HTMLRenderContext) -> String {
        let range = "role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\""
        if context.redact { return "<span class=\"wr-bar wr-redacted-bar\" \(range)></span>" }
        guard let fraction else { return "<span class=\"wr-spinner\" \(range) aria-label=\"In progress\"></span>" }
        guard fraction.isFinite else { return invalidValue }
        let percent = CSS.number(CSS.unit(fraction) * 100)
        return
            "<span class=\"wr-bar\" \(range) aria-valuenow=\"\(percent)\"><span class=\"wr-bar-fill\" style=\"width:\(percent)%\"></span></span>"
    }

    /// A gauge's ring (nil: redacted, an empty track), `center` in its middle.
    static func ring(_ fraction: Double?, center: String) -> String {
        let range = "role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\""
        guard let fraction else {
            return
                "<span class=\"wr-ring wr-redacted-ring\" \(range)><span class=\"wr-ring-center\">\(center)</span></span>"
        }
        let percent = CSS.number(CSS.unit(fraction) * 100)
        return "<span class=\"wr-ring\" \(range) aria-valuenow=\"\(percent)\" style=\"--wr-fraction:\(percent)%\">"
            + "<span class=\"wr-ring-center\">\(center)</span></span>"
    }
}
