/// An archived shape: which one, and its fill or outline. With neither, it is filled
/// with the foreground style (a shape used as a view, as in SwiftUI).
public struct ShapeNode: Sendable, Hashable {
    public var kind: ShapeKind
    /// `.fill(_:)`'s style; nil for the foreground style.
    public var fill: ShapeStyleValue?
    /// `.stroke` / `.strokeBorder`: the shape is outlined, not filled.
    public var stroke: StrokeValue?

    public init(kind: ShapeKind, fill: ShapeStyleValue? = nil, stroke: StrokeValue? = nil) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
    }
}

/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`,
/// `ContainerRelativeShape`).
public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// Corners that follow the container's (the widget's), less the space between them.
    case containerRelative
}

/// A shape's outline: its style (nil for the foreground style), width, and whether it
/// lies inside the edge (`strokeBorder`) or centred on it (`stroke`).
public struct StrokeValue: Sendable, Hashable {
    public var style: ShapeStyleValue?
    public var lineWidth: Double
    public var inset: Bool

    public init(style: ShapeStyleValue?, lineWidth: Double, inset: Bool) {
        self.style = style
        self.lineWidth = lineWidth
        self.inset = inset
    }
}
