import Foundation
import MirrorText

/// CSS values from numbers a phone sent: clamped to sane ranges and always finite,
/// so no `nan`, `inf` or absurd size ever reaches a stylesheet.
enum CSS {
    /// Lengths (frames, paddings, spacing, spacer lengths): 0…2000 px.
    static let lengths = 0.0...2000.0
    /// Font sizes: 1…200 px.
    static let fontSizes = 1.0...200.0

    /// `value` clamped into `range`; NaN becomes the range's lower bound.
    static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        guard !value.isNaN else { return range.lowerBound }
        return min(range.upperBound, max(range.lowerBound, value))
    }

    /// A finite number written compactly (at most three decimals, no exponent).
    static func number(_ value: Double) -> String {
        let finite = value.isFinite ? value : 0
        let rounded = (finite * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A length in px, clamped to ``lengths``.
    static func px(_ value: Double, _ range: ClosedRange<Double> = lengths) -> String {
        number(clamp(value, range)) + "px"
    }

    /// A fraction 0…1 (opacity, progress), NaN as 0.
    static func unit(_ value: Double) -> Double { clamp(value, 0...1) }

    /// A percentage of a fraction 0…1.
    static func percent(_ fraction: Double) -> String { number(unit(fraction) * 100) + "%" }

    /// A name from the phone as a class-name part: ASCII letters and digits only, at most 32.
    static func token(_ name: String) -> String {
        String(
            name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
                .prefix(32).map(Character.init))
    }
}
