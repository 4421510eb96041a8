import Foundation
import Mirror
import MirrorHTML
import TestSupport
import Testing
import WidgetRelayKit

/// A widget of shapes and backgrounds as authors write them, drawn by ``HTMLRenderer`` in
/// Chromium and compared with its reference image (`References/Shapes-*.png`), so that a
/// shape that loses its corners, fill or outline fails. `WIDGETRELAY_UPDATE_SCREENSHOTS=1`
/// writes the reference instead.
private struct ShapesWidgetView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 6) {
                Circle().fill(.green).frame(width: 10, height: 10)
                Text("Online").font(.caption).foregroundStyle(.white)
            }
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(.blue, in: Capsule())
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 10).fill(.orange).frame(width: 44, height: 44)
                Circle().stroke(.red, lineWidth: 4).frame(width: 44, height: 44)
                Ellipse().fill(.purple).frame(width: 64, height: 36)
                Capsule().strokeBorder(.tint, lineWidth: 3).frame(width: 64, height: 28)
                Rectangle().frame(width: 20, height: 44)
            }
            Text("Note").padding(6).background { RoundedRectangle(cornerRadius: 6).fill(.yellow) }
        }
        .containerBackground(for: .widget) { ContainerRelativeShape().fill(Color(red: 0.9, green: 0.95, blue: 1)) }
    }
}

@Suite("Shapes as the desktop draws them", .serialized, .heavy)
struct ShapeScreenshotTests {
    @Test(
        "shapes, strokes and backgrounds match their reference image",
        arguments: [WidgetRenderingMode.fullColor, .accented])
    func shapes(mode: WidgetRenderingMode) async throws {
        let name = "Shapes-systemMedium-\(mode.rawValue)"
        let view = ViewArchive.archive(ShapesWidgetView(), family: .systemMedium, renderingMode: mode)
        try await WidgetScreenshotTests.checkScreenshot(of: WidgetScreenshotTests.page(view, title: name), name: name)
    }
}
