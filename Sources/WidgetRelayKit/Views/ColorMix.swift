import Foundation

extension Gradient {
    /// A method of interpolating between colours (SwiftUI's `Gradient.ColorSpace`): in the output
    /// colour space (``device``: sRGB's components here) or in a perceptual one (``perceptual``:
    /// OKLab here; Apple does not say which space it uses). `Color.mix(with:by:in:)` mixes in it.
    public struct ColorSpace: Sendable, Hashable {
        let isPerceptual: Bool
        /// Interpolates colours in the output colour space.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates colours in a perceptual colour space.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// `mix(with:by:in:)` (iOS 18): this colour mixed with `rhs` by `fraction` (0 is this colour,
    /// 1 is `rhs`, 0.5 equal parts), in `colorSpace`. Mixed as archived, in each appearance: a
    /// system colour (`.pink`) is mixed in its light and its dark values, so the mix is a colour of
    /// each appearance, as a dynamic colour mixed on iOS is. A colour the kit cannot resolve to
    /// values (a catalog name no catalog has) is not mixed: the nearer of the two is kept.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(value: ColorMix(fraction: fraction, colorSpace: colorSpace).mixed(value, rhs.value))
    }
}

/// One `Color.mix(with:by:in:)`: two archived colours mixed, per appearance, in sRGB or OKLab.
struct ColorMix: Sendable, Equatable {
    /// The fraction, in 0…1 (NaN: 0).
    let fraction: Double
    let colorSpace: Gradient.ColorSpace

    init(fraction: Double, colorSpace: Gradient.ColorSpace) {
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.colorSpace = colorSpace
    }

    /// `lhs` mixed with `rhs`: `.rgba` where both appearances mix to one value, else `.adaptive`.
    func mixed(_ lhs: ColorValue, _ rhs: ColorValue) -> ColorValue {
        guard let left = Self.appearances(lhs), let right = Self.appearances(rhs) else {
            return fraction < 0.5 ? lhs : rhs
        }
        let light = mixed(left.light, right.light)
        let dark = mixed(left.dark, right.dark)
        if light == dark {
            return .rgba(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity)
        }
        return .adaptive(light: light, dark: dark)
    }

    /// Two sRGB values mixed in the mix's space; the opacity linearly.
    func mixed(_ a: RGBAValue, _ b: RGBAValue) -> RGBAValue {
        let t = fraction
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let opacity = lerp(a.opacity, b.opacity)
        guard colorSpace.isPerceptual else {
            return RGBAValue(
                red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), opacity: opacity)
        }
        let x = OKLab(a), y = OKLab(b)
        let mixed = OKLab(lightness: lerp(x.lightness, y.lightness), a: lerp(x.a, y.a), b: lerp(x.b, y.b))
        var value = mixed.sRGB
        value.opacity = opacity
        return value
    }

    /// A colour's sRGB values in the light and the dark appearance; nil for a name the kit has no
    /// values for (a catalog colour no catalog has, a fill level).
    static func appearances(_ value: ColorValue) -> (light: RGBAValue, dark: RGBAValue)? {
        switch value {
        case .rgba(let red, let green, let blue, let opacity):
            let rgba = RGBAValue(red: red, green: green, blue: blue, opacity: opacity)
            return (rgba, rgba)
        case .adaptive(let light, let dark):
            return (light, dark)
        case .named(let name, let opacity):
            let system =
                name == "accentColor"
                ? SystemColor.systemBlue
                : SystemColor.swiftUI[name] ?? SystemColor.named.values.first { $0.mirrorName == name }
            guard let system else { return nil }
            var light = system.light, dark = system.dark
            light.opacity *= opacity
            dark.opacity *= opacity
            return (light, dark)
        }
    }
}

/// A colour in Björn Ottosson's OKLab, from and to sRGB (components clamped to 0…1 on the way back).
struct OKLab: Sendable, Equatable {
    let lightness: Double
    let a: Double
    let b: Double

    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    init(_ rgba: RGBAValue) {
        let r = Self.linear(rgba.red), g = Self.linear(rgba.green), bl = Self.linear(rgba.blue)
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl)
        lightness = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
        a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
        b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    }

    /// The colour in sRGB, opaque.
    var sRGB: RGBAValue {
        let l1 = lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b
        let m1 = lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b
        let s1 = lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b
        let l = l1 * l1 * l1, m = m1 * m1 * m1, s = s1 * s1 * s1
        let r = 4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s
        let g = -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s
        let bl = -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
        return RGBAValue(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(bl), opacity: 1)
    }

    /// sRGB's transfer function undone.
    static func linear(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    /// sRGB's transfer function, clamped to 0…1.
    static func encoded(_ c: Double) -> Double {
        let c = min(1, max(0, c))
        return c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
