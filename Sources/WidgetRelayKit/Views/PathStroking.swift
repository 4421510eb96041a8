import Foundation

extension Path {
    /// `strokedPath(_:)`: the outline of this path stroked with `style`, as a path to fill —
    /// its width, caps, joins (a miter past `miterLimit` is bevelled) and dashes, as CoreGraphics
    /// strokes. Curves are followed by short lines (at most a point long, 8 to 64 to a curve);
    /// a closed subpath becomes a ring (its outer and inner edges, wound opposite ways), an open
    /// one a single outline around it, so the result fills the same under either fill rule
    /// wherever a stroke does not cross itself.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        PathStroker(style: style).outline(of: self)
    }
}

/// Outlines a path's stroke (``Path/strokedPath(_:)``), a value computed in memory.
struct PathStroker {
    let style: StrokeStyle

    /// A subpath as points along it.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    func outline(of path: Path) -> Path {
        let half = style.lineWidth / 2
        var outline = Path()
        guard half > 0, half.isFinite else { return outline }
        for polyline in Self.flatten(path) {
            if let pieces = dashed(polyline) {
                for piece in pieces { addOpen(piece, half: half, to: &outline) }
            } else if polyline.closed, polyline.points.count > 2 {
                addClosed(polyline.points, half: half, to: &outline)
            } else {
                addOpen(polyline.points, half: half, to: &outline)
            }
        }
        return outline
    }

    // MARK: Flattening

    /// Each subpath as points (repeated points dropped), curves followed by short lines.
    static func flatten(_ path: Path) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        // After a close, a line or curve starts where the closed subpath began, as in CoreGraphics.
        var restart: CGPoint?
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline(points: [], closed: false)
        }
        func add(_ point: CGPoint) {
            if current.points.isEmpty, let start = restart, distance(start, point) >= 1e-9 {
                current.points.append(start)
            }
            restart = nil
            guard point.x.isFinite, point.y.isFinite else { return }
            if let last = current.points.last, distance(last, point) < 1e-9 { return }
            current.points.append(point)
        }
        path.forEach { element in
            switch element {
            case .move(let point):
                finish()
                restart = nil
                add(point)
            case .line(let point):
                add(point)
            case .quadCurve(let end, let control):
                let start = current.points.last ?? restart ?? end
                let count = segments(distance(start, control) + distance(control, end))
                for i in 1...count {
                    let t = CGFloat(i) / CGFloat(count), u = 1 - t
                    add(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let start = current.points.last ?? restart ?? end
                let count = segments(distance(start, c1) + distance(c1, c2) + distance(c2, end))
                for i in 1...count {
                    let t = CGFloat(i) / CGFloat(count), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(
                        CGPoint(
                            x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                            y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                // A closed subpath ends where it began: that point is not repeated.
                if current.points.count > 1, let first = current.points.first, let last = current.points.last,
                    distance(first, last) < 1e-9
                {
                    current.points.removeLast()
                }
                current.closed = true
                let start = current.points.first
                finish()
                restart = start
            }
        }
        finish()
        return result
    }

    /// How many lines follow a curve whose control polygon is `length` long.
    private static func segments(_ length: CGFloat) -> Int {
        guard length.isFinite else { return 8 }
        return max(8, min(64, Int(length.rounded(.up))))
    }

    // MARK: Dashes

    /// At most this many dash periods along one subpath: a finer pattern (a dash of 0.001 along a
    /// widget's edge) would make millions of pieces, so the subpath is stroked solid instead.
    static let maximumDashPeriods = 4_096

    /// The dashes of a subpath as open pieces; nil when the style has no dashes, or when the
    /// subpath is too long for its pattern (``maximumDashPeriods``, or a length past `Double`'s
    /// range): then it is stroked solid.
    func dashed(_ polyline: Polyline) -> [[CGPoint]]? {
        let pattern = style.dash.map { $0.isFinite ? max(0, $0) : 0 }
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, total > 0, total.isFinite else { return nil }
        var points = polyline.points
        if polyline.closed, let first = points.first { points.append(first) }
        guard let start = points.first else { return [] }
        let length = zip(points, points.dropFirst()).reduce(0) { $0 + Self.distance($1.0, $1.1) }
        guard length.isFinite, length / total <= Double(Self.maximumDashPeriods) else { return nil }
        var index = 0, remaining = pattern[0], on = true
        var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: total) : 0
        if phase < 0 { phase += total }
        while phase > 0 {
            if phase >= remaining {
                phase -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                on.toggle()
            } else {
                remaining -= phase
                phase = 0
            }
        }
        var pieces: [[CGPoint]] = []
        var current: [CGPoint] = on ? [start] : []
        for (a, b) in zip(points, points.dropFirst()) {
            var from = a
            var left = Self.distance(a, b)
            while left > 0 {
                if remaining >= left {
                    remaining -= left
                    left = 0
                    if on { current.append(b) }
                } else {
                    let t = remaining / left
                    let point = CGPoint(x: from.x + (b.x - from.x) * t, y: from.y + (b.y - from.y) * t)
                    if on {
                        current.append(point)
                        pieces.append(current)
                        current = []
                    } else {
                        current = [point]
                    }
                    from = point
                    left -= remaining
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if on, !current.isEmpty { pieces.append(current) }
        return pieces
    }

    // MARK: Outlines

    /// An open piece: its left edge forward, the end cap, its right edge back, the start cap.
    func addOpen(_ raw: [CGPoint], half: CGFloat, to outline: inout Path) {
        var points: [CGPoint] = []
        for point in raw where points.last.map({ Self.distance($0, point) >= 1e-9 }) ?? true { points.append(point) }
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A piece of no length: a dot where the cap has one (round, square), nothing for butt.
            switch style.lineCap {
            case .butt: return
            case .round:
                outline.addEllipse(in: CGRect(x: first.x - half, y: first.y - half, width: 2 * half, height: 2 * half))
            case .square:
                outline.addRect(CGRect(x: first.x - half, y: first.y - half, width: 2 * half, height: 2 * half))
            }
            return
        }
        let directions = zip(points, points.dropFirst()).map { Self.unit(from: $0, to: $1) }
        var edge: [CGPoint] = []
        edge += side(points, directions, sign: 1, half: half, closed: false)
        edge += cap(at: points[points.count - 1], outward: directions[directions.count - 1], half: half)
        edge += side(points, directions, sign: -1, half: half, closed: false).reversed()
        edge += cap(at: first, outward: Self.negated(directions[0]), half: half)
        outline.addLines(edge)
        outline.closeSubpath()
    }

    /// A closed subpath: its outer and inner edges, wound opposite ways.
    func addClosed(_ points: [CGPoint], half: CGFloat, to outline: inout Path) {
        let next = Array(points.dropFirst()) + [points[0]]
        let directions = zip(points, next).map { Self.unit(from: $0, to: $1) }
        outline.addLines(side(points, directions, sign: 1, half: half, closed: true))
        outline.closeSubpath()
        outline.addLines(side(points, directions, sign: -1, half: half, closed: true).reversed())
        outline.closeSubpath()
    }

    /// One edge of the stroke: each point offset by `half` to the `sign` side, joined at corners.
    private func side(_ points: [CGPoint], _ directions: [CGPoint], sign: CGFloat, half: CGFloat, closed: Bool)
        -> [CGPoint]
    {
        var edge: [CGPoint] = []
        for (i, point) in points.enumerated() {
            let incoming = i > 0 ? directions[i - 1] : (closed ? directions[directions.count - 1] : nil)
            let outgoing = i < directions.count ? directions[i] : nil
            switch (incoming, outgoing) {
            case (let d0?, let d1?):
                let before = Self.distance(points[(i + points.count - 1) % points.count], point)
                let after = Self.distance(point, points[(i + 1) % points.count])
                edge += join(at: point, from: d0, to: d1, lengths: (before, after), sign: sign, half: half)
            case (let d?, nil), (nil, let d?): edge.append(Self.offset(point, Self.normal(d), sign * half))
            case (nil, nil): break
            }
        }
        return edge
    }

    /// Where two segments meet at `point`, on the `sign` side: the corner by the style's join on
    /// the outside of the turn, both offsets on its inside.
    private func join(
        at point: CGPoint, from d0: CGPoint, to d1: CGPoint, lengths: (CGFloat, CGFloat), sign: CGFloat, half: CGFloat
    ) -> [CGPoint] {
        let n0 = Self.normal(d0), n1 = Self.normal(d1)
        let a = Self.offset(point, n0, sign * half), b = Self.offset(point, n1, sign * half)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9, dot > 0 { return [a] }
        if sign * cross > 0 {
            // The inside of the turn: where the two offset edges cross, when that is along both
            // segments; else through the corner itself (a segment shorter than the stroke is wide).
            let ab = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let t = (ab.x * d1.y - ab.y * d1.x) / cross
            let u = (ab.x * d0.y - ab.y * d0.x) / cross
            if t <= 0, -t <= lengths.0 + 1e-9, u >= 0, u <= lengths.1 + 1e-9 {
                return [Self.offset(a, d0, t)]
            }
            return [a, point, b]
        }
        switch style.lineJoin {
        case .bevel:
            return [a, b]
        case .round:
            let start = atan2(sign * n0.y, sign * n0.x)
            var sweep = atan2(sign * n1.y, sign * n1.x) - start
            while sweep > .pi { sweep -= 2 * .pi }
            while sweep < -.pi { sweep += 2 * .pi }
            let count = max(2, Int((abs(sweep) * half).rounded(.up)).clamped(to: 2...32))
            return (0...count).map { i in
                let angle = start + sweep * CGFloat(i) / CGFloat(count)
                return CGPoint(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
            }
        case .miter:
            let sum = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
            guard length > 1e-9 else { return [a, b] }
            let bisector = CGPoint(x: sum.x / length, y: sum.y / length)
            let cosine = bisector.x * n0.x + bisector.y * n0.y
            // CoreGraphics bevels a miter longer than miterLimit times the line width.
            guard cosine > 1e-9, 1 / cosine <= style.miterLimit else { return [a, b] }
            return [Self.offset(point, bisector, sign * half / cosine)]
        }
    }

    /// An end's cap, from the left edge to the right edge around `point`, facing `outward`.
    private func cap(at point: CGPoint, outward: CGPoint, half: CGFloat) -> [CGPoint] {
        let n = Self.normal(outward)
        switch style.lineCap {
        case .butt:
            return []
        case .square:
            return [
                CGPoint(x: point.x + (n.x + outward.x) * half, y: point.y + (n.y + outward.y) * half),
                CGPoint(x: point.x + (-n.x + outward.x) * half, y: point.y + (-n.y + outward.y) * half),
            ]
        case .round:
            let count = Int((CGFloat.pi * half).rounded(.up)).clamped(to: 4...32)
            return (1..<count).map { i in
                let t = CGFloat.pi * CGFloat(i) / CGFloat(count)
                return CGPoint(
                    x: point.x + half * (cos(t) * n.x + sin(t) * outward.x),
                    y: point.y + half * (cos(t) * n.y + sin(t) * outward.y))
            }
        }
    }

    // MARK: Vectors

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
    private static func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let length = distance(a, b)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }
    /// The direction a quarter turn from `d` (towards +y for +x).
    private static func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }
    private static func negated(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.x, y: -d.y) }
    private static func offset(_ point: CGPoint, _ direction: CGPoint, _ length: CGFloat) -> CGPoint {
        CGPoint(x: point.x + direction.x * length, y: point.y + direction.y * length)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
