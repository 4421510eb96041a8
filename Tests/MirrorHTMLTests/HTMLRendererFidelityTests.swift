import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// What two real extensions (Apple's Emoji Rangers, Xcode's widget template) showed the
/// renderers drawing differently from iOS: rows, dates, symbols, accessibility, circular
/// progress in an island, container corners in a Live Activity. How they look is checked in
/// `Tests/VisualTests` (`RealExtensionScreenshotTests`).
@Suite("HTML and text renderers draw real extensions as iOS does")
struct HTMLRendererFidelityTests {
    typealias F = HTMLFixture

    @Test(
        "a row offers its views equal shares: a flexible view grows by 1000, a spacer by 1, the rest to their own width"
    )
    func rowDivision() {
        let row = F.stack(
            .horizontal, [F.text("HP"), ViewNode(.color(.named("green"))), ViewNode(.spacer(minLength: nil))])
        let html = F.html(row)
        #expect(
            html.contains(
                #"<span class="wr-color wr-grow" style="background-color:rgba(52,199,89,1);flex:1000 1 0;align-self:stretch""#
            ), "\(html)")
        #expect(
            html.contains(#"<span class="wr-spacer wr-grow" style="flex:1 1 0" aria-hidden="true"></span>"#), "\(html)")
        #expect(html.contains(#"<span class="wr-text">HP</span>"#))
        // In a column nothing changes: a colour grows down, a spacer too.
        let column = F.html(F.stack(.vertical, [ViewNode(.color(.named("green"))), ViewNode(.spacer(minLength: nil))]))
        #expect(!column.contains("wr-grow") && !column.contains("1000"))
        #expect(
            HTMLRenderer.stylesheet.contains(
                ".wr-hstack > *, .wr-hstack > .wr-group > * { flex: 1000 1 0; max-width: max-content; }"))
        #expect(
            HTMLRenderer.stylesheet.contains(
                ".wr-hstack > .wr-grow, .wr-hstack > .wr-group > .wr-grow { max-width: none; }"))
    }

    @Test("a text style's weight gives way to fontWeight, inside or outside it")
    func fontWeightWins() {
        let bold = F.html(F.text("Spouty", [.font(FontValue(textStyle: "title")), .fontWeight("bold")]))
        #expect(
            bold.contains("font-size:28px;font-weight:var(--wr-weight,400);font-weight:700;--wr-weight:700"), "\(bold)")
        let explicit = F.html(
            F.text("Spouty", [.font(FontValue(textStyle: "title", weight: "light")), .fontWeight("bold")]))
        #expect(explicit.contains("font-weight:300") && !explicit.contains("font-weight:700"), "\(explicit)")
    }

    @Test("times and dates as iOS shows them in en_US")
    func timesAndDates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let morning = try #require(
            calendar.date(from: DateComponents(year: 2019, month: 6, day: 3, hour: 9, minute: 41)))
        let evening = try #require(
            calendar.date(from: DateComponents(year: 2019, month: 6, day: 3, hour: 21, minute: 5)))
        #expect(TextRenderer.format(morning, .time, now: morning) == "9:41 AM")
        #expect(TextRenderer.format(evening, .time, now: morning) == "9:05 PM")
        #expect(TextRenderer.format(morning, .date, now: morning) == "June 3, 2019")
        // The page ticks them with the same rules.
        for rule in [
            "function wrFormatDate(date, style, now)", #"${date.getHours() < 12 ? "AM" : "PM"}"#,
            #"case "relative": return wrDuration(start, end).slice(0, 2).join(", ");"#,
        ] {
            #expect(HTMLRenderer.liveScript.contains(rule), "\(rule)")
        }
    }

    @Test(
        "the symbols real extensions use are drawn, not boxed",
        arguments: [
            ("heart.circle.fill", "favorite"), ("clock.badge.exclamationmark.fill", "running_with_errors"),
            ("exclamationmark.circle.fill", "error"), ("trophy.fill", "emoji_events"), ("arrow.up.right", "north_east"),
        ])
    func symbols(symbol: String, material: String) {
        let html = F.html(ViewNode(.image(systemName: symbol)))
        #expect(
            html.contains(#"<span class="wr-symbol material-icons" aria-hidden="true">\#(material)</span>"#), "\(html)")
        #expect(!html.contains("wr-symbol-missing"))
    }

    @Test("the terminal draws the Live Activity's heart and clock as glyphs")
    func terminalSymbols() {
        #expect(TextRenderer.symbol("heart.circle.fill") == "♥")
        #expect(TextRenderer.symbol("clock.badge.exclamationmark.fill") == "🕒!")
    }

    @Test(
        "accessibilityLabel and accessibilityValue are the element's name; accessibilityHidden hides it; the terminal ignores them"
    )
    func accessibility() {
        let bar = F.stack(
            .depth, [ViewNode(.shape(ShapeNode(kind: .capsule)))],
            [.accessibilityLabel("Health <HP>"), .accessibilityValue("80%")])
        let html = F.html(bar)
        #expect(html.contains(#"aria-label="Health &lt;HP&gt;, 80%" role="img""#), "\(html)")
        let hidden = F.html(F.text("decoration", [.accessibilityHidden]))
        #expect(hidden.contains(#"<span class="wr-text" aria-hidden="true">decoration</span>"#), "\(hidden)")
        // A button keeps its role; the label replaces the name drawn from its symbol.
        let button = F.html(
            F.button("b", ViewNode(.image(systemName: "bolt.fill")), [.accessibilityLabel("Supercharge")]))
        #expect(
            button.contains(#"aria-label="Supercharge""#) && !button.contains(#"aria-label="bolt fill""#)
                && !button.contains("role=\"img\""), "\(button)")
        let view = ArchivedView(
            root: F.text("XP", [.accessibilityLabel("Experience")]), family: .systemSmall, renderingMode: .fullColor)
        #expect(TextRenderer.render(view, F.options()).lines == ["XP"])
    }

    @Test("in an island region a circular progress is a small ring whose label only assistive technology reads")
    func circularInRegion() {
        let progress = ViewNode(
            .progress(value: 0.8, total: 1, label: F.text("80")), modifiers: [.progressViewStyle("circular")])
        let region = F.html(progress, family: nil)
        #expect(
            region.contains(#"class="wr-widget wr-region wr-mode-fullColor""#)
                && region.contains("wr-progress-circular"), "\(region)")
        #expect(region.contains(#"<span class="wr-gauge-label"><span class="wr-text">80</span></span>"#))
        let css = HTMLRenderer.stylesheet
        #expect(css.contains(".wr-region .wr-progress-circular .wr-ring { width: 24px; height: 24px; }"))
        #expect(
            css.contains(
                ".wr-region .wr-progress-circular > .wr-gauge-label,\n.wr-family-accessoryCircular .wr-progress-circular > .wr-gauge-label { position: absolute; width: 1px; height: 1px;"
            ))
    }

    @Test("a ContainerRelativeShape in a Live Activity region follows the corners of what holds it")
    func containerRelativeInRegion() {
        #expect(
            HTMLRenderer.stylesheet.contains(
                ".wr-region, .wr-region > .wr-content { --wr-container-radius: var(--wr-region-radius, 0px); }"))
        let shape = F.html(
            ViewNode(.shape(ShapeNode(kind: .containerRelative, fill: .color(.named("red"))))), family: nil)
        #expect(shape.contains("wr-shape-container-relative"))
    }

    @Test(
        "shrinking text: sizes are kept from the first fit, and a widget taller than its face shrinks its shrinkable texts"
    )
    func fitScript() {
        let script = HTMLRenderer.liveScript
        #expect(
            script.contains(
                "if (!text.dataset.wrSize) text.dataset.wrSize = String(parseFloat(getComputedStyle(text).fontSize));"))
        #expect(script.contains(#"for (const content of root.querySelectorAll(".wr-widget > .wr-content"))"#))
        #expect(script.contains("function wrExtent(box)"))
        // A text in a box of a set ratio (an emoji avatar) keeps the size its box gives it.
        #expect(
            script.contains(
                #"if (!text.closest(".wr-aspect")) texts.push({ text, smallest: size * minimum, fitted: parseFloat(text.style.fontSize) });"#
            ))
        // What shrinking did not help grows back (the screenshot RealExtension-systemMedium shows it).
        #expect(script.contains("Give back what did not help"))
    }
}
