import Foundation

/// A shape drawn as a view (SwiftUI's `Shape`): its outline is `path(in:)`. On its own it
/// fills with the foreground style, as in SwiftUI; `.fill(_:)`, `.stroke(_:lineWidth:)`,
/// `.stroke(_:style:)` and `.strokeBorder(_:lineWidth:)` say otherwise. The built-in shapes
/// are archived by kind and drawn crisp by each mirror; a shape of an author's own
/// (`struct Wave: Shape { func path(in rect: CGRect) -> Path }`) is archived as the path it
/// makes in the rect the view is offered on the phone (see `ShapeResolution`).
public protocol Shape: View, Sendable where Body == Never {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset by an amount (`InsettableShape`): what `strokeBorder` outlines.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// How a shape is filled (`FillStyle`): the even-odd rule, or non-zero winding.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The ends of an outline's open subpaths (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// Where an outline's segments meet (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}

/// An outline's width, ends, joins and dashes (`StrokeStyle`).
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    func value(style: ShapeStyleValue?, inset: Bool) -> StrokeValue {
        StrokeValue(
            style: style, lineWidth: lineWidth, inset: inset, lineCap: lineCap.value, lineJoin: lineJoin.value,
            miterLimit: miterLimit, dash: dash.prefix(ArchiveLimits.maxDashes).map { Double($0) }, dashPhase: dashPhase)
    }
}

extension CGLineCap {
    var value: LineCapValue {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    var value: LineJoinValue {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension Shape {
    /// `.fill(_:style:)`: the shape filled with `style`.
    public func fill(_ style: some ShapeStyle, style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: self, fill: style.styleValue, evenOdd: fillStyle.isEOFilled)
    }
    /// `.fill(style:)`: filled with the foreground style.
    public func fill(style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: self, evenOdd: fillStyle.isEOFilled)
    }
    /// `.stroke(_:lineWidth:)`: the outline, centred on the shape's edge.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: self, stroke: StrokeStyle(lineWidth: lineWidth).value(style: style.styleValue, inset: false))
    }
    /// `.stroke(lineWidth:)`: the outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: self, stroke: StrokeStyle(lineWidth: lineWidth).value(style: nil, inset: false))
    }
    /// `.stroke(_:style:)`: the outline with its width, ends, joins and dashes.
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, stroke: strokeStyle.value(style: style.styleValue, inset: false))
    }
    /// `.stroke(style:)`: the outline in the foreground style.
    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, stroke: strokeStyle.value(style: nil, inset: false))
    }
    /// `.strokeBorder(_:lineWidth:)`: the outline, inside the shape's edge.
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: self, stroke: StrokeStyle(lineWidth: lineWidth).value(style: style.styleValue, inset: true))
    }
    /// `.strokeBorder(lineWidth:)`: the inside outline in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: self, stroke: StrokeStyle(lineWidth: lineWidth).value(style: nil, inset: true))
    }
    /// `.strokeBorder(_:style:)`: the inside outline with its ends, joins and dashes.
    public func strokeBorder(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, stroke: strokeStyle.value(style: style.styleValue, inset: true))
    }
    /// `.strokeBorder(style:)`
    public func strokeBorder(style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, stroke: strokeStyle.value(style: nil, inset: true))
    }

    /// `.trim(from:to:)`: the part of the outline from one fraction of its length to another
    /// (a progress ring: `Circle().trim(from: 0, to: 0.7).stroke(…)`).
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: start, to: end)
    }
    /// `.rotation(_:anchor:)`: the outline turned about a unit point of its rect.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(base: self) { rect in
            let origin = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            let (c, s) = (cos(angle.radians), sin(angle.radians))
            return { p in
                CGPoint(
                    x: origin.x + (p.x - origin.x) * c - (p.y - origin.y) * s,
                    y: origin.y + (p.x - origin.x) * s + (p.y - origin.y) * c)
            }
        }
    }
    /// `.offset(x:y:)` on a shape: the outline moved within its rect.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
        TransformedShape(base: self) { _ in { CGPoint(x: $0.x + x, y: $0.y + y) } }
    }
    /// `.offset(_:)` on a shape.
    public func offset(_ offset: CGSize) -> TransformedShape<Self> { self.offset(x: offset.width, y: offset.height) }
    /// `.scale(x:y:anchor:)`: the outline scaled about a unit point of its rect.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(base: self) { rect in
            let origin = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return { CGPoint(x: origin.x + ($0.x - origin.x) * x, y: origin.y + ($0.y - origin.y) * y) }
        }
    }
    /// `.scale(_:anchor:)`
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

extension Shape {
    /// A shape used as a view: filled with the foreground style.
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { ShapeView(shape: self).archive(archiver) }
}

