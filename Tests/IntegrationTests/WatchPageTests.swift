import Foundation
import TestSupport
import Testing

/// `watch-node run --web` in a real headless Chromium, against a real phone-node on a fixed
/// clock: the face with its complications in their shapes, the Smart Stack on the watch's screen
/// below it, and a click on a complication opening its app on the phone — drawn by the desktop
/// page's renderer.
@Suite("watch-node's web page in Chromium", .serialized, .heavy)
struct WatchPageTests {
    static let reference = "\(Repository.root)/Tests/VisualTests/References/watch-page.png"
    static let stackReference = "\(Repository.root)/Tests/VisualTests/References/watch-stack.png"

    /// `shot` against the reference at `path` (or written there with WIDGETRELAY_UPDATE_SCREENSHOTS=1).
    static func check(_ shot: Data, against path: String, browser: WebDriver, folder: String) async throws {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
            try shot.write(to: URL(fileURLWithPath: path))
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: path), "no reference: run with WIDGETRELAY_UPDATE_SCREENSHOTS=1")
        // A strict per-channel threshold: the phone is on a fixed clock, so nothing on the page moves.
        let difference = try await browser.compare(shot, with: expected, threshold: 16)
        if difference.fraction > 0.01 {
            try shot.write(to: URL(fileURLWithPath: "\(folder)/\(name).actual.png"))
            Issue.record("\(name): \(difference); this run's image is \(folder)/\(name).actual.png")
        }
    }

    @Test(
        "the face shows the complications in their shapes and the Smart Stack its cards; a complication opens its app")
    func face() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", clock: "2026-11-27T09:41:00Z")
        try await DesktopProcess.pair(
            data: "\(folder)/watch", id: "watch", on: phone, program: "watch-node", kind: "watch")
        let watch = try DesktopProcess.start(
            data: "\(folder)/watch", id: "watch", phone: phone, program: "watch-node",
            options: ["--web", "127.0.0.1:0"])
        _ = try await watch.next("the first sync") { $0.isSyncedStatus }
        for widget in [
            "TasksLeft accessoryInline", "TasksLeft accessoryCircular", "Adaptive accessoryCircular",
            "TasksLeft accessoryRectangular",
        ] {
            let kind = String(widget.split(separator: " ")[0])
            watch.script.send("add \(widget)")
            _ = try await watch.widget(kind, "\(widget) added")
        }
        try await waitForFile("\(folder)/watch/web-url")
        let url = try String(contentsOfFile: "\(folder)/watch/web-url", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let browser = try await WebDriver(folder: folder, width: 700, height: 900)
        do {
            try await browser.open(url)
            try await browser.waitUntil(
                "the face's three complications and the stack's card",
                """
                return document.querySelectorAll('.wr-watch-face .wr-complication .wr-widget:not(.wr-empty-face)').length === 3
                  && document.querySelectorAll('article.wr-stack-card .wr-family-accessoryRectangular').length === 1
                """)
            #expect(try await browser.execute("return document.title") as? String == "WidgetRelay · Watch")
            // Circular complications are round; none of them holds anything to press.
            let radii = try #require(
                try await browser.execute(
                    """
                    return Array.from(document.querySelectorAll('.wr-watch-circulars .wr-widget')).map(w => getComputedStyle(w).borderRadius)
                    """) as? [String])
            #expect(radii == ["50%", "50%"], "\(radii)")
            #expect(
                try await browser.execute(
                    "return document.querySelectorAll('.wr-watch-face [data-action=button], .wr-watch-face [data-action=toggle]').length"
                ) as? Int == 0)
            let shot = try await browser.screenshot()
            try await Self.check(shot, against: Self.reference, browser: browser, folder: folder)
            if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
                try shot.write(to: URL(fileURLWithPath: "\(Repository.root)/docs/watch.png"))
            }
            // The Smart Stack is on the watch's screen, below the face: scrolled to, its card lies inside the screen.
            #expect(
                try await browser.execute(
                    """
                    const screen = document.getElementById('wr-widgets').getBoundingClientRect();
                    const card = document.querySelector('article.wr-stack-card').getBoundingClientRect();
                    return card.top >= screen.bottom - 1
                    """) as? Bool == true, "before scrolling, the stack is below the face, out of the screen")
            #expect(
                try await browser.execute(
                    """
                    const screenElement = document.getElementById('wr-widgets');
                    const cardElement = document.querySelector('article.wr-stack-card');
                    screenElement.scrollTop = cardElement.offsetTop - screenElement.offsetTop - 100;
                    const screen = screenElement.getBoundingClientRect(), card = cardElement.getBoundingClientRect();
                    return card.top >= screen.top && card.bottom <= screen.bottom && card.left >= screen.left && card.right <= screen.right
                      && getComputedStyle(screenElement).overflowY === 'auto'
                    """) as? Bool == true, "the stack's card is on the watch's screen")
            try await Self.check(
                try await browser.screenshot(), against: Self.stackReference, browser: browser, folder: folder)
            _ = try await browser.execute("document.getElementById('wr-widgets').scrollTop = 0; return true")
            // A click on a complication opens its app on the phone (complications are not interactive).
            try await browser.click(
                try await browser.element(
                    #".wr-watch-circulars .wr-complication[aria-label^="TasksLeft,"] .wr-face[role=link]"#))
            try await poll("the phone to record the app opened from the watch") {
                let status = try await phone.cli(["status"])
                return status.standardOutput.contains("opened URLs:") && status.standardOutput.contains("from watch")
            }
            try await browser.waitUntil(
                "the answer under the complication",
                """
                const note = document.querySelector('.wr-callout[role=status]');
                return !!note && note.textContent.includes('on the phone');
                """)
        } catch {
            await browser.quit()
            _ = try? await watch.script.stop()
            _ = try? await phone.process.stop()
            throw error
        }
        await browser.quit()
        _ = try await watch.script.stop()
        try await phone.process.stop()
    }
}
