import Foundation
@testable import Mirror
@testable import MirrorHTML
import MirrorText
import TerminalSafeText
import Testing
import WidgetRelayKit

/// Issue #34, point 4: what a hostile phone controls in the page's presentation. Text in the
/// default foreground keeps a WCAG AA contrast with what it is drawn on (an author's own colour
/// is drawn as iOS draws it, as written: #47), an element's accessible name is what it shows,
/// and a control whose label shows nothing is named by its kind.
@Suite("HTMLRenderer: legible text and honest names")
struct HTMLRendererLegibilityTests {
    typealias F = HTMLFixture
    static let black = ColorValue.named("black")
    static let white = ColorValue.named("white")

    /// The colour of the first `wr-legible` text in `html`, if any.
    static func legibleColor(_ html: String) -> RGB? {
        guard
            let match = html.firstMatch(
                of: /<span class="wr-legible" style="color:rgba\(([0-9]+),([0-9]+),([0-9]+),([0-9.]+)\)/)
        else { return nil }
        return RGB(
            red: Double(match.output.1)! / 255, green: Double(match.output.2)! / 255,
            blue: Double(match.output.3)! / 255)
    }

    @Test(
        "WCAG's ratio: 21 for black on white, 1 for a colour on itself; legible keeps what passes and fixes what fails by the least change"
    )
    func ratios() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 0.001)
        #expect(Contrast.ratio(.white, .white) == 1)
        let grey = RGB(red: 0.4, green: 0.4, blue: 0.4)
        #expect(Contrast.legible(grey, on: .white) == grey)  // 5.7: kept
        for (text, background) in [
            (RGB.black, RGB.black), (RGB.white, RGB.white), (RGB(red: 1, green: 0.584, blue: 0), RGB.white),
            (RGB(red: 0.5, green: 0.5, blue: 0.5), RGB(red: 0.45, green: 0.45, blue: 0.45)),
        ] {
            let fixed = Contrast.legible(text, on: background)
            #expect(Contrast.ratio(fixed, background) >= Contrast.minimum, "\(text) on \(background)")
            #expect(
                Contrast.ratio(fixed, background) < Contrast.minimum + 0.1, "the least change: \(text) on \(background)"
            )
        }
    }

    @Test(
        "the default foreground on a black container is made legible; an author's colour is drawn as written, as iOS draws it"
    )
    func blackOnBlack() throws {
        // The default ink (the primary, black) on a black container: iOS picks that colour, the page adapts it.
        let defaultInk = F.html(F.text("Count 7"), background: ViewNode(.color(Self.black)))
        let color = try #require(Self.legibleColor(defaultInk), "\(defaultInk)")
        #expect(Contrast.ratio(color, .black) >= 4.5)
        // …and `Color.secondary`, a label colour iOS picks too.
        let secondary = F.html(
            F.text("Count 7", [.foregroundStyle(.color(.named("secondary")))]), background: ViewNode(.color(Self.black))
        )
        #expect(Self.legibleColor(secondary) != nil, "\(secondary)")
        // The author's black on black stays black: iOS draws `.foregroundColor(.black)` as written.
        let authored = F.html(
            F.text("Secret", [.foregroundStyle(.color(Self.black))]), background: ViewNode(.color(Self.black)))
        #expect(!authored.contains("wr-legible"), "\(authored)")
        let fine = F.html(
            F.text("Fine", [.foregroundStyle(.color(Self.white))]), background: ViewNode(.color(Self.black)))
        #expect(!fine.contains("wr-legible"))
        #expect(!F.html(F.text("On the white card")).contains("wr-legible"))
    }

    @Test(
        "Emoji Rangers' white on its orange (2.9:1) is drawn white, as iOS draws it; the default foreground there is not moved"
    )
    func authoredWhiteOnOrange() {
        let orange = ColorValue.rgba(red: 0.988, green: 0.416, blue: 0.239, opacity: 1)
        let html = F.html(
            F.stack(
                .vertical, [F.text("Spouty"), F.text("Level 50", [.foregroundStyle(.hierarchical("secondary"))])],
                [.foregroundStyle(.color(Self.white))]), background: ViewNode(.color(orange)))
        #expect(!html.contains("wr-legible"), "\(html)")
        #expect(html.contains("color:rgba(255,255,255,1)"), "\(html)")
        // With no authored colour the primary (black) passes on that orange and is kept as well.
        #expect(!F.html(F.text("Spouty"), background: ViewNode(.color(orange))).contains("wr-legible"))
    }

    @Test(
        "the rule follows backgrounds, ZStack layers and inherited hierarchical styles of the default foreground; an author's colour turns it off"
    )
    func backgrounds() {
        // .background(.black) behind a default-coloured text.
        let viaBackground = F.html(F.stack(.vertical, [F.text("Hidden", [.background(Self.black)])]))
        #expect(Self.legibleColor(viaBackground).map { Contrast.ratio($0, .black) >= 4.5 } == true, "\(viaBackground)")
        // A ZStack whose first layer is a colour.
        let layered = F.html(
            F.stack(.depth, [ViewNode(.color(.rgba(red: 0.1, green: 0.1, blue: 0.1, opacity: 1))), F.text("On dark")]))
        #expect(Self.legibleColor(layered) != nil, "\(layered)")
        // A hierarchical level of the default foreground, inherited from a stack.
        let level = F.html(
            F.stack(
                .vertical, [F.text("Faint", [.background(Self.black)])], [.foregroundStyle(.hierarchical("secondary"))])
        )
        #expect(Self.legibleColor(level) != nil, "\(level)")
        // Near-white on white, set by the author: drawn as written.
        let own = F.html(
            F.text("Faint", [.foregroundStyle(.color(.rgba(red: 0.97, green: 0.97, blue: 0.97, opacity: 1)))]))
        #expect(!own.contains("wr-legible"), "\(own)")
        #expect(own.contains("color:rgba(247,247,247,1);--wr-fg:rgba(247,247,247,1)"), "\(own)")
        // An outer stack's authored colour over a black background: the author's.
        #expect(
            !F.html(
                F.stack(
                    .vertical, [F.text("Hidden", [.background(Self.black)])], [.foregroundStyle(.color(Self.black))])
            ).contains("wr-legible"))
        // A bordered button paints its label in its own colours: the rule leaves it to the stylesheet.
        #expect(!F.html(F.button("b", F.text("Go")), background: ViewNode(.color(Self.black))).contains("wr-legible"))
        // The other rendering modes recolour everything their own way.
        #expect(!F.html(F.text("x"), mode: .vibrant, background: ViewNode(.color(Self.black))).contains("wr-legible"))
    }

    @Test("bidi controls never reach the page: a button shows and is named by the same characters")
    func bidiNames() {
        let html = F.html(F.button("pay", F.text("\u{202E}yaP\u{202C}")))
        #expect(!html.unicodeScalars.contains { VisibleText.isBidiControl($0) }, "\(html)")
        #expect(html.contains(">yaP<"))
        let spoken = F.html(F.text("x", [.accessibilityLabel("\u{2067}Pay\u{2069} now")]))
        #expect(spoken.contains(#"aria-label="Pay now""#), "\(spoken)")
    }

    @Test(
        "a control whose label shows nothing is shown and named by its kind",
        arguments: ["", "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}", " \u{3164}\u{2800} "])
    func blankLabels(label: String) {
        let button = F.html(F.button("b", F.text(label)))
        #expect(button.contains(#"<span class="wr-text wr-kind-label">Button</span>"#), "\(button)")
        let toggle = F.html(F.toggle("t", isOn: true, F.text(label)))
        #expect(toggle.contains(">Toggle</span>"), "\(toggle)")
        let link = F.html(F.link("l", "https://example.com", F.text(label)))
        #expect(link.contains(">Link</span>"), "\(link)")
        // A label that shows a symbol, a shape or text is left as it is.
        #expect(!F.html(F.button("b", ViewNode(.image(systemName: "plus")))).contains("wr-kind-label"))
        #expect(!F.html(F.button("b", F.text("Go"))).contains("wr-kind-label"))
        // The terminal and scriptable mode say the same.
        let rendered = TextRenderer.render(
            ArchivedView(root: F.button("b", F.text(label)), family: .systemSmall, renderingMode: .fullColor),
            F.options())
        #expect(rendered.elements.first?.label == "Button")
    }

    @Test("VisibleText: blank is only what draws nothing; bidi controls are removed and nothing else")
    func visibleText() {
        #expect(VisibleText.isBlank("\u{200B}\u{2060}\u{00AD}\u{FE0F}\u{115F}"))
        #expect(!VisibleText.isBlank("\u{200B}a"))
        #expect(!VisibleText.isBlank("👍🏽"))
        #expect(VisibleText.withoutBidiControls("\u{202E}yaP\u{202C} שלום \u{200F}") == "yaP שלום ")
        #expect(VisibleText.withoutBidiControls("👨‍👩‍👧") == "👨‍👩‍👧")  // joiners stay: they are part of what is shown
    }
}
