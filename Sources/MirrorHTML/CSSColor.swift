import MirrorText
import WidgetRelayKit

/// Where a colour is painted: the widget's rendering mode and the part of the tree
/// (`widgetAccentable()`, `widgetAccentedRenderingMode(_:)`) it sits in.
struct Paint: Hashable {
    var mode: WidgetRenderingMode
    var accentable = false
    var accentedRendering: AccentedRenderingModeValue?
    /// The archive's colour scheme is dark: system and adaptive colours take their dark values.
    var dark = false
    /// The nearest `.backgroundStyle(_:)` around: what a `.background` style stands for (nil:
    /// the system background).
    var backgroundStyle: ShapeStyleValue?

    /// `style` with `.background` resolved to what it stands for here.
    func resolved(_ style: ShapeStyleValue) -> ShapeStyleValue { style.resolvingBackground(backgroundStyle) }
}

/// Archived colours as CSS: SwiftUI's system colours with Apple's sRGB values, the
/// dynamic ones (primary, secondary, accent, fills) as the stylesheet's variables,
/// and each rendering mode's recolouring (accented: accent or muted; vibrant: white
/// with an opacity by luminance).
enum CSSColor {
    /// A system colour: sRGB components, or a stylesheet variable with the luminance
    /// it stands for (for the vibrant mode).
    enum Named: Hashable {
        case rgb(Double, Double, Double, Double)
        case variable(String, luminance: Double)

        /// A table colour's components.
        init(_ value: RGBAValue) { self = .rgb(value.red, value.green, value.blue, value.opacity) }
    }

    /// SwiftUI's named colours (iOS, light appearance): the fixed ones from the kit's one table
    /// of system colours (``SystemColor/swiftUI``), the label, accent and fill colours as the
    /// stylesheet's variables. Unknown names are primary.
    static let named: [String: Named] = SystemColor.swiftUI.mapValues { Named($0.light) }.merging(
        variables, uniquingKeysWith: { fixed, _ in fixed })

    /// The primary label colour, the stylesheet's `--wr-primary`: what an unknown name draws as.
    static let primary = Named.variable("--wr-primary", luminance: 1)

    /// The dynamic colours: the stylesheet's variables (which `.wr-dark` and each rendering mode
    /// set), with the luminance each stands for in the vibrant mode.
    static let variables: [String: Named] = [
        "primary": primary, "secondary": .variable("--wr-secondary", luminance: 0.6),
        "tertiary": .variable("--wr-tertiary", luminance: 0.3),
        "quaternary": .variable("--wr-quaternary", luminance: 0.18),
        "accentColor": .variable("--wr-accent", luminance: 1), "accent": .variable("--wr-accent", luminance: 1),
        "fill.primary": .variable("--wr-fill-1", luminance: 0.2),
        "fill.secondary": .variable("--wr-fill-2", luminance: 0.16),
        "fill.tertiary": .variable("--wr-fill-3", luminance: 0.12),
        "fill.quaternary": .variable("--wr-fill-4", luminance: 0.08),
    ]

    /// SwiftUI's named colours in the dark appearance, from the same table (the variables change
    /// in the stylesheet's `.wr-dark`).
    static let namedDark: [String: Named] = SystemColor.swiftUI.mapValues { Named($0.dark) }

    /// A named colour in the scheme `dark` says.
    static func named(_ name: String, dark: Bool) -> Named {
        (dark ? namedDark[name] : nil) ?? named[name] ?? primary
    }

    /// The stylesheet's accent (`--wr-accent`), the default tint: the system blue.
    static let accent = RGB(SystemColor.systemBlue.light)
    /// …and in the dark scheme.
    static let darkAccent = RGB(SystemColor.systemBlue.dark)

