import Foundation
import Testing
import WidgetRelayKit

/// Gradients and materials written as Apple's samples and widget authors write them.
private struct GradientWidgetView: View {
    var body: some View {
        VStack {
            Text("Sunrise")
                .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            RoundedRectangle(cornerRadius: 8)
                .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 40))
            AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center)
            Text("Glass").padding(4).background(.ultraThinMaterial)
            Text("Soft").background(.blue.gradient)
        }
        .containerBackground(for: .widget) {
            LinearGradient(
                stops: [.init(color: .blue, location: 0.8), .init(color: .purple, location: 0.2)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}

/// A style of an author's own that resolves in the environment (`ShapeStyle.resolve(in:)`).
private struct Brand: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.widgetRenderingMode == .fullColor ? Color.orange : Color.white
    }
}

/// A text in a custom style, its body evaluated as the archive runs (as a widget's is).
private struct Branded: View {
    var body: some View { Text("A").foregroundStyle(Brand()) }
}

/// A style that resolves to itself: archived as the foreground, not an endless recursion.
private struct Loop: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Loop { self }
}

@Suite("Gradients, materials and custom shape styles archive as SwiftUI writes them")
struct GradientArchiveTests {
    static let view = ViewArchive.archive(GradientWidgetView(), family: .systemMedium)
    static var children: [ViewNode] {
        guard case .stack(let stack) = view.root.kind else { return [] }
        return stack.children
    }

    @Test("a linear gradient as a foreground style keeps its colours evenly spaced and its ends")
    func foreground() throws {
        let text = try #require(Self.children.first)
        #expect(
            text.modifiers == [
                .foregroundStyle(
                    .gradient(
                        GradientValue(
                            geometry: .linear(start: UnitPointValue(x: 0, y: 0.5), end: UnitPointValue(x: 1, y: 0.5)),
                            stops: [
                                GradientStopValue(color: .named("orange"), location: 0),
                                GradientStopValue(color: .named("pink"), location: 1),
                            ])))
            ])
    }

    @Test("a radial gradient fills a shape; an angular one is a view that fills its space, a whole turn")
    func fillsAndViews() throws {
        #expect(
            Self.children[1].kind
                == .shape(
                    ShapeNode(
                        kind: .roundedRectangle(cornerRadius: 8),
                        fill: .gradient(
                            GradientValue(
                                geometry: .radial(
                                    center: UnitPointValue(x: 0.5, y: 0.5), startRadius: 2, endRadius: 40),
                                stops: [
                                    GradientStopValue(color: .named("yellow"), location: 0),
                                    GradientStopValue(color: .named("red"), location: 1),
                                ])))))
        guard case .shape(let shape) = Self.children[2].kind, case .gradient(let gradient)? = shape.fill else {
            Issue.record("\(Self.children[2])")
            return
        }
        #expect(shape.kind == .rectangle)
        #expect(gradient.geometry == .angular(center: UnitPointValue(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360))
        #expect(gradient.stops.map(\.location) == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test("a material and Color.gradient behind a view, a gradient's stops in order as the container background")
    func backgrounds() throws {
        #expect(
            Self.children[3].modifiers.last
                == .backgroundView(ViewNode(.shape(ShapeNode(kind: .rectangle, fill: .material("ultraThin"))))))
        #expect(
            Self.children[4].modifiers == [
                .backgroundView(
                    ViewNode(
                        .shape(
                            ShapeNode(
                                kind: .rectangle,
                                fill: .gradient(
                                    GradientValue(
                                        geometry: .linear(
                                            start: UnitPointValue(x: 0.5, y: 0), end: UnitPointValue(x: 0.5, y: 1)),
                                        stops: [
                                            GradientStopValue(color: .named("blue"), location: 0),
                                            GradientStopValue(color: .named("blue"), location: 1),
                                        ],
                                        isSystemVariation: true))))))
            ])
        guard case .shape(let shape)? = Self.view.containerBackground?.kind, case .gradient(let gradient)? = shape.fill
        else {
            Issue.record("\(String(describing: Self.view.containerBackground))")
            return
        }
        #expect(
            gradient.stops == [
                GradientStopValue(color: .named("purple"), location: 0.2),
                GradientStopValue(color: .named("blue"), location: 0.8),
            ])
    }

    @Test("a gradient keeps at most 64 stops, their locations within 0…1")
    func bounds() {
        let colors = (0..<100).map { Color(white: Double($0) / 100) }
        let root = ViewArchive.archive(
            LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom), family: .systemSmall
        ).root
        guard case .shape(let shape) = root.kind, case .gradient(let gradient)? = shape.fill else {
            Issue.record("\(root)"); return
        }
        #expect(gradient.stops.count == ArchiveLimits.maxGradientStops)
        let clamped = ViewArchive.archive(
            LinearGradient(
                stops: [.init(color: .red, location: -3), .init(color: .blue, location: .nan)],
                startPoint: .top, endPoint: .bottom), family: .systemSmall
        ).root
        guard case .shape(let node) = clamped.kind, case .gradient(let stops)? = node.fill else {
            Issue.record("\(clamped)"); return
        }
        #expect(stops.stops.map(\.location) == [0, 0])
    }

    @Test("a custom ShapeStyle resolves in the archive's environment; one resolving to itself is the foreground")
    func customStyle() {
        let full = ViewArchive.archive(Branded(), family: .systemSmall, renderingMode: .fullColor).root
        #expect(full.modifiers == [.foregroundStyle(.color(.named("orange")))])
        let accented = ViewArchive.archive(Branded(), family: .systemSmall, renderingMode: .accented).root
        #expect(accented.modifiers == [.foregroundStyle(.color(.named("white")))])
        let loop = ViewArchive.archive(Circle().fill(Loop()), family: .systemSmall).root
        #expect(loop.kind == .shape(ShapeNode(kind: .circle, fill: .hierarchical("primary"))))
        #expect(AnyShapeStyle(Color.red).styleValue == .color(.named("red")))
    }
}
