/// An archived shape: which one, and its fill or outline. With neither, it is filled
/// with the foreground style (a shape used as a view, as in SwiftUI).
public struct ShapeNode: Sendable, Hashable {
    public var kind: ShapeKind
    /// `.fill(_:)`'s style; nil for the foreground style.
    public var fill: ShapeStyleValue?
    /// `.stroke` / `.strokeBorder`: the shape is outlined, not filled.
    public var stroke: StrokeValue?
    /// `.trim(from:to:)`: the part of the outline drawn, as fractions of its length (the kind
    /// is then a path).
    public var trim: ClosedRange<Double>?
    /// `FillStyle(eoFill: true)`: filled by the even-odd rule rather than non-zero winding.
    public var evenOdd: Bool

    public init(
        kind: ShapeKind, fill: ShapeStyleValue? = nil, stroke: StrokeValue? = nil, trim: ClosedRange<Double>? = nil,
        evenOdd: Bool = false
    ) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.trim = trim
        self.evenOdd = evenOdd
    }
}

/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`,
/// `ContainerRelativeShape`), and any other as its path.
public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// Corners that follow the container's (the widget's), less the space between them.
    case containerRelative
    /// A shape of an author's own (or a transformed one): its path, resolved on the phone.
    case path(PathValue)
}

/// The ends of an outline's open subpaths.
public enum LineCapValue: String, Sendable, Hashable, CaseIterable {
    case butt, round, square
}

/// Where an outline's segments meet.
public enum LineJoinValue: String, Sendable, Hashable, CaseIterable {
    case miter, round, bevel
}

/// A shape's outline: its style (nil for the foreground style), width, whether it lies
/// inside the edge (`strokeBorder`) or centred on it (`stroke`), and `StrokeStyle`'s ends,
/// joins and dashes.
public struct StrokeValue: Sendable, Hashable {
    public var style: ShapeStyleValue?
    public var lineWidth: Double
    public var inset: Bool
    public var lineCap: LineCapValue
    public var lineJoin: LineJoinValue
    public var miterLimit: Double
    /// Dash and gap lengths in points, at most ``ArchiveLimits/maxDashes``; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        style: ShapeStyleValue?, lineWidth: Double, inset: Bool, lineCap: LineCapValue = .butt,
        lineJoin: LineJoinValue = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.style = style
        self.lineWidth = lineWidth
        self.inset = inset
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
