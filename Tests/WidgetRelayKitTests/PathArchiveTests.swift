import Foundation
import Testing
import WidgetRelayKit

/// A shape of an author's own, as Apple's samples and widget apps write one.
private struct Wave: Shape {
    var amplitude: CGFloat = 10
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.midY),
            control1: CGPoint(x: rect.width * 0.3, y: rect.midY - amplitude),
            control2: CGPoint(x: rect.width * 0.7, y: rect.midY + amplitude))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A progress ring as fitness and battery widgets draw one.
private struct Ring: View {
    var body: some View {
        ZStack {
            Circle().stroke(.gray.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 60, height: 60)
    }
}

@Suite("Shapes of an author's own and paths archive as the phone resolves them")
struct PathArchiveTests {
    @Test("a custom Shape is its path in the rect it is offered, fill and all")
    func customShape() throws {
        let root = ViewArchive.archive(Wave().fill(.blue).frame(width: 100, height: 40), family: .systemSmall).root
        guard case .shape(let shape) = root.kind, case .path(let path) = shape.kind else {
            Issue.record("\(root)"); return
        }
        #expect(shape.fill == .color(.named("blue")))
        #expect(path.width == 100 && path.height == 40)
        #expect(
            path.elements == [
                .move(x: 0, y: 20), .curve(control1X: 30, control1Y: 10, control2X: 70, control2Y: 30, x: 100, y: 20),
                .line(x: 100, y: 40), .line(x: 0, y: 40), .close,
            ])
        // Used as a view, a custom shape fills with the foreground style.
        let bare = ViewArchive.archive(Wave().frame(width: 10, height: 10), family: .systemSmall).root
        guard case .shape(let plain) = bare.kind else { Issue.record("\(bare)"); return }
        #expect(plain.fill == nil && plain.stroke == nil)
    }

    @Test("a trimmed circle is a path with its trim, stroked with the stroke style")
    func ring() throws {
        let root = ViewArchive.archive(Ring(), family: .systemSmall).root
        guard case .stack(let stack) = root.kind, stack.children.count == 2 else { Issue.record("\(root)"); return }
        #expect(
            stack.children[0].kind
                == .shape(
                    ShapeNode(
                        kind: .circle,
                        stroke: StrokeValue(style: .color(.named("gray", opacity: 0.3)), lineWidth: 8, inset: false))))
        guard case .shape(let ring) = stack.children[1].kind, case .path(let path) = ring.kind else {
            Issue.record("\(stack.children[1])"); return
        }
        #expect(ring.trim == 0...0.7)
        #expect(ring.stroke == StrokeValue(style: .color(.named("green")), lineWidth: 8, inset: false, lineCap: .round))
        #expect(path.width == 60 && path.height == 60)
        #expect(path.elements.first == .move(x: 60, y: 30))
        #expect(path.elements.count == 6)  // a move, four quarter curves, a close
        #expect(stack.children[1].modifiers == [.rotationEffect(degrees: -90, anchor: UnitPointValue(x: 0.5, y: 0.5))])
    }

    @Test("Path { } draws lines, arcs, rounded rects and ellipses; dashes make a built-in shape a path")
    func pathBuilder() throws {
        let path = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addArc(
                center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(-90), endAngle: .degrees(0),
                clockwise: false)
            p.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 10, y: 20))
            p.closeSubpath()
            p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerSize: CGSize(width: 4, height: 4))
            p.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(path.boundingRect.maxX >= 20)
        let root = ViewArchive.archive(
            path.stroke(.red, lineWidth: 2).frame(width: 20, height: 20), family: .systemSmall
        ).root
        guard case .shape(let shape) = root.kind, case .path(let archived) = shape.kind else {
            Issue.record("\(root)"); return
        }
        #expect(archived.elements.prefix(3) == [.move(x: 0, y: 0), .line(x: 10, y: 0), .line(x: 10, y: 0)])
        #expect(archived.elements.count == 22)
        let dashed = ViewArchive.archive(
            Capsule().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 40, height: 20),
            family: .systemSmall
        ).root
        guard case .shape(let dashes) = dashed.kind, case .path = dashes.kind else { Issue.record("\(dashed)"); return }
        #expect(dashes.stroke?.dash == [4, 2])
    }

    @Test("a path keeps at most 4,096 elements and no coordinate beyond ±100,000")
    func bounds() throws {
        let huge = Path { p in
            p.move(to: CGPoint(x: CGFloat.infinity, y: -1e12))
            for i in 0..<5_000 { p.addLine(to: CGPoint(x: i, y: i)) }
        }
        let root = ViewArchive.archive(huge.stroke(.red).frame(width: 10, height: 10), family: .systemSmall).root
        guard case .shape(let shape) = root.kind, case .path(let path) = shape.kind else {
            Issue.record("\(root)"); return
        }
        #expect(path.elements.count == ArchiveLimits.maxPathElements)
        #expect(path.elements.first == .move(x: 0, y: -ArchiveLimits.maxCoordinate))
    }

    @Test("RoundedRectangle(cornerSize:), UnevenRoundedRectangle, AnyShape and an inset shape")
    func otherShapes() {
        let even = ViewArchive.archive(RoundedRectangle(cornerSize: CGSize(width: 8, height: 8)), family: .systemSmall)
            .root
        #expect(even.kind == .shape(ShapeNode(kind: .roundedRectangle(cornerRadius: 8))))
        let uneven = ViewArchive.archive(
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4).fill(.red).frame(
                width: 50, height: 30),
            family: .systemSmall
        ).root
        guard case .shape(let shape) = uneven.kind, case .path = shape.kind else { Issue.record("\(uneven)"); return }
        let erased = ViewArchive.archive(AnyShape(Circle()).fill(.red), family: .systemSmall).root
        guard case .shape(let any) = erased.kind, case .path = any.kind else { Issue.record("\(erased)"); return }
        #expect(
            Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
                == CGRect(x: 5, y: 5, width: 10, height: 10))
    }
}
