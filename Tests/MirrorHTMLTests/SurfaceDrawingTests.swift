import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// Mirrors draw from the phone's own surface table (``WidgetSurface``): where the phone would
/// refuse a button, the page draws it as it looks, with nothing to click.
@Suite struct SurfaceDrawingTests {
    static let view = ArchivedView(
        root: ViewNode(
            .button(
                ButtonNode(
                    elementID: "tip", invocation: IntentInvocation(intentType: "Tip"),
                    label: ViewNode(.text(.verbatim("Tip")))))),
        family: .systemSmall, renderingMode: .fullColor)

    @Test func aButtonInTheCompactIslandIsDrawnOnlyOneInTheExpandedIsAButton() {
        let options = RenderOptions(now: Date(timeIntervalSince1970: 1_795_000_000))
        for kind in ActivityPresentationKind.allCases {
            let html = HTMLRenderer.render(Self.view, options.on(.activity(kind)))
            let clickable = html.contains("data-element=\"tip\"") && html.contains("<button")
            #expect(clickable == (WidgetSurface.activity(kind).refusal(of: .buttonOrToggle) == nil), "\(kind): \(html)")
            #expect(html.contains("Tip"), "drawn in any case")
        }
        let complication = HTMLRenderer.render(Self.view, options.on(.widget(.accessoryRectangular, onWatch: true)))
        #expect(!complication.contains("<button"))
    }
}
