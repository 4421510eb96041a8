import Foundation
import Testing
import WidgetRelayKit

/// SwiftUI forms the corpus of real extensions writes (Corpus/), archived as close as the
/// archive allows.
@Suite("Forms the corpus writes archive as SwiftUI draws them")
struct CorpusFormsArchiveTests {
    private func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    @Test("hidden is opacity 0; id, symbolVariant, redacted and fixedSize leave the view as it is")
    func passThrough() {
        #expect(root(Text("A").hidden()).modifiers == [.opacity(0)])
        let plain = root(Image(systemName: "star"))
        #expect(root(Image(systemName: "star").id(3)) == plain)
        #expect(root(Image(systemName: "star").symbolVariant(.circle.fill)) == plain)
        #expect(root(Image(systemName: "star").redacted(reason: .placeholder).unredacted()) == plain)
        #expect(root(Image(systemName: "star").fixedSize()) == plain)
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test("border is a stroked rectangle in front of the view")
    func border() {
        guard case .stack(let stack) = root(Text("A").border(Color.red, width: 2)).kind else {
            Issue.record("not a stack"); return
        }
        #expect(stack.axis == .depth && stack.children.count == 2)
        #expect(stack.children[1] == root(Rectangle().strokeBorder(Color.red, lineWidth: 2)))
    }

    @Test("opacity on a hierarchical style or a colour style keeps the level and the opacity")
    func styleOpacity() {
        #expect(HierarchicalShapeStyle.secondary.opacity(0.5).styleValue == .color(.named("secondary", opacity: 0.5)))
        #expect(AnyShapeStyle(Color.red).opacity(0.25).styleValue == .color(.named("red", opacity: 0.25)))
        #expect(
            root(Text("A").foregroundStyle(.primary.opacity(2))).modifiers.first.map { "\($0)" }?.contains("primary")
                == true)
    }

    @Test(
        "widgetLabel and widgetCurvesContent compile in both forms; combined keeps the first transition; Text(date, formatter:) formats"
    )
    func accessoryAndText() {
        let gauge = root(Text("72°"))
        #expect(root(Text("72°").widgetLabel("Outside")) == gauge)
        #expect(root(Text("72°").widgetLabel { Text("Outside") }.widgetCurvesContent()) == gauge)
        #expect(AnyTransition.opacity.combined(with: .scale) == .opacity)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(root(Text(Date(timeIntervalSince1970: 0), formatter: formatter)) == root(Text(verbatim: "1970")))
    }

    @Test("tint with a gradient is its first stop's colour (a gauge's tint); a Gradient is a style, top to bottom")
    func gradientTint() {
        let gradient = Gradient(colors: [.blue, .red])
        #expect(root(Gauge(value: 0.5) { Text("A") }.tint(gradient)).modifiers.last == .tint(.named("blue")))
        #expect(root(Text("A").tint(AnyShapeStyle(Color.green))).modifiers == [.tint(.named("green"))])
        guard case .gradient(let value) = gradient.styleValue else { Issue.record("not a gradient"); return }
        #expect(value.stops.map(\.color) == [.named("blue"), .named("red")])
    }
}
