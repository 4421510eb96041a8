import Foundation
import Mirror
import MirrorHTML
import Testing
import WidgetRelayKit

/// The HTML renderer: modifiers, colours, rendering modes, interactive elements, pending marks.
@Suite("HTML renderer: modifiers and controls")
struct HTMLRendererModifierTests {
    /// A preview inside a control of the page's own (the gallery's choice buttons) is drawn
    /// only: its buttons, toggles and links look as they do, as plain elements that do nothing
    /// and announce nothing of their own (a button inside a button is no HTML a browser keeps).
    @Test("drawn only, a button, a toggle and a link are plain spans with their looks and labels")
    func drawnOnly() {
        let root = HTMLFixture.stack(
            .vertical,
            [
                HTMLFixture.button("go", HTMLFixture.text("Go")),
                HTMLFixture.toggle("flag", isOn: true, HTMLFixture.text("Flag")),
                HTMLFixture.link("more", "app://more", HTMLFixture.text("More")),
                HTMLFixture.button("bolt", ViewNode(.image(systemName: "bolt.fill"))),
            ])
        var options = HTMLFixture.options(locked: true)
        let live = HTMLFixture.html(root, options)
        #expect(
            live.contains("<button") && live.contains("<a ") && live.contains("data-action")
                && live.contains("role=\"switch\""))
        options.drawnOnly = true
        let drawn = HTMLFixture.html(root, options)
        for interactive in [
            "<button", "<a ", "data-action", "data-element", "data-url", "href=", "role=", "aria-checked", "aria-label",
            "aria-disabled", "type=\"button\"",
        ] {
            #expect(!drawn.contains(interactive), "\(interactive) in \(drawn)")
        }
        for look in ["wr-button", "wr-toggle", "wr-on", "wr-link", ">Go<", ">Flag<", ">More<"] {
            #expect(drawn.contains(look), "\(look) missing from \(drawn)")
        }
    }

    typealias F = HTMLFixture

    @Test(
        "each modifier's CSS on a text",
        arguments: [
            (ModifierValue.font(FontValue(textStyle: "headline")), "font-size:17px;font-weight:var(--wr-weight,600)"),
            (.font(FontValue(textStyle: "largeTitle")), "font-size:34px;font-weight:var(--wr-weight,400)"),
            (.font(FontValue(textStyle: "caption2", weight: "bold")), "font-size:11px;font-weight:700"),
            (
                .font(FontValue(size: 40, weight: "black", design: "monospaced")),
                #"font-size:40px;font-weight:900;font-family:&quot;WR Emoji&quot;,&quot;DejaVu Sans Mono&quot;,monospace"#
            ),
            (
                .font(FontValue(weight: "ultraLight", design: "serif")),
                #"font-weight:100;font-family:&quot;WR Emoji&quot;,&quot;DejaVu Serif&quot;,serif"#
            ),
            (.foregroundStyle(.color(.named("red"))), "color:rgba(255,59,48,1);--wr-fg:rgba(255,59,48,1)"),
            (
                .foregroundStyle(.hierarchical("secondary")),
                "color:var(--wr-fg2,color-mix(in srgb,var(--wr-fg) 60%,transparent))"
            ),
            (.foregroundStyle(.hierarchical("quaternary")), "color:color-mix(in srgb,var(--wr-fg) 18%,transparent)"),
            (.foregroundStyle(.tint), "color:var(--wr-tint);--wr-fg:var(--wr-tint)"),
            (.tint(.named("orange")), "--wr-tint:rgba(255,149,0,1);--wr-toggle-on:rgba(255,149,0,1)"),
            (.padding(edges: "all", length: nil), "padding:16px 16px 16px 16px"),
            (.padding(edges: "horizontal", length: 8), "padding:0px 8px 0px 8px"),
            (.padding(edges: "vertical", length: 8), "padding:8px 0px 8px 0px"),
            (.padding(edges: "top", length: 3), "padding:3px 0px 0px 0px"),
            (.padding(edges: "bottom", length: 3), "padding:0px 0px 3px 0px"),
            (.padding(edges: "leading", length: 3), "padding:0px 0px 0px 3px"),
            (.padding(edges: "trailing", length: 3), "padding:0px 3px 0px 0px"),
            (
                .background(.rgba(red: 0, green: 0.5, blue: 1, opacity: 0.25)),
                "wr-has-background\" style=\"background-color:rgba(0,128,255,0.25)"
            ),
            (.opacity(0.5), "opacity:0.5"),
            (.lineLimit(2), "wr-text wr-line-limit\" style=\"-webkit-line-clamp:2"),
            (.widgetAccentable, "wr-text wr-accentable"),
            (.accentedRenderingMode(.desaturated), "wr-text wr-arm-desaturated"),
            (
                .frame(FrameValue(width: 100, height: 50, alignment: .topLeading)),
                "wr-frame\" style=\"justify-content:flex-start;align-items:flex-start;width:100px;min-width:100px;max-width:100px;height:50px;min-height:50px;max-height:50px\""
            ),
            (.frame(FrameValue(maxWidth: 120)), "style=\"justify-content:center;align-items:center;max-width:120px\""),
        ])
    func modifier(modifier: ModifierValue, expected: String) {
        #expect(F.html(F.text("x", [modifier])).contains(expected))
    }

    @Test("the innermost of an inherited style wins; paddings add up")
    func innermostWins() {
        let html = F.html(
            F.text(
                "x",
                [
                    .foregroundStyle(.color(.named("red"))), .foregroundStyle(.color(.named("blue"))),
                    .font(FontValue(size: 10)), .font(FontValue(size: 30)), .padding(edges: "all", length: 4),
                    .padding(edges: "top", length: 4),
                ]))
        // Red on the white card is 3.5:1, and the author's: drawn as written, as iOS draws it.
        #expect(
            html.contains(
                "<span class=\"wr-text\" style=\"color:rgba(255,59,48,1);--wr-fg:rgba(255,59,48,1);--wr-fg2:initial;--wr-fg3:initial;font-size:10px;padding:8px 4px 4px 4px\">x</span>"
            ), "\(html)")
    }

    @Test("padding inside a background is one box; a background inside padding is two")
    func modifierOrder() {
        let inside = F.html(F.text("x", [.padding(edges: "all", length: 4), .background(.named("red"))]))
        #expect(
            inside.contains(
                "<span class=\"wr-text wr-has-background\" style=\"background-color:rgba(255,59,48,1);padding:4px 4px 4px 4px\">x</span>"
            ))
        let outside = F.html(F.text("x", [.background(.named("red")), .padding(edges: "all", length: 4)]))
        #expect(
            outside.contains(
                "<span class=\"wr-box\" style=\"padding:4px 4px 4px 4px\"><span class=\"wr-text wr-has-background\" style=\"background-color:rgba(255,59,48,1)\">x</span></span>"
            ))
        let faded = F.html(F.text("x", [.opacity(0.5), .background(.named("red"))]))
        #expect(
            faded.contains(
                "<span class=\"wr-box wr-has-background\" style=\"background-color:rgba(255,59,48,1)\"><span class=\"wr-text\" style=\"opacity:0.5\">x</span></span>"
            ))
    }

    @Test("frame(maxWidth: .infinity) grows along an HStack, stretches across a VStack")
    func infiniteFrames() {
        let frame = ModifierValue.frame(FrameValue(maxWidth: .infinity, alignment: .leading))
        #expect(
            F.html(F.stack(.horizontal, [F.text("a", [frame])])).contains(
                "justify-content:flex-start;align-items:center;flex:1000 1 0\""))
        #expect(
            F.html(F.stack(.vertical, [F.text("a", [frame])])).contains(
                "justify-content:flex-start;align-items:center;align-self:stretch\""))
        #expect(
            F.html(F.stack(.vertical, [F.text("a", [.frame(FrameValue(maxHeight: .infinity))])])).contains(
                "align-items:center;flex:1 1 0\""))
    }

    @Test(
        "named colours with Apple's sRGB values; unknown names are primary; components clamped",
        arguments: [
            (ColorValue.named("blue"), "rgba(0,122,255,1)"), (.named("green"), "rgba(52,199,89,1)"),
            (.named("indigo"), "rgba(88,86,214,1)"),
            (.named("white"), "rgba(255,255,255,1)"), (.named("clear"), "transparent"),
            (.named("primary"), "var(--wr-primary)"),
            (.named("secondary"), "var(--wr-secondary)"), (.named("accentColor"), "var(--wr-accent)"),
            (.named("fill.tertiary"), "var(--wr-fill-3)"),
            (.named("<script>"), "var(--wr-primary)"),
            (.rgba(red: 2, green: -1, blue: .nan, opacity: .infinity), "transparent"),
            (.rgba(red: .infinity, green: 0.5, blue: 1e300, opacity: 0.5), "rgba(0,128,255,0.5)"),
        ])
    func colours(color: ColorValue, css: String) {
        #expect(F.html(ViewNode(.color(color))).contains("background-color:\(css);"))
    }

    @Test("accented: accentable parts in the accent, the rest muted, images by their accented rendering mode")
    func accented() {
        let red = ModifierValue.foregroundStyle(.color(.named("red")))
        let html = { (modifiers: [ModifierValue]) in F.html(F.text("x", modifiers), mode: .accented) }
        #expect(html([red]).contains("color:var(--wr-muted);--wr-fg:var(--wr-muted)"))
        #expect(html([red, .widgetAccentable]).contains("color:var(--wr-accent)"))
        #expect(
            html([.widgetAccentable]).contains(
                "wr-accentable\" style=\"color:var(--wr-accent);--wr-fg:var(--wr-accent)"))
        #expect(html([red, .accentedRenderingMode(.fullColor)]).contains("color:rgba(255,59,48,1)"))
        #expect(
            html([.foregroundStyle(.color(.named("white"))), .accentedRenderingMode(.desaturated)]).contains(
                "color:rgba(255,255,255,1)"))
        #expect(
            html([.foregroundStyle(.color(.rgba(red: 0, green: 0, blue: 0, opacity: 0.5)))]).contains(
                "color-mix(in srgb,var(--wr-muted) 50%,transparent)"))
    }

    @Test("vibrant: colours become white with an opacity by luminance")
    func vibrant() {
        #expect(
            F.html(F.text("x", [.foregroundStyle(.color(.named("white")))]), mode: .vibrant).contains(
                "color:rgba(255,255,255,1)"))
        // Blue: 0.7152 × 0.478 + 0.0722 × 1 = 0.414.
        #expect(
            F.html(F.text("x", [.foregroundStyle(.color(.named("blue")))]), mode: .vibrant).contains(
                "color:rgba(255,255,255,0.414)"))
    }

    @Test("button, toggle and link: the data attributes the page acts on")
    func interactive() {
        let button = F.html(F.button("b/1", F.text("Go")))
        #expect(
            button.contains(
                "<button class=\"wr-button wr-button-bordered\" type=\"button\" data-element=\"b/1\" data-action=\"button\"><span class=\"wr-text\">Go</span></button>"
            ))
        let toggle = F.html(F.toggle("t/1", isOn: true, F.text("Lamp")))
        #expect(
            toggle.contains(
                "<button class=\"wr-toggle wr-toggle-switch wr-on\" style=\"align-self:stretch\" type=\"button\" role=\"switch\" aria-checked=\"true\" data-element=\"t/1\" data-action=\"toggle\">"
            ))
        #expect(
            toggle.contains("<span class=\"wr-switch\" aria-hidden=\"true\"><span class=\"wr-knob\"></span></span>"))
        let link = F.html(F.link("l/1", "https://example.com/a", F.text("Open")))
        #expect(
            link.contains(
                "<a class=\"wr-link\" href=\"#\" data-element=\"l/1\" data-action=\"link\" data-url=\"https://example.com/a\"><span class=\"wr-text\">Open</span></a>"
            ))
    }

    @Test("an icon-only control is named by its symbol; locked, every control is aria-disabled")
    func accessibility() {
        #expect(F.html(F.button("b", ViewNode(.image(systemName: "play.fill")))).contains("aria-label=\"Play\""))
        #expect(
            F.html(F.button("c", ViewNode(.image(systemName: "checkmark.circle.fill"))))
                .contains("aria-label=\"Checkmark circle\""))
        #expect(
            !F.html(F.button("b", ViewNode(.label(title: "Play", systemImage: "play.fill")))).contains("aria-label"))
        for node in [
            F.button("b", F.text("Go")), F.toggle("t", isOn: false, F.text("Lamp")),
            F.link("l", "https://a.b", F.text("Open")),
        ] {
            let html = F.html(node, F.options(locked: true))
            #expect(html.contains("wr-disabled"))
            #expect(html.contains("aria-disabled=\"true\""))
            #expect(!F.html(node).contains("aria-disabled"))
        }
    }

    @Test(
        "the optimistic toggle state wins over the archive's",
        arguments: [(false, Bool?.none, false), (false, true, true), (true, false, false), (true, nil, true)])
    func optimistic(archived: Bool, optimistic: Bool?, shown: Bool) {
        let html = F.html(
            F.toggle("t/1", isOn: archived, F.text("Lamp")),
            F.options(optimistic: optimistic.map { ["t/1": $0] } ?? [:]))
        #expect(html.contains("aria-checked=\"\(shown)\""))
        #expect(html.contains(shown ? "wr-on" : "wr-off"))
    }

    @Test(
        "toggle and button styles, inherited from an ancestor",
        arguments: [
            ("switch", "wr-toggle-switch"), ("button", "wr-toggle-button"), ("checkbox", "wr-toggle-checkbox"),
            ("TodoToggleStyle", "wr-toggle-custom"),
        ])
    func toggleStyles(style: String, expected: String) {
        let html = F.html(F.stack(.vertical, [F.toggle("t", isOn: true, F.text("a"))], [.toggleStyle(style)]))
        #expect(html.contains("class=\"wr-toggle \(expected) wr-on\""))
        if style == "TodoToggleStyle" { #expect(html.contains(">check_circle</span>")) }
    }

    @Test(
        "button styles",
        arguments: [
            ("plain", "wr-button-plain"), ("borderless", "wr-button-borderless"), ("bordered", "wr-button-bordered"),
            ("borderedProminent", "wr-button-prominent"), ("automatic", "wr-button-bordered"),
        ])
    func buttonStyles(style: String, expected: String) {
        #expect(F.html(F.button("b", F.text("Go"), [.buttonStyle(style)])).contains("class=\"wr-button \(expected)\""))
    }

    @Test("invalidatable content is marked pending only while pending, once per subtree")
    func pending() {
        let node = F.stack(.vertical, [F.text("3 left", [.invalidatableContent])], [.invalidatableContent])
        let html = F.html(node, F.options(pending: true))
        #expect(html.components(separatedBy: "wr-pending").count == 2)
        #expect(html.contains("aria-busy=\"true\""))
        #expect(!F.html(node).contains("wr-pending"))
    }
}

