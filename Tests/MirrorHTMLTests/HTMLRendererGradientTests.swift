import Foundation
import Mirror
import MirrorHTML
import Testing
import WidgetRelayKit

/// Gradients and materials as the page draws them: CSS gradients whose lines and stops fall
/// where SwiftUI's do, through text for a foreground, and recoloured by the rendering mode.
@Suite("HTML renderer: gradients and materials")
struct HTMLRendererGradientTests {
    typealias F = HTMLFixture

    static func linear(_ start: UnitPointValue, _ end: UnitPointValue, _ colors: [String] = ["red", "blue"])
        -> ShapeStyleValue
    {
        let last = Double(max(1, colors.count - 1))
        return .gradient(
            GradientValue(
                geometry: .linear(start: start, end: end),
                stops: colors.enumerated().map {
                    GradientStopValue(color: .named($0.element), location: Double($0.offset) / last)
                }))
    }

    static func filled(_ style: ShapeStyleValue) -> String {
        F.html(ViewNode(.shape(ShapeNode(kind: .rectangle, fill: style))))
    }

    static let red = "rgba(255,59,48,1)", blue = "rgba(0,122,255,1)"

    @Test(
        "a linear gradient along an axis or a unit-space diagonal uses CSS's side and corner keywords",
        arguments: [
            (
                UnitPointValue(x: 0, y: 0.5), UnitPointValue(x: 1, y: 0.5),
                "linear-gradient(to right,\(red) 0%,\(blue) 100%)"
            ),
            (
                UnitPointValue(x: 0.5, y: 0), UnitPointValue(x: 0.5, y: 1),
                "linear-gradient(to bottom,\(red) 0%,\(blue) 100%)"
            ),
            (
                UnitPointValue(x: 0, y: 0), UnitPointValue(x: 1, y: 1),
                "linear-gradient(to bottom right,\(red) 0%,\(blue) 100%)"
            ),
            (
                UnitPointValue(x: 1, y: 1), UnitPointValue(x: 0, y: 0),
                "linear-gradient(to top left,\(red) 0%,\(blue) 100%)"
            ),
            (
                UnitPointValue(x: 0, y: 1), UnitPointValue(x: 1, y: 0),
                "linear-gradient(to top right,\(red) 0%,\(blue) 100%)"
            ),
            // From the centre down: SwiftUI's 0 is CSS's 50 %.
            (
                UnitPointValue(x: 0.5, y: 0.5), UnitPointValue(x: 0.5, y: 1),
                "linear-gradient(to bottom,\(red) 50%,\(blue) 100%)"
            ),
            (
                UnitPointValue(x: 0.25, y: 0.5), UnitPointValue(x: 0.75, y: 0.5),
                "linear-gradient(to right,\(red) 25%,\(blue) 75%)"
            ),
        ])
    func linearKeywords(start: UnitPointValue, end: UnitPointValue, expected: String) {
        let html = Self.filled(Self.linear(start, end))
        #expect(html.contains("background-image:\(expected)"), "\(html)")
    }

    @Test("another direction is drawn at its angle, its stops on the line through the centre")
    func linearAngle() {
        let html = Self.filled(Self.linear(UnitPointValue(x: 0, y: 0.5), UnitPointValue(x: 1, y: 0.75)))
        #expect(html.contains("linear-gradient(104.036deg,"), "\(html)")
        let flat = Self.filled(Self.linear(UnitPointValue(x: 0.5, y: 0.5), UnitPointValue(x: 0.5, y: 0.5)))
        #expect(flat.contains("linear-gradient(to bottom,\(Self.red) 0%,\(Self.blue) 0%)"), "\(flat)")
    }

