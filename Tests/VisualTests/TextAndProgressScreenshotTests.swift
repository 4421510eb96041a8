import Foundation
import Mirror
import MirrorHTML
import TestSupport
import Testing
import WidgetRelayKit

/// A widget of the text, progress and layout API real extensions use (Emoji Rangers'
/// circular timer and "ready in" texts, Xcode template's two-level styles), drawn by
/// ``HTMLRenderer`` in Chromium at a fixed time and compared with its reference image
/// (`References/TextAndProgress-*.png`): a text run, a ring, a shrunk line or a second
/// style level that goes missing fails. `WIDGETRELAY_UPDATE_SCREENSHOTS=1` writes the reference.
private struct RangerStatusView: View {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    let healed = now.addingTimeInterval(5_400)

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ProgressView(
                timerInterval: Self.now.addingTimeInterval(-1_800)...healed, countsDown: false,
                label: { Text("Spouty") },
                currentValueLabel: { Image(systemName: "bolt.fill") }
            )
            .progressViewStyle(.circular)
            .frame(width: 64, height: 64)
            VStack(alignment: .leading, spacing: 4) {
                Text("Spouty is healing, ready \(healed, style: .relative)")
                    .font(.headline)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                Text("Level \(7) \(Image(systemName: "star.fill"))")
                    .foregroundStyle(.secondary)
                ProgressView(timerInterval: Self.now.addingTimeInterval(-1_800)...healed)
                    .tint(.green)
                Text("Updated ") + Text(Self.now.addingTimeInterval(-120), style: .relative)
            }
            .foregroundStyle(.indigo, .orange)
        }
        .multilineTextAlignment(.leading)
        .containerBackground(for: .widget) { Color.yellow.opacity(0.25) }
    }
}

@Suite("Text, progress and layout as the desktop draws them", .serialized, .heavy)
struct TextAndProgressScreenshotTests {
    @Test("text runs, timer progress, a shrunk line and two style levels match their reference image")
    func textAndProgress() async throws {
        let name = "TextAndProgress-systemMedium-fullColor"
        let view = ViewArchive.archive(RangerStatusView(), family: .systemMedium)
        try await WidgetScreenshotTests.checkScreenshot(
            of: WidgetScreenshotTests.page(view, title: name, now: RangerStatusView.now), name: name)
    }
}
