import Foundation

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`: rows of cells in
/// columns as wide as their widest cell. A view in the grid outside any `GridRow` spans every
/// column (a `Divider()` between rows); `.gridCellColumns(_:)` makes a cell span several.
/// Archived as its rows of cells; mirrors lay them out in a CSS grid.
public struct Grid<Content: View>: View, ArchivableView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let items: [any View] = (content as? AnyView)?.views ?? [content]
        var rows: [GridRowNode] = []
        for (index, item) in items.enumerated() where rows.count < ArchiveLimits.maxGridRows {
            archiver.withPath(String(index)) {
                if let row = item as? any GridRowProtocol {
                    let cells = archiver.archive(row.rowContent)
                    rows.append(
                        GridRowNode(
                            alignment: row.rowAlignment?.value, cells: Array(cells.prefix(ArchiveLimits.maxGridCells))))
                } else {
                    rows += archiver.archive(item).map { GridRowNode(cells: [$0], spansAllColumns: true) }
                }
            }
        }
        return [
            ViewNode(
                .grid(
                    GridNode(
                        alignment: alignment.value, horizontalSpacing: horizontalSpacing.map(Double.init),
                        verticalSpacing: verticalSpacing.map(Double.init),
                        rows: Array(rows.prefix(ArchiveLimits.maxGridRows)))))
        ]
    }
}

/// What the grid asks of a row, whatever its content.
protocol GridRowProtocol {
    var rowContent: any View { get }
    var rowAlignment: VerticalAlignment? { get }
}

/// `GridRow(alignment:) { … }`: one row of a `Grid`, a cell for each view.
public struct GridRow<Content: View>: View, ArchivableView, GridRowProtocol {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    var rowContent: any View { content }
    var rowAlignment: VerticalAlignment? { alignment }
    /// Outside a grid, a row is its views side by side.
    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        HStack(alignment: alignment ?? .center) { content }.archive(archiver)
    }
}

extension View {
    /// `.gridCellColumns(_:)`: the cell spans `count` columns.
    public func gridCellColumns(_ count: Int) -> ModifiedView {
        modified(.gridCellColumns(max(1, min(count, ArchiveLimits.maxGridCells))))
    }
    /// `.gridColumnAlignment(_:)`: accepted; mirrors align each cell by its row and the grid.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
    /// `.gridCellAnchor(_:)`: accepted; mirrors centre a cell's content as the grid aligns it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedView { ModifiedView(content: self, modification: .none) }
    /// `.gridCellUnsizedAxes(_:)`: accepted; mirrors size every cell by its content.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}
