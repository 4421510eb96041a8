/*
See LICENSE folder for this sample’s licensing information.

Abstract:
Custom colors for user interface elements.
*/
import SwiftUI

extension Color {
    static let gameBackground = Color(red: 0.988, green: 0.416, blue: 0.239, opacity: 1)
    static let gameWidgetBackground = Color(red: 0.913, green: 0.737, blue: 0.447, opacity: 1)
    static let appBackground = Color(red: 0.478, green: 0.808, blue: 1)
    static let textColor = Color.white
}
