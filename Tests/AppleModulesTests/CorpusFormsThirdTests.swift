import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetRelayKit

/// SwiftUI and WidgetKit forms the corpus writes, by class (tools/corpus, 2026-11-29, third round).
@Suite("Forms the corpus writes, third round")
struct CorpusFormsThirdTests {
    func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    struct MaterialReader: View {
        @Environment(\.backgroundMaterial) var material
        var body: some View { Text(material == .regular ? "regular" : "none") }
    }

    @Test("\\.backgroundMaterial is nil until a view writes it (BackyardBirds)")
    func backgroundMaterial() {
        #expect(root(MaterialReader()).plainText == ["none"])
        #expect(root(MaterialReader().environment(\.backgroundMaterial, .regular)).plainText == ["regular"])
    }

    @Test(
        "shapes as Shape's members: .containerRelative, .rect, .rect(cornerRadius:), .circle, .capsule (BackyardBirds)")
    func shapeMembers() {
        #expect(
            root(Text("a").background(.quaternary, in: .containerRelative))
                == root(Text("a").background(.quaternary, in: ContainerRelativeShape())))
        #expect(
            root(Text("a").clipShape(.rect(cornerRadius: 8)))
                == root(Text("a").clipShape(RoundedRectangle(cornerRadius: 8))))
        #expect(root(Text("a").clipShape(.circle)) == root(Text("a").clipShape(Circle())))
        #expect(root(Text("a").background(.red, in: .capsule)) == root(Text("a").background(.red, in: Capsule())))
        #expect(root(Text("a").background(.red, in: .rect)) == root(Text("a").background(.red, in: Rectangle())))
    }

    @Test(
        "transitions: .asymmetric is its insertion, .offset a move from the edge it points to, .scale(scale:) a scale")
    func transitions() {
        #expect(
            AnyTransition.asymmetric(insertion: .offset(x: 100), removal: .offset(x: -100)) == .move(edge: .trailing))
        #expect(AnyTransition.offset(x: -100) == .move(edge: .leading))
        #expect(AnyTransition.offset(y: 50) == .move(edge: .bottom) && AnyTransition.offset(x: 0, y: 0) == .identity)
        #expect(AnyTransition.offset(CGSize(width: 0, height: -3)) == .move(edge: .top))
        #expect(AnyTransition.scale(scale: 0.7) == .scale)
        #expect(
            root(Text("bird").transition(.offset(y: 50).combined(with: .scale(scale: 0.9)).combined(with: .opacity)))
                == root(Text("bird").transition(.move(edge: .bottom))))
    }

    struct Provider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }

    struct Toggle2: SetValueIntent {
        static let title: LocalizedStringResource = "Toggle"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test(
        "StaticControlConfiguration is generic over its template, so an app's extension of it can name Content (DuckDuckGo)"
    )
    func staticControlConfigurationContent() {
        let configuration: StaticControlConfiguration<ControlWidgetToggle<Toggle2>> = StaticControlConfiguration(
            kindName: "vpn", provider: Provider()
        ) { isOn in
            ControlWidgetToggle("VPN", isOn: isOn, action: Toggle2()) { on in Text(on ? "On" : "Off") }
        }
        #expect(configuration.bundleItems.count == 1)
    }

    @Test("Visibility has SwiftUI's three cases")
    func visibility() {
        #expect(Visibility.allCases == [.automatic, .visible, .hidden])
    }
}

extension StaticControlConfiguration {
    /// DuckDuckGo's form: an app's own initialiser names the configuration's `Content`.
    init<Provider: ControlValueProvider>(
        kindName: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.init(kind: kindName, provider: provider, content: content)
    }
}

@Suite("Forms the corpus writes, third round: layout")
struct CorpusLayoutFormsTests {
    func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    @Test(
        ".position(x:y:) centres the view on the point: a zero-size frame moved there, in a frame filling the parent (GitHubContributions)"
    )
    func position() {
        #expect(
            root(Text("7").position(x: 30, y: 40))
                == root(
                    Text("7").frame(width: 0, height: 0).offset(x: 30, y: 40)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
        #expect(root(Text("7").position(CGPoint(x: 1, y: 2))) == root(Text("7").position(x: 1, y: 2)))
    }

    @Test(".labelsHidden() leaves a gauge's label out, keeping its value (BackyardBirds)")
    func labelsHidden() {
        let shown = root(Gauge(value: 0.5) { Text("Food") })
        let hidden = root(Gauge(value: 0.5) { Text("Food") }.labelsHidden())
        #expect(shown.plainText == ["Food"])
        #expect(hidden.plainText.isEmpty && hidden != shown)
    }
}

@Suite("Forms the corpus writes, third round: text case")
struct CorpusTextCaseTests {
    func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    @Test(".textCase(.uppercase) shows the texts inside in upper case; nil as written (GitHubContributions' captions)")
    func textCase() {
        #expect(
            root(
                VStack {
                    Text("Commits"); Text("today \(3)")
                }.textCase(.uppercase)
            ).plainText == ["COMMITS", "TODAY 3"])
        #expect(root(Text("Mixed").textCase(.lowercase)).plainText == ["mixed"])
        #expect(root(Text("Mixed").textCase(nil)).plainText == ["Mixed"])
    }
}
