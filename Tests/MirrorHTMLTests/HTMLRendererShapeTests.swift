import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// Shapes and backgrounds with a view, as the page draws them, and as the terminal does.
@Suite("HTML renderer: shapes and backgrounds")
struct HTMLRendererShapeTests {
    typealias F = HTMLFixture

    static func shape(_ kind: ShapeKind, fill: ShapeStyleValue? = nil, stroke: StrokeValue? = nil) -> ViewNode {
        ViewNode(.shape(ShapeNode(kind: kind, fill: fill, stroke: stroke)))
    }

    @Test(
        "each kind's corners, filled with its style or the foreground",
        arguments: [
            (
                ShapeKind.rectangle, nil,
                #"<span class="wr-shape wr-shape-rectangle wr-fg-fill" style="background-color:currentColor;flex:1 1 0;align-self:stretch" aria-hidden="true">"#
            ),
            (
                .roundedRectangle(cornerRadius: 12.5), ShapeStyleValue.color(.named("red")),
                #"<span class="wr-shape wr-shape-rounded-rectangle" style="border-radius:12.5px;background-color:rgba(255,59,48,1);"#
            ),
            (
                .ellipse, .hierarchical("secondary"),
                #"wr-shape-ellipse" style="background-color:color-mix(in srgb,var(--wr-fg) 60%,transparent);"#
            ),
            (.capsule, .tint, #"wr-shape-capsule" style="background-color:var(--wr-tint);"#),
            (
                .containerRelative, .color(.named("fill.tertiary")),
                #"wr-shape-container-relative" style="background-color:var(--wr-fill-3);"#
            ),
            (
                .circle, .color(.named("green")),
                #"<span class="wr-shape-box" style="flex:1 1 0;align-self:stretch"><span class="wr-shape wr-shape-circle" style="background-color:rgba(52,199,89,1)" aria-hidden="true"></span></span>"#
            ),
        ])
    func kinds(kind: ShapeKind, fill: ShapeStyleValue?, expected: String) {
        let html = F.html(Self.shape(kind, fill: fill))
        #expect(html.contains(expected), "\(html)")
    }

    @Test("a stroke is on the edge, a stroke border inside it")
    func strokes() {
        let onEdge = F.html(
            Self.shape(.capsule, stroke: StrokeValue(style: .color(.named("blue")), lineWidth: 4, inset: false)))
        #expect(onEdge.contains("outline:4px solid rgba(0,122,255,1);outline-offset:-2px"), "\(onEdge)")
        #expect(!onEdge.contains("background-color"))
        let inside = F.html(Self.shape(.rectangle, stroke: StrokeValue(style: nil, lineWidth: 2, inset: true)))
        #expect(inside.contains("box-shadow:inset 0 0 0 2px currentColor"), "\(inside)")
    }

    @Test("a shape takes the space it is offered, like a colour")
    func growsLikeAColour() {
        let html = F.html(F.stack(.horizontal, [F.text("a"), Self.shape(.rectangle, fill: .color(.named("red")))]))
        #expect(
            html.contains(
                #"wr-shape-rectangle wr-grow" style="background-color:rgba(255,59,48,1);flex:1000 1 0;align-self:stretch" aria-hidden="true""#
            ), "\(html)")
    }

    @Test("a ContainerRelativeShape follows the widget's corners, less the content margin")
    func containerRadius() {
        let css = HTMLRenderer.stylesheet
        #expect(css.contains(".wr-shape-container-relative { border-radius: var(--wr-container-radius, 0px); }"))
        // 22 px corners and 16 px margins (HTMLRenderer.contentMargin) leave 6 px inside.
        #expect(
            HTMLRenderer.contentMargin(for: .systemSmall) == 16
                && css.contains(".wr-widget > .wr-content { --wr-container-radius: 6px; }"))
        #expect(css.contains(".wr-widget { --wr-container-radius: 22px; }") && css.contains("border-radius: 22px;"))
        #expect(
            HTMLRenderer.contentMargin(for: .accessoryRectangular) == 2
                && css.contains(".wr-family-accessoryRectangular > .wr-content { --wr-container-radius: 10px; }"))
    }

    @Test("a background view sits behind the content at its size, and is never tapped")
    func backgroundView() {
        let capsule = Self.shape(.capsule, fill: .color(.named("blue")))
        let html = F.html(
            F.button("0/button:Go", F.text("Go"), [.padding(edges: "all", length: 6), .backgroundView(capsule)]))
        let backed = #/<span class="wr-backed">(.*)</span>/#
        let inner = try? #require(html.firstMatch(of: backed)).output.1
        #expect(
            inner?.hasPrefix(
                #"<span class="wr-shape wr-shape-capsule wr-backdrop" style="background-color:rgba(0,122,255,1);justify-self:stretch;align-self:stretch" aria-hidden="true" inert="">"#
            ) == true, "\(html)")
        #expect(inner?.contains("data-element=\"0/button:Go\"") == true)
        // A button a phone put in a background is drawn inert: no tap, no focus.
        let hostile = F.html(F.text("x", [.backgroundView(F.button("1/button:Go", F.text("hidden")))]))
        let backdrop = try? #require(
            hostile.firstMatch(of: #/<button class="wr-button wr-button-bordered wr-backdrop"[^>]*>/#)
        ).output
        #expect(backdrop?.hasSuffix(#"aria-hidden="true" inert="">"#) == true, "\(hostile)")
        #expect(HTMLRenderer.stylesheet.contains(".wr-backed > .wr-backdrop { pointer-events: none; }"))
        // A second background goes behind the first one's box.
        let twice = F.html(F.text("x", [.backgroundView(capsule), .backgroundView(Self.shape(.rectangle))]))
        #expect(twice.components(separatedBy: "wr-backed").count == 3, "\(twice)")
    }

    @Test("hostile numbers: a NaN, negative or huge radius or width stays finite and bounded")
    func hostileNumbers() {
        for value in [Double.nan, -.infinity, .infinity, -5, 1e300] {
            let html = F.html(
                F.stack(
                    .vertical,
                    [
                        Self.shape(.roundedRectangle(cornerRadius: value)),
                        Self.shape(.circle, stroke: StrokeValue(style: nil, lineWidth: value, inset: false)),
                        Self.shape(.rectangle, stroke: StrokeValue(style: nil, lineWidth: value, inset: true)),
                    ]))
            #expect(!F.hasNonFinite(html), "\(value): \(html)")
            #expect(F.pixelValues(html).allSatisfy { abs($0) <= 2000 }, "\(value)")
        }
    }

    @Test("the terminal draws no shape and keeps the text a background is behind")
    func terminal() {
        let view = ArchivedView(
            root: F.stack(.vertical, [Self.shape(.circle), F.text("Online", [.backgroundView(Self.shape(.capsule))])]),
            family: .systemSmall, renderingMode: .fullColor)
        #expect(TextRenderer.render(view, F.options()).lines == ["Online"])
    }
}
