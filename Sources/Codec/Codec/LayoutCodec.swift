import Foundation
import RelayWire
import WidgetRelayKit

/// Grids and custom layouts' placed subviews to relay.v1 and back, within view.proto's bounds.
extension WireCodec {
    static func encode(_ grid: GridNode) -> Relay_V1_GridView {
        .with {
            $0.alignment = encode(grid.alignment)
            if let spacing = grid.horizontalSpacing { $0.horizontalSpacing = spacing }
            if let spacing = grid.verticalSpacing { $0.verticalSpacing = spacing }
            $0.rows = grid.rows.map { row in
                .with {
                    if let alignment = row.alignment { $0.alignment = encode(alignment) }
                    $0.cells = row.cells.map(encode)
                    $0.spansAllColumns = row.spansAllColumns
                }
            }
        }
    }

    static func decode(_ wire: Relay_V1_GridView) throws -> GridNode {
        guard wire.rows.count <= ArchiveLimits.maxGridRows else {
            throw CodecError("a grid of \(wire.rows.count) rows: at most \(ArchiveLimits.maxGridRows)")
        }
        let rows = try wire.rows.map { row in
            guard row.cells.count <= ArchiveLimits.maxGridCells else {
                throw CodecError("a grid row of \(row.cells.count) cells: at most \(ArchiveLimits.maxGridCells)")
            }
            guard !row.spansAllColumns || row.cells.count == 1 else {
                throw CodecError("a grid row spanning every column holds \(row.cells.count) cells, not 1")
            }
            return GridRowNode(
                alignment: row.alignment == .unspecified ? nil : try decode(row.alignment),
                cells: try row.cells.map(decode),
                spansAllColumns: row.spansAllColumns)
        }
        return GridNode(
            alignment: try decode(wire.alignment),
            horizontalSpacing: wire.hasHorizontalSpacing ? try length(wire.horizontalSpacing, "a grid's spacing") : nil,
            verticalSpacing: wire.hasVerticalSpacing ? try length(wire.verticalSpacing, "a grid's spacing") : nil,
            rows: rows)
    }

    static func encode(_ placed: PlacedNode) -> Relay_V1_PlacedView {
        .with {
            $0.width = placed.width
            $0.height = placed.height
            $0.children = placed.children.map { child in
                .with {
                    $0.x = child.x; $0.y = child.y; $0.width = child.width; $0.height = child.height;
                    $0.view = encode(child.node)
                }
            }
        }
    }

    static func decode(_ wire: Relay_V1_PlacedView) throws -> PlacedNode {
        guard wire.children.count <= ArchiveLimits.maxGridCells else {
            throw CodecError("a layout of \(wire.children.count) subviews: at most \(ArchiveLimits.maxGridCells)")
        }
        let children = try wire.children.map { child in
            guard child.hasView else { throw CodecError("a placed subview has no view") }
            return PlacedChild(
                x: try offset(child.x, "a subview's position"), y: try offset(child.y, "a subview's position"),
                width: try length(child.width, "a subview's width"),
                height: try length(child.height, "a subview's height"),
                node: try decode(child.view))
        }
        return PlacedNode(
            width: try length(wire.width, "a layout's width"), height: try length(wire.height, "a layout's height"),
            children: children)
    }
}
