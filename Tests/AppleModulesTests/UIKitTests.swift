import Foundation
import Testing
import UIKit
import WidgetRelayKit

/// UIKit's colours and images as widget code meets them.
@Suite("UIKit")
struct UIKitTests {
    @Test("a dynamic colour resolves by the traits; system colours are SwiftUI's by name or UIKit's published values")
    func colours() {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(
            dynamic.archivedValue(with: UITraitCollection(userInterfaceStyle: .dark)) == .named("white", opacity: 1))
        #expect(
            dynamic.archivedValue(with: UITraitCollection(userInterfaceStyle: .light)) == .named("black", opacity: 1))
        #expect(UIColor.systemRed.archivedValue(with: .current) == .named("red", opacity: 1))
        let darkGray6: ColorValue = .rgba(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, opacity: 1)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemGray6.archivedValue(with: dark) == darkGray6)
        #expect(UIColor.red.withAlphaComponent(0.5).archivedValue(with: .current) == .named("red", opacity: 0.5))
        var red: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 0.25, green: 0, blue: 0, alpha: 0.5).getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(red == 0.25 && alpha == 0.5)
        #expect(
            UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).archivedValue(with: .current)
                == .rgba(red: 1, green: 0, blue: 0, opacity: 1))
    }

    @Test(
        "UIKit's other system colours are the kit's one table's (SystemColor), light and dark",
        arguments: [
            (UIColor.systemGray2, "systemGray2Color"), (.systemGray3, "systemGray3Color"),
            (.systemGray4, "systemGray4Color"), (.systemGray5, "systemGray5Color"), (.systemGray6, "systemGray6Color"),
            (.tertiaryLabel, "tertiaryLabelColor"), (.quaternaryLabel, "quaternaryLabelColor"),
            (.placeholderText, "placeholderTextColor"), (.link, "linkColor"), (.separator, "separatorColor"),
            (.opaqueSeparator, "opaqueSeparatorColor"), (.systemBackground, "systemBackgroundColor"),
            (.secondarySystemBackground, "secondarySystemBackgroundColor"),
            (.tertiarySystemBackground, "tertiarySystemBackgroundColor"),
            (.systemGroupedBackground, "systemGroupedBackgroundColor"),
            (.secondarySystemGroupedBackground, "secondarySystemGroupedBackgroundColor"),
            (.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackgroundColor"),
            (.systemFill, "systemFillColor"), (.secondarySystemFill, "secondarySystemFillColor"),
            (.tertiarySystemFill, "tertiarySystemFillColor"), (.quaternarySystemFill, "quaternarySystemFillColor"),
        ] as [(UIColor, String)])
    func systemColourTable(color: UIColor, name: String) throws {
        let entry = try #require(SystemColor.named[name])
        func value(_ rgba: RGBAValue) -> ColorValue {
            .rgba(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.opacity)
        }
        #expect(color.archivedValue(with: UITraitCollection(userInterfaceStyle: .light)) == value(entry.light))
        #expect(color.archivedValue(with: UITraitCollection(userInterfaceStyle: .dark)) == value(entry.dark))
    }

    @Test("images: PNG and JPEG sizes from their headers, names and symbols kept, other bytes refused")
    func images() throws {
        // A JPEG's SOI, an APP0 segment of 16 bytes, then SOF0 with a height of 30 and a width of 50.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 30, 0x00, 50] + Array(repeating: 0, count: 12)
        let image = try #require(UIImage(data: Data(jpeg), scale: 2))
        #expect(image.size == CGSize(width: 25, height: 15))
        #expect(image.jpegData(compressionQuality: 1) == Data(jpeg))
        #expect(image.pngData() == nil)
        #expect(UIImage(named: "Hero")?.source == .named("Hero"))
        #expect(UIImage(systemName: "star")?.source == .system("star"))
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(
            UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00])).map { $0.size } == .zero,
            "a cut JPEG header: an image of unknown size")
    }

    @Test(
        "UIGraphicsImageRenderer: the image drawn into it is the image made, at the format's scale; none drawn, an empty one"
    )
    func imageRenderer() throws {
        let logo = try #require(UIImage(named: "Logo"))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let redrawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            logo.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(redrawn.source == .named("Logo") && redrawn.scale == 3)
        let empty = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(empty.source == .data(Data()))
        logo.draw(in: .zero)  // outside a renderer: nothing to draw into
        #expect(logo.imageRendererFormat.scale == 1)
    }
}
