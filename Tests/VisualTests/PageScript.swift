import Foundation
import MirrorHTML
import TestSupport
import WidgetRelayKit

/// A script run in a widget's page as the desktop draws it: `view` alone on a page, opened in
/// headless Chromium, the script's answer returned (the layout tests measure boxes with it).
enum PageScript {
    static func run(_ script: String, on view: ArchivedView, name: String) async throws -> Any? {
        let folder = TemporaryFolder.shared.makeFolder()
        let path = "\(folder)/\(name).html"
        try Data(WidgetScreenshotTests.page(view, title: name).utf8).write(to: URL(fileURLWithPath: path))
        let browser = try await WebDriver(folder: folder, width: 900, height: 800)
        do {
            try await browser.open("file://\(path)")
            let answer = try await browser.execute(script)
            await browser.quit()
            return answer
        } catch {
            await browser.quit()  // the browser goes with a failed test too
            throw error
        }
    }
}
