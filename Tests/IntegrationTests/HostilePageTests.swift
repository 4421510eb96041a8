import DomainModel
import Foundation
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #34: a hostile phone behind the desktop's web page, in a real headless Chromium.
/// Point 4: a card whose container colour hides its text, a button whose bidi controls make
/// it show "Pay" while it says "yaP", a button labelled with zero-width characters, and
/// strip labels long enough to run over each other. Point 2: a megabyte of text in a widget.
@Suite("desktop-node's web page against a hostile phone, in Chromium", .heavy)
struct HostilePageTests {
    static let created = Date(timeIntervalSince1970: 1_795_000_000)

    static func instance(_ id: String, kind: String, order: Int64, _ view: ArchivedView) -> Relay_V1_InstanceState {
        .with {
            $0.instance = .with {
                $0.instanceID = id
                $0.kind = kind
                $0.family = .systemMedium
                $0.createdAt = Google_Protobuf_Timestamp(seconds: Int64(created.timeIntervalSince1970) + order)
            }
            $0.timeline = WireCodec.encode(
                ArchivedTimeline(entries: [ArchivedEntry(date: created, relevance: nil, view: view)], policy: .never),
                instanceID: id)
        }
    }

    static func card(_ root: ViewNode, background: ViewNode? = nil) -> ArchivedView {
        ArchivedView(root: root, family: .systemMedium, renderingMode: .fullColor, containerBackground: background)
    }

    static func button(_ id: String, _ label: String) -> ViewNode {
        ViewNode(
            .button(
                ButtonNode(
                    elementID: id, invocation: IntentInvocation(intentType: "Pay"),
                    label: ViewNode(.text(.verbatim(label))))))
    }

    static func region(_ root: ViewNode) -> ArchivedView {
        ArchivedView(root: root, family: nil, renderingMode: .fullColor)
    }

    static let longTitle = "Turn on every lamp in the living room, the hallway and the garden shed at once"

    static func control(_ kind: String, _ title: String) -> Relay_V1_ControlUpdate {
        WireCodec.encode(
            ControlState(
                kind: kind, template: .button, displayName: kind, description: "", title: title, isOn: false,
                action: IntentInvocation(intentType: "Lamp"), elementID: "\(kind).action",
                label: region(ViewNode(.label(title: title, systemImage: "lightbulb")))))
    }

    static var snapshot: Relay_V1_Snapshot {
        let compact = region(
            ViewNode(
                .text(
                    .verbatim(
                        "Your order from the noodle bar on the corner is on its way, arriving in twenty-five minutes")))
        )
        var activity = WireCodec.encode(
            LiveActivity(
                record: ActivityRecord(
                    id: "delivery", attributesType: "DeliveryAttributes", attributesJSON: Data("{}".utf8),
                    contentStateJSON: Data("{}".utf8),
                    staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil, startedAt: created,
                    contentUpdatedAt: created),
                presentations: ActivityPresentations(lockScreen: compact, compactLeading: compact)))
        activity.activityID = "delivery"
        return .with {
            $0.epoch = 1
            $0.seq = 10
            $0.takenAt = Google_Protobuf_Timestamp(seconds: Int64(created.timeIntervalSince1970))
            $0.instances = [
                instance(
                    "dark", kind: "Contrast", order: 0,
                    card(ViewNode(.text(.verbatim("Black on black"))), background: ViewNode(.color(.named("black"))))),
                instance("pay", kind: "Pay", order: 1, card(button("pay", "\u{202E}yaP\u{202C}"))),
                instance("blank", kind: "Blank", order: 2, card(button("blank", "\u{200B}\u{200B}\u{2060}"))),
            ]
            $0.activities = [activity]
            $0.controls = [
                control("Lamps", longTitle),
                control("Heating", "Set the heating in every room of the house to twenty-one degrees"),
            ]
        }
    }

    /// WCAG's contrast ratio of the colour of the first text in an element and a colour behind it, in the page.
    static let contrastScript = """
        const parse = c => c.match(/[0-9.]+/g).slice(0, 3).map(Number).map(v => v / 255);
        const lum = c => { const [r, g, b] = parse(c).map(v => v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const holder = document.querySelector(arguments[0]), behind = document.querySelector(arguments[1]);
        const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT, n => n.data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP);
        const text = walker.nextNode().parentElement;  // the element whose colour the glyphs take
        const [a, b] = [lum(getComputedStyle(text).color), lum(getComputedStyle(behind).backgroundColor)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        """

