import Foundation
import MirrorHTML
import TestSupport
import Testing
import WidgetRelayKit

/// A text that may shrink (`.minimumScaleFactor(_:)`) keeps the lines its string breaks:
/// Clendar's "No events for today,\nenjoy your day!\n🎉" is three lines on iOS, shrunk until
/// its longest fits, and was one line run past its card (the page drew a shrinkable text on one
/// line, its newlines as spaces).
@Suite("Shrinkable text keeps its line breaks", .serialized, .heavy)
struct ShrunkTextLinesTests {
    private struct EmptyEvents: View {
        var body: some View {
            VStack {
                Text("No events for today,\nenjoy your day!\n🎉")
                    .minimumScaleFactor(0.5)
                    .font(.system(size: 13, weight: .bold))
                    .multilineTextAlignment(.center)
                Spacer()
            }
            .containerBackground(.background, for: .widget)
        }
    }

    @Test("a shrinkable text with two newlines is drawn as three lines, within its card")
    func threeLines() async throws {
        let view = ViewArchive.archive(EmptyEvents(), family: .systemSmall)
        let measured = try await PageScript.run(
            """
            const text = document.querySelector('.wr-text');
            const card = document.querySelector('.wr-widget').getBoundingClientRect();
            const box = text.getBoundingClientRect();
            const line = parseFloat(getComputedStyle(text).lineHeight) || parseFloat(getComputedStyle(text).fontSize) * 1.2;
            return [Math.round(box.height / line), box.left >= card.left && box.right <= card.right ? 1 : 0];
            """, on: view, name: "lines")
        let values = try #require(measured as? [Any]).compactMap { ($0 as? NSNumber)?.intValue ?? $0 as? Int }
        #expect(values == [3, 1], "lines, and within the card: \(values)")
    }
}
