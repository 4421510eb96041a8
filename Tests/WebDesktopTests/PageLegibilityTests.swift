import Foundation
@testable import Mirror
import MirrorText
import Testing
@testable import WebDesktop
import WidgetRelayKit

/// Issue #34, point 4, in the page's own parts: the menu-bar strip's controls and Live
/// Activities under the contrast rule, named by their kind when they show nothing.
@Suite("PageFragments: legible and named strip items")
struct PageLegibilityTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func region(_ root: ViewNode) -> ArchivedView {
        ArchivedView(root: root, family: nil, renderingMode: .fullColor)
    }

    static func strip(controls: [PresentedControl] = [], activities: [PresentedActivity] = []) -> String {
        PageFragments.strip(
            [(FleetPhone(slot: "p1", name: "Phone", fingerprint: ""), activities, controls)], marked: false)
    }

    @Test("a control whose title and label show nothing is called Control; its title is shown without bidi controls")
    func blankControl() {
        let blank = PresentedControl(
            kind: "Ghost", title: "\u{200B}", isOn: nil, label: Self.region(ViewNode(.text(.verbatim("\u{2060}")))),
            options: RenderOptions(now: Self.now))
        #expect(Self.strip(controls: [blank]).contains(#"<span class="wr-control-title">Control</span>"#))
        let flipped = PresentedControl(
            kind: "Pay", title: "\u{202E}yaP\u{202C}", isOn: nil,
            label: Self.region(ViewNode(.image(systemName: "creditcard"))),
            options: RenderOptions(now: Self.now))
        let html = Self.strip(controls: [flipped])
        #expect(html.contains(#"title="yaP""#) && html.contains(">yaP</span>") && !html.contains("\u{202E}"), "\(html)")
    }

    @Test(
        "default text on a black Lock Screen tint is made legible; an author's black in the black island is drawn as written (iOS does), white stays white"
    )
    func islandContrast() {
        let black = ColorValue.named("black")
        let dark = Self.region(ViewNode(.text(.verbatim("Arriving")), modifiers: [.foregroundStyle(.color(black))]))
        let tinted = Self.region(ViewNode(.text(.verbatim("Lock")), modifiers: [.activityBackgroundTint(black)]))
        let activity = PresentedActivity(
            id: "a", state: "active", presentations: ActivityPresentations(lockScreen: tinted, compactLeading: dark),
            options: RenderOptions(now: Self.now))
        let html = Self.strip(activities: [activity])
        let compact = html.firstMatch(of: /<summary.*<\/summary>/)?.output ?? ""
        #expect(!compact.contains("wr-legible") && compact.contains("color:rgba(0,0,0,1)"), "\(compact)")
        let lock = html.firstMatch(of: /<div class="wr-lock-screen".*/)?.output ?? ""
        #expect(lock.contains("wr-legible"), "\(lock)")
        let white = Self.region(
            ViewNode(.text(.verbatim("Fine")), modifiers: [.foregroundStyle(.color(.named("white")))]))
        let fine = PresentedActivity(
            id: "b", state: "active", presentations: ActivityPresentations(lockScreen: white, compactLeading: white),
            options: RenderOptions(now: Self.now))
        let fineCompact = Self.strip(activities: [fine]).firstMatch(of: /<summary.*<\/summary>/)?.output ?? ""
        #expect(!fineCompact.contains("wr-legible"), "\(fineCompact)")
    }
}
