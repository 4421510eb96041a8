import Foundation
import Mirror
import MirrorHTML
import MirrorText
import TestSupport
import Testing
import WidgetRelayKit

/// A widget laid out the way Apple's Emoji Rangers lays out its medium widget (an avatar
/// column with a health bar read from a `GeometryReader`, beside a long text; a 500-point
/// emoji shrunk into its circle; a column taller than the widget, of shrinkable texts), and a
/// Live Activity's island region (a circular progress, a `ContainerRelativeShape` badge),
/// drawn by ``HTMLRenderer`` in Chromium and compared with `References/RealExtension-*.png`:
/// a squeezed column, a full-width bar, an overflow or a tall ring fails.
private struct RangerDetailView: View {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    struct HealthBar: View {
        let level: Double
        var body: some View {
            GeometryReader { proxy in
                RoundedRectangle(cornerRadius: 4).foregroundStyle(Color.gray)
                RoundedRectangle(cornerRadius: 4).frame(width: proxy.size.width * level).foregroundStyle(Color.green)
            }
        }
    }

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                HStack {
                    ZStack {
                        Circle().fill(Color.orange)
                        Text("🐳").font(.system(size: 500)).minimumScaleFactor(0.01)
                    }
                    .aspectRatio(1, contentMode: .fit)
                    .frame(maxWidth: 50)
                    VStack(alignment: .leading) {
                        Text("Spouty").font(.title).fontWeight(.bold).lineLimit(1).minimumScaleFactor(0.2)
                        Text("Level \(50)").minimumScaleFactor(0.2)
                        Text("\(20000) XP").minimumScaleFactor(0.2)
                    }
                }
                VStack(alignment: .leading, spacing: 6) {
                    Text("HP")
                    HealthBar(level: 0.6).frame(height: 10)
                    Text("Healing Time")
                    Text(Self.now.addingTimeInterval(60), style: .timer)
                        .font(.system(.title, design: .monospaced))
                        .minimumScaleFactor(0.25)
                }
            }
            Text("Spouty rises from the depths to bring joy and laughter to everyone. They are best friends with Octo.")
        }
        .foregroundStyle(Color.white)
        .containerBackground(for: .widget) { Color(red: 0.99, green: 0.42, blue: 0.24) }
    }
}

/// A compact island region: the health ring, and a stale badge on a container-relative shape.
private struct IslandRegionView: View {
    var body: some View {
        HStack {
            ProgressView(value: 0.8, total: 1) { Text("80") }
                .progressViewStyle(.circular)
                .tint(Color.green)
            Text("Outdated \(Image(systemName: "clock.badge.exclamationmark.fill"))")
                .font(.caption)
                .padding(4)
                .background(ContainerRelativeShape().fill(Color.red))
                .accessibilityLabel("Outdated")
        }
    }
}

/// Emoji Rangers' accessoryCircular: a timer ring with the avatar inside and the name as its label.
private struct CircularTimerView: View {
    var body: some View {
        ProgressView(
            timerInterval: RangerDetailView.now.addingTimeInterval(-30)...RangerDetailView.now.addingTimeInterval(30),
            countsDown: false
        ) {
            Text("Spouty")
        } currentValueLabel: {
            Text("🐳")
        }
        .progressViewStyle(.circular)
    }
}

@Suite("Real extensions' layouts as the desktop draws them", .serialized, .heavy)
struct RealExtensionScreenshotTests {
    @Test(
        "a reader beside a long text, a huge shrunk emoji and a tall column of shrinkable texts match their reference image"
    )
    func rangerDetail() async throws {
        let name = "RealExtension-systemMedium-fullColor"
        let view = ViewArchive.archive(RangerDetailView(), family: .systemMedium)
        try await WidgetScreenshotTests.checkScreenshot(
            of: WidgetScreenshotTests.page(view, title: name, now: RangerDetailView.now), name: name)
    }

    /// The gallery draws previews scaled down (a CSS transform): the page's fit measures in the
    /// widget's own pixels, so a scaled copy is fitted exactly as the full-size one.
    @Test("drawn scaled, as the gallery draws a preview, the tall column is fitted as at full size")
    func scaledCopyFitsTheSame() async throws {
        let view = ViewArchive.archive(RangerDetailView(), family: .systemMedium)
        let widget = HTMLRenderer.render(view, RenderOptions(now: RangerDetailView.now))
        let body =
            #"<div id="plain">\#(widget)</div><div id="scaled" style="transform:scale(.6);transform-origin:top left">\#(widget)</div>"#
        let folder = TemporaryFolder.shared.makeFolder()
        let path = "\(folder)/scaled.html"
        try Data(HTMLRenderer.page(title: "scaled", body: body).utf8).write(to: URL(fileURLWithPath: path))
        let browser = try await WebDriver(folder: folder, width: 900, height: 900)
        try await browser.open("file://\(path)")
        let sizes =
            "['plain','scaled'].map(id => Array.from(document.querySelectorAll('#' + id + ' .wr-min-scale .wr-text, #' + id + ' .wr-text.wr-min-scale')).map(t => parseFloat(getComputedStyle(t).fontSize).toFixed(1)).join(' '))"
        try await browser.waitUntil(
            "both copies fitted",
            "return !!document.querySelector('#plain [data-wr-size]') && !!document.querySelector('#scaled [data-wr-size]')"
        )
        let fitted = try await browser.execute("return \(sizes)") as? [String]
        await browser.quit()
        #expect(fitted?.count == 2 && fitted?[0] == fitted?[1], "font sizes, full size then scaled: \(fitted ?? [])")
    }

    @Test("an island region's ring is small and its badge's corners follow the island's")
    func islandRegion() async throws {
        let name = "RealExtension-islandRegion"
        let view = ViewArchive.archive(IslandRegionView(), family: nil)
        // As the desktop's strip holds it: dark, white text, the island's corner radius.
        let body =
            #"<div id="shot" style="display:inline-block;padding:12px;background:#000;color:#fff;--wr-region-radius:14px">"#
            + HTMLRenderer.render(view, RenderOptions(now: RangerDetailView.now)) + "</div>"
        try await WidgetScreenshotTests.checkScreenshot(of: HTMLRenderer.page(title: name, body: body), name: name)
    }

    @Test("an accessory circle's timer ring fills the circle with its value inside; the label is not drawn under it")
    func circularTimer() async throws {
        let name = "RealExtension-accessoryCircular"
        let view = ViewArchive.archive(CircularTimerView(), family: .accessoryCircular)
        try await WidgetScreenshotTests.checkScreenshot(
            of: WidgetScreenshotTests.page(view, title: name, now: RangerDetailView.now), name: name)
    }
}
