import Foundation

/// A colour as widget code holds it (UIKit's `UIColor`): components, one of UIKit's system
/// colours, an asset colour by name, or a colour that depends on the traits (dark mode).
/// `Color(uiColor:)` shows it; a dynamic colour is resolved with the traits of the archive.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    enum Storage {
        /// sRGB components, 0…1 (extended range kept as given, clamped when drawn).
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)
        /// A colour a mirror knows by name (`.systemRed` is SwiftUI's `.red`), with an alpha.
        case named(String, alpha: Double)
        /// `UIColor { traits in … }`
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// `UIColor(red:green:blue:alpha:)`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `UIColor(displayP3Red:green:blue:alpha:)`: taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `UIColor(white:alpha:)`
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSB(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)).rgb
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// `UIColor(named:)`: an asset colour of the extension's catalog, by name (its light and
    /// dark appearances: WidgetRelayKit's `ExtensionResources`); a name no catalog has is kept
    /// as the name, which mirrors draw when it is one of SwiftUI's.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        if let value = ExtensionResources.current.color(named: name) {
            self.init(archivedValue: value)
        } else {
            self.init(storage: .named(name, alpha: 1))
        }
    }

    /// `UIColor(named:in:compatibleWith:)`
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// `UIColor(dynamicProvider:)`: resolved with the traits of the archive being made.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(dynamicProvider))
    }

    /// `resolvedColor(with:)`: a dynamic colour for those traits; any other colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .dynamic(let provider) = storage else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// `withAlphaComponent(_:)`
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .rgba(let red, let green, let blue, _):
            return UIColor(storage: .rgba(red: red, green: green, blue: blue, alpha: Double(alpha)))
        case .named(let name, _):
            return UIColor(storage: .named(name, alpha: Double(alpha)))
        case .dynamic(let provider):
            return UIColor(storage: .dynamic { provider($0).withAlphaComponent(alpha) })
        }
    }

    /// `getRed(_:green:blue:alpha:)`: true with the components of a colour given by them
    /// (a dynamic one resolved for the current traits); false for a named colour.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard case .rgba(let r, let g, let b, let a) = resolvedColor(with: .current).storage else { return false }
        red?.pointee = CGFloat(r)
        green?.pointee = CGFloat(g)
        blue?.pointee = CGFloat(b)
        alpha?.pointee = CGFloat(a)
        return true
    }

    /// This colour as a SwiftUI colour is archived (a dynamic one resolved with `traits`):
    /// what `Color(uiColor:)` shows.
    public func archivedValue(with traits: UITraitCollection) -> ColorValue {
        switch resolvedColor(with: traits).storage {
        case .rgba(let red, let green, let blue, let alpha): .rgba(red: red, green: green, blue: blue, opacity: alpha)
        case .named(let name, let alpha): .named(name, opacity: alpha)
        case .dynamic: .named("primary", opacity: 1)  // a provider that answers with another provider, for ever
        }
    }

    /// A colour from its archived value (`UIColor(Color)`).
    public convenience init(archivedValue: ColorValue) {
        switch archivedValue {
        case .rgba(let red, let green, let blue, let opacity):
            self.init(storage: .rgba(red: red, green: green, blue: blue, alpha: opacity))
        case .named(let name, let opacity): self.init(storage: .named(name, alpha: opacity))
        case .adaptive(let light, let dark):
            let lightColor = UIColor(red: light.red, green: light.green, blue: light.blue, alpha: light.opacity)
            let darkColor = UIColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.opacity)
            self.init(storage: .dynamic { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
        }
    }

    /// This colour as archived for every appearance: a dynamic colour whose light and dark
    /// values are components archives as both (`ColorValue.adaptive`, each mirror drawing the
    /// one of its archive's scheme); any other colour as `archivedValue(with:)` for `traits`.
    public func adaptiveArchivedValue(fallback traits: UITraitCollection) -> ColorValue {
        if case .dynamic = storage,
            case .rgba(let lr, let lg, let lb, let la) = resolvedColor(
                with: UITraitCollection(userInterfaceStyle: .light)
            ).storage,
            case .rgba(let dr, let dg, let db, let da) = resolvedColor(
                with: UITraitCollection(userInterfaceStyle: .dark)
            ).storage
        {
            return .adaptive(
                light: RGBAValue(red: lr, green: lg, blue: lb, opacity: la),
                dark: RGBAValue(red: dr, green: dg, blue: db, opacity: da))
        }
        return archivedValue(with: traits)
    }

    /// `cgColor`: this colour (there is no Core Graphics here; `CGColor` is `UIColor`).
    public var cgColor: CGColor { self }

    public var description: String {
        switch storage {
        case .rgba(let red, let green, let blue, let alpha):
            "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        case .named(let name, let alpha): "UIColor(\(name), alpha: \(alpha))"
        case .dynamic: "UIColor(dynamic)"
        }
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.rgba(a, b, c, d), .rgba(e, f, g, h)): a == e && b == f && c == g && d == h
        case let (.named(a, b), .named(c, d)): a == c && b == d
        default: lhs === rhs
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// Core Graphics' colour, which here is a `UIColor`.
public typealias CGColor = UIColor

/// Hue, saturation and brightness, each 0…1, to red, green and blue.
struct HSB {
    let hue: Double, saturation: Double, brightness: Double

    var rgb: (red: Double, green: Double, blue: Double) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(1, max(0, saturation.isFinite ? saturation : 0))
        let v = min(1, max(0, brightness.isFinite ? brightness : 0))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension UIColor {
    private static func named(_ name: String) -> UIColor { UIColor(storage: .named(name, alpha: 1)) }
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        UIColor(storage: .rgba(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha))
    }
    /// A colour that is `light` in light mode and `dark` in dark mode, as UIKit's system colours are.
    private static func system(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor(storage: .dynamic { $0.userInterfaceStyle == .dark ? dark : light })
    }
    /// One of UIKit's system colours by its name in ``SystemColor/named`` (`"systemGray2Color"`).
    private static func system(_ name: String) -> UIColor {
        guard let color = SystemColor.named[name] else { return clear }
        func rgba(_ value: RGBAValue) -> UIColor {
            UIColor(storage: .rgba(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity))
        }
        return system(rgba(color.light), rgba(color.dark))
    }

    // The colours SwiftUI also has, by the name a mirror knows them.
    public static var black: UIColor { named("black") }
    public static var white: UIColor { named("white") }
    public static var clear: UIColor { named("clear") }
    public static var red: UIColor { named("red") }
    public static var green: UIColor { named("green") }
    public static var blue: UIColor { named("blue") }
    public static var orange: UIColor { named("orange") }
    public static var yellow: UIColor { named("yellow") }
    public static var purple: UIColor { named("purple") }
    public static var brown: UIColor { named("brown") }
    public static var cyan: UIColor { named("cyan") }
    public static var gray: UIColor { named("gray") }
    public static var magenta: UIColor { rgb(255, 0, 255) }
    public static var darkGray: UIColor { rgb(85, 85, 85) }
    public static var lightGray: UIColor { rgb(170, 170, 170) }
    public static var systemRed: UIColor { named("red") }
    public static var systemGreen: UIColor { named("green") }
    public static var systemBlue: UIColor { named("blue") }
    public static var systemOrange: UIColor { named("orange") }
    public static var systemYellow: UIColor { named("yellow") }
    public static var systemPink: UIColor { named("pink") }
    public static var systemPurple: UIColor { named("purple") }
    public static var systemTeal: UIColor { named("teal") }
    public static var systemIndigo: UIColor { named("indigo") }
    public static var systemBrown: UIColor { named("brown") }
    public static var systemMint: UIColor { named("mint") }
    public static var systemCyan: UIColor { named("cyan") }
    public static var systemGray: UIColor { named("gray") }
    public static var tintColor: UIColor { named("accentColor") }
    public static var label: UIColor { named("primary") }
    public static var secondaryLabel: UIColor { named("secondary") }

    // UIKit's other system colours, light and dark, from the kit's one table of them (SystemColor).
    public static var systemGray2: UIColor { system("systemGray2Color") }
    public static var systemGray3: UIColor { system("systemGray3Color") }
    public static var systemGray4: UIColor { system("systemGray4Color") }
    public static var systemGray5: UIColor { system("systemGray5Color") }
    public static var systemGray6: UIColor { system("systemGray6Color") }
    public static var tertiaryLabel: UIColor { system("tertiaryLabelColor") }
    public static var quaternaryLabel: UIColor { system("quaternaryLabelColor") }
    public static var placeholderText: UIColor { system("placeholderTextColor") }
    public static var link: UIColor { system("linkColor") }
    public static var separator: UIColor { system("separatorColor") }
    public static var opaqueSeparator: UIColor { system("opaqueSeparatorColor") }
    public static var systemBackground: UIColor { system("systemBackgroundColor") }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackgroundColor") }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackgroundColor") }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackgroundColor") }
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackgroundColor") }
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackgroundColor") }
    public static var systemFill: UIColor { system("systemFillColor") }
    public static var secondarySystemFill: UIColor { system("secondarySystemFillColor") }
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFillColor") }
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFillColor") }
    public static var darkText: UIColor { black }
    public static var lightText: UIColor { rgb(255, 255, 255, 0.6) }
}

extension UIColor {
    /// `UIColor(resource:)`: a colour of the asset catalog, by its generated symbol.
    public convenience init(resource: ColorResource) {
        if let value = ExtensionResources.current.color(named: resource.name) {
            self.init(archivedValue: value)
        } else {
            self.init(storage: .named(resource.name, alpha: 1))
        }
    }
}
