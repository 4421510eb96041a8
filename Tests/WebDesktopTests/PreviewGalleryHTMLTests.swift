import DomainModel
import Foundation
import Mirror
import Codec
import MirrorHTML
import MirrorText
import Testing
@testable import WebDesktop
import WidgetRelayKit

/// The gallery's "Previews": each `#Preview` under its title, a timeline's entries side by
/// side with their times, a Live Activity's content states in the presentation it names.
@Suite("PreviewGalleryHTML")
struct PreviewGalleryHTMLTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)
    static func view(_ text: String, family: WidgetFamily? = .systemSmall) -> ArchivedView {
        ArchivedView(root: ViewNode(.text(.verbatim(text))), family: family, renderingMode: .fullColor)
    }

    @Test("a timeline preview draws every entry at its own date; a Live Activity one each state's compact island")
    func frames() throws {
        let entries = [
            ArchivedEntry(date: Self.date, relevance: nil, view: Self.view("first")),
            ArchivedEntry(date: Self.date.addingTimeInterval(3600), relevance: nil, view: Self.view("second")),
        ]
        let states = [
            ActivityPresentations(
                lockScreen: Self.view("lock", family: nil), compactLeading: Self.view("L1", family: nil),
                compactTrailing: Self.view("T1", family: nil)),
            ActivityPresentations(
                lockScreen: Self.view("lock", family: nil), compactLeading: Self.view("L2", family: nil)),
        ]
        let html = PreviewGalleryHTML.previews(
            [
                CatalogPreview(
                    name: nil, source: "W.swift:4",
                    content: .timeline(kind: "Weather", family: .systemSmall, entries: entries)),
                CatalogPreview(
                    name: "Compact", source: "",
                    content: .activity(
                        attributesType: "Delivery", kind: .dynamicIsland(.compact), presentations: states)),
            ], now: Self.date)
        #expect(html.hasPrefix("<h2>Previews</h2>"))
        #expect(html.components(separatedBy: #"<figure class="wr-author-preview">"#).count == 3)
        #expect(html.contains("<figcaption>Weather (systemSmall), W.swift:4</figcaption>"))
        #expect(html.components(separatedBy: #"class="wr-author-preview-frame""#).count == 5)
        let first = try #require(html.range(of: "first")), second = try #require(html.range(of: "second"))
        #expect(first.lowerBound < second.lowerBound)
        #expect(
            html.contains(PreviewGalleryHTML.time(Self.date))
                && html.contains(PreviewGalleryHTML.time(Self.date.addingTimeInterval(3600))))
        #expect(html.components(separatedBy: #"<div class="wr-island wr-island-compact">"#).count == 3)
        #expect(html.contains("L1") && html.contains("T1") && html.contains("L2") && !html.contains("lock"))
        #expect(PreviewGalleryHTML.previews([], now: Self.date) == "")
    }

    @Test("a Live Activity's Lock Screen preview is drawn in its activityBackgroundTint, as the strip draws the card")
    func lockScreenTint() {
        let tinted = ArchivedView(
            root: ViewNode(
                .text(.verbatim("Hello")),
                modifiers: [
                    .activityBackgroundTint(.named("cyan")),
                    .activitySystemActionForegroundColor(.named("black")),
                ]),
            family: nil, renderingMode: .fullColor)
        let html = PreviewGalleryHTML.previews(
            [
                CatalogPreview(
                    name: "Notification", source: "",
                    content: .activity(
                        attributesType: "Template", kind: .content,
                        presentations: [ActivityPresentations(lockScreen: tinted)]))
            ], now: Self.date)
        let cyan = HTMLRenderer.css(.named("cyan")), black = HTMLRenderer.css(.named("black"))
        #expect(
            html.contains(
                #"<div class="wr-lock-screen" style="--wr-activity-tint:\#(cyan);--wr-system-action:\#(black)">"#),
            "\(html)")
        #expect(html.contains(PageFragments.lockScreen(tinted, RenderOptions(now: Self.date))))
    }

    @Test("a preview's controls are drawn only: nothing in a preview can send a tap to the phone")
    func previewsAreDrawnOnly() {
        let button = ViewNode(
            .button(
                ButtonNode(
                    elementID: "bolt", invocation: IntentInvocation(intentType: "SuperCharge"),
                    label: ViewNode(.text(.verbatim("⚡"))))))
        let view = ArchivedView(root: button, family: .systemSmall, renderingMode: .fullColor)
        let html = PreviewGalleryHTML.previews(
            [
                CatalogPreview(
                    name: "Timeline", source: "",
                    content: .timeline(
                        kind: "Ranger", family: .systemSmall,
                        entries: [ArchivedEntry(date: Self.date, relevance: nil, view: view)])),
                CatalogPreview(name: "View", source: "", content: .view(view)),
                CatalogPreview(
                    name: "Lock Screen", source: "",
                    content: .activity(
                        attributesType: "A", kind: .content,
                        presentations: [ActivityPresentations(lockScreen: view)])),
            ], now: Self.date)
        #expect(html.components(separatedBy: "⚡").count == 4, "each preview draws the button")
        #expect(!html.contains("<button") && !html.contains("data-action") && !html.contains("data-element"), "\(html)")
    }

    @Test("a hostile phone's preview names are text, never markup")
    func escapes() {
        let html = PreviewGalleryHTML.previews(
            [CatalogPreview(name: #"<img src=x onerror="alert(1)">"#, source: "", content: .view(Self.view("x")))],
            now: Self.date)
        #expect(!html.contains("<img") && html.contains("&lt;img"))
    }
}
