import Foundation

extension Color {
    /// `exposureAdjust(_:)` (iOS 26): this colour with its linear-light components multiplied by
    /// 2^`stops`, as Apple's does. Apple raises the colour's HDR headroom with it; mirrors draw in
    /// SDR, so a component brighter than white is clipped to white (the colour as an SDR display
    /// shows it). Adjusted as archived, in each appearance (a system colour in its light and dark
    /// values); a colour the kit cannot resolve to values (a catalog name no catalog has) is kept.
    public func exposureAdjust(_ stops: Double) -> Color {
        Color(value: ColorExposure(stops: stops).adjusted(value))
    }
}

/// One `Color.exposureAdjust(_:)`: an archived colour's linear-light components scaled, per appearance.
struct ColorExposure: Sendable, Equatable {
    /// The factor, 2^stops (a stops value that is not finite: 1, no change).
    let factor: Double

    init(stops: Double) {
        let factor = pow(2, stops)
        self.factor = factor.isFinite ? factor : 1
    }

    /// `value` adjusted: `.rgba` where both appearances give one value, else `.adaptive`.
    func adjusted(_ value: ColorValue) -> ColorValue {
        guard factor != 1, let (light, dark) = ColorMix.appearances(value) else { return value }
        let l = adjusted(light), d = adjusted(dark)
        if l == d { return .rgba(red: l.red, green: l.green, blue: l.blue, opacity: l.opacity) }
        return .adaptive(light: l, dark: d)
    }

    /// Each sRGB component scaled in linear light (clipped to 0…1); the opacity kept.
    func adjusted(_ rgba: RGBAValue) -> RGBAValue {
        func scale(_ c: Double) -> Double {
            let light = OKLab.linear(c) * factor
            return light >= 1 ? 1 : OKLab.encoded(light)
        }
        return RGBAValue(red: scale(rgba.red), green: scale(rgba.green), blue: scale(rgba.blue), opacity: rgba.opacity)
    }
}
