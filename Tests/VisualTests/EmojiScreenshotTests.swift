import Foundation
import Mirror
import TestSupport
import Testing
import WidgetRelayKit

/// Emoji in colour, as iOS draws them: Xcode's widget template shows `😀` and `🤩`; DejaVu Sans
/// (the page's text face) has black-and-white glyphs for the first (the emoticons block), and
/// the page drew them so until emoji took the colour face first ("WR Emoji" in the stylesheet).
@Suite("Emoji as the desktop draws them", .heavy)
struct EmojiScreenshotTests {
    @Test("emoji DejaVu also has are drawn in colour, as the rest are, and a text-default one asked as emoji (U+FE0F)")
    func emojiInColour() async throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let folder = TemporaryFolder.shared.makeFolder()
        let browser = try await WebDriver(folder: folder, width: 400, height: 400)
        var grey: [String] = []
        for (index, emoji) in ["😀", "😃", "❤️", "☀️", "❄️", "✅", "⭐"].enumerated() {
            let view = ViewArchive.archive(
                Text(emoji).font(.system(size: 60)).containerBackground(for: .widget) { Color.white },
                family: .systemSmall)
            let path = "\(folder)/emoji-\(index).html"
            try Data(WidgetScreenshotTests.page(view, title: "emoji", now: now).utf8).write(
                to: URL(fileURLWithPath: path))
            try await browser.open("file://\(path)")
            let png = try await browser.screenshot(try await browser.element("#shot"))
            // A 60-point face in colour covers hundreds of pixels; in black and white, none.
            let colourful = try await browser.colourfulPixels(in: png)
            if colourful <= 300 { grey.append("\(emoji) (\(colourful) colourful pixels)") }
        }
        await browser.quit()
        #expect(grey.isEmpty, "drawn in black and white: \(grey)")
    }
}
