import Foundation

/// A built-in shape the mirrors draw by kind (crisp, at any size), unless it is transformed.
protocol BuiltInShape: Shape {
    var shapeKind: ShapeKind { get }
}

/// How a shape becomes an archived ``ShapeNode`` on the phone: a built-in one by its kind, any
/// other (a `path(in:)` of an author's own, a trimmed, rotated, offset, inset or dashed shape)
/// as the path it makes in the rect the view is offered, read from the archiver (so a stack
/// archives it again with its share, as SwiftUI offers it).
enum ShapeResolution {
    static func node(
        _ shape: any Shape, fill: ShapeStyleValue?, stroke: StrokeValue?, evenOdd: Bool, _ archiver: ViewArchiver
    ) -> ShapeNode {
        var shape = shape
        var trim: ClosedRange<Double>?
        if let trimmed = shape as? any TrimmedShapeProtocol {
            trim = trimmed.range
            shape = trimmed.baseShape
        }
        var stroke = stroke
        if let builtIn = shape as? any BuiltInShape, trim == nil, stroke?.dash.isEmpty ?? true {
            return ShapeNode(kind: builtIn.shapeKind, fill: fill, stroke: stroke, evenOdd: evenOdd)
        }
        let offered = archiver.readProposal()
        var rect = CGRect(x: 0, y: 0, width: offered.width, height: offered.height)
        if let border = stroke, border.inset {
            // A stroke inside the edge: the outline of the shape inset by half its width, centred.
            rect = rect.insetBy(dx: border.lineWidth / 2, dy: border.lineWidth / 2)
            stroke?.inset = false
        }
        let path = PathValue(shape.path(in: rect), size: CGSize(width: offered.width, height: offered.height))
        return ShapeNode(kind: .path(path), fill: fill, stroke: stroke, trim: trim, evenOdd: evenOdd)
    }

    /// The kind a shape clips or masks with: a built-in's own, else its path in the offered rect.
    static func kind(_ shape: any Shape, _ archiver: ViewArchiver) -> ShapeKind {
        if let builtIn = shape as? any BuiltInShape { return builtIn.shapeKind }
        let offered = archiver.readProposal()
        let path = shape.path(in: CGRect(x: 0, y: 0, width: offered.width, height: offered.height))
        return .path(PathValue(path, size: CGSize(width: offered.width, height: offered.height)))
    }
}