    /// `color` as full colour paints it, for the contrast rule: the colour, its own opacity, and
    /// the hierarchical level's opacity for the label colours (`.secondary` is the primary at
    /// 60 %, as the stylesheet's variables draw them); nil for a fill, whose colour a text
    /// never takes from the stylesheet.
    static func fullColor(_ color: ColorValue, dark: Bool = false) -> (color: RGB, alpha: Double, level: Double)? {
        switch color {
        case .rgba(let r, let g, let b, let a):
            return (RGB(red: component(r), green: component(g), blue: component(b)), component(a), 1)
        case .adaptive(let light, let darkValue):
            let c = dark ? darkValue : light
            return (
                RGB(red: component(c.red), green: component(c.green), blue: component(c.blue)), component(c.opacity), 1
            )
        case .named(let name, let alpha):
            switch named(name, dark: dark) {
            case .rgb(let r, let g, let b, let a): return (RGB(red: r, green: g, blue: b), a * component(alpha), 1)
            case .variable("--wr-accent", _): return (dark ? darkAccent : accent, component(alpha), 1)
            case .variable(let variable, _):
                guard let level = hierarchy[String(variable.dropFirst("--wr-".count))] else { return nil }
                // The stylesheet's grey (60, 60, 67; dark: 235, 235, 245) for the lower levels, black (white) for the primary.
                let base =
                    level == 1
                    ? (dark ? RGB.white : RGB.black)
                    : dark
                        ? RGB(red: 235 / 255, green: 235 / 255, blue: 245 / 255)
                        : RGB(red: 60 / 255, green: 60 / 255, blue: 67 / 255)
                return (base, component(alpha), level)
            }
        }
    }

    /// Opacities of `.primary` … `.quaternary` hierarchical styles.
    static let hierarchy: [String: Double] = ["primary": 1, "secondary": 0.6, "tertiary": 0.3, "quaternary": 0.18]

    /// `color` as a CSS colour, painted as `paint` says.
    static func css(_ color: ColorValue, _ paint: Paint) -> String {
        let resolved: Named
        var opacity = 1.0
        switch color {
        case .named(let name, let alpha):
            opacity = component(alpha)
            resolved =
                switch named(name, dark: paint.dark) {
                case .rgb(let r, let g, let b, let a): .rgb(r, g, b, a * opacity)
                case let variable: variable
                }
        case .rgba(let r, let g, let b, let a): resolved = .rgb(component(r), component(g), component(b), component(a))
        case .adaptive(let light, let dark):
            let c = paint.dark ? dark : light
            resolved = .rgb(component(c.red), component(c.green), component(c.blue), component(c.opacity))
        }
        switch resolved {
        case .rgb(_, _, _, let a) where a == 0: return "transparent"
        case .variable(let name, _):
            if paint.mode == .accented, paint.accentable || paint.accentedRendering == .accented {
                return mix("--wr-accent", opacity)
            }
            return mix(name, opacity)
        case .rgb(let r, let g, let b, let a):
            let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
            switch paint.mode {
            case .fullColor: return rgba(r, g, b, a)
            case .vibrant: return rgba(1, 1, 1, max(0.15, luminance) * a)
            case .accented:
                if paint.accentedRendering == .fullColor { return rgba(r, g, b, a) }
                if paint.accentable || paint.accentedRendering == .accented { return mix("--wr-accent", a) }
                switch paint.accentedRendering {
                case .accentedDesaturated: return mix("--wr-accent", max(0.15, luminance) * a)
                case .desaturated: return rgba(luminance, luminance, luminance, a)
                default: return mix("--wr-muted", a)
                }
            }
        }
    }

    /// A system colour of the kit's table (``SystemColor/systemBlue``…) as CSS, for the stylesheet.
    static func system(_ color: SystemColor, dark: Bool = false) -> String {
        let value = color.value(dark: dark)
        return rgba(value.red, value.green, value.blue, value.opacity)
    }

    /// A colour component clamped to 0…1; NaN and infinities are 0.
    static func component(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }

    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        let channel = { (value: Double) in CSS.number((CSS.unit(value) * 255).rounded()) }
        return "rgba(\(channel(r)),\(channel(g)),\(channel(b)),\(CSS.number(CSS.unit(a))))"
    }

    /// A stylesheet variable at opacity `alpha`.
    static func mix(_ variable: String, _ alpha: Double) -> String {
        let alpha = CSS.unit(alpha)
        return alpha >= 1 ? "var(\(variable))" : "color-mix(in srgb,var(\(variable)) \(CSS.percent(alpha)),transparent)"
    }
}
