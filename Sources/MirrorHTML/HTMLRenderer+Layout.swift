import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// `Grid`: a CSS grid of as many columns as its widest row, each as wide as its widest
    /// cell; a cell spans its `gridCellColumns`, a view outside any row spans them all, a row's
    /// cells align as the row (or the grid) says.
    static func grid(_ grid: GridNode, _ context: HTMLRenderContext) -> RenderedNode {
        let inner = context.inside(.depth)
        let columns = max(1, min(grid.columnCount, ArchiveLimits.maxGridCells))
        var element = HTMLElement("span", classes: ["wr-grid"])
        element.style = [
            ("grid-template-columns", "repeat(\(columns),auto)"),
            ("column-gap", CSS.px(grid.horizontalSpacing ?? 8)), ("row-gap", CSS.px(grid.verticalSpacing ?? 8)),
            ("justify-items", gridAlignment(flexAlignment(horizontal: grid.alignment))),
            ("align-items", gridAlignment(flexAlignment(vertical: grid.alignment))),
        ]
        var flex = Flex.none
        for row in grid.rows {
            var used = 0
            for cell in row.cells {
                var rendered = node(cell, inner)
                if row.spansAllColumns {
                    rendered.element.set("grid-column", "1 / -1")
                    if case .divider = cell.kind { rendered.element.set("justify-self", "stretch") }
                } else {
                    let span = min(cell.gridColumns, columns - used)
                    used += span
                    if span > 1 { rendered.element.set("grid-column", "span \(span)") }
                    if let alignment = row.alignment {
                        rendered.element.set("align-self", gridAlignment(flexAlignment(vertical: alignment)))
                    }
                }
                element.content += rendered.element.html
                flex = flex.union(rendered.flex)
            }
            // The next row starts on a new line of the grid.
            if !row.spansAllColumns, used < columns, used > 0 {
                element.content += "<span class=\"wr-grid-end\" style=\"grid-column:span \(columns - used)\"></span>"
            }
        }
        return RenderedNode(element: element, flex: flex)
    }

    /// A custom `Layout`'s subviews at the frames it placed them in on the phone, in a box of its
    /// size: each in a box of its frame, its content centred there as SwiftUI proposes it that size.
    static func placed(_ placed: PlacedNode, _ context: HTMLRenderContext) -> RenderedNode {
        let inner = context.inside(.vertical)
        var element = HTMLElement("span", classes: ["wr-placed"])
        element.style = [("width", CSS.px(placed.width)), ("height", CSS.px(placed.height))]
        for child in placed.children {
            let rendered = node(child.node, inner)
            let position = { (value: Double) in CSS.px(value, -2000...2000) }
            element.content +=
                "<span class=\"wr-placed-child\" style=\"left:\(position(child.x));top:\(position(child.y));"
                + "width:\(CSS.px(child.width));height:\(CSS.px(child.height))\">\(rendered.element.html)</span>"
        }
        return RenderedNode(element: element, flex: .none)
    }
}
