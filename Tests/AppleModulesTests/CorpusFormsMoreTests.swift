import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetRelayKit

/// More forms the corpus writes (tools/corpus, 2026-11-29), each as a project wrote it.
@Suite("Forms the corpus writes, continued")
struct CorpusFormsMoreTests {
    struct Names: View {
        let name: String?
        var body: some View { HStack { name.map(Text.init) } }
    }

    func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    @Test("an optional view is a view: its value, else nothing (GitHubContributions' `text.map(Text.init)`)")
    func optionalView() {
        #expect(root(Names(name: "Ann")).plainText == ["Ann"])
        #expect(root(Names(name: "Ann")).kind == root(HStack { Text("Ann") }).kind)
        #expect(root(Names(name: nil)).plainText.isEmpty)
    }

    @Test("a filled shape stroked too draws its outline over its fill (WidgetExamples' clock face)")
    func filledAndStroked() {
        let both = root(Circle().fill(.red).stroke(.gray, lineWidth: 2))
        #expect(both == root(Circle().fill(.red).overlay(Circle().stroke(.gray, lineWidth: 2))))
        let shapes = both.allNodes.compactMap { node -> ShapeNode? in
            if case .shape(let shape) = node.kind { return shape }
            return nil
        }
        #expect(shapes.count == 2)
        #expect(shapes.contains { $0.fill != nil && $0.stroke == nil })
        #expect(shapes.contains { $0.stroke?.lineWidth == 2 })
    }

    @Test("\"\\(date, formatter:)\" in a Text writes the formatter's string (WidgetExamples' digital clock)")
    func formatterInterpolation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm:ss"
        let date = Date(timeIntervalSince1970: 3723)
        #expect(root(Text("at \(date, formatter: formatter)")).plainText == ["at 01:02:03"])
        #expect(root(Text(date, formatter: formatter)).plainText == ["01:02:03"])
        #expect(root(Text("\(NSNumber(value: 7), formatter: NumberFormatter())")).plainText == ["7"])
    }

    @Test("AccessoryWidgetBackground is the widget's own shape, filled (Home Assistant's watch complications)")
    func accessoryBackground() {
        #expect(root(AccessoryWidgetBackground()) == root(ContainerRelativeShape().fill(.quaternary)))
    }
}
