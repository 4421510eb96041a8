// Stand-in for HADesignSystem (ours, not the project's): the app's own Sources/HADesignSystem/Sources/Colors/Color+Hex.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); the app's own package HADesignSystem.
// Changed (kit gap: UIColor(cgColor:) and UIColor.cgColor are not in the kit): init(_:defaultColor:) takes the parsed colour's components.
import Foundation
import SwiftUI
import UIKit

public extension Color {
    init(hex: String) {
        var hex = hex
        if !hex.starts(with: "#") {
            hex = "#\(hex)"
        }
        if let uiColor = UIColor(rgbaString: hex) {
            self.init(uiColor)
        } else {
            self.init(.clear)
        }
    }
}

public extension UIColor {
    convenience init?(rgbaString rgba: String) {
        guard rgba.hasPrefix("#") else { return nil }

        let hexString = String(rgba.dropFirst())
        var hexValue: UInt64 = 0
        let scanner = Scanner(string: hexString)
        guard scanner.scanHexInt64(&hexValue), scanner.isAtEnd else { return nil }

        let shorthandDivisor = CGFloat(15)
        let divisor = CGFloat(255)

        switch hexString.count {
        case 3:
            let value = UInt16(hexValue)
            self.init(
                red: CGFloat((value & 0xF00) >> 8) / shorthandDivisor,
                green: CGFloat((value & 0x0F0) >> 4) / shorthandDivisor,
                blue: CGFloat(value & 0x00F) / shorthandDivisor,
                alpha: 1
            )
        case 4:
            let value = UInt16(hexValue)
            self.init(
                red: CGFloat((value & 0xF000) >> 12) / shorthandDivisor,
                green: CGFloat((value & 0x0F00) >> 8) / shorthandDivisor,
                blue: CGFloat((value & 0x00F0) >> 4) / shorthandDivisor,
                alpha: CGFloat(value & 0x000F) / shorthandDivisor
            )
        case 6:
            let value = UInt32(hexValue)
            self.init(
                red: CGFloat((value & 0xFF0000) >> 16) / divisor,
                green: CGFloat((value & 0x00FF00) >> 8) / divisor,
                blue: CGFloat(value & 0x0000FF) / divisor,
                alpha: 1
            )
        case 8:
            let value = UInt32(hexValue)
            self.init(
                red: CGFloat((value & 0xFF00_0000) >> 24) / divisor,
                green: CGFloat((value & 0x00FF_0000) >> 16) / divisor,
                blue: CGFloat((value & 0x0000_FF00) >> 8) / divisor,
                alpha: CGFloat(value & 0x0000_00FF) / divisor
            )
        default:
            return nil
        }
    }

    convenience init(_ rgba: String, defaultColor: UIColor = .clear) {
        if let color = UIColor(rgbaString: rgba) {
            self.init(rgbaComponentsOf: color)  // changed: self.init(cgColor: color.cgColor)
        } else {
            self.init(rgbaComponentsOf: defaultColor)  // changed: self.init(cgColor: defaultColor.cgColor)
        }
    }

    func hexString(_ includeAlpha: Bool = true) -> String {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return "" }

        guard red >= 0, red <= 1, green >= 0, green <= 1, blue >= 0, blue <= 1 else {
            return ""
        }

        if includeAlpha {
            return String(
                format: "#%02X%02X%02X%02X",
                Int(round(red * 255)),
                Int(round(green * 255)),
                Int(round(blue * 255)),
                Int(round(alpha * 255))
            )
        } else {
            return String(
                format: "#%02X%02X%02X",
                Int(round(red * 255)),
                Int(round(green * 255)),
                Int(round(blue * 255))
            )
        }
    }
}

// Added with the change above (not in the package): a colour made of another's components.
extension UIColor {
    fileprivate convenience init(rgbaComponentsOf color: UIColor) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
