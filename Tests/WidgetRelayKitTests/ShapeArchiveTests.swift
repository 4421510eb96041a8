import Testing
import WidgetRelayKit

/// Shapes and backgrounds written as widget authors write them (Xcode's templates, Apple's
/// samples), archived as the phone sends them.
private struct StatusBadge: View {
    var body: some View {
        VStack {
            HStack {
                Circle().fill(.green).frame(width: 8, height: 8)
                Text("Online")
            }
            .padding(6)
            .background(.blue, in: Capsule())
            ZStack {
                ContainerRelativeShape().fill(.fill.tertiary)
                RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(.red, lineWidth: 2)
                Ellipse().stroke(.tint, lineWidth: 3)
                Rectangle()
            }
            Text("Note").background { RoundedRectangle(cornerRadius: 4).fill(.yellow) }
            Text("Plain").background(Capsule().stroke(lineWidth: 1))
        }
    }
}

@Suite("Shapes and backgrounds archive as SwiftUI writes them")
struct ShapeArchiveTests {
    static let root = ViewArchive.archive(StatusBadge(), family: .systemMedium).root

    static var children: [ViewNode] {
        guard case .stack(let stack) = root.kind else { return [] }
        return stack.children
    }

    @Test("a filled circle with a frame, in a row with a capsule behind it")
    func badge() throws {
        let row = try #require(Self.children.first)
        guard case .stack(let stack) = row.kind else { Issue.record("\(row)"); return }
        #expect(
            stack.children.first
                == ViewNode(
                    .shape(ShapeNode(kind: .circle, fill: .color(.named("green")))),
                    modifiers: [.frame(FrameValue(width: 8, height: 8))]))
        #expect(
            row.modifiers == [
                .padding(edges: "all", length: 6),
                .backgroundView(ViewNode(.shape(ShapeNode(kind: .capsule, fill: .color(.named("blue")))))),
            ])
    }

    @Test("every kind, filled, outlined inside or on the edge, or in the foreground style")
    func kinds() throws {
        guard case .stack(let stack) = try #require(Self.children.dropFirst().first).kind else {
            Issue.record("not a stack"); return
        }
        #expect(
            stack.children == [
                ViewNode(.shape(ShapeNode(kind: .containerRelative, fill: .color(.named("fill.tertiary"))))),
                ViewNode(
                    .shape(
                        ShapeNode(
                            kind: .roundedRectangle(cornerRadius: 8),
                            stroke: StrokeValue(style: .color(.named("red")), lineWidth: 2, inset: true)))),
                ViewNode(
                    .shape(ShapeNode(kind: .ellipse, stroke: StrokeValue(style: .tint, lineWidth: 3, inset: false)))),
                ViewNode(.shape(ShapeNode(kind: .rectangle))),
            ])
    }

    @Test("several views in a background are stacked behind, as SwiftUI's implicit ZStack")
    func layeredBackground() {
        let root = ViewArchive.archive(
            Text("3").background {
                Circle().fill(.red); Image(systemName: "star")
            }, family: .systemSmall
        ).root
        #expect(
            root.modifiers == [
                .backgroundView(
                    ViewNode(
                        .stack(
                            StackNode(
                                axis: .depth, alignment: .center, spacing: nil,
                                children: [
                                    ViewNode(.shape(ShapeNode(kind: .circle, fill: .color(.named("red"))))),
                                    ViewNode(.image(systemName: "star")),
                                ]))))
            ])
    }

    @Test("a background from a closure or a view is kept with the view it is behind")
    func backgrounds() {
        let texts = Array(Self.children.suffix(2))
        #expect(
            texts == [
                ViewNode(
                    .text(.verbatim("Note")),
                    modifiers: [
                        .backgroundView(
                            ViewNode(
                                .shape(
                                    ShapeNode(kind: .roundedRectangle(cornerRadius: 4), fill: .color(.named("yellow"))))
                            ))
                    ]),
                ViewNode(
                    .text(.verbatim("Plain")),
                    modifiers: [
                        .backgroundView(
                            ViewNode(
                                .shape(
                                    ShapeNode(
                                        kind: .capsule, stroke: StrokeValue(style: nil, lineWidth: 1, inset: false)))))
                    ]),
            ])
    }
}
