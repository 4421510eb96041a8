import Foundation
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// Where the page draws a widget's container background: in full colour, on every family but
/// the circular, corner and inline complications, which watch faces and the Lock Screen draw on
/// the face itself.
@Suite("Container backgrounds on the page")
struct ContainerBackgroundRenderTests {
    static func html(_ family: WidgetFamily) -> String {
        HTMLRenderer.render(
            ArchivedView(
                root: ViewNode(.divider), family: family, renderingMode: .fullColor,
                containerBackground: ViewNode(.color(.named("indigo", opacity: 1)))),
            RenderOptions(now: Date(timeIntervalSince1970: 1_800_000_000)))
    }

    @Test("system families and accessoryRectangular draw it; circular, corner and inline complications do not")
    func families() {
        for family in [WidgetFamily.systemSmall, .systemMedium, .accessoryRectangular] {
            #expect(Self.html(family).contains(#"class="wr-background""#), "\(family)")
        }
        for family in [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryInline] {
            #expect(!Self.html(family).contains(#"class="wr-background""#), "\(family)")
        }
    }
}
