import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// Paths, clips, effects, timers and appearances as the page and the terminal draw them.
@Suite("HTML renderer: paths, clips, effects, timers and appearance")
struct HTMLRendererDrawingTests {
    typealias F = HTMLFixture
    static let path = PathValue(
        width: 60, height: 40,
        elements: [.move(x: 0, y: 0), .line(x: 60, y: 0), .quadCurve(controlX: 60, controlY: 40, x: 0, y: 40), .close])

    @Test("a path is inline SVG in a view box of the size it was made for, filled or stroked with its trim")
    func paths() {
        let filled = F.html(
            ViewNode(.shape(ShapeNode(kind: .path(Self.path), fill: .color(.named("red")), evenOdd: true))))
        #expect(
            filled.contains(
                #"<svg class="wr-path" viewBox="0 0 60 40" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M0 0L60 0Q60 40 0 40Z" style="fill:rgba(255,59,48,1)" fill-rule="evenodd"/></svg>"#
            ), "\(filled)")
        let ring = F.html(
            ViewNode(
                .shape(
                    ShapeNode(
                        kind: .path(Self.path),
                        stroke: StrokeValue(style: .tint, lineWidth: 8, inset: false, lineCap: .round),
                        trim: 0...0.7))))
        #expect(
            ring.contains(
                #"fill="none" stroke-width="8" stroke-linecap="round" stroke-linejoin="miter" stroke-miterlimit="10" style="stroke:var(--wr-tint)" pathLength="1" stroke-dasharray="0.7 2" stroke-dashoffset="0""#
            ), "\(ring)")
        let dashed = F.html(
            ViewNode(
                .shape(
                    ShapeNode(
                        kind: .path(Self.path),
                        stroke: StrokeValue(style: nil, lineWidth: 1, inset: false, dash: [4, 2], dashPhase: 1)))))
        #expect(
            dashed.contains(#"style="stroke:currentColor" stroke-dasharray="4 2" stroke-dashoffset="1""#), "\(dashed)")
    }

    @Test("a gradient fills a path as an SVG gradient over its rect, defined once by its hash")
    func pathGradient() {
        let gradient = GradientValue(
            geometry: .linear(start: UnitPointValue(x: 0, y: 0), end: UnitPointValue(x: 1, y: 1)),
            stops: [
                GradientStopValue(color: .named("red"), location: 0),
                GradientStopValue(color: .named("blue"), location: 1),
            ])
        let html = F.html(ViewNode(.shape(ShapeNode(kind: .path(Self.path), fill: .gradient(gradient)))))
        #expect(html.contains(#"<linearGradient id="wr-g"#), "\(html)")
        #expect(
            html.contains(
                #"gradientUnits="userSpaceOnUse" gradientTransform="matrix(60 0 0 40 0 0)" x1="0" y1="0" x2="1" y2="1"><stop offset="0" style="stop-color:rgba(255,59,48,1)"/>"#
            ), "\(html)")
        #expect(html.contains(#"style="fill:url(#wr-g"#), "\(html)")
    }

    @Test("clips are clip-paths of the box so far; what follows is drawn outside them")
    func clips() {
        let html = F.html(
            F.text(
                "A",
                [
                    .padding(edges: "all", length: 4), .clipShape(.circle, evenOdd: false),
                    .padding(edges: "all", length: 2),
                    .clipShape(.path(Self.path), evenOdd: false), .clipShape(.containerRelative, evenOdd: false),
                ]))
        #expect(html.contains("padding:4px 4px 4px 4px;clip-path:circle(closest-side)"), "\(html)")
        // quotes escaped in the attribute
        #expect(html.contains("clip-path:path(&#39;M0 0L60 0Q60 40 0 40Z&#39;)"), "\(html)")
        #expect(html.contains("clip-path:inset(0 round var(--wr-container-radius,0px))"), "\(html)")
    }

    @Test("shadows and blurs compose as filters; transforms keep their anchors; a gradient mask is a mask image")
    func effects() {
        let html = F.html(
            F.text(
                "A",
                [
                    .shadow(ShadowValue(color: .named("black", opacity: 0.5), radius: 4, x: 0, y: 2)), .blur(radius: 1),
                    .rotationEffect(degrees: -90, anchor: UnitPointValue(x: 0, y: 1)),
                    .scaleEffect(x: 2, y: 2, anchor: UnitPointValue(x: 0.5, y: 0.5)),
                    .offset(x: 3, y: -1e9), .blendMode("multiply"), .compositingGroup, .imageScale("large"),
                ]))
        #expect(html.contains("filter:drop-shadow(0px 2px 4px rgba(0,0,0,0.5)) blur(1px)"), "\(html)")
        #expect(html.contains("transform:rotate(-90deg);transform-origin:0% 100%"), "\(html)")
        #expect(html.contains("transform:scale(2,2);transform-origin:50% 50%"), "\(html)")
        #expect(html.contains("transform:translate(3px,-2000px)"), "\(html)")
        #expect(
            html.contains("mix-blend-mode:multiply") && html.contains("isolation:isolate")
                && html.contains("--wr-image-scale:1.3"), "\(html)")
        let mask = ViewNode(
            .shape(
                ShapeNode(
                    kind: .rectangle,
                    fill: .gradient(
                        GradientValue(
                            geometry: .linear(start: UnitPointValue(x: 0.5, y: 0), end: UnitPointValue(x: 0.5, y: 1)),
                            stops: [
                                GradientStopValue(color: .named("black"), location: 0),
                                GradientStopValue(color: .named("clear"), location: 1),
                            ])))))
        let masked = F.html(F.text("Fade", [.mask(mask)]))
        #expect(
            masked.contains(
                "-webkit-mask-image:linear-gradient(to bottom,rgba(0,0,0,1) 0%,transparent 100%);mask-image:linear-gradient("
            ), "\(masked)")
    }

    @Test("a timer text counts within its interval on the page and in the terminal, paused from its pause time")
    func timers() {
        let timer = TimerTextValue(
            start: F.now.addingTimeInterval(-30), end: F.now.addingTimeInterval(60),
            pauseTime: F.now.addingTimeInterval(-10))
        let html = F.html(ViewNode(.text(.timer(timer))))
        #expect(html.contains(">1:10<"), "\(html)")
        #expect(html.contains(#"data-style="interval:1699999970:1700000060:1699999990:1:1""#), "\(html)")
        #expect(HTMLRenderer.liveScript.contains(#"if (style.startsWith("interval:"))"#))
        let lines = TextRenderer.render(
            ArchivedView(root: ViewNode(.text(.timer(timer))), family: .systemSmall, renderingMode: .fullColor),
            RenderOptions(now: F.now.addingTimeInterval(500))
        ).lines
        #expect(lines == ["1:10"])
        let over = TimerTextValue(start: F.now.addingTimeInterval(-100), end: F.now.addingTimeInterval(-40))
        #expect(
            TextRenderer.render(
                ArchivedView(root: ViewNode(.text(.timer(over))), family: .systemSmall, renderingMode: .fullColor),
                RenderOptions(now: F.now)
            ).lines == ["0:00"])
    }

    @Test(
        "a dark archive draws on the dark card with dark colours; a dimmed one dims; a hidden container background is not drawn"
    )
    func appearance() {
        let color = ColorValue.adaptive(
            light: RGBAValue(red: 1, green: 0, blue: 0), dark: RGBAValue(red: 0, green: 0, blue: 1))
        let dark = ArchivedView(
            root: F.stack(
                .vertical, [ViewNode(.color(color)), F.text("Hi", [.foregroundStyle(.color(.named("red")))])]),
            family: .systemSmall, renderingMode: .fullColor, containerBackground: ViewNode(.color(.named("green"))),
            appearance: ArchiveAppearance(colorScheme: .dark, isLuminanceReduced: true, showsContainerBackground: false)
        )
        let html = HTMLRenderer.render(dark, F.options())
        #expect(
            html.contains(#"class="wr-widget wr-family-systemSmall wr-mode-fullColor wr-dark wr-luminance-reduced""#),
            "\(html)")
        #expect(html.contains("background-color:rgba(0,0,255,1)"), "\(html)")
        #expect(html.contains("color:rgba(255,69,58,1)"), "\(html)")
        #expect(!html.contains("wr-background"), "\(html)")
        var light = dark
        light.appearance = .standard
        let lightHTML = HTMLRenderer.render(light, F.options())
        #expect(
            lightHTML.contains("background-color:rgba(255,0,0,1)") && lightHTML.contains("wr-background"),
            "\(lightHTML)")
        #expect(
            HTMLRenderer.stylesheet.contains(".wr-widget.wr-dark {")
                && HTMLRenderer.stylesheet.contains(".wr-widget.wr-luminance-reduced {"))
    }

    @Test(
        "the dark card's default text is white and passes the contrast rule; the author's black on it is drawn as written; the default text on a black background is made legible"
    )
    func darkContrast() {
        let view = ArchivedView(
            root: F.stack(
                .vertical,
                [
                    F.text("Plain"), F.text("Black", [.foregroundStyle(.color(.named("black")))]),
                    F.text("Inverted", [.foregroundStyle(.color(.named("primary"))), .background(.named("white"))]),
                ]),
            family: .systemSmall, renderingMode: .fullColor, appearance: ArchiveAppearance(colorScheme: .dark))
        let html = HTMLRenderer.render(view, F.options())
        // Only "Inverted": the label colour (white in the dark scheme) on the author's white background.
        #expect(html.components(separatedBy: "wr-legible").count == 2, "\(html)")
        #expect(html.contains(/wr-legible" style="color:[^"]*">Inverted/), "\(html)")
    }

    @Test(
        "a grid is a CSS grid of its widest row's columns; a placed layout puts each subview at its frame; baselines align"
    )
    func layouts() {
        let grid = ViewNode(
            .grid(
                GridNode(
                    alignment: .leading, horizontalSpacing: 6,
                    rows: [
                        GridRowNode(cells: [F.text("Mon"), F.text("72°")]),
                        GridRowNode(cells: [ViewNode(.divider)], spansAllColumns: true),
                        GridRowNode(alignment: .bottom, cells: [F.text("Both", [.gridCellColumns(2)])]),
                        GridRowNode(cells: [F.text("one")]),
                    ])))
        let html = F.html(grid)
        #expect(
            html.contains(
                "grid-template-columns:repeat(2,auto);column-gap:6px;row-gap:8px;justify-items:start;align-items:center"
            ), "\(html)")
        #expect(
            html.contains("grid-column:1 / -1") && html.contains("grid-column:span 2")
                && html.contains("align-self:end"), "\(html)")
        #expect(html.contains(#"<span class="wr-grid-end" style="grid-column:span 1"></span>"#), "\(html)")
        let placed = F.html(
            ViewNode(
                .placed(
                    PlacedNode(
                        width: 100, height: 40,
                        children: [PlacedChild(x: 10, y: 20, width: 30, height: 15, node: F.text("a"))]))))
        #expect(
            placed.contains(
                #"<span class="wr-placed" style="width:100px;height:40px"><span class="wr-placed-child" style="left:10px;top:20px;width:30px;height:15px">"#
            ), "\(placed)")
        let baseline = F.html(F.stack(.horizontal, [F.text("72"), F.text("°F")], alignment: .firstTextBaseline))
        #expect(baseline.contains("align-items:baseline"), "\(baseline)")
        let lines = TextRenderer.render(
            ArchivedView(root: grid, family: .systemSmall, renderingMode: .fullColor), F.options()
        ).lines
        #expect(lines == ["Mon  72°", "────────", "Both", "one"])
    }
}
