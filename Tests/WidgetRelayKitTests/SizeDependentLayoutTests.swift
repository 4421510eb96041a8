import Foundation
import Testing
import WidgetRelayKit

/// `GeometryReader`, `ViewThatFits` and `onGeometryChange`, decided on the phone for the
/// family's known size as WidgetKit decides them.
@Suite("Size-dependent layout is decided on the phone for the family's size")
struct SizeDependentLayoutTests {
    static let healed = Date(timeIntervalSince1970: 1_790_005_400)

    /// Emoji Rangers' inline complication: the longest sentence that fits on the line.
    struct HealingInline: View {
        let name: String
        var body: some View {
            ViewThatFits {
                Text("\(name) is healing, ready in \(SizeDependentLayoutTests.healed, style: .relative)")
                Text("\(name) ready in \(SizeDependentLayoutTests.healed, style: .relative)")
                Text("\(name) \(SizeDependentLayoutTests.healed, style: .timer)")
            }
        }
    }

    @Test("ViewThatFits keeps the first child that fits the family's line, else the last")
    func viewThatFits() {
        let healed = Self.healed
        #expect(
            withMargins(HealingInline(name: "Spouty"), family: .accessoryInline).root.kind
                == .text(.runs([.verbatim("Spouty ready in "), .date(healed, .relative)])))
        #expect(
            withMargins(HealingInline(name: "Spouty"), family: .systemExtraLarge).root.kind
                == .text(.runs([.verbatim("Spouty is healing, ready in "), .date(healed, .relative)])))
        #expect(
            withMargins(HealingInline(name: String(repeating: "Spouty", count: 10)), family: .accessoryInline)
                .root.kind
                == .text(.runs([.verbatim(String(repeating: "Spouty", count: 10) + " "), .date(healed, .timer)])))
        // Only the axes asked about count: a tall column fits a line's width.
        let tall = ViewThatFits(in: .horizontal) {
            VStack { ForEach(0..<30, id: \.self) { Text("row \($0)") } }; Text("short")
        }
        guard case .stack = withMargins(tall, family: .systemSmall).root.kind else {
            Issue.record("the column did not fit"); return
        }
        let both = ViewThatFits {
            VStack { ForEach(0..<30, id: \.self) { Text("row \($0)") } }; Text("short")
        }
        #expect(withMargins(both, family: .systemSmall).root.kind == .text(.verbatim("short")))
    }

    struct Reader: View {
        var body: some View {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                    .frame(width: proxy.size.width / 2)
            }
        }
    }

    @Test(
        "a GeometryReader sees the family's size less its margins, frames and padding, and fills it from the top leading corner"
    )
    func geometryReader() {
        let small = withMargins(Reader(), family: .systemSmall).root
        #expect(small.allNodes.contains { $0.kind == .text(.verbatim("138×138")) })
        #expect(
            small.modifiers == [.frame(FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))])
        guard case .stack(let stack) = small.kind else { Issue.record("\(small)"); return }
        #expect(stack.axis == .depth && stack.alignment == .topLeading)
        #expect(stack.children.first?.modifiers == [.frame(FrameValue(width: 69))])
        #expect(withMargins(Reader(), family: .accessoryCircular).texts == ["76×76"])
        #expect(withMargins(Reader().padding(10).frame(height: 100), family: .systemMedium).texts == ["312×80"])
        #expect(withMargins(Reader().frame(maxWidth: 50), family: .systemLarge).texts == ["50×350"])
    }

    /// Every text, those drawn behind a view (`backgroundView`) and in masks too.
    static func allTexts(_ node: ViewNode) -> [String] {
        node.allNodes.flatMap { inner -> [String] in
            var texts: [String] = []
            if case .text(.verbatim(let text)) = inner.kind { texts.append(text) }
            for modifier in inner.modifiers {
                if case .backgroundView(let behind) = modifier { texts += allTexts(behind) }
                if case .mask(let mask) = modifier { texts += allTexts(mask) }
            }
            return texts
        }
    }

    @Test("a background's, an overlay's and a mask's GeometryReader sees the frame of the view it decorates")
    func decorations() {
        let chart = Color.gray.frame(maxWidth: .infinity, maxHeight: 84)
        // Stats' donut: `.chartBackground { GeometryReader { … } }` on a chart framed at most 84 high.
        let behind = withMargins(chart.background { Reader() }, family: .systemSmall).root
        #expect(Self.allTexts(behind).contains("138×84"), "\(Self.allTexts(behind))")
        let over = withMargins(chart.overlay { Reader() }, family: .systemSmall).root
        #expect(Self.allTexts(over).contains("138×84"), "\(Self.allTexts(over))")
        let masked = withMargins(Color.gray.frame(width: 60, height: 40).mask { Reader() }, family: .systemSmall).root
        #expect(Self.allTexts(masked).contains("60×40"), "\(Self.allTexts(masked))")
        // A padding outside the frame: the space as offered.
        let padded = withMargins(chart.padding(4).background { Reader() }, family: .systemSmall).root
        #expect(Self.allTexts(padded).contains("138×138"), "\(Self.allTexts(padded))")
    }

    struct Measured: View {
        @State private var width = 0.0
        var body: some View {
            Text(width > 200 ? "wide \(Int(width))" : "narrow \(Int(width))")
                .onGeometryChange(for: Double.self) { proxy in
                    proxy.size.width
                } action: {
                    width = $0
                }
        }
    }

    @Test("onGeometryChange's action gets the space offered, and the state it sets shows in the archive")
    func onGeometryChange() {
        #expect(withMargins(Measured(), family: .systemSmall).texts == ["narrow 138"])
        #expect(withMargins(Measured(), family: .systemMedium).texts == ["wide 332"])
        var seen: [Double] = []
        _ = withMargins(
            Text("x").onGeometryChange(for: Double.self, of: { $0.frame(in: .local).height }) { old, new in
                seen.append(old + new)
            }, family: .accessoryRectangular)
        #expect(seen.first == 144)
    }
}
