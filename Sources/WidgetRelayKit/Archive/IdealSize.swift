import Foundation

/// An estimate of the size an archived view asks for (SwiftUI's ideal size), made on the
/// phone where WidgetKit decides size-dependent layout: `ViewThatFits` keeps the first
/// child whose estimate fits the space the family offers. Text is estimated from its length
/// and font size (an average glyph of 0.55 em, the renderer's DejaVu Sans); dates by the
/// length their style formats to. An estimate, not a layout: mirrors still lay out.
struct IdealSize: Equatable {
    var width: Double
    var height: Double

    static let zero = IdealSize(width: 0, height: 0)

    /// Point sizes and weights of iOS text styles (the renderers use the same).
    static let textStyles: [String: (size: Double, weight: Int)] = FontValue.textStyleMetrics

    /// The ideal size of `node` with `fontSize` inherited from outside it.
    static func of(_ node: ViewNode, fontSize: Double) -> IdealSize {
        var fontSize = fontSize
        for case .font(let font) in node.modifiers.reversed() {
            fontSize = font.size ?? font.textStyle.flatMap { textStyles[$0]?.size } ?? fontSize
        }
        var size = content(node.kind, fontSize: fontSize)
        for modifier in node.modifiers {
            switch modifier {
            case .padding(let edges, let length):
                let extent = paddingExtent(edges: edges, length: length)
                size.width += extent.width
                size.height += extent.height
            case .frame(let frame):
                if let width = frame.width, width.isFinite { size.width = width }
                if let height = frame.height, height.isFinite { size.height = height }
                if let minimum = frame.minWidth, minimum.isFinite { size.width = max(size.width, minimum) }
                if let minimum = frame.minHeight, minimum.isFinite { size.height = max(size.height, minimum) }
                if let maximum = frame.maxWidth, maximum.isFinite { size.width = min(size.width, maximum) }
                if let maximum = frame.maxHeight, maximum.isFinite { size.height = min(size.height, maximum) }
            default: break
            }
        }
        return size
    }

    private static func content(_ kind: ViewNode.Kind, fontSize: Double) -> IdealSize {
        let line = fontSize * 1.2
        func text(_ characters: Int) -> IdealSize {
            IdealSize(width: Double(characters) * fontSize * 0.55, height: line)
        }
        switch kind {
        case .text(let content): return text(content.runs.map(characters).reduce(0, +))
        case .image: return IdealSize(width: line, height: line)
        case .picture(let image): return IdealSize(width: image.pointSize.width, height: image.pointSize.height)
        case .grid(let grid): return gridSize(grid, fontSize: fontSize)
        case .placed(let placed): return IdealSize(width: placed.width, height: placed.height)
        case .label(let title, _):
            return IdealSize(width: line + fontSize * 0.35 + text(title.count).width, height: line)
        case .stack(let stack):
            let children = stack.children.map { of($0, fontSize: fontSize) }
            let gaps = Double(max(0, children.count - 1)) * (stack.spacing ?? 8)
            switch stack.axis {
            case .vertical:
                return IdealSize(
                    width: children.map(\.width).max() ?? 0, height: children.map(\.height).reduce(0, +) + gaps)
            case .horizontal:
                return IdealSize(
                    width: children.map(\.width).reduce(0, +) + gaps, height: children.map(\.height).max() ?? 0)
            case .depth:
                return IdealSize(width: children.map(\.width).max() ?? 0, height: children.map(\.height).max() ?? 0)
            }
        case .group(let nodes):
            let children = nodes.map { of($0, fontSize: fontSize) }
            return IdealSize(width: children.map(\.width).max() ?? 0, height: children.map(\.height).reduce(0, +))
        case .spacer(let minLength): return IdealSize(width: minLength ?? 8, height: minLength ?? 8)
        case .divider: return IdealSize(width: 1, height: 1)
        case .color, .shape: return .zero
        case .progress(_, _, let label): return below(label, IdealSize(width: fontSize * 5, height: 4), fontSize)
        case .timerProgress(let progress):
            return below(progress.label, IdealSize(width: fontSize * 5, height: 4), fontSize)
        case .gauge(let gauge): return below(gauge.label, IdealSize(width: fontSize * 5, height: 4), fontSize)
        case .button(let button): return padded(of(button.label, fontSize: fontSize), 8)
        case .toggle(let toggle):
            let label = of(toggle.label, fontSize: fontSize)
            return IdealSize(width: label.width + 59, height: max(label.height, 31))
        case .link(let link): return of(link.label, fontSize: fontSize)
        }
    }

    /// A grid's rows side by side in their cells, one under another, with the spacings between.
    private static func gridSize(_ grid: GridNode, fontSize: Double) -> IdealSize {
        var width = 0.0, height = 0.0
        let across = grid.horizontalSpacing ?? 8, down = grid.verticalSpacing ?? 8
        for (index, row) in grid.rows.enumerated() {
            let cells = row.cells.map { of($0, fontSize: fontSize) }
            let rowWidth: Double = cells.map(\.width).reduce(0, +) + Double(max(0, cells.count - 1)) * across
            width = max(width, rowWidth)
            height += (cells.map(\.height).max() ?? 0) + (index > 0 ? down : 0)
        }
        return IdealSize(width: width, height: height)
    }

    /// How much padding on `edges` adds across and down (the system default: 16).
    static func paddingExtent(edges: String, length: Double?) -> IdealSize {
        let pad = length ?? 16
        switch edges {
        case "horizontal": return IdealSize(width: 2 * pad, height: 0)
        case "vertical": return IdealSize(width: 0, height: 2 * pad)
        case "leading", "trailing": return IdealSize(width: pad, height: 0)
        case "top", "bottom": return IdealSize(width: 0, height: pad)
        default: return IdealSize(width: 2 * pad, height: 2 * pad)
        }
    }

    private static func below(_ label: ViewNode?, _ size: IdealSize, _ fontSize: Double) -> IdealSize {
        guard let label else { return size }
        let top = of(label, fontSize: fontSize)
        return IdealSize(width: max(top.width, size.width), height: top.height + 4 + size.height)
    }

    private static func padded(_ size: IdealSize, _ pad: Double) -> IdealSize {
        IdealSize(width: size.width + 2 * pad, height: size.height + 2 * pad)
    }

    /// How many characters a run shows: a date as its style formats it ("2 hours, 23 minutes").
    private static func characters(_ run: TextRun) -> Int {
        switch run {
        case .verbatim(let string): string.count
        case .image: 2
        case .date(_, let style):
            switch style {
            case .time: 8
            case .date: 12
            case .relative: 19
            case .offset: 9
            case .timer: 7
            }
        }
    }

    /// Whether this size fits in `space` along `axes`.
    func fits(in space: IdealSize, axes: Axis.Set) -> Bool {
        (!axes.contains(.horizontal) || width <= space.width + 0.5)
            && (!axes.contains(.vertical) || height <= space.height + 0.5)
    }
}
