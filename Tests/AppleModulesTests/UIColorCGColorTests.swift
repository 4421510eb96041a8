import Foundation
import Testing
import UIKit
import WidgetRelayKit

/// `UIColor(cgColor:)` as Clendar makes a calendar's colour from EventKit's `CGColor`.
@Suite("UIColor(cgColor:)")
struct UIColorCGColorTests {
    @Test("the colour is the CGColor's, its appearances kept")
    func sameColour() {
        let calendar: CGColor = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }.cgColor
        let color = UIColor(cgColor: calendar)
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(color.archivedValue(with: dark) == .named("white", opacity: 1))
        #expect(color.archivedValue(with: light) == .named("black", opacity: 1))
        #expect(UIColor(cgColor: UIColor.red.cgColor).archivedValue(with: light) == .named("red", opacity: 1))
    }
}
