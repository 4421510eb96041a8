import Foundation
import Testing
import WidgetRelayKit

/// `.lineHeight(_:)` (iOS 26) as Luka's Live Activity writes it (`.lineHeight(.tight)` on a text's
/// modifiers): the environment's `\.lineHeight`, which the views inside read.
@Suite("lineHeight")
struct LineHeightTests {
    struct LineHeightName: View {
        @Environment(\.lineHeight) private var lineHeight
        var body: some View {
            Text(verbatim: lineHeight == nil ? "none" : lineHeight == .tight ? "tight" : "other")
        }
    }

    @Test("nil until a view sets it; .lineHeight(_:) reaches the views inside, the innermost winning")
    func environment() {
        #expect(EnvironmentValues().lineHeight == nil)
        let view = VStack {
            LineHeightName().lineHeight(.tight)
            LineHeightName()
            LineHeightName().lineHeight(.tight).lineHeight(.loose)
            LineHeightName().lineHeight(.exact(points: 20))
            LineHeightName().lineHeight(.tight).lineHeight(nil)
        }
        #expect(
            ViewArchive.archive(view, family: .systemSmall).root.plainText == [
                "tight", "none", "tight", "other", "tight",
            ])
        #expect(AttributedString.LineHeight.multiple(factor: 1.2) == .multiple(factor: 1.2))
        #expect(AttributedString.LineHeight.leading(increase: 2) != .exact(points: 2))
    }
}
