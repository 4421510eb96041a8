// Stand-in for HADesignSystem (ours, not the project's): the app's own Sources/HADesignSystem/Sources/Colors/Color+Semantic.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); the app's own package HADesignSystem.
// Nothing cut or changed: taken back as published on 2026-11-29 (the kit has Color(_:red:green:blue:opacity:) with a colour space since the kit branch's merge, e751b3b).
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

public extension ShapeStyle where Self == Color {
    static var haPrimary: Color { srgb(0x00, 0x9A, 0xC7, opacity: 1) }

    /// The frontend's `--ha-color-fill-warning-loud-resting`: `orange-70` on light, `orange-40` on dark.
    /// The fill `ha-button variant="warning"` uses, for actions that need the user to step in.
    static var haWarning: Color {
        adaptive(
            light: srgb(0xFF, 0x93, 0x42, opacity: 1),
            dark: srgb(0x9D, 0x38, 0x00, opacity: 1)
        )
    }

    static var track: Color { displayP3(0, 0, 0, opacity: 0.12) }

    static var onSurface: Color {
        adaptive(
            light: srgb(0x1A, 0x1C, 0x1E, opacity: 0.16),
            dark: srgb(0xE2, 0xE2, 0xE5, opacity: 0.16)
        )
    }

    static var tileBorder: Color {
        adaptive(
            light: displayP3(0xE0, 0xE0, 0xE0, opacity: 1),
            dark: displayP3(0x34, 0x37, 0x37, opacity: 1)
        )
    }

    static var haColorBorderPrimaryQuiet: Color {
        adaptive(
            light: srgb(0xB9, 0xE6, 0xFC, opacity: 1),
            dark: srgb(0x00, 0x9A, 0xC7, opacity: 1)
        )
    }
}

private func srgb(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
    Color(.sRGB, red: red / 255.0, green: green / 255.0, blue: blue / 255.0, opacity: opacity)
}

private func displayP3(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
    Color(.displayP3, red: red / 255.0, green: green / 255.0, blue: blue / 255.0, opacity: opacity)
}

private func adaptive(light: Color, dark: Color) -> Color {
    #if os(watchOS)
    return dark
    #elseif canImport(UIKit)
    return Color(UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
    })
    #else
    return light
    #endif
}

#if canImport(UIKit)
public extension UIColor {
    static let haPrimary = UIColor(red: 0x00 / 255.0, green: 0x9A / 255.0, blue: 0xC7 / 255.0, alpha: 1)
}
#endif
