import Foundation
import Mirror
import RelayTestSupport
import Testing
import WidgetRelayKit

/// The drawing gallery (``DrawingGallery``) as the desktop draws it, in Chromium, compared with
/// its reference images (`References/Drawing-*.png`), so a gradient, path, clip, effect, image or
/// layout that draws wrong fails. `WIDGETRELAY_UPDATE_SCREENSHOTS=1` writes the references and
/// the gallery's section of `docs/widgets.md` instead.
@Suite("Drawing gallery as the desktop draws it", .serialized, .heavy)
struct DrawingScreenshotTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test("every gallery widget matches its reference image")
    func gallery() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let browser = try await WebDriver(folder: folder, width: 900, height: 800)
        var rows: [String] = []
        for item in DrawingGallery.items {
            let name = "Drawing-\(item.name)-\(item.family.rawValue)"
            let view = ViewArchive.archive(item.view(), family: item.family)
            try await WidgetScreenshotTests.shoot(WidgetScreenshotTests.page(view, title: name, now: Self.now), name: name, in: browser, folder: folder)
            rows.append("| \(item.name) | \(item.caption) | ![\(name)](../Tests/VisualTests/References/\(name).png) |")
        }
        await browser.quit()
        if WidgetScreenshotTests.updating {
            try ContactSheet.write("""
                ## Drawing

                Gradients, paths, clips, effects, images, environment values and layouts as the page draws them \
                (`Tests/VisualTests/DrawingGallery.swift`).

                | widget | what it draws | image |
                |---|---|---|
                \(rows.joined(separator: "\n"))

                """, section: "drawing")
        }
    }
}
