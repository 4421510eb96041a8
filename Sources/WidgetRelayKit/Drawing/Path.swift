import Foundation

/// An outline (SwiftUI's `Path`): moves, lines, quadratic and cubic curves, closed subpaths;
/// rectangles, rounded rectangles, ellipses and arcs as the curves that draw them. A `Path`
/// is a shape too (drawn as it is, whatever the rect), so `Path { p in … }.stroke(.red)`
/// draws as in SwiftUI. Archived in points for the size the view was offered on the phone;
/// mirrors draw it scaled to the space they give it.
public struct Path: Shape, Equatable {
    public typealias Body = Never

    /// One element of a path (`Path.Element`).
    public enum Element: Sendable, Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    public init() {}
    /// `Path(_ rect:)`
    public init(_ rect: CGRect) { addRect(rect) }
    /// `Path(roundedRect:cornerRadius:style:)`
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// `Path(roundedRect:cornerSize:style:)`
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// `Path(ellipseIn:)`
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// `Path { path in … }`
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// A path as a shape: itself, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }

    /// Whether it has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ended (nil before the first move).
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point)?, .line(let point)?, .quadCurve(let point, _)?, .curve(let point, _, _)?: point
        case .closeSubpath?: subpathStart
        case nil: nil
        }
    }

    /// The smallest rectangle holding every point of it (control points included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }
    public mutating func addLine(to point: CGPoint) { startIfNeeded(); elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded()
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded()
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// A line needs a point to start from: CoreGraphics starts at the origin when none was set.
    private mutating func startIfNeeded() { if currentPoint == nil { move(to: .zero) } }

    /// `addLines(_:)`: a move to the first point, lines to the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// `addRoundedRect(in:cornerSize:style:)`: corners of quarter ellipses (a continuous corner
    /// is drawn circular).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        addRoundedRect(in: r, radii: [(rx, ry), (rx, ry), (rx, ry), (rx, ry)])
    }
    /// `addRoundedRect(in:cornerRadii:style:)`: each corner its own radius.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = { (value: CGFloat) in max(0, min(value, limit)) }
        addRoundedRect(
            in: r,
            radii: [
                (radius(cornerRadii.topLeading), radius(cornerRadii.topLeading)),
                (radius(cornerRadii.topTrailing), radius(cornerRadii.topTrailing)),
                (radius(cornerRadii.bottomTrailing), radius(cornerRadii.bottomTrailing)),
                (radius(cornerRadii.bottomLeading), radius(cornerRadii.bottomLeading)),
            ])
    }

    /// Top leading, top trailing, bottom trailing, bottom leading corner radii (x, y).
    private mutating func addRoundedRect(in r: CGRect, radii: [(CGFloat, CGFloat)]) {
        let k = 0.5522847498  // a quarter circle as one cubic curve
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.0, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.0, y: r.minY))
        if tr.0 > 0 || tr.1 > 0 {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.1), control1: CGPoint(x: r.maxX - tr.0 + tr.0 * k, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr.1 - tr.1 * k))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.1))
        if br.0 > 0 || br.1 > 0 {
            addCurve(
                to: CGPoint(x: r.maxX - br.0, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br.1 + br.1 * k),
                control2: CGPoint(x: r.maxX - br.0 + br.0 * k, y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl.0, y: r.maxY))
        if bl.0 > 0 || bl.1 > 0 {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.1), control1: CGPoint(x: r.minX + bl.0 - bl.0 * k, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl.1 + bl.1 * k))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.1))
        if tl.0 > 0 || tl.1 > 0 {
            addCurve(
                to: CGPoint(x: r.minX + tl.0, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl.1 - tl.1 * k),
                control2: CGPoint(x: r.minX + tl.0 - tl.0 * k, y: r.minY))
        }
        closeSubpath()
    }

    /// `addEllipse(in:)`: four cubic curves, clockwise from the trailing side.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        addArcCurves(
            center: center, radiusX: r.width / 2, radiusY: r.height / 2, start: 0, end: 2 * .pi, moveFirst: true)
        closeSubpath()
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: a line from the current point
    /// to the arc's start, then the arc. As in SwiftUI, whose y axis points down, `clockwise`
    /// true turns counter-clockwise on screen (angles decreasing).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite else { return }
        let turn = 2 * Double.pi
        var sweep = end - start
        if clockwise {
            // Decreasing angles: a sweep in (-2π, 0].
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            if sweep <= -turn { sweep = -turn }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            if sweep >= turn { sweep = turn }
        }
        addArcCurves(
            center: center, radiusX: radius, radiusY: radius, start: start, end: start + sweep,
            moveFirst: currentPoint == nil)
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)`
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let start = startAngle.radians, sweep = max(-2 * .pi, min(2 * .pi, delta.radians))
        guard start.isFinite, sweep.isFinite, radius.isFinite else { return }
        addArcCurves(
            center: center, radiusX: radius, radiusY: radius, start: start, end: start + sweep,
            moveFirst: currentPoint == nil)
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a line toward the corner at `tangent1End`, and
    /// a circular arc of `radius` tangent to both sides of it.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else { move(to: tangent1End); return }
        let (p1, p2) = (tangent1End, tangent2End)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { addLine(to: p1); return }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius / sin(angle / 2)` from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let lb = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / lb * centerDistance, y: p1.y + bisector.y / lb * centerDistance)
        addLine(to: t1)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArcCurves(center: center, radiusX: radius, radiusY: radius, start: a1, end: a1 + sweep, moveFirst: false)
    }

    /// `addPath(_:)`: every element of `path`.
    public mutating func addPath(_ path: Path) {
        for element in path.elements {
            if case .move(let point) = element { subpathStart = point }
            elements.append(element)
        }
    }

    /// `offsetBy(dx:dy:)`: the same path, moved.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) } }

    /// The path with every point (and control point) mapped by `transform`.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: transform(p))
            case .line(let p): .line(to: transform(p))
            case .quadCurve(let p, let c): .quadCurve(to: transform(p), control: transform(c))
            case .curve(let p, let c1, let c2):
                .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        path.subpathStart = subpathStart.map(transform)
        return path
    }

    /// An elliptical arc from angle `start` to `end` (radians, y down) as cubic curves of at most
    /// a quarter turn each, with a line (or a move) to its start first.
    private mutating func addArcCurves(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: Double, end: Double, moveFirst: Bool
    ) {
        let point = { (angle: Double) in CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
        }
        if moveFirst { move(to: point(start)) } else { addLine(to: point(start)) }
        let sweep = end - start
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(
                to: point(next),
                control1: CGPoint(x: center.x + radiusX * (c0 - k * s0), y: center.y + radiusY * (s0 + k * c0)),
                control2: CGPoint(x: center.x + radiusX * (c1 + k * s1), y: center.y + radiusY * (s1 - k * c1)))
            angle = next
        }
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

/// The radii of a rectangle's four corners (`RectangleCornerRadii`).
public struct RectangleCornerRadii: Sendable, Hashable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
