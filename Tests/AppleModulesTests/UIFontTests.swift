import Foundation
import SwiftUI
import Testing
import UIKit

/// UIKit's fonts as widget code meets them (Clendar's ClendarTheme: `systemFont(ofSize:weight:)`,
/// `fontDescriptor.withDesign(.rounded)`, `UIFont(descriptor:size:)`), shown by SwiftUI's `Font(_:)`.
@Suite("UIFont")
struct UIFontTests {
    @Test(
        "every UIFont.Weight has UIKit's value and is the same-named SwiftUI weight",
        arguments: [
            (UIFont.Weight.ultraLight, -0.8, Font.Weight.ultraLight), (.thin, -0.6, .thin), (.light, -0.4, .light),
            (.regular, 0, .regular), (.medium, 0.23, .medium), (.semibold, 0.3, .semibold), (.bold, 0.4, .bold),
            (.heavy, 0.56, .heavy), (.black, 0.62, .black),
        ] as [(UIFont.Weight, CGFloat, Font.Weight)])
    func weights(weight: UIFont.Weight, value: CGFloat, swiftUI: Font.Weight) {
        #expect(weight.rawValue == value)
        #expect(
            Font(UIFont.systemFont(ofSize: 15, weight: weight)) == .system(size: 15, weight: swiftUI, design: .default))
    }

    @Test("Clendar's rounded font: withDesign on the system font's descriptor, then UIFont(descriptor:size:)")
    func roundedSystemFont() throws {
        let system = UIFont.systemFont(ofSize: 12, weight: .bold)
        let descriptor = try #require(system.fontDescriptor.withDesign(.rounded))
        let font = UIFont(descriptor: descriptor, size: 14)
        #expect(font.pointSize == 14 && system.pointSize == 12)
        #expect(Font(font) == .system(size: 14, weight: .bold, design: .rounded))
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 12)
        #expect(UIFont(name: "Avenir-Heavy", size: 12)?.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFontDescriptor.SystemDesign.rounded.rawValue == "NSCTFontUIFontDesignRounded")
        let mono = UIFont.monospacedSystemFont(ofSize: 11, weight: .regular)
        #expect(Font(mono) == .system(size: 11, weight: .regular, design: .monospaced))
        #expect(Font(UIFont.boldSystemFont(ofSize: 9)) == .system(size: 9, weight: .bold, design: .default))
        #expect(UIFont.systemFont(ofSize: 10).withSize(20) == UIFont.systemFont(ofSize: 20))
    }

    @Test(
        "preferredFont(forTextStyle:) is the style's size at the default content size",
        arguments: [
            (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ] as [(UIFont.TextStyle, CGFloat)])
    func textStyles(style: UIFont.TextStyle, size: CGFloat) {
        #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize == size)
    }

    @Test("a weight between two named ones draws as the nearer; the headline is semibold")
    func nearestWeight() {
        let between = UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(rawValue: 0.38))
        #expect(Font(between) == .system(size: 10, weight: .bold, design: .default))
        #expect(
            Font(UIFont.preferredFont(forTextStyle: .headline))
                == .system(size: 17, weight: .semibold, design: .default))
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }
}
