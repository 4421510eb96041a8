import Foundation
@testable import MirrorHTML
import Testing
import WidgetRelayKit

/// `.background` drawn as the style the nearest `.backgroundStyle(_:)` around it set, else as
/// the system background of the archive's scheme.
@Suite("HTML renderer: backgroundStyle")
struct HTMLRendererBackgroundStyleTests {
    typealias F = HTMLFixture

    static let filled = ViewNode(.shape(ShapeNode(kind: .rectangle, fill: .background)))
    static let red = CSSColor.css(.named("red"), Paint(mode: .fullColor))
    static let white = CSSColor.css(.systemBackground, Paint(mode: .fullColor))

    @Test("a .background fill is the system background where no backgroundStyle is set")
    func systemBackground() {
        let html = F.html(Self.filled)
        #expect(html.contains("background-color:\(Self.white)"), "\(html)")
        #expect(!html.contains("background-color:\(Self.red)"))
    }

    @Test("inside .backgroundStyle(.red) a .background fill and foreground are red; the innermost wins")
    func styled() {
        let html = F.html(F.stack(.vertical, [Self.filled], [.backgroundStyle(.color(.named("red")))]))
        #expect(html.contains("background-color:\(Self.red)"), "\(html)")
        #expect(!html.contains("background-color:\(Self.white)"))
        let text = F.html(
            F.stack(
                .vertical, [F.text("Aa", [.foregroundStyle(.background)])],
                [.backgroundStyle(.color(.named("red")))]))
        #expect(text.contains("color:\(Self.red)"), "\(text)")
        let blue = CSSColor.css(.named("blue"), Paint(mode: .fullColor))
        let inner = F.html(
            F.stack(
                .vertical,
                [F.stack(.vertical, [Self.filled], [.backgroundStyle(.color(.named("blue")))])],
                [.backgroundStyle(.color(.named("red")))]))
        #expect(inner.contains("background-color:\(blue)") && !inner.contains("background-color:\(Self.red)"))
    }

    @Test("a gradient background style fills .background with the gradient")
    func gradient() {
        let gradient = GradientValue(
            geometry: .linear(start: UnitPointValue(x: 0, y: 0), end: UnitPointValue(x: 0, y: 1)),
            stops: [
                GradientStopValue(color: .named("blue"), location: 0),
                GradientStopValue(color: .named("indigo"), location: 1),
            ])
        let html = F.html(F.stack(.vertical, [Self.filled], [.backgroundStyle(.gradient(gradient))]))
        #expect(html.contains("background-image:linear-gradient("), "\(html)")
    }
}
