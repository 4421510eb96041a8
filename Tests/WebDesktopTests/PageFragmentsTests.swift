import Foundation
@testable import Mirror
import Codec
import MirrorHTML
import MirrorText
import Testing
@testable import WebDesktop
import WidgetRelayKit

/// The page's parts drawn from a presentation, and the frames that patch a page.
@Suite("PageFragments and PageDiff")
struct PageFragmentsTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func widget(
        _ id: String, kind: String = "Kind", text: String = "hello", pending: Bool = false, stale: Bool = false,
        message: String? = nil
    ) -> PresentedWidget {
        var options = RenderOptions(now: now)
        options.pending = pending
        let view = ArchivedView(root: ViewNode(.text(.verbatim(text))), family: .systemSmall, renderingMode: .fullColor)
        return PresentedWidget(
            instance: id, kind: kind, family: .systemSmall, view: view, options: options, stale: stale,
            message: message, problem: nil)
    }

    static func presentation(
        _ widgets: [PresentedWidget], reachable: Bool = true, locked: Bool = false, refusal: String? = nil
    ) -> Presentation {
        Presentation(
            status: PresentedStatus(
                reachable: reachable, synced: true, locked: locked, stale: !reachable, quarantined: 0, phoneNow: now,
                refusal: refusal),
            widgets: widgets, activities: [], controls: [])
    }

    @Test("a hostile phone's strings are text, never markup")
    func escapes() {
        let hostile = #"<script>alert(1)</script>" onmouseover="x"#
        let page = PageFragments(
            Self.presentation([Self.widget(hostile, kind: hostile, text: hostile, message: hostile)]))
        let card = page.cards["p1/\(hostile)"] ?? ""
        #expect(!card.contains("<script>"))
        #expect(!card.contains(#"" onmouseover="#))
        #expect(card.contains("&lt;script&gt;"))
    }

    @Test("pending, stale and the revert's reason are on the card")
    func marks() {
        let page = PageFragments(
            Self.presentation([Self.widget("a", pending: true, stale: true, message: "Not synced")]))
        let card = page.cards["p1/a"] ?? ""
        #expect(card.contains("wr-card-pending") && card.contains(">pending<"))
        #expect(card.contains("wr-card-stale") && card.contains(">stale<"))
        #expect(card.contains(#"role="alert">Not synced<"#))
    }

    @Test("the header says unreachable and locked, and offers the other lock state")
    func header() {
        let page = PageFragments(Self.presentation([], reachable: false, locked: true))
        #expect(page.header.contains("phone unreachable"))
        #expect(page.header.contains("locked"))
        #expect(page.header.contains(#"data-action="lock" data-locked="false">Unlock"#))
    }

    @Test("a phone that refuses this desktop is named as such, escaped, and says what to do")
    func refusedHeader() {
        let page = PageFragments(
            Self.presentation([], reachable: false, refusal: "the phone does not admit <this> key — pair again"))
        #expect(page.header.contains("wr-status-unreachable"))
        #expect(page.header.contains("the phone does not admit &lt;this&gt; key — pair again (desktop-node pair)"))
        #expect(!page.header.contains("phone unreachable"))
    }

    @Test("the first frame carries everything; later ones only what changed")
    func diff() {
        var diff = PageDiff()
        let first = diff.frame(
            to: PageFragments(Self.presentation([Self.widget("a"), Self.widget("b")])), phoneNow: Self.now)
        #expect(
            first.header != nil && first.strip != nil && first.order == ["p1", "p1/a", "p1/b"]
                && first.widgets.count == 3)
        #expect(first.phoneNow == 1_800_000_000_000)

        let same = diff.frame(
            to: PageFragments(Self.presentation([Self.widget("a"), Self.widget("b")])), phoneNow: Self.now)
        #expect(same.isEmpty)

        let changed = diff.frame(
            to: PageFragments(Self.presentation([Self.widget("a"), Self.widget("b", text: "new")])), phoneNow: Self.now)
        #expect(Array(changed.widgets.keys) == ["p1/b"] && changed.order == nil && changed.header == nil)

        let removed = diff.frame(
            to: PageFragments(Self.presentation([Self.widget("b", text: "new")])), phoneNow: Self.now)
        #expect(removed.order == ["p1", "p1/b"] && removed.widgets.isEmpty)
    }

    @Test("a frame draws again only the cards of the phones that changed; the second's tick draws every card")
    func redrawsOnlyChangedPhones() {
        func fleet(_ first: String, _ second: String) -> FleetPresentation {
            FleetPresentation(phones: [
                PhonePresentation(
                    phone: FleetPhone(slot: "p1", name: "A", fingerprint: "aaaa"),
                    presentation: Self.presentation([Self.widget("w", text: first)])),
                PhonePresentation(
                    phone: FleetPhone(slot: "p2", name: "B", fingerprint: "bbbb"),
                    presentation: Self.presentation([Self.widget("w", text: second)])),
            ])
        }
        let before = PageFragments(fleet("one", "two"))
        let next = PageFragments(fleet("ONE", "TWO"), reusing: before, changed: ["p2"])
        #expect(next.cards["p1/w"] == before.cards["p1/w"])  // p1 reported nothing: its card is not drawn again
        #expect(next.cards["p2/w"]?.contains("TWO") == true)
        #expect(
            PageFragments(fleet("ONE", "TWO"), reusing: before, changed: nil).cards["p1/w"]?.contains("ONE") == true)
        // A card the phone did not have before is drawn, changed or not.
        let grown = FleetPresentation(phones: [
            PhonePresentation(
                phone: FleetPhone(slot: "p1", name: "A", fingerprint: "aaaa"),
                presentation: Self.presentation([Self.widget("w", text: "one"), Self.widget("new", text: "fresh")]))
        ])
        #expect(PageFragments(grown, reusing: before, changed: []).cards["p1/new"]?.contains("fresh") == true)
    }

    @Test("frames and answers are JSON the page reads")
    func json() throws {
        let frame = PageMessage.frame(PageFrame(phoneNow: 1, widgets: ["a": "<b>x</b>"], order: ["a"])).json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        #expect(object["t"] as? String == "frame")
        #expect((object["widgets"] as? [String: String])?["a"] == "<b>x</b>")
        let done = try #require(
            try JSONSerialization.jsonObject(
                with: Data(PageMessage.done(ref: 3, ok: false, message: "no", html: nil).json.utf8)) as? [String: Any])
        #expect(done["t"] as? String == "done" && done["ref"] as? Int == 3 && done["ok"] as? Bool == false)
    }

    @Test("commands decode; junk does not")
    func commands() throws {
        let command = try JSONDecoder().decode(
            PageCommand.self,
            from: Data(#"{"t":"activate","ref":1,"target":"widget","id":"w","element":"0/button"}"#.utf8))
        #expect(command.t == "activate" && command.element == "0/button")
        #expect(throws: (any Error).self) { try JSONDecoder().decode(PageCommand.self, from: Data(#"{"ref":1}"#.utf8)) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(PageCommand.self, from: Data(#"[1,2"#.utf8)) }
    }
}

/// The page's modes (``PageModes``): the header's switch, a card's own choice, what each card
/// is drawn as, and the Lock Screen's Live Activities.
@Suite("PageFragments in StandBy, Night Mode, CarPlay and the Lock Screen")
struct PageModeFragmentsTests {
    static func linked(_ id: String, family: WidgetFamily = .systemSmall) -> PresentedWidget {
        let view = ArchivedView(
            root: ViewNode(.text(.verbatim("hello"))), family: family, renderingMode: .accented,
            widgetURL: URL(string: "app://x"))
        return PresentedWidget(
            instance: id, kind: "Kind", family: family, view: view, options: RenderOptions(now: PageFragmentsTests.now),
            stale: false, message: nil, problem: nil)
    }

    @Test(
        "the header's switch presses the page's mode; every card is drawn in it, a card's own choice wins until the page's changes"
    )
    func switchAndCards() {
        var modes = PageModes()
        let presentation = PageFragmentsTests.presentation([
            Self.linked("a"), Self.linked("b"), Self.linked("m", family: .systemMedium),
        ])
        let desktop = PageFragments(presentation, modes: modes)
        #expect(desktop.header.contains(#"data-page-mode="desktop""#))
        #expect(desktop.header.contains(#"data-mode="desktop" aria-pressed="true">Desktop<"#))
        #expect(desktop.header.contains(#"data-mode="nightMode" aria-pressed="false">Night Mode<"#))
        #expect(!(desktop.cards["p1/a"] ?? "").contains("wr-display"))

        modes.set(.standBy, for: nil)
        modes.set(.carPlay, for: "p1/b")
        let page = PageFragments(presentation, modes: modes)
        #expect(page.header.contains(#"data-mode="standBy" aria-pressed="true""#))
        let a = page.cards["p1/a"] ?? "", b = page.cards["p1/b"] ?? "", m = page.cards["p1/m"] ?? ""
        #expect(
            a.contains("wr-card-mode-standBy") && a.contains("wr-display-standBy")
                && a.contains(#"<option value="standBy" selected>"#))
        #expect(a.contains(#"role="link""#), "StandBy opens the app")
        #expect(
            b.contains("wr-card-mode-carPlay") && b.contains("wr-display-carPlay") && !b.contains(#"role="link""#),
            "CarPlay does not")
        #expect(m.contains("StandBy does not show systemMedium widgets"))

        modes.set(.nightMode, for: nil)
        #expect(modes.mode(of: "p1/b") == .nightMode, "the page's mode drops the cards' own")
        modes.set(.nightMode, for: "p1/a")
        #expect(modes.cards.isEmpty, "a card's choice of the page's mode is no choice of its own")
    }

    @Test("the Lock Screen shows each Live Activity's Lock Screen presentation under its phone's heading")
    func lockScreenActivities() {
        let lock = ArchivedView(
            root: ViewNode(.text(.verbatim("Driver on the way"))), family: nil, renderingMode: .fullColor)
        let activity = PresentedActivity(
            id: "act", state: "active", presentations: ActivityPresentations(lockScreen: lock),
            options: RenderOptions(now: PageFragmentsTests.now))
        let base = PageFragmentsTests.presentation([Self.linked("a")])
        let presentation = Presentation(
            status: base.status, widgets: base.widgets, activities: [activity], controls: [])
        var modes = PageModes()
        #expect(!(PageFragments(presentation, modes: modes).cards["p1"] ?? "").contains("Driver on the way"))
        modes.set(.lockScreen, for: nil)
        let heading = PageFragments(presentation, modes: modes).cards["p1"] ?? ""
        #expect(heading.contains("wr-lock-activities") && heading.contains("Driver on the way"))
    }

    @Test(
        "the Lock Screen's clock is the phone's whose accessory widget comes first on it (its inline one first), not the first phone's; with none, the first phone's"
    )
    func lockScreenClockByItsPhone() {
        let second = FleetPhone(slot: "p2", name: "Other", fingerprint: "")
        let first = FleetPhone(slot: "p1", name: "Phone", fingerprint: "")
        var modes = PageModes()
        modes.set(.lockScreen, for: nil)
        func headings(first firstWidgets: [PresentedWidget], second secondWidgets: [PresentedWidget]) -> [String] {
            let page = PageFragments(
                FleetPresentation(phones: [
                    PhonePresentation(phone: first, presentation: PageFragmentsTests.presentation(firstWidgets)),
                    PhonePresentation(phone: second, presentation: PageFragmentsTests.presentation(secondWidgets)),
                ]), modes: modes)
            return [page.cards["p1"] ?? "", page.cards["p2"] ?? ""]
        }
        let clock = #"class="wr-lock-time wr-date""#
        let circular = Self.linked("c", family: .accessoryCircular)
        let inline = Self.linked("i", family: .accessoryInline)
        // The first phone has only a Home Screen widget (not on the Lock Screen): the second's accessory leads.
        let led = headings(first: [Self.linked("s")], second: [circular])
        #expect(!led[0].contains(clock) && led[1].contains(clock), "the second phone's clock: \(led)")
        // An inline widget sits above the time: its phone's clock, though the other's row comes first on the page.
        let inlineLed = headings(first: [circular], second: [inline])
        #expect(!inlineLed[0].contains(clock) && inlineLed[1].contains(clock), "\(inlineLed)")
        let bare = headings(first: [], second: [])
        #expect(bare[0].contains(clock) && !bare[1].contains(clock), "none: the first phone's, \(bare)")
        // Only one clock, whatever each phone holds.
        #expect(headings(first: [circular], second: [circular]).map { $0.contains(clock) } == [true, false])
        modes.set(.desktop, for: nil)
        #expect(headings(first: [circular], second: [inline]).allSatisfy { !$0.contains(clock) }, "not on the desktop")
    }
    @Test(
        "StandBy's clock view is the phone's whose small widget leads StandBy's screen, not the first phone's; the header offers Widgets and Clock in StandBy and Night Mode only"
    )
    func standByClockByItsPhone() {
        let first = FleetPhone(slot: "p1", name: "Phone", fingerprint: "")
        let second = FleetPhone(slot: "p2", name: "Other", fingerprint: "")
        func page(_ modes: PageModes, first firstWidgets: [PresentedWidget], second secondWidgets: [PresentedWidget])
            -> PageFragments
        {
            PageFragments(
                FleetPresentation(phones: [
                    PhonePresentation(phone: first, presentation: PageFragmentsTests.presentation(firstWidgets)),
                    PhonePresentation(phone: second, presentation: PageFragmentsTests.presentation(secondWidgets)),
                ]), modes: modes)
        }
        let clock = #"class="wr-standby-time wr-date""#
        let views = #"data-action="standby-view" data-view="clock""#
        for mode in [DisplayMode.standBy, .nightMode] {
            var modes = PageModes()
            modes.set(mode, for: nil)
            // The first phone has only a medium widget (not in StandBy): the second's small one leads.
            let led = page(modes, first: [Self.linked("m", family: .systemMedium)], second: [Self.linked("s")])
            #expect(
                !(led.cards["p1"] ?? "").contains(clock) && (led.cards["p2"] ?? "").contains(clock),
                "\(mode): the second phone's clock")
            #expect(led.header.contains(views), "\(mode): the header offers the clock view")
            // A card shown as another place is not on StandBy's screen: the next one leads.
            modes.set(.desktop, for: PageID(slot: "p1", local: "a").text)
            let moved = page(modes, first: [Self.linked("a")], second: [Self.linked("b")])
            #expect(!(moved.cards["p1"] ?? "").contains(clock) && (moved.cards["p2"] ?? "").contains(clock), "\(mode)")
            // Only one clock; with no widget on StandBy, the first phone's.
            let both = page(modes, first: [Self.linked("c")], second: [Self.linked("d")])
            #expect([both.cards["p1"] ?? "", both.cards["p2"] ?? ""].map { $0.contains(clock) } == [true, false])
            let bare = page(modes, first: [], second: [])
            #expect((bare.cards["p1"] ?? "").contains(clock) && !(bare.cards["p2"] ?? "").contains(clock))
        }
        for mode in [DisplayMode.desktop, .carPlay, .lockScreen] {
            var modes = PageModes()
            modes.set(mode, for: nil)
            let shown = page(modes, first: [Self.linked("s")], second: [])
            #expect(!(shown.cards["p1"] ?? "").contains(clock) && !shown.header.contains(views), "not in \(mode)")
        }
    }
}
