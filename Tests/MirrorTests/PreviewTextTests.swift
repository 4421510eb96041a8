import DomainModel
import Foundation
import Mirror
import Codec
import Testing
import WidgetRelayKit

/// `gallery` in a terminal: each `#Preview` titled, then every entry or content state drawn.
@Suite("PreviewText")
struct PreviewTextTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)
    static func view(_ text: String) -> ArchivedView {
        ArchivedView(root: ViewNode(.text(.verbatim(text))), family: .systemSmall, renderingMode: .fullColor)
    }

    @Test("a timeline preview lists its entries in order with the text each draws; an activity its states")
    func lines() {
        let timeline = PreviewText.lines(
            CatalogPreview(
                name: "Hero", source: "",
                content: .timeline(
                    kind: "K", family: .systemSmall,
                    entries: [
                        ArchivedEntry(date: Self.date, relevance: nil, view: Self.view("🐳 Spouty")),
                        ArchivedEntry(
                            date: Self.date.addingTimeInterval(60), relevance: nil, view: Self.view("🐼 Panda")),
                    ])))
        #expect(timeline.first == "Preview: Hero")
        #expect(timeline.filter { $0.hasPrefix("  entry ") }.count == 2)
        #expect(timeline.contains { $0.hasPrefix("  entry 1 of 2, systemSmall, at ") })
        let spouty = timeline.firstIndex { $0.contains("🐳 Spouty") },
            panda = timeline.firstIndex { $0.contains("🐼 Panda") }
        #expect(spouty != nil && panda != nil && spouty! < panda!)

        let activity = PreviewText.lines(
            CatalogPreview(
                name: nil, source: "D.swift:2",
                content: .activity(
                    attributesType: "Delivery", kind: .content,
                    presentations: [ActivityPresentations(lockScreen: Self.view("On the way"))])))
        #expect(activity.first == "Preview: Delivery, D.swift:2")
        #expect(activity.contains("  content state 1 of 1, Lock Screen:"))
        #expect(activity.contains { $0.contains("On the way") })
    }
}