/// Transitions and animations reach the page as marks its script plays (`HTMLMotionScript`).
@Suite("HTMLRenderer: transitions and animations")
struct HTMLRendererMotionTests {
    static func html(_ modifiers: [ModifierValue]) -> String {
        HTMLFixture.html(ViewNode(.text(.verbatim("Health 83%")), modifiers: modifiers))
    }

    @Test("each kind is marked on its element, the animation's value escaped")
    func marks() {
        #expect(
            Self.html([.contentTransition(.numericText(countsDown: false, value: 0.83))]).contains(
                #"data-wr-content-transition="numericText" data-wr-numeric-value="0.83""#))
        #expect(
            Self.html([.contentTransition(.numericText(countsDown: true, value: nil))]).contains(
                #"data-wr-counts-down="true""#))
        #expect(Self.html([.contentTransition(.interpolate)]).contains(#"data-wr-content-transition="opacity""#))
        #expect(Self.html([.transition(.push(.bottom))]).contains(#"data-wr-transition="push-bottom""#))
        let animated = Self.html([.animation(AnimationValue(curve: "spring", duration: 0.2), value: #"<b>"x"</b>"#)])
        #expect(animated.contains(#"data-wr-animation="spring 0.2""#))
        #expect(animated.contains(#"data-wr-animation-value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;""#), "\(animated)")
        #expect(!Self.html([]).contains("data-wr-"), "no marks without the modifiers")
    }
}
