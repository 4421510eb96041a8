import Foundation
import TestSupport
import Testing

extension WidgetScreenshotTests {
    /// Opens `page` in Chromium, shoots `#shot` and compares it with `References/<name>.png`
    /// (or writes that reference when ``updating``), recording an issue that names this
    /// run's image when they differ beyond ``tolerance``.
    static func checkScreenshot(of page: String, name: String) async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let path = "\(folder)/\(name).html"
        try Data(page.utf8).write(to: URL(fileURLWithPath: path))
        let browser = try await WebDriver(folder: folder, width: 900, height: 800)
        try await browser.open("file://\(path)")
        let png = try await browser.screenshot(try await browser.element("#shot"))
        let reference = "\(references)/\(name).png"
        guard !updating else {
            await browser.quit()
            try png.write(to: URL(fileURLWithPath: reference))
            return
        }
        guard let expected = FileManager.default.contents(atPath: reference) else {
            await browser.quit()
            Issue.record(
                "no reference image for \(name): run with WIDGETRELAY_UPDATE_SCREENSHOTS=1 and commit \(reference)")
            return
        }
        let difference = try await browser.compare(png, with: expected)
        await browser.quit()
        if difference.fraction > tolerance {
            try png.write(to: URL(fileURLWithPath: "\(folder)/\(name).actual.png"))
            Issue.record("\(name): \(difference); this run's image is \(folder)/\(name).actual.png")
        }
    }
}
