import Foundation
import Mirror
import MirrorHTML
import MirrorText
import TestSupport
import SampleApps
import Testing
import WidgetRelayKit

/// Every small sample widget in StandBy, Night Mode and CarPlay, and every accessory one on the
/// Lock Screen (an iPhone's shows no Home Screen widget), as the desktop page draws them (``DisplayMode``):
/// archived as the desktop asks the phone for them (accented, and for each place its page draws:
/// ``SurfaceVariant``) and drawn by the place from the archive made for it, in Chromium, against the
/// committed references. Reverting a place's look (its rendering mode, the background it removes,
/// its scale, Night Mode's red) moves far more than the tolerance.
@Suite("Sample widgets in StandBy, Night Mode, CarPlay and on the Lock Screen", .serialized, .heavy)
struct DisplayModeScreenshotTests {
    static let places: [DisplayMode] = [.standBy, .nightMode, .carPlay, .lockScreen]

    /// The shots: every widget's small family in every place that shows it, then its accessory families on the Lock Screen.
    static var shots: [(widget: WidgetKindDescriptor, family: WidgetFamily, places: [DisplayMode])] {
        WidgetScreenshotTests.widgets.flatMap { widget in
            widget.supportedFamilies.compactMap { family in
                family == .systemSmall
                    ? (widget, family, places.filter { $0.shows(family) })
                    : WidgetFamily.accessory.contains(family) ? (widget, family, [.lockScreen]) : nil
            }
        }
    }

    /// A page with the face alone, on black (the places' own screens draw over it).
    static func page(_ view: ArchivedView, in place: DisplayMode, title: String) -> String {
        let face = HTMLRenderer.render(view, RenderOptions(now: Date()), in: place)
        return HTMLRenderer.page(
            title: title,
            body: #"<div id="shot" style="display:inline-block;padding:12px;background:#000">\#(face)</div>"#)
    }

    @Test(
        "every small widget in StandBy, Night Mode and CarPlay, and every accessory one on the Lock Screen, matches its reference image"
    )
    func everyPlace() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let browser = try await WebDriver(folder: folder, width: 900, height: 800)
        var rows: [(kind: String, family: WidgetFamily, files: [DisplayMode: String])] = []
        for (widget, family, places) in Self.shots {
            let entry = try await WidgetScreenshotTests.entry(
                of: widget, family, .accented, surfaces: SurfaceVariant.allCases)
            var files: [DisplayMode: String] = [:]
            for place in places {
                let name = "\(widget.kind)-\(family.rawValue)-\(place.rawValue)"
                let view = place.surface.flatMap { entry.surfaceViews[$0] } ?? entry.view
                try await WidgetScreenshotTests.shoot(
                    Self.page(view, in: place, title: name), name: name, in: browser, folder: folder)
                files[place] = name + ".png"
            }
            rows.append((widget.kind, family, files))
        }
        await browser.quit()
        #expect(rows.filter { $0.family == .systemSmall }.count >= 10, "the sample apps have small widgets")
        if WidgetScreenshotTests.updating { try Self.writeSection(rows) }
    }

    /// The places' section of `docs/widgets.md`.
    static func writeSection(_ rows: [(kind: String, family: WidgetFamily, files: [DisplayMode: String])]) throws {
        var text = """
            ## In StandBy, Night Mode, CarPlay and on the Lock Screen

            The web page's mode switch (`DisplayMode`, per page and per card) draws the widgets as those places do \
            (the strategy seed's "Support different appearances"): StandBy scales small widgets up, vibrant, without \
            their container background; Night Mode is StandBy in one red; CarPlay scales them up in full colour without \
            the background (buttons and toggles work, a tap does not open the app); the Lock Screen shows accessory \
            widgets vibrant on its material (an iPhone's shows no Home Screen widget), and every Live Activity's Lock \
            Screen presentation. A desktop serving the page asks the phone to archive each small widget for StandBy \
            (vibrant, dark, no container background), StandBy at night (the same, luminance reduced) and CarPlay \
            (full colour, dark, no container background) as well (`Capabilities.surfaces`), and each place draws the \
            archive made for it: content an author chose by reading `\\.widgetRenderingMode` is that place's \
            (GlassWidget says \"Vibrant\" in StandBy). The Lock Screen draws the accessory widgets' own (vibrant) \
            archive. `Tests/VisualTests/DisplayModeScreenshotTests` compares them; \
            `WIDGETRELAY_UPDATE_SCREENSHOTS=1 swift test --filter DisplayModeScreenshotTests` writes them again.

            | widget | family | StandBy | Night Mode | CarPlay | Lock Screen |
            |---|---|---|---|---|---|

            """
        for row in rows {
            let cells = places.map { place in
                row.files[place].map { "![\($0)](../Tests/VisualTests/References/\($0))" } ?? "—"
            }
            text += "| \(row.kind) | \(row.family.rawValue) | \(cells.joined(separator: " | ")) |\n"
        }
        try ContactSheet.write(text, section: "places")
    }
}
