import Foundation
import Mirror
import RelayTestSupport
import Testing
import WidgetRelayKit

/// Emoji in colour, as iOS draws them: Xcode's widget template shows `😀` and `🤩`; DejaVu Sans
/// (the page's text face) has black-and-white glyphs for the first (the emoticons block), and
/// the page drew them so until emoji took the colour face first ("WR Emoji" in the stylesheet).
@Suite("Emoji as the desktop draws them", .heavy)
struct EmojiScreenshotTests {
    @Test("an emoji DejaVu also has (😀, 😃) is drawn in colour, as the rest are")
    func emojiInColour() async throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let view = ViewArchive.archive(Text("😀😃").font(.system(size: 60)).containerBackground(for: .widget) { Color.white },
                                       family: .systemSmall)
        let folder = TemporaryFolder.shared.makeFolder()
        let path = "\(folder)/emoji.html"
        try Data(WidgetScreenshotTests.page(view, title: "emoji", now: now).utf8).write(to: URL(fileURLWithPath: path))
        let browser = try await WebDriver(folder: folder, width: 400, height: 400)
        try await browser.open("file://\(path)")
        let png = try await browser.screenshot(try await browser.element("#shot"))
        let colourful = try await browser.colourfulPixels(in: png)
        await browser.quit()
        // Two 60-point faces in colour cover thousands of pixels; in black and white, none.
        #expect(colourful > 1_000, "colourful pixels: \(colourful)")
    }
}
