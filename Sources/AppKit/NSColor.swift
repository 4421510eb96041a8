import Foundation
import UIKit

/// A colour as Mac widget code holds it (AppKit's `NSColor`): components, one of AppKit's
/// system colours, an asset colour by name, or a colour that depends on the appearance.
/// `Color(nsColor:)` shows it. System colours come from the kit's one table of them,
/// ``SystemColor`` (iOS's published values): AppKit's own names with no iOS twin
/// (`controlColor`, `textBackgroundColor`, `windowBackgroundColor`…) take the nearest iOS
/// entry, so a Mac widget's grey may differ slightly from macOS's.
open class NSColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    enum Storage {
        /// A colour as archived: components, a mirror's named colour, or light and dark values.
        case value(ColorValue)
        /// `NSColor(name:dynamicProvider:)`: resolved with the appearance of the archive.
        case dynamic(@Sendable (NSAppearance) -> NSColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A colour from its archived value (`NSColor(Color)` goes through it).
    public convenience init(archivedValue: ColorValue) { self.init(storage: .value(archivedValue)) }

    /// `NSColor(red:green:blue:alpha:)` (the generic RGB space, taken as sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            archivedValue: .rgba(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// `NSColor(srgbRed:green:blue:alpha:)`
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `NSColor(calibratedRed:green:blue:alpha:)`: taken as sRGB.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `NSColor(deviceRed:green:blue:alpha:)`: taken as sRGB.
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `NSColor(displayP3Red:green:blue:alpha:)`: taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `NSColor(white:alpha:)`
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `NSColor(calibratedWhite:alpha:)`
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// `NSColor(hue:saturation:brightness:alpha:)`
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        _ = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
            .getRed(&red, green: &green, blue: &blue, alpha: nil)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `NSColor(named:)`: a colour of the extension's asset catalog (its light and dark
    /// appearances), or nil when the catalog has none of that name, as AppKit answers.
    public convenience init?(named name: NSColor.Name) {
        guard let value = ExtensionResources.current.color(named: name) else { return nil }
        self.init(archivedValue: value)
    }

    /// `NSColor(named:bundle:)`
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) { self.init(named: name) }

    /// `NSColor(name:dynamicProvider:)`: resolved with the appearance of the archive being made.
    public convenience init(name: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
        self.init(storage: .dynamic(dynamicProvider))
    }

    /// `NSColor(_:)` with a SwiftUI `Color`.
    public convenience init(_ color: Color) { self.init(archivedValue: color.archivedValue) }

    /// `NSColor.Name`
    public typealias Name = String

    /// This colour for an appearance: a dynamic colour's answer; any other colour itself.
    func resolved(for appearance: NSAppearance) -> NSColor {
        guard case .dynamic(let provider) = storage else { return self }
        return provider(appearance).resolved(for: appearance)
    }

    /// This colour as a SwiftUI colour archives it: a dynamic colour as both its light and its
    /// dark answer (each mirror drawing its archive's scheme); any other colour as it is.
    public func archivedValue(in appearance: NSAppearance) -> ColorValue {
        guard case .dynamic = storage else { return resolvedValue(in: appearance) }
        let light = Self.components(of: resolvedValue(in: NSAppearance(named: .aqua)!), dark: false)
        let dark = Self.components(of: resolvedValue(in: NSAppearance(named: .darkAqua)!), dark: true)
        return light == dark
            ? .rgba(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity)
            : .adaptive(light: light, dark: dark)
    }

    private func resolvedValue(in appearance: NSAppearance) -> ColorValue {
        switch resolved(for: appearance).storage {
        case .value(let value): value
        case .dynamic: .named("primary", opacity: 1)  // a provider that answers with another provider, for ever
        }
    }

    /// An archived colour's components in the light or dark appearance: a named colour's from the
    /// kit's table (the accent is blue, SwiftUI's default).
    static func components(of value: ColorValue, dark: Bool) -> RGBAValue {
        switch value {
        case .rgba(let red, let green, let blue, let opacity):
            return RGBAValue(red: red, green: green, blue: blue, opacity: opacity)
        case .adaptive(let light, let darkValue): return dark ? darkValue : light
        case .named(let name, let opacity):
            let key =
                switch name {
                case "primary": "labelColor"
                case "secondary": "secondaryLabelColor"
                case "accentColor": "systemBlueColor"
                default: "labelColor"
                }
            // Every key above is in the table; were one ever taken out, the label's own black or
            // white answers rather than a crash.
            var components =
                (SystemColor.swiftUI[name] ?? SystemColor.named[key])?.value(dark: dark)
                ?? (dark
                    ? RGBAValue(red: 1, green: 1, blue: 1, opacity: 1)
                    : RGBAValue(red: 0, green: 0, blue: 0, opacity: 1))
            components.opacity *= opacity
            return components
        }
    }

    /// The components in the widget's appearance (`NSApp.effectiveAppearance`).
    var components: RGBAValue {
        let appearance = NSApp.effectiveAppearance
        return Self.components(of: archivedValue(in: appearance), dark: appearance.isDark)
    }

    /// `redComponent`, in the widget's appearance.
    public var redComponent: CGFloat { CGFloat(components.red) }
    /// `greenComponent`
    public var greenComponent: CGFloat { CGFloat(components.green) }
    /// `blueComponent`
    public var blueComponent: CGFloat { CGFloat(components.blue) }
    /// `alphaComponent`
    public var alphaComponent: CGFloat { CGFloat(components.opacity) }

    /// `getRed(_:green:blue:alpha:)`
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) {
        let value = components
        red?.pointee = CGFloat(value.red)
        green?.pointee = CGFloat(value.green)
        blue?.pointee = CGFloat(value.blue)
        alpha?.pointee = CGFloat(value.opacity)
    }

    /// `usingColorSpace(_:)`: this colour (every colour here is sRGB).
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }

    /// `withAlphaComponent(_:)`
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        let opacity = Double(alpha)
        switch storage {
        case .value(.rgba(let red, let green, let blue, _)):
            return NSColor(archivedValue: .rgba(red: red, green: green, blue: blue, opacity: opacity))
        case .value(.named(let name, _)): return NSColor(archivedValue: .named(name, opacity: opacity))
        case .value(.adaptive(var light, var dark)):
            light.opacity = opacity
            dark.opacity = opacity
            return NSColor(archivedValue: .adaptive(light: light, dark: dark))
        case .dynamic(let provider): return NSColor(storage: .dynamic { provider($0).withAlphaComponent(alpha) })
        }
    }

    public var description: String {
        switch storage {
        case .value(let value): "NSColor(\(value))"
        case .dynamic: "NSColor(dynamic)"
        }
    }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.value(let a), .value(let b)): a == b
        default: lhs === rhs
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// `NSColorSpace`: the spaces code names when it asks for components; all are sRGB here.
public final class NSColorSpace: Sendable {
    private init() {}
    /// `NSColorSpace.sRGB`
    public static let sRGB = NSColorSpace()
    /// `NSColorSpace.deviceRGB`
    public static let deviceRGB = NSColorSpace()
    /// `NSColorSpace.genericRGB`
    public static let genericRGB = NSColorSpace()
    /// `NSColorSpace.displayP3`
    public static let displayP3 = NSColorSpace()
}
