import Foundation
import Mirror
import MirrorHTML
import MirrorText
import TestSupport
import SampleApps
import Testing
import WidgetRelayKit

/// Every sample widget in every family it supports and every rendering mode, drawn by
/// ``HTMLRenderer`` in Chromium and compared with the committed reference images
/// (`References/`), so that a layout regression fails. `WIDGETRELAY_UPDATE_SCREENSHOTS=1`
/// writes the references and the contact sheet (`docs/widgets.md`) instead.
@Suite("Sample widgets as the desktop draws them", .serialized, .heavy)
struct WidgetScreenshotTests {
    static let items = SampleAppsBundle().items
    static let widgets = items.compactMap { if case .widget(let widget) = $0 { widget } else { nil } }
    static let modes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
    static let references = "\(Repository.root)/Tests/VisualTests/References"
    static let updating = ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1"
    /// The share of pixels that may differ (anti-aliasing); a moved or resized part is far more.
    static let tolerance = 0.005

    /// The first timeline entry of `widget` as a desktop shows it, in a fresh in-memory app.
    static func view(of widget: WidgetKindDescriptor, _ family: WidgetFamily, _ mode: WidgetRenderingMode) async throws
        -> ArchivedView
    {
        try await entry(of: widget, family, mode).view
    }

    /// The first timeline entry of `widget`, archived in `mode` and for `surfaces` too, in a fresh in-memory app.
    static func entry(
        of widget: WidgetKindDescriptor, _ family: WidgetFamily, _ mode: WidgetRenderingMode,
        surfaces: [SurfaceVariant] = []
    ) async throws -> ArchivedEntry {
        let registry = IntentRegistry(bundle: items)
        return try await AppEnvironment.$current.withValue(.inMemory()) {
            var configuration: (any AppIntent)?
            if let type = widget.configurationIntent {
                configuration = try await registry.rebuild(await IntentRegistry.completeConfiguration(of: type))
            }
            let timeline = try await widget.timeline(
                for: configuration,
                in: TimelineProviderContext(family: family, renderingMode: mode, surfaces: surfaces))
            return try #require(timeline.entries.first)
        }
    }

    /// A page with the widget alone on the desktop's wallpaper colour, drawn at `now`.
    static func page(_ view: ArchivedView, title: String, now: Date = Date()) -> String {
        HTMLRenderer.page(
            title: title,
            body:
                #"<div id="shot" style="display:inline-block;padding:12px;background:#27304d">\#(HTMLRenderer.render(view, RenderOptions(now: now)))</div>"#
        )
    }

    @Test("every sample widget, family and rendering mode matches its reference image")
    func everyWidget() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let browser = try await WebDriver(folder: folder, width: 900, height: 800)
        var sheet: [(kind: String, family: WidgetFamily, files: [String])] = []
        for widget in Self.widgets {
            for family in widget.supportedFamilies {
                var files: [String] = []
                for mode in Self.modes {
                    let name = "\(widget.kind)-\(family.rawValue)-\(mode.rawValue)"
                    let html = Self.page(try await Self.view(of: widget, family, mode), title: name)
                    try await Self.shoot(html, name: name, in: browser, folder: folder)
                    files.append(name + ".png")
                }
                sheet.append((widget.kind, family, files))
            }
        }
        await browser.quit()
        #expect(sheet.count >= 10, "the sample apps have widgets")
        if Self.updating { try Self.writeContactSheet(sheet) }
    }

    /// Opens `html` in `browser`, shoots `#shot` (its dates' digits drawn as zeros) and compares
    /// it with `References/<name>.png`, or writes that reference when ``updating``; a difference
    /// beyond ``tolerance`` is an issue naming this run's image.
    static func shoot(_ html: String, name: String, in browser: WebDriver, folder: String) async throws {
        let path = "\(folder)/\(name).html"
        try Data(html.utf8).write(to: URL(fileURLWithPath: path))
        try await browser.open("file://\(path)")
        // Dates move; their layout is what is checked: every digit drawn as 0, hours as two
        // digits and AM for PM (so "9:41 AM" and "12:05 PM" take the same room).
        try await browser.execute(
            #"for (const d of document.querySelectorAll('.wr-date')) d.textContent = d.textContent.replace(/[0-9]+(?=:)/g, '00').replace(/[0-9]/g, '0').replace(/\bPM\b/g, 'AM');"#
        )
        let png = try await browser.screenshot(try await browser.element("#shot"))
        let reference = "\(references)/\(name).png"
        if updating {
            try png.write(to: URL(fileURLWithPath: reference))
            return
        }
        guard let expected = FileManager.default.contents(atPath: reference) else {
            Issue.record(
                "no reference image for \(name): run with WIDGETRELAY_UPDATE_SCREENSHOTS=1 and commit \(reference)")
            return
        }
        let difference = try await browser.compare(png, with: expected)
        if difference.fraction > tolerance {
            try png.write(to: URL(fileURLWithPath: "\(folder)/\(name).actual.png"))
            Issue.record("\(name): \(difference); this run's image is \(folder)/\(name).actual.png")
        }
    }

    /// `docs/widgets.md`: every reference image, a row per widget and family.
    static func writeContactSheet(_ rows: [(kind: String, family: WidgetFamily, files: [String])]) throws {
        var text = """
            # The sample widgets as the desktop draws them

            Every widget of the sample apps in every family it supports, in the three rendering modes, \
            as `HTMLRenderer` draws it and Chromium shows it. These are the reference images of \
            `Tests/VisualTests` (a layout change that moves more than \(tolerance * 100)% of a widget's pixels fails); \
            `WIDGETRELAY_UPDATE_SCREENSHOTS=1 swift test --filter WidgetScreenshotTests` writes them again.

            | widget | family | fullColor | accented | vibrant |
            |---|---|---|---|---|

            """
        for row in rows {
            let images = row.files.map { "![\($0)](../Tests/VisualTests/References/\($0))" }.joined(separator: " | ")
            text += "| \(row.kind) | \(row.family.rawValue) | \(images) |\n"
        }
        try ContactSheet.write(text, section: nil)
    }
}
