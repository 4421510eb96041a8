import Foundation
import Testing
import WidgetRelayKit

/// `Path.strokedPath(_:)` as Luka's chart symbol uses it (`Path(ellipseIn:).strokedPath(StrokeStyle(lineWidth:))`,
/// a ring): the stroke's outline, a path to fill. Checked by filling it: which points it covers,
/// under the non-zero and the even-odd rule.
@Suite("Path.strokedPath")
struct PathStrokingTests {
    /// The outline's subpaths as polygons (strokedPath makes only moves, lines and closes).
    static func polygons(_ path: Path) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        path.forEach { element in
            switch element {
            case .move(let p): polygons.append([p])
            case .line(let p): polygons[polygons.count - 1].append(p)
            case .quadCurve, .curve: Issue.record("a curve in a stroked outline")
            case .closeSubpath: break
            }
        }
        return polygons
    }

    /// The winding number of `path` around `point`.
    static func winding(_ path: Path, _ point: CGPoint) -> Int {
        var winding = 0
        for polygon in polygons(path) {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, side < 0 { winding -= 1 }
            }
        }
        return winding
    }

    /// Whether the outline covers `point` under both fill rules (they agree on every point asked).
    static func covers(_ path: Path, _ x: CGFloat, _ y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        let w = winding(path, CGPoint(x: x, y: y))
        #expect((w != 0) == (w % 2 != 0), "the fill rules disagree at (\(x), \(y))", sourceLocation: sourceLocation)
        return w != 0
    }

    @Test("a stroked circle is a ring: its hole, its band and its outside, as Luka's donut symbol draws")
    func ring() {
        // Luka's DonutSymbolShape in a 20-point rect: line width 5, the circle inset by 2.5.
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let ring = Path(ellipseIn: rect.insetBy(dx: 2.5, dy: 2.5)).strokedPath(StrokeStyle(lineWidth: 5))
        #expect(Self.polygons(ring).count == 2, "its outer and inner edges")
        #expect(!Self.covers(ring, 10, 10), "the hole")
        #expect(!Self.covers(ring, 12, 12))
        #expect(Self.covers(ring, 10, 1) && Self.covers(ring, 1, 10) && Self.covers(ring, 19, 10))
        #expect(Self.covers(ring, 10, 4.5), "the band's inner part (radius 5.5)")
        #expect(!Self.covers(ring, 0.5, 0.5), "outside, in the rect's corner")
        let bounds = ring.boundingRect
        #expect(abs(bounds.minX) < 0.1 && abs(bounds.maxX - 20) < 0.1 && abs(bounds.maxY - 20) < 0.1)
    }

    @Test("an open line: butt, square and round caps; miter, bevel and round joins; dashes")
    func capsJoinsDashes() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(Self.covers(butt, 5, 0.5) && !Self.covers(butt, 5, 1.5) && !Self.covers(butt, -0.5, 0))
        let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(Self.covers(square, -0.5, 0) && Self.covers(square, 10.9, 0.9) && !Self.covers(square, -1.5, 0))
        let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
        #expect(Self.covers(round, -0.9, 0) && !Self.covers(round, -0.9, 0.9))

        var corner = Path()
        corner.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(Self.covers(miter, 10.9, -0.9), "the miter's corner")
        #expect(Self.covers(miter, 9.5, 0.5) && !Self.covers(miter, 8, 2), "the inside of the turn")
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        #expect(!Self.covers(bevel, 10.9, -0.9) && Self.covers(bevel, 10.4, -0.4))
        let limited = corner.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1.2))
        #expect(!Self.covers(limited, 10.9, -0.9), "a miter longer than the limit is bevelled (√2 > 1.2)")
        let roundJoin = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
        #expect(Self.covers(roundJoin, 10.6, -0.6) && !Self.covers(roundJoin, 10.9, -0.9))

        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
        #expect(Self.polygons(dashed).count == 3, "dashes at 0–2, 4–6, 8–10")
        #expect(Self.covers(dashed, 1, 0) && !Self.covers(dashed, 3, 0) && Self.covers(dashed, 5, 0))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2], dashPhase: 2))
        #expect(!Self.covers(shifted, 1, 0) && Self.covers(shifted, 3, 0))
    }

    @Test(
        "a dash pattern too fine for its path, or a path too long to measure, is stroked solid (millions of dashes, or a loop that never ends, before)",
        .timeLimit(.minutes(1))  // a hang guard: the loop that never ended
    )
    func boundedDashes() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 1_000, y: 0))
        let fine = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0.000_1, 0.000_1]))
        #expect(Self.polygons(fine).count == 1, "one solid outline, not 5,000,000 dashes")
        #expect(Self.covers(fine, 500, 0))
        var far = Path()
        far.move(to: CGPoint(x: -1e300, y: -1e300))
        far.addLine(to: CGPoint(x: 1e300, y: 1e300))  // its length overflows to infinity
        _ = far.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))  // returns
        let coarse = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [100, 100]))
        #expect(Self.polygons(coarse).count == 5, "a pattern within the bound is still dashed")
    }

    @Test("nothing to stroke: no width, an empty path; a point with round caps is a dot")
    func degenerate() {
        #expect(
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
        var dot = Path()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty, "butt caps: nothing")
        #expect(!dot.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).isEmpty)
    }
}
