import Foundation

/// `GridItem`: one column of a `LazyVGrid` (or row of a `LazyHGrid`): its size, the spacing
/// after it, and how cells align in it.
public struct GridItem: Sendable, Hashable {
    /// `GridItem.Size`
    public enum Size: Sendable, Hashable {
        /// One column (row) of this length.
        case fixed(CGFloat)
        /// One column (row) sharing the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns (rows) of at least `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    /// `GridItem(_:spacing:alignment:)`: flexible by default.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:) { … }`: views in rows, one per column of
/// `columns`, a new row when the columns are full. A widget is drawn whole: archived as the
/// archive's grid (``GridNode``), each cell framed as its column sizes it.
public struct LazyVGrid<Content: View>: View, ArchivableView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let tracks = LazyGridTracks(items: columns, length: { archiver.readProposal().width })
        let cells = archiver.archive(content)
        var rows: [GridRowNode] = []
        for start in stride(from: 0, to: cells.count, by: tracks.count) where rows.count < ArchiveLimits.maxGridRows {
            let row = cells[start..<min(start + tracks.count, cells.count)]
            rows.append(GridRowNode(cells: row.enumerated().map { tracks.column($0.offset, framing: $0.element) }))
        }
        return [
            ViewNode(
                .grid(
                    GridNode(
                        alignment: Alignment(horizontal: alignment, vertical: .center).value,
                        horizontalSpacing: tracks.spacing, verticalSpacing: spacing.map(Double.init), rows: rows)))
        ]
    }
}

/// `LazyHGrid(rows:alignment:spacing:pinnedViews:) { … }`: views in columns, one per row of
/// `rows`, top to bottom, a new column when the rows are full. Archived as the archive's grid.
public struct LazyHGrid<Content: View>: View, ArchivableView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let tracks = LazyGridTracks(items: rows, length: { archiver.readProposal().height })
        let cells = archiver.archive(content)
        let columnCount = min((cells.count + tracks.count - 1) / tracks.count, ArchiveLimits.maxGridCells)
        let rowNodes: [GridRowNode] = (0..<min(tracks.count, cells.count, ArchiveLimits.maxGridRows)).map { row in
            let indices = stride(from: row, to: min(cells.count, columnCount * tracks.count), by: tracks.count)
            return GridRowNode(cells: indices.map { tracks.row(row, framing: cells[$0]) })
        }
        return [
            ViewNode(
                .grid(
                    GridNode(
                        alignment: Alignment(horizontal: .center, vertical: alignment).value,
                        horizontalSpacing: spacing.map(Double.init), verticalSpacing: tracks.spacing, rows: rowNodes)))
        ]
    }
}

/// A lazy grid's columns (or rows), with its adaptive items expanded into as many as fit.
struct LazyGridTracks {
    /// One track per column (row): its item.
    let items: [GridItem]

    /// `length`: the space offered along the tracks' axis, read only when an item is adaptive.
    init(items given: [GridItem], length: () -> Double) {
        var tracks: [GridItem] = []
        for item in given {
            guard case .adaptive(let minimum, _) = item.size else {
                tracks.append(item)
                continue
            }
            let spacing = Double(item.spacing ?? 8)
            let fixed = given.reduce(0.0) { sum, other in
                if case .fixed(let length) = other.size { return sum + Double(length) + Double(other.spacing ?? 8) }
                return sum
            }
            let fit = Int(((length() - fixed + spacing) / (max(1, Double(minimum)) + spacing)).rounded(.down))
            tracks += Array(repeating: item, count: max(1, min(fit, ArchiveLimits.maxGridCells)))
        }
        items = tracks.isEmpty ? [GridItem()] : Array(tracks.prefix(ArchiveLimits.maxGridCells))
    }

    var count: Int { items.count }

    /// The spacing between tracks: the first item's that sets one (nil: the default).
    var spacing: Double? { items.lazy.compactMap(\.spacing).first.map(Double.init) }

    /// A cell in column `index`, framed to the column's width.
    func column(_ index: Int, framing cell: ViewNode) -> ViewNode {
        let item = items[index % items.count]
        let alignment = (item.alignment ?? .center).value
        let frame: FrameValue =
            switch item.size {
            case .fixed(let width): FrameValue(width: Double(width), alignment: alignment)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                FrameValue(minWidth: Double(minimum), maxWidth: Double(maximum), alignment: alignment)
            }
        return ModifiedView.appending(.frame(frame), to: [cell])[0]
    }

    /// A cell in row `index`, framed to the row's height.
    func row(_ index: Int, framing cell: ViewNode) -> ViewNode {
        let item = items[index % items.count]
        let alignment = (item.alignment ?? .center).value
        let frame: FrameValue =
            switch item.size {
            case .fixed(let height): FrameValue(height: Double(height), alignment: alignment)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                FrameValue(minHeight: Double(minimum), maxHeight: Double(maximum), alignment: alignment)
            }
        return ModifiedView.appending(.frame(frame), to: [cell])[0]
    }
}