    /// Pairs of the strip's items that overlap, and texts drawn outside their item.
    static let overlapScript = """
        const items = Array.from(document.querySelectorAll('#wr-strip > .wr-control, #wr-strip > .wr-activity'));
        const rects = items.map(e => e.getBoundingClientRect());
        const problems = [];
        for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
          const [a, b] = [rects[i], rects[j]];
          if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) problems.push('items ' + i + ' and ' + j + ' overlap');
        }
        items.forEach((item, i) => item.querySelectorAll('.wr-text, .wr-control-title').forEach(t => {
          const r = t.getBoundingClientRect();
          if (r.width > 0 && (r.left < rects[i].left - 0.5 || r.right > rects[i].right + 0.5)) problems.push('a text of item ' + i + ' runs outside it: ' + t.textContent.slice(0, 30));
        }));
        return problems;
        """

    /// A PNG of the page in the test's folder, and in `WIDGETRELAY_KEEP_SCREENSHOTS` (a folder) when set, to look at.
    static func keepScreenshot(_ browser: WebDriver, folder: String, name: String) async throws {
        let png = try await browser.screenshot()
        try png.write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
        if let keep = ProcessInfo.processInfo.environment["WIDGETRELAY_KEEP_SCREENSHOTS"] {
            try png.write(to: URL(fileURLWithPath: "\(keep)/\(name).png"))
        }
    }

    /// A hostile phone serving `snapshot`, a desktop showing it on its web page, and Chromium
    /// on that page for `body`; all stopped however `body` ends.
    static func withPage(serving snapshot: Relay_V1_Snapshot, _ body: (WebDriver, String) async throws -> Void)
        async throws
    {
        let folder = TemporaryFolder.shared.makeFolder()
        let data = "\(folder)/desk"
        let phone = try await HostilePhone.start(serving: snapshot, desktopData: data)
        defer { phone.cancel() }
        let script = try phone.desktop(data: data, options: ["--web", "127.0.0.1:0"], log: "\(folder)/desktop.log")
        _ = try await first(of: script.lines, within: 60, "the first sync") { $0.status?.synced == true }
        try await waitForFile("\(data)/web-url")
        let url = try String(contentsOfFile: "\(data)/web-url", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let browser = try await WebDriver(folder: folder, width: 1100, height: 900)
        do {
            try await browser.open(url)
            try await body(browser, folder)
        } catch {
            await browser.quit()
            _ = try? await script.stop()
            await phone.stop()
            throw error
        }
        await browser.quit()
        script.send("quit")
        // It ends by itself on quit; a SIGTERM as well would race its exit (after its lifecycle a SIGTERM ends it: status 15).
        #expect(try await script.exited() == 0)
        await phone.stop()
    }

    @Test(
        "point 4: text legible over a black container, accessible names as shown, blank labels named by their kind, strip labels cut with an ellipsis"
    )
    func presentation() async throws {
        try await Self.withPage(serving: Self.snapshot) { browser, folder in
            try await browser.waitUntil(
                "three cards, two controls and the Live Activity",
                """
                return document.querySelectorAll('article.wr-card').length === 3 && document.querySelectorAll('#wr-strip .wr-control').length === 2
                  && !!document.querySelector('#wr-strip .wr-activity');
                """)

            // Black on black: the text is drawn legibly over the black the phone chose.
            let ratio = try #require(
                try await browser.execute(
                    Self.contrastScript,
                    [
                        #"article.wr-card[aria-label^="Contrast,"] .wr-content"#,
                        #"article.wr-card[aria-label^="Contrast,"] .wr-background .wr-color"#,
                    ]) as? Double)
            #expect(ratio >= 4.5, "contrast \(ratio)")

            // What a button is called is what it shows; a button that shows nothing shows and is called "Button".
            let pay = try await browser.element(#"article.wr-card[aria-label^="Pay,"] button[data-action=button]"#)
            let payName = try await browser.computedLabel(pay), payShown = try await browser.text(pay)
            #expect(
                payName == payShown && payShown == "yaP",
                "named \(payName.unicodeScalars.map { String($0.value, radix: 16) }), shows \(payShown)")
            let blank = try await browser.element(#"article.wr-card[aria-label^="Blank,"] button[data-action=button]"#)
            #expect(try await browser.computedLabel(blank) == "Button")
            #expect(try await browser.text(blank) == "Button")

            // The strip: no two items overlap, no text runs outside its item, the long ones end in an ellipsis.
            let problems = try #require(try await browser.execute(Self.overlapScript) as? [String])
            #expect(problems.isEmpty, "\(problems)")
            let cut = try #require(
                try await browser.execute(
                    """
                    return Array.from(document.querySelectorAll('#wr-strip .wr-control .wr-text')).map(t => getComputedStyle(t).textOverflow + ':' + (t.scrollWidth > t.clientWidth));
                    """) as? [String])
            #expect(!cut.isEmpty && cut.allSatisfy { $0 == "ellipsis:true" }, "\(cut)")

            try await Self.keepScreenshot(browser, folder: folder, name: "hostile-page")
        }
    }

