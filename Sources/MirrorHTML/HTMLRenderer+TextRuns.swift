import Foundation
import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// A text of several runs (`Text("Updated \(date, style: .relative)")`): one text
    /// element whose dates tick on the page and whose symbols sit inline at its size.
    static func textRuns(_ runs: [TextRun], _ context: HTMLRenderContext) -> HTMLElement {
        var element = text("", context)
        if context.redact {
            element.content = redaction(of: runs.map(\.plainText).joined())
            return element
        }
        for run in runs {
            switch run {
            case .verbatim(let string):
                let (shown, cut) = context.text.take(string)
                element.content += HTMLEscaping.shown(String(shown))
                if cut {
                    element.content += cutMark
                    legible(&element, context)
                    return element
                }
            case .date(let date, let style):
                var span = HTMLElement(
                    "span", classes: [],
                    content: HTMLEscaping.text(TextRenderer.format(date, style, now: context.options.now)))
                if TextRenderer.isShowable(date) {
                    span.classes = ["wr-date"]
                    span.attribute("data-date", CSS.number(date.timeIntervalSince1970))
                    span.attribute("data-style", style.rawValue)
                } else {
                    span.classes = ["wr-invalid"]
                }
                element.content += span.html
            case .image(let name):
                var symbol = symbol(name, context)
                symbol.classes.append("wr-symbol-inline")
                element.content += symbol.html
            }
        }
        legible(&element, context)
        return element
    }
}
