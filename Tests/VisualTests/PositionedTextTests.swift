import Foundation
import MirrorHTML
import TestSupport
import Testing
import WidgetRelayKit

/// A text fitted into the frame SwiftUI gives it: a view placed with `.position(x:y:)` is drawn
/// at its own size around the point (Stats' donut centres, "34%" and "CPU" placed at the plot
/// frame's middle in a GeometryReader, were drawn one letter a line), and a word longer than
/// its card breaks inside it (LoopCaregiver's "AppGroups?" ran past its 76-point circle).
@Suite("Texts in a shape's frame: positioned, and longer than the frame", .serialized, .heavy)
struct PositionedTextTests {
    private struct DonutCentre: View {
        var body: some View {
            VStack {
                Circle().stroke(.gray, lineWidth: 8).frame(maxWidth: .infinity, maxHeight: 84)
                    .background {
                        GeometryReader { geometry in
                            Text("34%").font(.system(size: 16))
                                .position(x: geometry.size.width / 2, y: geometry.size.height / 2 - 5)
                            Text("CPU").font(.system(size: 9, weight: .semibold))
                                .position(x: geometry.size.width / 2, y: geometry.size.height / 2 + 10)
                        }
                    }
                Spacer()
            }
            .containerBackground(.background, for: .widget)
        }
    }

    private struct LongWord: View {
        var body: some View {
            Text("AppGroups?").containerBackground(.clear, for: .widget)
        }
    }

    // The courier's expanded island: `Label { Text(status) } icon: { Image(…).resizable().frame(width: 25, height: 25) }`.
    private struct FixedBesideText: View {
        var body: some View {
            HStack {
                Text("A label much wider than its frame").frame(width: 25, height: 25).clipped()
                Text("On The Road")
            }
            .containerBackground(.clear, for: .widget)
        }
    }

    @Test("a fixed-width frame in a row keeps its width, and leaves the rest to its neighbour")
    func fixedFrameInRow() async throws {
        let view = ViewArchive.archive(FixedBesideText(), family: .systemMedium)
        let measured = try await PageScript.run(
            """
            const frame = document.querySelector('.wr-hstack > .wr-frame');
            return Math.round(frame.getBoundingClientRect().width);
            """, on: view, name: "fixed")
        #expect((measured as? NSNumber)?.intValue == 25, "the frame's width: \(String(describing: measured))")
    }

    /// Each text's lines (its height over its line height) and whether it lies within the card, and
    /// its centre's distance from the card's in points (x).
    static func measure(_ view: ArchivedView, _ name: String) async throws -> [[Int]] {
        let measured = try await PageScript.run(
            """
            const card = document.querySelector('.wr-widget').getBoundingClientRect();
            return [...document.querySelectorAll('.wr-text')].map(text => {
              const box = text.getBoundingClientRect();
              const line = parseFloat(getComputedStyle(text).lineHeight) || parseFloat(getComputedStyle(text).fontSize) * 1.2;
              return [Math.round(box.height / line), box.left >= card.left - 0.5 && box.right <= card.right + 0.5 ? 1 : 0,
                Math.round(Math.abs((box.left + box.right) / 2 - (card.left + card.right) / 2))];
            });
            """, on: view, name: name)
        return try #require(measured as? [Any]).map { row in
            (row as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue ?? $0 as? Int }
        }
    }

    @Test("a text placed with position(x:y:) is one line, centred on its point")
    func positioned() async throws {
        let measured = try await Self.measure(ViewArchive.archive(DonutCentre(), family: .systemSmall), "donut")
        #expect(measured.count == 2)
        for text in measured {
            #expect(
                text.count == 3 && text[0] == 1 && text[1] == 1 && text[2] <= 1, "lines, within, off-centre: \(text)")
        }
    }

    @Test("a word wider than an accessoryCircular breaks inside its circle's frame")
    func longWord() async throws {
        let view = ViewArchive.archive(LongWord(), family: .accessoryCircular)
        let measured = try await Self.measure(view, "word")
        #expect(measured.count == 1)
        #expect(measured.first?[1] == 1, "within the card: \(measured)")
    }
}