    @Test("radial, angular and elliptical gradients are exact")
    func otherGeometries() {
        let stops = [
            GradientStopValue(color: .named("red"), location: 0),
            GradientStopValue(color: .named("blue"), location: 0.5),
        ]
        let radial = Self.filled(
            .gradient(
                GradientValue(
                    geometry: .radial(center: UnitPointValue(x: 0.5, y: 0.25), startRadius: 10, endRadius: 50),
                    stops: stops)))
        #expect(
            radial.contains("radial-gradient(circle 50px at 50% 25%,\(Self.red) 10px,\(Self.blue) 30px)"), "\(radial)")
        let angular = Self.filled(
            .gradient(
                GradientValue(
                    geometry: .angular(center: UnitPointValue(x: 0.5, y: 0.5), startAngle: -90, endAngle: 270),
                    stops: stops)))
        #expect(
            angular.contains("conic-gradient(from 0deg at 50% 50%,\(Self.red) 0deg,\(Self.blue) 180deg)"), "\(angular)")
        let elliptical = Self.filled(
            .gradient(
                GradientValue(
                    geometry: .elliptical(
                        center: UnitPointValue(x: 0.5, y: 0.5), startRadiusFraction: 0, endRadiusFraction: 0.5),
                    stops: stops)))
        #expect(
            elliptical.contains("radial-gradient(ellipse 50% 50% at 50% 50%,\(Self.red) 0%,\(Self.blue) 50%)"),
            "\(elliptical)")
    }

    @Test("Color.gradient lightens the top and darkens the bottom of its colour")
    func systemVariation() {
        let html = Self.filled(
            .gradient(
                GradientValue(
                    geometry: .linear(start: UnitPointValue(x: 0.5, y: 0), end: UnitPointValue(x: 0.5, y: 1)),
                    stops: [
                        GradientStopValue(color: .named("blue"), location: 0),
                        GradientStopValue(color: .named("blue"), location: 1),
                    ],
                    isSystemVariation: true)))
        #expect(
            html.contains(
                "linear-gradient(to bottom,color-mix(in srgb,\(Self.blue),white 18%) 0%,color-mix(in srgb,\(Self.blue),black 6%) 100%)"
            ), "\(html)")
    }

    @Test(
        "a gradient foreground is seen through the text, left as it is by the contrast rule, and fills the shapes inside"
    )
    func foreground() {
        let style = Self.linear(UnitPointValue(x: 0, y: 0.5), UnitPointValue(x: 1, y: 0.5), ["white", "yellow"])
        let html = F.html(
            F.stack(
                .vertical, [F.text("Sunrise"), ViewNode(.shape(ShapeNode(kind: .circle)))], [.foregroundStyle(style)]))
        #expect(
            html.contains(
                "-webkit-background-clip:text;background-clip:text;color:transparent;--wr-fg-paint:linear-gradient(to right,"
            ), "\(html)")
        // White and yellow on the white card fail the contrast rule as colours; as a gradient it is the author's.
        #expect(!html.contains("wr-legible"), "\(html)")
        #expect(html.contains("wr-shape wr-shape-circle wr-fg-fill"), "\(html)")
        #expect(HTMLRenderer.stylesheet.contains(".wr-fg-fill { background-image: var(--wr-fg-paint, none); }"))
    }

    @Test("the accented mode recolours a gradient's stops as it does colours")
    func accented() {
        let html = F.html(
            ViewNode(
                .shape(
                    ShapeNode(
                        kind: .rectangle, fill: Self.linear(UnitPointValue(x: 0, y: 0), UnitPointValue(x: 0, y: 1))))),
            mode: .accented)
        #expect(
            html.contains("linear-gradient(to bottom,rgba(255,255,255,.62)")
                || html.contains("linear-gradient(to bottom,var(--wr-muted)"), "\(html)")
    }

    @Test("a material blurs what is behind it and tints it")
    func material() {
        let html = Self.filled(.material("thin"))
        #expect(
            html.contains("background-color:rgba(247,247,250,0.5);backdrop-filter:blur(12px) saturate(1.8)"), "\(html)")
    }
}
