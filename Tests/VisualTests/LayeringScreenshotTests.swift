import Foundation
import Mirror
import TestSupport
import Testing
import WidgetRelayKit

/// The courier sample's Lock Screen (Corpus/CourierLiveActivity, LockScreenView.swift) as the
/// page lays it out in Chromium: its route's dots are a clipped shape with an image laid over it,
/// and its timer a text in a frame narrower than the text.
private struct RouteView: View {
    var body: some View {
        VStack {
            HStack {
                Rectangle()
                    .foregroundColor(.gray)
                    .clipShape(Circle())
                    .frame(width: 50, height: 50)
                    .overlay(Image(systemName: "star.fill").foregroundColor(.blue))
                    .padding(.trailing, 25)
            }
            HStack {
                Image(systemName: "timer").foregroundColor(.gray)
                Text("1654:03:37").frame(width: 60)
            }
            .font(.headline)
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// #47: what the gallery showed wrong in the courier's Live Activity, checked where the browser
/// lays it out (hit-testing follows the order things are painted in).
@Suite("Layers and frames as the desktop lays them out", .heavy)
struct LayeringScreenshotTests {
    @Test(
        "an overlay is painted above a clipped shape (the route's dots kept their images); a text never draws past its frame onto its neighbour"
    )
    func overlayAndFrame() async throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let folder = TemporaryFolder.shared.makeFolder()
        let browser = try await WebDriver(folder: folder, width: 400, height: 400)
        let view = ViewArchive.archive(RouteView(), family: .systemMedium)
        let path = "\(folder)/layers.html"
        try Data(WidgetScreenshotTests.page(view, title: "layers", now: now).utf8).write(
            to: URL(fileURLWithPath: path))
        try await browser.open("file://\(path)")
        // What is on top at the star's centre: the star (its glyph's box), not the grey disc.
        let top =
            try await browser.execute(
                """
                const star = [...document.querySelectorAll('.wr-symbol')].find(s => s.textContent === 'star');
                const r = star.getBoundingClientRect();
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                return star.contains(hit) ? 'star' : hit.className;
                """) as? String
        #expect(top == "star")
        // The timer's glyphs stay inside its 60-point frame and off the icon before it.
        let overlap =
            try await browser.execute(
                """
                const text = [...document.querySelectorAll('.wr-text')].find(t => t.textContent.startsWith('1654'));
                const frame = text.parentElement.getBoundingClientRect();
                const icon = [...document.querySelectorAll('.wr-symbol')].find(s => s.textContent === 'timer');
                const range = document.createRange();
                range.selectNodeContents(text);
                const glyphs = range.getBoundingClientRect();
                return [frame.width, glyphs.left - frame.left, frame.right - glyphs.right,
                        glyphs.left - icon.getBoundingClientRect().right].join(' ');
                """) as? String
        await browser.quit()
        let measures = try #require(overlap).split(separator: " ").compactMap { Double($0) }
        #expect(measures.count == 4 && abs(measures[0] - 60) < 0.5, "\(measures)")
        #expect(measures[1] >= -0.5 && measures[2] >= -0.5, "glyphs past the frame: \(measures)")
        #expect(measures[3] >= 0, "glyphs over the icon: \(measures)")
    }
}
