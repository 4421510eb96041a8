import Foundation
import Mirror
import TestSupport
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
            let view = ViewArchive.archive(item.view(), family: item.family, appearance: item.appearance)
            try await WidgetScreenshotTests.shoot(
                WidgetScreenshotTests.page(view, title: name, now: Self.now), name: name, in: browser, folder: folder)
            rows.append("| \(item.name) | \(item.caption) | ![\(name)](../Tests/VisualTests/References/\(name).png) |")
        }
        await browser.quit()
        if WidgetScreenshotTests.updating {
            try ContactSheet.write(
                """
                ## Drawing

                Gradients, paths, clips, effects, images, environment values and layouts as the page draws them \
                (`Tests/VisualTests/DrawingGallery.swift`).

                | widget | what it draws | image |
                |---|---|---|
                \(rows.joined(separator: "\n"))

                """, section: "drawing")
        }
    }

    @Test("the page counts timer texts as the terminal does: within the interval, paused from the pause time")
    func timersTickAsTheTerminal() async throws {
        let start = TimersWidgetView.start
        let timers = [
            TimerTextValue(start: start, end: start.addingTimeInterval(900)),
            TimerTextValue(start: start, end: start.addingTimeInterval(900), pauseTime: start.addingTimeInterval(120)),
            TimerTextValue(start: start, end: start.addingTimeInterval(4_000), countsDown: false),
            TimerTextValue(start: start, end: start.addingTimeInterval(4_000), countsDown: true, showsHours: false),
        ]
        let view = ArchivedView(
            root: ViewNode(
                .stack(
                    StackNode(
                        axis: .vertical, alignment: .center, spacing: nil,
                        children: timers.map { ViewNode(.text(.timer($0))) }))),
            family: .systemSmall, renderingMode: .fullColor)
        let folder = TemporaryFolder.shared.makeFolder()
        let path = "\(folder)/timers.html"
        try Data(WidgetScreenshotTests.page(view, title: "timers", now: Self.now).utf8).write(
            to: URL(fileURLWithPath: path))
        let browser = try await WebDriver(folder: folder, width: 600, height: 400)
        try await browser.open("file://\(path)")
        for offset in [-60.0, 0, 61, 119.5, 500, 899, 900, 5_000] {
            let now = start.addingTimeInterval(offset)
            let shown =
                try await browser.execute(
                    "return [...document.querySelectorAll('.wr-date')].map(s => wrFormatDate(new Date(Number(s.dataset.date) * 1000), s.dataset.style, new Date(arguments[0])));",
                    [now.timeIntervalSince1970 * 1000]) as? [String]
            #expect(shown == timers.map { $0.text(at: now) }, "at \(offset) s")
        }
        await browser.quit()
    }
}
