//
//  Color.swift
//  GlucoseDirect
//

import Foundation
import SwiftUI

extension Color {
    enum ui {
        static let accent = Color.accentColor
        static let blue = Color("Blue")
        static let green = Color("Green")
        static let indigo = Color("Indigo")
        static let orange = Color("Orange")
        static let pink = Color("Pink")
        static let purple = Color("Purple")
        static let red = Color("Red")
        static let teal = Color("Teal")
        static let yellow = Color("Yellow")
        static let label = Color("Label")
        static let gray = Color("Gray")
    }
}
