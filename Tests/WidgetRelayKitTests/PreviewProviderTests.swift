import Foundation
import Testing
import WidgetRelayKit

/// `PreviewProvider`s as FoodTruck, EmojiRangers and CourierLiveActivity write them: Live
/// Activity presentations with `previewContext(_:viewKind:)`, views in widget families with
/// `previewContext(WidgetPreviewContext(family:))`, named with `previewDisplayName`.
struct TemplateActivityPreviews: PreviewProvider {
    static let attributes = TemplateAttributes(name: "World")
    static let state = TemplateAttributes.ContentState(emoji: "🤩")

    static var previews: some View {
        attributes
            .previewContext(state, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
        attributes
            .previewContext(state, viewKind: .content)
            .previewDisplayName("Notification")
    }
}

struct FamilyPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            ForEach([WidgetFamily.systemSmall, .accessoryCircular], id: \.rawValue) { family in
                Text("In \(family.rawValue)")
                    .previewContext(WidgetPreviewContext(family: family))
                    .previewDisplayName("Text: \(family.rawValue)")
            }
        }
    }
}

struct PlainPreviews: PreviewProvider {
    static var previews: some View { Text("Just a view") }
}

struct TemplateActivityBundle: WidgetBundle {
    var body: some Widget { TemplateLiveActivity() }
}

@Suite("PreviewProvider previews, listed as #Previews are")
struct PreviewProviderTests {
    @Test(
        "each Live Activity previewContext is one preview, drawn by the bundle's ActivityConfiguration, with its name")
    func activityPreviews() throws {
        let previews = PreviewProviders.previews(of: TemplateActivityPreviews.self, in: TemplateActivityBundle())
        #expect(previews.map(\.name) == ["Compact", "Notification"])
        guard case .activity(let type, let kind, let presentations) = try previews[0].content.get() else {
            Issue.record("\(previews[0])")
            return
        }
        #expect(type == TemplateAttributes.attributesTypeName && kind == .dynamicIsland(.compact))
        #expect(presentations.count == 1 && presentations[0].compactTrailing?.texts == ["T 🤩"])
        guard case .activity(_, let content, let lock) = try previews[1].content.get() else {
            Issue.record("\(previews[1])")
            return
        }
        #expect(content == .content && lock.first?.lockScreen.texts == ["Hello 🤩"])
        // Without the bundle's Live Activity, each says why.
        let orphan = PreviewProviders.previews(of: TemplateActivityPreviews.self, items: [])
        #expect(orphan.count == 2)
        #expect(throws: WidgetPreview.Failure.self) { try orphan[0].content.get() }
    }

    @Test("each widget-family previewContext is one preview of its view in that family; no context, one view")
    func familyPreviews() throws {
        let previews = PreviewProviders.previews(of: FamilyPreviews.self, items: [])
        #expect(previews.map(\.name) == ["Text: systemSmall", "Text: accessoryCircular"])
        guard case .timeline(_, let family, let entries) = try previews[1].content.get() else {
            Issue.record("\(previews[1])")
            return
        }
        #expect(family == .accessoryCircular && entries.map(\.view.texts) == [["In accessoryCircular"]])
        let plain = PreviewProviders.previews(of: PlainPreviews.self, items: [])
        guard plain.count == 1, case .view(let view) = try plain[0].content.get() else {
            Issue.record("\(plain)")
            return
        }
        #expect(plain[0].name == nil && view.texts == ["Just a view"])
        // Outside a listing the markers change nothing: the view archives as it is.
        #expect(
            ViewArchive.archive(Text("A").previewContext(WidgetPreviewContext(family: .systemSmall)), family: nil).texts
                == ["A"])
    }
}
