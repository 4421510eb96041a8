import Foundation

extension Color {
    /// The RGB colour spaces a colour's components may be given in (SwiftUI's
    /// `Color.RGBColorSpace`).
    public enum RGBColorSpace: Sendable, Hashable {
        /// sRGB, gamma-encoded: the components as the archive keeps them.
        case sRGB
        /// sRGB with linear components.
        case sRGBLinear
        /// Display P3, gamma-encoded (sRGB's transfer function, wider primaries).
        case displayP3
    }

    /// `Color(.sRGB, red:green:blue:opacity:)`, `Color(.displayP3, red: …)`: the colour converted
    /// to gamma-encoded sRGB, the space mirrors draw in. A Display P3 colour outside sRGB's gamut
    /// is clamped to its edge (iOS draws it on a P3 screen, a page cannot).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// `Color(.sRGB, white:opacity:)`: a grey in that space, converted to gamma-encoded sRGB.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Display P3 and sRGB share D65 and the transfer function: decode, change primaries, encode.
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (
                encode(1.224_940_2 * lr - 0.224_940_2 * lg),
                encode(-0.042_056_9 * lr + 1.042_057_1 * lg),
                encode(-0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_5 * lb)
            )
        }
    }

    /// sRGB's transfer function, linear to encoded, clamped to 0…1 (NaN is 0).
    static func encode(_ linear: Double) -> Double {
        let x = linear.isNaN ? 0 : min(1, max(0, linear))
        return x <= 0.003_130_8 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    }

    /// sRGB's transfer function, encoded to linear, clamped to 0…1 (NaN is 0).
    static func decode(_ encoded: Double) -> Double {
        let x = encoded.isNaN ? 0 : min(1, max(0, encoded))
        return x <= 0.040_45 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
    }
}