/// A shape with its fill or stroke: what `.fill(_:)` and `.stroke(_:lineWidth:)` return.
public struct ShapeView: View, ArchivableView {
    public typealias Body = Never
    let shape: any Shape
    var fill: ShapeStyleValue?
    var stroke: StrokeValue?
    var evenOdd = false

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        [ViewNode(.shape(ShapeResolution.node(shape, fill: fill, stroke: stroke, evenOdd: evenOdd, archiver)))]
    }

    // iOS 17: a filled shape stroked too (`Circle().fill(.background).stroke(.gray)`), or a stroked one
    // filled: the outline is drawn over the fill, as one shape each.
    private func outlined(_ style: StrokeStyle, _ content: ShapeStyleValue?, inset: Bool) -> ModifiedView {
        overlay(ShapeView(shape: shape, stroke: style.value(style: content, inset: inset)))
    }
    /// `.stroke(_:lineWidth:antialiased:)` on a filled shape: its outline drawn over the fill.
    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        outlined(StrokeStyle(lineWidth: lineWidth), content.styleValue, inset: false)
    }
    /// `.stroke(_:style:antialiased:)` on a filled shape.
    public func stroke(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> some View {
        outlined(style, content.styleValue, inset: false)
    }
    /// `.strokeBorder(_:lineWidth:antialiased:)` on a filled shape: its outline inside the edge, over the fill.
    public func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    {
        outlined(StrokeStyle(lineWidth: lineWidth), content.styleValue, inset: true)
    }
    /// `.strokeBorder(_:style:antialiased:)` on a filled shape.
    public func strokeBorder(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> some View {
        outlined(style, content.styleValue, inset: true)
    }
}

/// A trimmed shape (`.trim(from:to:)`): drawn as its path, from one fraction of it to another.
public struct TrimmedShape<Base: Shape>: Shape, TrimmedShapeProtocol {
    public typealias Body = Never
    let base: Base
    let from: CGFloat
    let to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var baseShape: any Shape { base }
    var range: ClosedRange<Double> {
        let clamp = { (value: CGFloat) in value.isFinite ? min(1, max(0, Double(value))) : 0 }
        let (start, end) = (clamp(from), clamp(to))
        return min(start, end)...max(start, end)
    }
}

/// What the resolver asks of a trimmed shape, whatever its base.
protocol TrimmedShapeProtocol {
    var baseShape: any Shape { get }
    var range: ClosedRange<Double> { get }
}

/// A shape whose outline is moved, turned or scaled within its rect (`.rotation`, `.offset`,
/// `.scale` on a shape): archived as a path.
public struct TransformedShape<Base: Shape>: Shape {
    public typealias Body = Never
    let base: Base
    let transform: @Sendable (CGRect) -> (CGPoint) -> CGPoint
    public func path(in rect: CGRect) -> Path { base.path(in: rect).mapPoints(transform(rect)) }
}

/// A built-in shape inset by an amount on every side (`InsettableShape.inset(by:)`).
public struct InsetShape<Base: Shape>: InsettableShape {
    public typealias Body = Never
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> InsetShape<Base> { InsetShape(base: base, amount: self.amount + amount) }
}

/// A shape with its type erased (`AnyShape`).
public struct AnyShape: Shape {
    public typealias Body = Never
    let base: any Shape
    public init<S: Shape>(_ shape: S) { base = (shape as? AnyShape)?.base ?? shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// How a rounded rectangle's corners curve (`RoundedCornerStyle`); mirrors draw both as circular arcs.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}

/// `Rectangle()`
public struct Rectangle: InsettableShape, BuiltInShape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) }
}

/// `RoundedRectangle(cornerRadius:style:)`, `RoundedRectangle(cornerSize:style:)`
public struct RoundedRectangle: InsettableShape, BuiltInShape, ArchivableView {
    public typealias Body = Never
    public let cornerSize: CGSize
    public let style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The corner radius (the width of an elliptical corner).
    public var cornerRadius: CGFloat { cornerSize.width }
    public var shapeKind: ShapeKind {
        cornerSize.width == cornerSize.height
            ? .roundedRectangle(cornerRadius: cornerSize.width)
            : .path(
                PathValue(path(in: CGRect(x: 0, y: 0, width: 100, height: 100)), size: CGSize(width: 100, height: 100)))
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(base: self, amount: amount) }
}

/// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`:
/// each corner its own radius.
public struct UnevenRoundedRectangle: InsettableShape {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return path
    }
    public func inset(by amount: CGFloat) -> InsetShape<UnevenRoundedRectangle> {
        InsetShape(base: self, amount: amount)
    }
}

/// `Circle()`: the largest circle that fits, centred.
public struct Circle: InsettableShape, BuiltInShape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) }
}

/// `Ellipse()`
public struct Ellipse: InsettableShape, BuiltInShape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) }
}

/// `Capsule(style:)`: a rectangle whose short sides are half circles.
public struct Capsule: InsettableShape, BuiltInShape, ArchivableView {
    public typealias Body = Never
    public let style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var shapeKind: ShapeKind { .capsule }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
    public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) }
}

/// `ContainerRelativeShape()`: a rounded rectangle whose corners follow the widget's own,
/// less the space between them. As a path (transformed, trimmed) its corners are the
/// widget's content corners, 6 points.
public struct ContainerRelativeShape: InsettableShape, BuiltInShape, ArchivableView {
    public typealias Body = Never
    public init() {}
    public var shapeKind: ShapeKind { .containerRelative }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 6) }
    public func inset(by amount: CGFloat) -> InsetShape<ContainerRelativeShape> {
        InsetShape(base: self, amount: amount)
    }
}
