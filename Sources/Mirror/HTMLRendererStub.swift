// TEMPORARY: replaced by the helper's Sources/Mirror/HTML/ at merge.
import Foundation
import WidgetRelayKit

public enum HTMLRenderer {
    public static func render(_ view: ArchivedView, _ options: RenderOptions) -> String {
        let (lines, elements) = TextRenderer.render(view, options)
        let size = view.family?.displaySize
        let style = size.map { "width:\(Int($0.width))px;height:\(Int($0.height))px" } ?? ""
        var html = "<div class=\"wr-widget\" style=\"\(style)\"><div class=\"wr-content\">"
        for line in lines { html += "<div>\(line.replacingOccurrences(of: "<", with: "&lt;"))</div>" }
        for element in elements {
            html += "<button type=\"button\" class=\"wr-button\" data-element=\"\(element.id)\" data-action=\"\(element.kind)\">\(element.label)</button>"
        }
        return html + "</div></div>"
    }
    public static let stylesheet = ".wr-widget{border-radius:22px;background:#222;color:#fff;overflow:hidden}"
    public static let iconFontPath = "/assets/material-icons.ttf"
    public static let iconFontFile = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
}
