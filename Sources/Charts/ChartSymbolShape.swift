import Foundation
@_spi(Charts) import WidgetRelayKit

/// A shape a point mark is drawn as (Charts' `ChartSymbolShape`): a `Shape` with the rect that
/// looks as large as a unit square (`perceptualUnitRect`), by which the chart sizes it.
public protocol ChartSymbolShape: Shape {
    /// The rect, in the unit square the symbol is drawn in, that viewers perceive as the unit
    /// square: the chart draws the symbol so that this rect has the mark's symbol size.
    var perceptualUnitRect: CGRect { get }
}

/// Charts' own symbols (`BasicChartSymbolShape`): `.circle`, `.square`, `.triangle`, `.diamond`,
/// `.pentagon`, `.plus`, `.cross`, `.asterisk`, each drawn in the unit rect it is given.
public struct BasicChartSymbolShape: ChartSymbolShape {
    enum Kind: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    /// Drawn as an outline `lineWidth` wide inside its edge (`strokeBorder(lineWidth:)`); nil: filled.
    let border: CGFloat?

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        guard let border else { return Self.outline(kind, in: rect) }
        let inset = rect.insetBy(dx: border / 2, dy: border / 2)
        return Self.outline(kind, in: inset).strokedPath(StrokeStyle(lineWidth: border))
    }

    /// `strokeBorder(lineWidth:)`: the symbol's outline, stroked inside its edge.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        BasicChartSymbolShape(kind: kind, border: max(0, lineWidth))
    }

    private static func outline(_ kind: Kind, in r: CGRect) -> Path {
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        var path = Path()
        switch kind {
        case .circle: path.addEllipse(in: r)
        case .square: path.addRect(r)
        case .triangle:
            path.addLines([at(0.5, 0), at(1, 1), at(0, 1)])
            path.closeSubpath()
        case .diamond:
            path.addLines([at(0.5, 0), at(1, 0.5), at(0.5, 1), at(0, 0.5)])
            path.closeSubpath()
        case .pentagon:
            path.addLines(
                (0..<5).map { i in
                    let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                    return at(0.5 + 0.5 * CGFloat(cos(angle)), 0.5 + 0.5 * CGFloat(sin(angle)))
                })
            path.closeSubpath()
        case .plus, .cross, .asterisk:
            // Bars a third of the size wide through the centre: upright (plus), diagonal
            // (cross), both (asterisk).
            let angles: [Double]
            switch kind {
            case .plus: angles = [0, Double.pi / 2]
            case .cross: angles = [Double.pi / 4, 3 * Double.pi / 4]
            default: angles = [0, Double.pi / 3, 2 * Double.pi / 3]
            }
            for angle in angles {
                let c = CGFloat(cos(angle)), s = CGFloat(sin(angle))
                let half: CGFloat = 0.5, thick: CGFloat = 1.0 / 6
                let offsets: [(CGFloat, CGFloat)] = [(-half, -thick), (half, -thick), (half, thick), (-half, thick)]
                let corners = offsets.map { (u: CGFloat, v: CGFloat) -> CGPoint in
                    let x: CGFloat = 0.5 + u * c - v * s
                    let y: CGFloat = 0.5 + u * s + v * c
                    return at(x, y)
                }
                path.addLines(corners)
                path.closeSubpath()
            }
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle, border: nil) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square, border: nil) }
    /// A triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle, border: nil) }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond, border: nil) }
    /// A pentagon, point up.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon, border: nil) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus, border: nil) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross, border: nil) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk, border: nil) }
}

/// A symbol shape with its type erased (`AnyChartSymbolShape`).
public struct AnyChartSymbolShape: ChartSymbolShape {
    private let content: any ChartSymbolShape

    public init(_ content: any ChartSymbolShape) { self.content = content }

    public var perceptualUnitRect: CGRect { content.perceptualUnitRect }
    public func path(in rect: CGRect) -> Path { content.path(in: rect) }
}

/// A point mark's symbol as the chart draws it: the symbol's path, drawn so that its perceptual
/// unit rect is `size` square and centred on the point.
struct ChartSymbolOutline: Sendable {
    let elements: [Path.Element]

    /// `symbol` (a filled circle when nil, Charts' default) for a mark `size` points square,
    /// centred on the origin.
    init(_ symbol: (any ChartSymbolShape)?, size: CGFloat) {
        let unit = symbol?.perceptualUnitRect ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        guard size > 0, size.isFinite, unit.width > 0, unit.height > 0 else {
            elements = []
            return
        }
        // The frame in which `unit` is the size × size square centred on the origin.
        let width = size / unit.width, height = size / unit.height
        let frame = CGRect(
            x: -(unit.midX * width), y: -(unit.midY * height), width: width, height: height)
        var path = Path()
        if let symbol { path = symbol.path(in: frame) } else { path.addEllipse(in: frame) }
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        self.elements = elements
    }

    /// The outline centred on `center`.
    func path(at center: CGPoint) -> Path {
        var path = Path()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p.moved(by: center))
            case .line(let p): path.addLine(to: p.moved(by: center))
            case .quadCurve(let p, let c): path.addQuadCurve(to: p.moved(by: center), control: c.moved(by: center))
            case .curve(let p, let c1, let c2):
                path.addCurve(to: p.moved(by: center), control1: c1.moved(by: center), control2: c2.moved(by: center))
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}

extension CGPoint {
    fileprivate func moved(by offset: CGPoint) -> CGPoint { CGPoint(x: x + offset.x, y: y + offset.y) }
}

extension ChartMark {
    /// The side of the square a point's symbol fills: its area's root, else the kit's 6-point dot.
    var symbolSide: CGFloat { symbolArea.map { $0.squareRoot() } ?? 6 }
}
