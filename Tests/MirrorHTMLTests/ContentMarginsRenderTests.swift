import Foundation
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// The page lays a widget out inside the family's content margins unless its archive was made
/// without them (`.contentMarginsDisabled()`, or no container background: iOS 17's rule).
@Suite("Content margins on the page")
struct ContentMarginsRenderTests {
    static func html(disabled: Bool, family: WidgetFamily = .systemSmall) -> String {
        HTMLRenderer.render(
            ArchivedView(
                root: ViewNode(.color(.named("indigo", opacity: 1))), family: family, renderingMode: .fullColor,
                appearance: ArchiveAppearance(contentMarginsDisabled: disabled)),
            RenderOptions(now: Date(timeIntervalSince1970: 1_800_000_000)))
    }

    @Test("with margins the content is padded by the family's margin")
    func withMargins() {
        #expect(Self.html(disabled: false).contains(#"<div class="wr-content" style="padding:16px">"#))
        #expect(Self.html(disabled: false, family: .accessoryRectangular).contains("padding:2px"))
    }

    @Test("without margins the content fills the card to its edges")
    func withoutMargins() {
        let html = Self.html(disabled: true)
        #expect(html.contains(#"<div class="wr-content">"#))
        #expect(!html.contains("padding"))
    }
}
