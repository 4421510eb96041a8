import Foundation
import Testing
import WidgetRelayKit

/// What two real extensions (Apple's Emoji Rangers, Xcode's widget template) showed the kit
/// archiving differently from iOS: a stack's division of its width, numbers, the default
/// families, and the accessibility modifiers.
@Suite("Real extensions archive as on iOS")
struct RealExtensionFidelityTests {
    /// A bar as wide as the reader times the level, as Emoji Rangers draws health.
    struct HealthBar: View {
        let level: Double
        var body: some View {
            GeometryReader { proxy in Capsule().frame(width: proxy.size.width * level) }
        }
    }

    /// The bar's width as archived (its frame).
    static func barWidth(_ view: ArchivedView) -> Double? {
        view.root.allNodes.lazy.compactMap { node -> Double? in
            guard case .shape = node.kind else { return nil }
            for case .frame(let frame) in node.modifiers { if let width = frame.width { return width } }
            return nil
        }.first
    }

    @Test("a GeometryReader in a row beside a long text is offered half the row, as SwiftUI's HStack offers it")
    func readerBesideLongText() throws {
        let bio = String(repeating: "Spouty rises from the depths. ", count: 4)
        let view = withMargins(
            HStack {
                VStack {
                    Text("HP"); HealthBar(level: 1).frame(height: 10)
                }; Text(bio)
            }, family: .systemMedium)
        // systemMedium: 364 − 2 × 16 margins = 332; less the 8 between: 324, half each.
        #expect(try #require(Self.barWidth(view)) == 162)
        // The text needs no more than its width: the reader takes what it leaves.
        let short = withMargins(
            HStack(spacing: 10) {
                Text("HP"); HealthBar(level: 0.5)
            }, family: .systemMedium)
        let textWidth = 2 * 17 * 0.55
        #expect(try #require(Self.barWidth(short)) == (332 - 10 - textWidth) / 2)
        // A spacer yields; a fixed frame takes its width.
        let framed = withMargins(
            HStack(spacing: 0) {
                Color.red.frame(width: 100); Spacer(); HealthBar(level: 1)
            }, family: .systemMedium)
        #expect(try #require(Self.barWidth(framed)) == 332 - 100 - 8)
        // Alone, or in a column, it still sees the whole width.
        #expect(
            try #require(
                Self.barWidth(
                    withMargins(
                        VStack {
                            Text("HP"); HealthBar(level: 1)
                        }, family: .systemMedium))) == 332)
    }

    @Test("element ids stay where they were when a row is archived again with its shares")
    func idsKeepTheirPlace() {
        struct Row: View {
            var body: some View {
                HStack {
                    Button(intent: SampleIntent()) { Text("Go") }
                    GeometryReader { proxy in Button(intent: SampleIntent()) { Text("\(Int(proxy.size.width))") } }
                }
            }
        }
        struct Layers: View {  // a ZStack is not divided: the ids its children get in one pass
            var body: some View {
                ZStack {
                    Button(intent: SampleIntent()) { Text("Go") }
                    GeometryReader { proxy in Button(intent: SampleIntent()) { Text("\(Int(proxy.size.width))") } }
                }
            }
        }
        let divided = withMargins(Row(), family: .systemSmall)
        #expect(divided.interactiveElements.count == 2)
        #expect(
            divided.interactiveElements.map(\.elementID)
                == withMargins(Layers(), family: .systemSmall).interactiveElements.map(\.elementID))
        #expect(divided.texts == ["Go", "95"])  // 138 − 8 − the button's 2 × 17 × 0.55 + 16
    }

    struct SampleIntent: AppIntent {
        static let title: LocalizedStringResource = "Sample"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test("an interpolated integer is grouped by thousands, as SwiftUI's %lld shows it in en_US")
    func groupedIntegers() {
        func shown(_ text: Text) -> [String] { withMargins(text, family: .systemSmall).texts }
        #expect(shown(Text("\(20000) XP")) == ["20,000 XP"])
        #expect(shown(Text("\(1234)")) == ["1,234"])
        #expect(shown(Text("\(-1_234_567)")) == ["-1,234,567"])
        #expect(shown(Text("Level \(50)")) == ["Level 50"])
        #expect(shown(Text("\(Int64.min)")) == ["-9,223,372,036,854,775,808"])
        #expect(shown(Text("\(UInt8(255))")) == ["255"])
        // Text(verbatim:) and a String are shown as they are.
        #expect(shown(Text(verbatim: "1234")) == ["1234"])
        #expect(shown(Text(String(1234))) == ["1234"])
    }

    @Test("a widget that names no families supports iPhone's Home Screen ones: no extra-large, no Lock Screen")
    func defaultFamilies() {
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }
        let items = StaticConfiguration(kind: "Plain", provider: Provider()) { _ in Text("Hi") }.bundleItems
        guard case .widget(let widget) = items.first else { Issue.record("no widget"); return }
        #expect(widget.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        let named = StaticConfiguration(kind: "Named", provider: Provider()) { _ in Text("Hi") }
            .supportedFamilies([.systemExtraLarge, .accessoryInline]).bundleItems
        guard case .widget(let chosen) = named.first else { Issue.record("no widget"); return }
        #expect(chosen.supportedFamilies == [.systemExtraLarge, .accessoryInline])
    }

    @Test("accessibilityLabel, accessibilityValue and accessibilityHidden are archived")
    func accessibility() {
        let view = withMargins(
            VStack {
                HealthBar(level: 0.8).accessibilityLabel("Health").accessibilityValue("\(80) percent")
                Image(systemName: "heart.circle.fill").accessibilityHidden(true)
                Text("XP").accessibilityLabel(Text("Experience \(Image(systemName: "star.fill"))"))
                Text("Visible").accessibilityHidden(false)
            }, family: .systemSmall)
        let modifiers = view.root.children.map(\.modifiers)
        #expect(modifiers[0].suffix(2) == [.accessibilityLabel("Health"), .accessibilityValue("80 percent")])
        #expect(modifiers[1] == [.accessibilityHidden])
        #expect(modifiers[2] == [.accessibilityLabel("Experience star fill")])
        #expect(modifiers[3] == [])
    }
}
