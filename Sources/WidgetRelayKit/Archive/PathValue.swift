import Foundation

/// An archived path: its elements in points, and the size of the rect it was made for (the
/// space the view was offered on the phone), which mirrors scale to the space they give it.
/// At most ``ArchiveLimits/maxPathElements`` elements (the archiver keeps the first ones).
public struct PathValue: Sendable, Hashable {
    /// One element: a move, a line, a quadratic or cubic curve (control points first), a close.
    public enum Element: Sendable, Hashable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case quadCurve(controlX: Double, controlY: Double, x: Double, y: Double)
        case curve(control1X: Double, control1Y: Double, control2X: Double, control2Y: Double, x: Double, y: Double)
        case close
    }

    public var width: Double
    public var height: Double
    public var elements: [Element]

    public init(width: Double, height: Double, elements: [Element]) {
        self.width = width
        self.height = height
        self.elements = elements
    }

    /// `path` as archived for a rect of `size`: non-finite coordinates as 0, every one within
    /// ±``ArchiveLimits/maxCoordinate``, at most ``ArchiveLimits/maxPathElements`` elements.
    init(_ path: Path, size: CGSize) {
        let limit = ArchiveLimits.maxCoordinate
        let clamp = { (value: CGFloat) -> Double in value.isFinite ? min(limit, max(-limit, Double(value))) : 0 }
        width = clamp(size.width)
        height = clamp(size.height)
        elements = path.elements.prefix(ArchiveLimits.maxPathElements).map { element in
            switch element {
            case .move(let p): .move(x: clamp(p.x), y: clamp(p.y))
            case .line(let p): .line(x: clamp(p.x), y: clamp(p.y))
            case .quadCurve(let p, let c):
                .quadCurve(controlX: clamp(c.x), controlY: clamp(c.y), x: clamp(p.x), y: clamp(p.y))
            case .curve(let p, let c1, let c2):
                .curve(
                    control1X: clamp(c1.x), control1Y: clamp(c1.y), control2X: clamp(c2.x), control2Y: clamp(c2.y),
                    x: clamp(p.x), y: clamp(p.y))
            case .closeSubpath: .close
            }
        }
    }
}
