import Foundation

extension NSColor {
    /// One of the kit's system colours (``SystemColor``, by the name a colour set refers to it):
    /// by its SwiftUI name where a mirror knows one, else with its light and dark values.
    static func system(_ key: String) -> NSColor {
        guard let color = SystemColor.named[key] else { return NSColor(archivedValue: .named("primary")) }
        if let name = color.mirrorName { return NSColor(archivedValue: .named(name, opacity: 1)) }
        if color.light == color.dark {
            let value = color.light
            return NSColor(
                archivedValue: .rgba(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity))
        }
        return NSColor(archivedValue: .adaptive(light: color.light, dark: color.dark))
    }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> NSColor {
        NSColor(archivedValue: .rgba(red: red, green: green, blue: blue, opacity: 1))
    }

    // AppKit's fixed colours: its published components (`NSColor.red` is pure red, not
    // `systemRed`).
    public static var black: NSColor { system("blackColor") }
    public static var white: NSColor { system("whiteColor") }
    public static var clear: NSColor { system("clearColor") }
    public static var darkGray: NSColor { system("darkGrayColor") }
    public static var lightGray: NSColor { system("lightGrayColor") }
    public static var gray: NSColor { rgb(0.5, 0.5, 0.5) }
    public static var red: NSColor { rgb(1, 0, 0) }
    public static var green: NSColor { rgb(0, 1, 0) }
    public static var blue: NSColor { rgb(0, 0, 1) }
    public static var cyan: NSColor { rgb(0, 1, 1) }
    public static var yellow: NSColor { rgb(1, 1, 0) }
    public static var magenta: NSColor { rgb(1, 0, 1) }
    public static var orange: NSColor { rgb(1, 0.5, 0) }
    public static var purple: NSColor { rgb(0.5, 0, 0.5) }
    public static var brown: NSColor { rgb(0.6, 0.4, 0.2) }

    // The adaptable system colours.
    public static var systemRed: NSColor { system("systemRedColor") }
    public static var systemOrange: NSColor { system("systemOrangeColor") }
    public static var systemYellow: NSColor { system("systemYellowColor") }
    public static var systemGreen: NSColor { system("systemGreenColor") }
    public static var systemMint: NSColor { system("systemMintColor") }
    public static var systemTeal: NSColor { system("systemTealColor") }
    public static var systemCyan: NSColor { system("systemCyanColor") }
    public static var systemBlue: NSColor { system("systemBlueColor") }
    public static var systemIndigo: NSColor { system("systemIndigoColor") }
    public static var systemPurple: NSColor { system("systemPurpleColor") }
    public static var systemPink: NSColor { system("systemPinkColor") }
    public static var systemBrown: NSColor { system("systemBrownColor") }
    public static var systemGray: NSColor { system("systemGrayColor") }

    // Label and text colours.
    public static var labelColor: NSColor { system("labelColor") }
    public static var secondaryLabelColor: NSColor { system("secondaryLabelColor") }
    public static var tertiaryLabelColor: NSColor { system("tertiaryLabelColor") }
    public static var quaternaryLabelColor: NSColor { system("quaternaryLabelColor") }
    /// `textColor`: the label colour.
    public static var textColor: NSColor { labelColor }
    /// `controlTextColor`: the label colour.
    public static var controlTextColor: NSColor { labelColor }
    /// `headerTextColor`: the label colour.
    public static var headerTextColor: NSColor { labelColor }
    /// `disabledControlTextColor`: the tertiary label colour.
    public static var disabledControlTextColor: NSColor { tertiaryLabelColor }
    public static var placeholderTextColor: NSColor { system("placeholderTextColor") }
    public static var linkColor: NSColor { system("linkColor") }

    // Backgrounds, controls and separators: the nearest iOS entry of the table.
    /// `textBackgroundColor`: the system background (white, black in dark mode).
    public static var textBackgroundColor: NSColor { system("systemBackgroundColor") }
    /// `controlBackgroundColor`: the system background.
    public static var controlBackgroundColor: NSColor { system("systemBackgroundColor") }
    /// `controlColor`: the system background.
    public static var controlColor: NSColor { system("systemBackgroundColor") }
    /// `windowBackgroundColor`: the secondary system background.
    public static var windowBackgroundColor: NSColor { system("secondarySystemBackgroundColor") }
    /// `underPageBackgroundColor`: the secondary system background.
    public static var underPageBackgroundColor: NSColor { system("secondarySystemBackgroundColor") }
    public static var separatorColor: NSColor { system("separatorColor") }
    /// `gridColor`: the separator colour.
    public static var gridColor: NSColor { separatorColor }
    /// `shadowColor`: black.
    public static var shadowColor: NSColor { black }
    /// `systemFill`…: the fills.
    public static var systemFill: NSColor { system("systemFillColor") }
    public static var secondarySystemFill: NSColor { system("secondarySystemFillColor") }
    public static var tertiarySystemFill: NSColor { system("tertiarySystemFillColor") }
    public static var quaternarySystemFill: NSColor { system("quaternarySystemFillColor") }

    // The accent: SwiftUI's accent colour (the extension's `AccentColor`, else blue).
    /// `controlAccentColor`: the user's accent colour, here SwiftUI's `Color.accentColor`.
    public static var controlAccentColor: NSColor { NSColor(archivedValue: .named("accentColor", opacity: 1)) }
    /// `keyboardFocusIndicatorColor`: the accent colour.
    public static var keyboardFocusIndicatorColor: NSColor { controlAccentColor }
    /// `selectedContentBackgroundColor`: the accent colour.
    public static var selectedContentBackgroundColor: NSColor { controlAccentColor }
}
