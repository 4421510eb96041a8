import Foundation
import MirrorText
import WidgetRelayKit

/// Archived gradients and materials as CSS, drawn over the bounds of the box they fill as
/// SwiftUI draws them over the view's bounds.
///
/// A linear gradient runs from its start to its end point in unit space, its lines of one
/// colour perpendicular to that line *in unit space*: CSS's side and corner keywords (`to
/// right`, `to bottom right`) are exactly that, whatever the box's size, so every gradient
/// along an axis or a unit-space diagonal is drawn exactly, its stops moved to where the
/// start and end points fall on CSS's gradient line. Another direction is drawn at its angle
/// in a square box (exact there; a wide box tilts it less than SwiftUI would). Radial, angular
/// (`conic-gradient`) and elliptical gradients are exact. Every number is clamped; colours come
/// from ``CSSColor``, so the rendering mode recolours a gradient as it does a colour.
enum CSSGradient {
    /// `gradient` as a CSS `<image>`.
    static func css(_ gradient: GradientValue, _ paint: Paint) -> String {
        var colors = gradient.stops.map { CSSColor.css($0.color, paint) }
        if gradient.isSystemVariation, let first = colors.first, let last = colors.last {
            // iOS's `Color.gradient`: a little lighter at the top, a little darker at the bottom.
            colors[0] = "color-mix(in srgb,\(first),white 18%)"
            colors[colors.count - 1] = "color-mix(in srgb,\(last),black 6%)"
        }
        let locations = gradient.stops.map { CSS.unit($0.location) }
        func stops(_ position: (Double) -> String) -> String {
            zip(colors, locations).map { "\($0) \(position($1))" }.joined(separator: ",")
        }
        switch gradient.geometry {
        case .linear(let start, let end):
            let line = linearLine(from: point(start), to: point(end))
            return
                "linear-gradient(\(line.direction),\(stops { CSS.number(CSS.clamp(line.position($0) * 100, -100_000...100_000)) + "%" }))"
        case .radial(let center, let startRadius, let endRadius):
            let (from, to) = (CSS.clamp(startRadius, CSS.lengths), CSS.clamp(endRadius, CSS.lengths))
            return
                "radial-gradient(circle \(CSS.px(max(to, 0.01), 0.01...2000)) at \(at(center)),\(stops { CSS.px(from + $0 * (to - from)) }))"
        case .angular(let center, let startAngle, let endAngle):
            let from = CSS.clamp(startAngle, -3600...3600), to = CSS.clamp(endAngle, -3600...3600)
            // SwiftUI's 0° is the trailing side, CSS's the top: both clockwise.
            return
                "conic-gradient(from \(CSS.number(from + 90))deg at \(at(center)),\(stops { CSS.number($0 * (to - from)) + "deg" }))"
        case .elliptical(let center, let startFraction, let endFraction):
            let from = CSS.clamp(startFraction, 0...100), to = max(CSS.clamp(endFraction, 0...100), 0.0001)
            let size = CSS.number(to * 100) + "%"
            return
                "radial-gradient(ellipse \(size) \(size) at \(at(center)),\(stops { CSS.number((from + $0 * (to - from)) / to * 100) + "%" }))"
        }
    }

    /// A unit point clamped to what a page draws (±1,000 of the box).
    static func point(_ point: UnitPointValue) -> (x: Double, y: Double) {
        (CSS.clamp(point.x, -1000...1000), CSS.clamp(point.y, -1000...1000))
    }

    /// A unit point as a CSS position: `X% Y%`.
    static func at(_ unit: UnitPointValue) -> String {
        let (x, y) = point(unit)
        return CSS.number(x * 100) + "% " + CSS.number(y * 100) + "%"
    }

    /// The CSS direction of SwiftUI's line from `start` to `end`, and where a location along
    /// SwiftUI's line falls along CSS's (a fraction of CSS's gradient line).
    static func linearLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double))
        -> (direction: String, position: (Double) -> Double)
    {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let tiny = 1e-9
        guard abs(dx) > tiny || abs(dy) > tiny else {
            // No line: the first colour everywhere, as SwiftUI draws it.
            return ("to bottom", { _ in 0 })
        }
        // CSS's position of a unit-space point along a side or corner keyword's line: the mean of
        // its distances from the sides it runs away from.
        let horizontal = abs(dx) > tiny ? (dx > 0 ? "right" : "left") : nil
        let vertical = abs(dy) > tiny ? (dy > 0 ? "bottom" : "top") : nil
        func along(_ x: Double, _ y: Double) -> Double {
            var sum = 0.0, count = 0.0
            if horizontal != nil { sum += dx > 0 ? x : 1 - x; count += 1 }
            if vertical != nil { sum += dy > 0 ? y : 1 - y; count += 1 }
            return sum / count
        }
        if horizontal == nil || vertical == nil || abs(abs(dx) - abs(dy)) < tiny {
            let keyword = "to " + [vertical, horizontal].compactMap { $0 }.joined(separator: " ")
            let origin = along(start.x, start.y), step = max(abs(dx), abs(dy))
            return (keyword, { origin + $0 * step })
        }
        // Another direction: its angle in a square (CSS: 0deg up, clockwise), the line through
        // the centre as long as the square's extent along it.
        let length = (dx * dx + dy * dy).squareRoot()
        let (ux, uy) = (dx / length, dy / length)
        let extent = abs(ux) + abs(uy)
        let degrees = atan2(dx, -dy) * 180 / .pi
        let origin = ((start.x - 0.5) * ux + (start.y - 0.5) * uy) / extent + 0.5
        return (CSS.number(degrees) + "deg", { origin + $0 * length / extent })
    }

    /// A material: its tint (light or dark) and how much it blurs what is behind.
    static func material(_ name: String, dark: Bool) -> [(String, String)] {
        let (alpha, blur): (Double, Double) =
            switch name {
            case "ultraThin": (0.35, 8)
            case "thin": (0.5, 12)
            case "thick": (0.78, 24)
            case "ultraThick": (0.88, 30)
            case "bar": (0.8, 20)
            default: (0.65, 20)
            }
        let tint = dark ? CSSColor.rgba(0.11, 0.11, 0.12, alpha) : CSSColor.rgba(0.97, 0.97, 0.98, alpha)
        return [
            ("background-color", tint), ("backdrop-filter", "blur(\(CSS.px(blur))) saturate(1.8)"),
            ("-webkit-backdrop-filter", "blur(\(CSS.px(blur))) saturate(1.8)"),
        ]
    }
}
