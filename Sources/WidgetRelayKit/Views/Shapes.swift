/// A shape drawn as a view (SwiftUI's `Shape`): on its own it fills with the foreground
/// style, as in SwiftUI; `.fill(_:)`, `.stroke(_:lineWidth:)` and
/// `.strokeBorder(_:lineWidth:)` say otherwise. The built-in shapes are archived by kind
/// and drawn by each mirror; a shape of an author's own (a `path(in:)`) is not supported.
public protocol Shape: View, Sendable {
    /// What the mirrors draw.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// `.fill(_:)`: the shape filled with `style` (the foreground style when not given).
    public func fill(_ style: some ShapeStyle) -> ShapeView {
        ShapeView(node: ShapeNode(kind: shapeKind, fill: style.styleValue))
    }
    /// `.fill()`: filled with the foreground style.
    public func fill() -> ShapeView { ShapeView(node: ShapeNode(kind: shapeKind)) }
    /// `.stroke(_:lineWidth:)`: the outline, centred on the shape's edge.
    public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> ShapeView {
        ShapeView(node: ShapeNode(kind: shapeKind, stroke: StrokeValue(style: style.styleValue, lineWidth: lineWidth, inset: false)))
    }
    /// `.stroke(lineWidth:)`: the outline in the foreground style.
    public func stroke(lineWidth: Double = 1) -> ShapeView {
        ShapeView(node: ShapeNode(kind: shapeKind, stroke: StrokeValue(style: nil, lineWidth: lineWidth, inset: false)))
    }
    /// `.strokeBorder(_:lineWidth:)`: the outline, inside the shape's edge.
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1) -> ShapeView {
        ShapeView(node: ShapeNode(kind: shapeKind, stroke: StrokeValue(style: style.styleValue, lineWidth: lineWidth, inset: true)))
    }
    /// `.strokeBorder(lineWidth:)`: the inside outline in the foreground style.
    public func strokeBorder(lineWidth: Double = 1) -> ShapeView {
        ShapeView(node: ShapeNode(kind: shapeKind, stroke: StrokeValue(style: nil, lineWidth: lineWidth, inset: true)))
    }
}

extension Shape {
    /// A built-in shape as a view: filled with the foreground style.
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.shape(ShapeNode(kind: shapeKind)))] }
}

/// A shape with its fill or stroke: what `.fill(_:)` and `.stroke(_:lineWidth:)` return.
public struct ShapeView: View, ArchivableView {
    public typealias Body = Never
    let node: ShapeNode
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.shape(node))] }
}

/// How a rounded rectangle's corners curve (`RoundedCornerStyle`); mirrors draw both as circular arcs.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}

/// `Rectangle()`
public struct Rectangle: Shape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
}

/// `RoundedRectangle(cornerRadius:style:)`
public struct RoundedRectangle: Shape, ArchivableView {
    public typealias Body = Never
    public let cornerRadius: Double
    public let style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// `Circle()`: the largest circle that fits, centred.
public struct Circle: Shape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .circle }
}

/// `Ellipse()`
public struct Ellipse: Shape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .ellipse }
}

/// `Capsule(style:)`: a rectangle whose short sides are half circles.
public struct Capsule: Shape, ArchivableView {
    public typealias Body = Never
    public let style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var shapeKind: ShapeKind { .capsule }
}

/// `ContainerRelativeShape()`: a rounded rectangle whose corners follow the widget's own,
/// less the space between them.
public struct ContainerRelativeShape: Shape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .containerRelative }
}