    /// A megabyte of privacy-sensitive text: the page draws it again each time the desktop is unlocked.
    static var megabyteSnapshot: Relay_V1_Snapshot {
        let megabyte = ViewNode(
            .text(.verbatim(String(repeating: "lorem ipsum ", count: 87_382))), modifiers: [.privacySensitive])
        return .with {
            $0.epoch = 1
            $0.seq = 10
            $0.takenAt = Google_Protobuf_Timestamp(seconds: Int64(created.timeIntervalSince1970))
            $0.instances = [instance("huge", kind: "Huge", order: 0, card(megabyte))]
        }
    }

    @Test(
        "point 2: a megabyte of text is laid out cut, with the cut shown, and the page answers at once after it is drawn again"
    )
    func megabyteText() async throws {
        try await Self.withPage(serving: Self.megabyteSnapshot) { browser, folder in
            let card = #"article.wr-card[aria-label^="Huge,"]"#
            try await browser.waitUntil(
                "the card's text",
                "const c = document.querySelector(arguments[0]); return !!c && c.innerText.length > 1000;", [card])
            let shown = try #require(
                try await browser.execute(
                    """
                    const c = document.querySelector(arguments[0]);
                    return [c.querySelector('.wr-content').innerText.length, c.querySelectorAll('.wr-cut').length];
                    """, [card]) as? [Int])
            #expect(shown.count == 2 && shown[0] <= 4_100 && shown[1] == 1, "characters laid out, cut marks: \(shown)")
            // The text's end is out of sight: the card's corner says it was cut, on top of it.
            let badge =
                try await browser.execute(
                    """
                    const b = document.querySelector(arguments[0] + ' .wr-cut-badge'); if (!b) return 'no badge';
                    const r = b.getBoundingClientRect(), card = document.querySelector(arguments[0] + ' .wr-widget').getBoundingClientRect();
                    const inside = r.left >= card.left && r.right <= card.right && r.top >= card.top && r.bottom <= card.bottom;
                    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                    return inside && (top === b || b.contains(top)) ? b.innerText : 'hidden';
                    """, [card]) as? String
            #expect(badge == "✂︎ text cut", "\(badge ?? "nil")")

            // Locked, the text is redacted; unlocked, the page draws it again. The longest task the
            // page's main thread ran meanwhile (Chromium's Long Tasks API) is how long a click waited.
            try await browser.execute(
                """
                window.wrLongest = 0;
                new PerformanceObserver(list => list.getEntries().forEach(e => { window.wrLongest = Math.max(window.wrLongest, e.duration); }))
                  .observe({ type: 'longtask' });
                """)
            for (state, redacted) in [("Lock", true), ("Unlock", false)] {
                try await browser.click(try await browser.element(#"#wr-header button[data-action=lock]"#))
                try await browser.waitUntil(
                    "the card after \(state)",
                    """
                    const c = document.querySelector(arguments[0]);
                    return !!c && c.innerText.includes('▒') === arguments[1] && (arguments[1] || c.innerText.length > 1000);
                    """, [card, redacted])
            }
            // A script round trip after the redraw: a click now would be handled within it.
            let answer = try #require(
                try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1], start = performance.now();
                    requestAnimationFrame(() => setTimeout(() => done([performance.now() - start, window.wrLongest])));
                    """) as? [Double])
            print(
                "after the megabyte's redraw: a script round trip of \(answer.first ?? -1) ms, the longest task \(answer.last ?? -1) ms"
            )
            #expect(
                answer.count == 2 && answer[0] < 1000 && answer[1] < 1000,
                "round trip \(answer.first ?? -1) ms, longest task \(answer.last ?? -1) ms")
            try await Self.keepScreenshot(browser, folder: folder, name: "hostile-megabyte")
        }
    }
}
