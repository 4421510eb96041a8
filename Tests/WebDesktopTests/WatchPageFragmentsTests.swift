import Foundation
@testable import Mirror
import MirrorText
import Testing
@testable import WebDesktop
import WidgetRelayKit

/// The watch's page drawn from a presentation and a Smart Stack order, in memory.
@Suite("PageFragments for the watch")
struct WatchPageFragmentsTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let phone = FleetPhone(slot: "p1", name: "Phone", fingerprint: "")

    static func widget(_ id: String, _ family: WidgetFamily, button: Bool = false) -> PresentedWidget {
        let label = ViewNode(.text(.verbatim("Go")))
        let root =
            button
            ? ViewNode(.button(ButtonNode(elementID: "b", invocation: IntentInvocation(intentType: "T"), label: label)))
            : ViewNode(.text(.verbatim(id)))
        return PresentedWidget(
            instance: id, kind: "K\(id)", family: family,
            view: ArchivedView(root: root, family: family, renderingMode: .accented),
            options: RenderOptions(now: now), stale: false, message: nil, problem: nil)
    }

    @Test(
        "the face holds the complications in their places, each a link to its app with nothing to press; the stack follows its order"
    )
    func face() {
        let widgets = [
            Self.widget("c", .accessoryCircular, button: true), Self.widget("i", .accessoryInline),
            Self.widget("r1", .accessoryRectangular),
            Self.widget("r2", .accessoryRectangular),
        ]
        let presentation = Presentation(
            status: PresentedStatus(
                reachable: true, synced: true, locked: false, stale: false, quarantined: 0, phoneNow: Self.now,
                refusal: nil),
            widgets: widgets, activities: [], controls: [])
        let stack = [
            FleetStackItem(phone: Self.phone, item: SmartStackItem(content: .widget("r2"), score: 2, pinned: true)),
            FleetStackItem(phone: Self.phone, item: SmartStackItem(content: .widget("r1"), score: 1, pinned: false)),
        ]
        let page = PageFragments(
            watch: FleetPresentation(phones: [PhonePresentation(phone: Self.phone, presentation: presentation)]),
            stack: stack)
        #expect(page.header.contains("WidgetRelay · Watch"))
        #expect(page.order == ["face", "p1/r2", "p1/r1"])
        let face = page.cards["face"] ?? ""
        #expect(
            face.contains(
                #"<div class="wr-watch-circulars"><div class="wr-complication" data-target="widget" data-id="p1/c""#))
        #expect(
            face.contains(
                #"<div class="wr-watch-inline"><div class="wr-complication" data-target="widget" data-id="p1/i""#))
        #expect(
            face.contains(#"role="link""#) && !face.contains(#"data-action="button""#),
            "a complication opens its app and holds nothing to press")
        #expect(!face.contains("p1/r1"), "rectangular widgets are Smart Stack cards")
        #expect(
            (page.cards["p1/r2"] ?? "").contains("pinned")
                && (page.cards["p1/r2"] ?? "").contains("wr-family-accessoryRectangular"))
    }

    @Test(
        "the face's time is by the clock of the phone whose complication comes first on it, not the first phone's; with none, the first phone's"
    )
    func faceTimeByItsPhone() {
        let later = Self.now.addingTimeInterval(3 * 3600 + 17 * 60)
        let second = FleetPhone(slot: "p2", name: "Other", fingerprint: "")
        func presentation(_ now: Date, _ widgets: [PresentedWidget]) -> Presentation {
            Presentation(
                status: PresentedStatus(
                    reachable: true, synced: true, locked: false, stale: false, quarantined: 0, phoneNow: now,
                    refusal: nil),
                widgets: widgets, activities: [], controls: [])
        }
        func face(secondHas widgets: [PresentedWidget]) -> String {
            PageFragments(
                watch: FleetPresentation(phones: [
                    PhonePresentation(phone: Self.phone, presentation: presentation(Self.now, [])),
                    PhonePresentation(phone: second, presentation: presentation(later, widgets)),
                ]), stack: []
            ).cards["face"] ?? ""
        }
        let time = { (date: Date) in TextRenderer.format(date, .time, now: date) }
        #expect(time(Self.now) != time(later))
        let fed = face(secondHas: [Self.widget("c", .accessoryCircular)])
        #expect(
            fed.contains(#"<div class="wr-watch-time wr-date" data-phone="p2">\#(time(later))</div>"#),
            "the second phone's complication, the second phone's time: \(fed)")
        let bare = face(secondHas: [])
        #expect(
            bare.contains(#"<div class="wr-watch-time wr-date" data-phone="p1">\#(time(Self.now))</div>"#), "\(bare)")
    }
}
