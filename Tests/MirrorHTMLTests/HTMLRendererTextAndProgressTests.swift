import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// Texts of several runs, timer progress and the text and layout modifiers real widgets
/// use, as the page draws them, and as the terminal does.
@Suite("HTML renderer: text runs, timer progress, text and layout modifiers")
struct HTMLRendererTextAndProgressTests {
    typealias F = HTMLFixture
    static let later = F.now.addingTimeInterval(7200)

    @Test("a text of runs is one text: its dates tick on the page, its symbols sit inline, all of it escaped")
    func runs() {
        let node = ViewNode(
            .text(
                .runs([
                    .verbatim("Ready <in> "), .date(Self.later, .relative), .verbatim(" "), .image(systemName: "clock"),
                ])))
        let html = F.html(node)
        #expect(
            html.contains(
                #"<span class="wr-text">Ready &lt;in&gt; <span class="wr-date" data-date="1700007200" data-style="relative">2 hours</span> <span class="wr-symbol material-icons wr-symbol-inline" aria-hidden="true">schedule</span></span>"#
            ), "\(html)")
        let redacted = F.html(node, F.options(placeholder: true))
        #expect(!redacted.contains("Ready") && !redacted.contains("data-date") && redacted.contains("wr-redacted"))
        let invalid = F.html(
            ViewNode(.text(.runs([.verbatim("at "), .date(Date(timeIntervalSince1970: 1e300), .time)]))))
        #expect(invalid.contains(#"<span class="wr-invalid">"#) && !invalid.contains("data-date"))
        #expect(
            TextRenderer.render(ArchivedView(root: node, family: .systemSmall, renderingMode: .fullColor), F.options())
                .lines
                == ["Ready <in> 2 hours 🕒"])
    }

    @Test("timer progress: a bar or a ring at the fraction for now, with its interval for the page to move it")
    func timerProgress() {
        let node = ViewNode(
            .timerProgress(
                TimerProgressNode(
                    start: F.now.addingTimeInterval(-25), end: F.now.addingTimeInterval(75),
                    countsDown: true, label: F.text("Spouty"),
                    currentValueLabel: ViewNode(.text(.date(F.now.addingTimeInterval(75), .timer))))))
        let bar = F.html(node)
        #expect(
            bar.contains(#"class="wr-progress wr-timer-progress""#)
                && bar.contains(#"data-start="1699999975" data-end="1700000075" data-down="true""#))
        #expect(bar.contains(#"aria-valuenow="75"><span class="wr-bar-fill" style="width:75%">"#), "\(bar)")
        #expect(bar.contains("Spouty") && bar.contains("1:15"))
        let ring = F.html(ViewNode(node.kind, modifiers: [.progressViewStyle("circular")]))
        #expect(ring.contains(#"wr-gauge wr-gauge-circular wr-progress-circular wr-timer-progress"#), "\(ring)")
        #expect(ring.contains(#"style="--wr-fraction:75%"><span class="wr-ring-center">"#))
        // An interval that ends before it starts is shown as invalid, not moved.
        let broken = F.html(
            ViewNode(.timerProgress(TimerProgressNode(start: F.now, end: F.now.addingTimeInterval(-1)))))
        #expect(broken.contains("wr-invalid") && !broken.contains("data-start"))
        #expect(
            TextRenderer.render(ArchivedView(root: node, family: .systemSmall, renderingMode: .fullColor), F.options())
                .lines
                == ["Spouty", "1:15", "████████░░ 75%"])
        // A value progress view takes the circular style too.
        let valueRing = F.html(
            ViewNode(.progress(value: 1, total: 4, label: nil), modifiers: [.progressViewStyle("circular")]))
        #expect(valueRing.contains("--wr-fraction:25%"))
    }

    @Test(
        "each text and layout modifier's CSS",
        arguments: [
            (ModifierValue.fontWeight("heavy"), #"style="font-weight:800;--wr-weight:800""#),
            (.fontDesign("monospaced"), "font-family:&quot;WR Emoji&quot;,&quot;DejaVu Sans Mono&quot;,monospace"),
            (.italic, "font-style:italic"), (.monospacedDigit, "font-variant-numeric:tabular-nums"),
            (.multilineTextAlignment(.center), "text-align:center"),
            (.multilineTextAlignment(.trailing), "text-align:end"),
            (.minimumScaleFactor(0.4), #"class="wr-text wr-min-scale" data-min-scale="0.4""#),
            (.symbolRenderingMode("hier<archical"), "wr-symbols-hierarchical"),
            (.layoutPriority(1), "flex-grow:1000000;flex-shrink:0"),
            (.layoutPriority(-1), "flex-grow:1;flex-shrink:100"),
            (
                .foregroundStyles([.color(.named("red")), .color(.named("blue", opacity: 0.5))]),
                "color:rgba(255,59,48,1);--wr-fg:rgba(255,59,48,1);--wr-fg2:rgba(0,122,255,0.5)"
            ),
            (.aspectRatio(2, .fill), #"class="wr-box wr-aspect wr-aspect-fill" style="aspect-ratio:2""#),
            (.frame(FrameValue(minWidth: 40, minHeight: 20)), "min-width:40px;min-height:20px"),
            (.foregroundStyle(.color(.named("red", opacity: 0.25))), "color:rgba(255,59,48,0.25)"),
            (
                .foregroundStyle(.color(.named("secondary", opacity: 0.5))),
                "color:color-mix(in srgb,var(--wr-secondary) 50%,transparent)"
            ),
        ])
    func modifier(modifier: ModifierValue, expected: String) {
        let html = F.html(F.text("x", [modifier]))
        #expect(html.contains(expected), "\(html)")
    }

    @Test(
        "a weight or design set inside wins over the font's own; .secondary inside takes foregroundStyle(_:_:)'s second level"
    )
    func innerWins() {
        let html = F.html(
            F.text(
                "x",
                [
                    .fontWeight("light"), .font(FontValue(textStyle: "headline", design: "serif")),
                    .fontDesign("rounded"),
                ]))
        #expect(
            html.contains(
                #"style="font-weight:300;--wr-weight:300;font-size:17px;font-family:&quot;WR Emoji&quot;,&quot;DejaVu Serif&quot;,serif""#
            ), "\(html)")
        let nested = F.html(
            F.stack(
                .vertical, [F.text("a", [.foregroundStyle(.hierarchical("secondary"))])],
                [.foregroundStyles([.color(.named("red")), .color(.named("blue"))])]))
        #expect(nested.contains("color:var(--wr-fg2,color-mix(in srgb,var(--wr-fg) 60%,transparent))"))
        #expect(nested.contains("--wr-fg2:rgba(0,122,255,1)"))
        // A single style inside starts a new base: the outer second level no longer applies.
        let reset = F.html(F.text("a", [.foregroundStyle(.color(.named("green")))]))
        #expect(reset.contains("--wr-fg2:initial;--wr-fg3:initial"))
    }

    @Test("a resizable image fits what it is offered: square in a row, the room left in a column")
    func aspectImage() {
        let symbol = ViewNode(.image(systemName: "photo"), modifiers: [.aspectRatio(nil, .fit)])
        let row = F.html(F.stack(.horizontal, [symbol, F.text("Next")]))
        #expect(
            row.contains(
                #"class="wr-box wr-aspect wr-aspect-fit wr-aspect-image" style="flex:none;aspect-ratio:1;align-self:stretch""#
            ), "\(row)")
        let column = F.html(F.stack(.vertical, [symbol, F.text("Next")]))
        #expect(
            column.contains(
                #"class="wr-box wr-aspect wr-aspect-fit wr-aspect-image" style="flex:1 1 0;align-self:stretch""#),
            "\(column)")
    }

    @Test("the standalone page fits texts with a minimum scale once; the page script defines the same functions")
    func liveScript() {
        let page = HTMLRenderer.page(title: "t", body: "")
        #expect(page.contains("function wrFit(root)") && page.contains("wrFit(document);"))
        #expect(HTMLRenderer.liveScript.contains("function wrProgress(root, now)"))
    }
}
