import Foundation
import MirrorText
import WidgetRelayKit

/// An opaque sRGB colour, each component 0…1: what the contrast rule measures.
struct RGB: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    static let black = RGB(red: 0, green: 0, blue: 0)

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A table colour's components (its opacity aside).
    init(_ value: RGBAValue) { self.init(red: value.red, green: value.green, blue: value.blue) }
    static let white = RGB(red: 1, green: 1, blue: 1)

    /// This colour at `alpha` laid over `backdrop`.
    func over(_ backdrop: RGB, alpha: Double) -> RGB {
        let a = CSS.unit(alpha)
        return RGB(
            red: red * a + backdrop.red * (1 - a), green: green * a + backdrop.green * (1 - a),
            blue: blue * a + backdrop.blue * (1 - a))
    }

    /// The colour `fraction` (0…1) of the way from this one to `other`.
    func mixed(toward other: RGB, _ fraction: Double) -> RGB { other.over(self, alpha: fraction) }

    /// WCAG 2's relative luminance.
    var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// As CSS (`rgb(r,g,b)`, each 0…255).
    var css: String { CSSColor.rgba(red, green, blue, 1) }
}

/// WCAG 2's contrast rule for text a phone colours: text and its background at least
/// ``minimum`` apart (AA for body text). An author's colours that pass are kept as they are;
/// text that fails is moved toward black or white — whichever the background leaves more room
/// for — by the least amount that passes, so it keeps as much of its hue as it can.
enum Contrast {
    /// WCAG 2.x AA for normal text.
    static let minimum = 4.5

    /// The contrast ratio of two colours, 1…21.
    static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (la, lb) = (a.luminance, b.luminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `text` if it is legible on `background`, otherwise the nearest colour toward black or
    /// white that is (never less than ``minimum``: one of black and white always passes).
    static func legible(_ text: RGB, on background: RGB) -> RGB {
        guard ratio(text, background) < minimum else { return text }
        let target = ratio(.white, background) >= ratio(.black, background) ? RGB.white : RGB.black
        // Along the way to the target the ratio falls (while the text crosses the background's
        // luminance) and then only rises: past the first fraction that passes, every one does.
        // Aimed a little above the minimum: CSS writes each component in 256 steps.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if ratio(text.mixed(toward: target, middle), background) >= minimum + 0.05 {
                high = middle
            } else {
                low = middle
            }
        }
        return text.mixed(toward: target, high)
    }
}
