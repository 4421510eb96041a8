import Foundation

/// A colour set's `colors` as the archive holds them: sRGB (or Display P3 or grey, taken as
/// sRGB, as the kit's `UIColor(displayP3Red:…)` does) components written as Xcode writes them
/// (`"0.5"`, `"0x80"`, `"128"` of 255), or a reference to a system colour (`systemIndigoColor`).
enum CatalogColor {
    /// The colour of the light (or any) appearance and, when the set has one, of the dark:
    /// `.adaptive` for two, one colour for one. High-contrast variants are not used.
    static func value(of colors: [[String: Any]]) -> ColorValue? {
        var light: Entry?, dark: Entry?
        for color in colors {
            let appearances = color["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let idiom = color["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "watch"].contains(idiom), let entry = Entry(color["color"]) else { continue }
            let isDark = appearances.contains {
                $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
            }
            let isLight = appearances.isEmpty || appearances.contains { $0["value"] as? String == "light" }
            // A set's universal entry wins over a device's, as the first of each appearance.
            if isDark {
                if dark == nil || idiom == "universal" { dark = entry }
            } else if isLight {
                if light == nil || idiom == "universal" { light = entry }
            }
        }
        guard let any = light ?? dark else { return nil }
        guard let dark, light != nil else {
            switch any {
            case .components(let rgba):
                return .rgba(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.opacity)
            case .system(let system):
                if let name = system.mirrorName { return .named(name, opacity: 1) }
                return .adaptive(light: system.light, dark: system.dark)
            }
        }
        let lightValue = any.rgba(dark: false), darkValue = dark.rgba(dark: true)
        if lightValue == darkValue {
            return .rgba(
                red: lightValue.red, green: lightValue.green, blue: lightValue.blue, opacity: lightValue.opacity)
        }
        return .adaptive(light: lightValue, dark: darkValue)
    }

    /// One entry's colour.
    enum Entry: Equatable {
        case components(RGBAValue)
        case system(SystemColor)

        init?(_ json: Any?) {
            guard let color = json as? [String: Any] else { return nil }
            if let reference = color["reference"] as? String {
                guard let system = SystemColor.named[reference] else { return nil }
                self = .system(system)
                return
            }
            guard let components = color["components"] as? [String: Any] else { return nil }
            let alpha = components["alpha"].flatMap { CatalogColor.component($0, isAlpha: true) } ?? 1
            if let white = components["white"].flatMap({ CatalogColor.component($0, isAlpha: false) }) {
                self = .components(RGBAValue(red: white, green: white, blue: white, opacity: alpha))
                return
            }
            guard let red = components["red"].flatMap({ CatalogColor.component($0, isAlpha: false) }),
                let green = components["green"].flatMap({ CatalogColor.component($0, isAlpha: false) }),
                let blue = components["blue"].flatMap({ CatalogColor.component($0, isAlpha: false) })
            else { return nil }
            self = .components(RGBAValue(red: red, green: green, blue: blue, opacity: alpha))
        }

        func rgba(dark: Bool) -> RGBAValue {
            switch self {
            case .components(let rgba): rgba
            case .system(let system): dark ? system.dark : system.light
            }
        }
    }

    /// A component as Xcode writes it: a float (`"0.502"`), a hexadecimal byte (`"0x80"`) or a
    /// decimal byte (`"128"`, Xcode's 8-bit input; an alpha is always a float), clamped to 0…1
    /// (extended ranges are drawn clamped, as the kit's `UIColor` is).
    static func component(_ value: Any, isAlpha: Bool) -> Double? {
        let number: Double
        if let double = value as? Double {
            number = double
        } else if let string = (value as? String)?.trimmingCharacters(in: .whitespaces) {
            if string.lowercased().hasPrefix("0x") {
                guard let byte = Int(string.dropFirst(2), radix: 16) else { return nil }
                number = Double(byte) / 255
            } else if string.contains(".") || isAlpha {
                guard let double = Double(string) else { return nil }
                number = double
            } else {
                guard let byte = Int(string) else { return nil }
                number = Double(byte) / 255
            }
        } else {
            return nil
        }
        guard number.isFinite else { return nil }
        return min(1, max(0, number))
    }
}
