/// An archived `Grid`: its rows of cells, in order.
public struct GridNode: Sendable, Hashable {
    public var alignment: AlignmentValue
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    /// At most ``ArchiveLimits/maxGridRows`` rows.
    public var rows: [GridRowNode]
    public init(
        alignment: AlignmentValue = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        rows: [GridRowNode]
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    /// How many columns it has: its widest row's, counting cells' spans.
    public var columnCount: Int {
        rows.filter { !$0.spansAllColumns }.map { row in row.cells.map(\.gridColumns).reduce(0, +) }.max() ?? 1
    }
}

/// One row of a grid: a `GridRow`'s cells, or a view outside any row that spans every column.
public struct GridRowNode: Sendable, Hashable {
    /// The row's vertical alignment (nil: the grid's).
    public var alignment: AlignmentValue?
    /// At most ``ArchiveLimits/maxGridCells`` cells.
    public var cells: [ViewNode]
    public var spansAllColumns: Bool
    public init(alignment: AlignmentValue? = nil, cells: [ViewNode], spansAllColumns: Bool = false) {
        self.alignment = alignment
        self.cells = cells
        self.spansAllColumns = spansAllColumns
    }
}

extension ViewNode {
    /// How many grid columns the node spans (`.gridCellColumns(_:)`, else 1).
    public var gridColumns: Int {
        for case .gridCellColumns(let count) in modifiers.reversed() { return max(1, count) }
        return 1
    }
}
