import Foundation
import Testing
import WidgetRelayKit

/// A flow layout of an author's own, as the WWDC sample writes one: rows left to right,
/// wrapping at the proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 4
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 200
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > width, x > 0 { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > bounds.maxX, x > bounds.minX {
                x = bounds.minX; y += rowHeight + spacing; rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// A gauge style of an author's own.
private struct BatteryGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Capsule().fill(configuration.value > 0.2 ? Color.green : Color.red).frame(
                width: 40 * configuration.value, height: 8)
        }
    }
}

@Suite("Layouts archive as SwiftUI lays them out")
struct LayoutArchiveTests {
    @Test("padding takes any set of edges, and EdgeInsets; the named sets archive as before")
    func paddingForms() {
        #expect(
            ViewArchive.archive(Text("A").padding([.leading, .top], 8), family: .systemSmall).root.modifiers
                == [.padding(edges: "leading", length: 8), .padding(edges: "top", length: 8)])
        #expect(
            ViewArchive.archive(Text("A").padding(.horizontal, 12), family: .systemSmall).root.modifiers == [
                .padding(edges: "horizontal", length: 12)
            ])
        #expect(
            ViewArchive.archive(Text("A").padding([.horizontal, .bottom]), family: .systemSmall).root.modifiers
                == [.padding(edges: "horizontal", length: nil), .padding(edges: "bottom", length: nil)])
        #expect(ViewArchive.archive(Text("A").padding([]), family: .systemSmall).root.modifiers == [])
        #expect(
            ViewArchive.archive(
                Text("A").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4)), family: .systemSmall
            ).root.modifiers
                == [
                    .padding(edges: "top", length: 1), .padding(edges: "leading", length: 2),
                    .padding(edges: "trailing", length: 4),
                ])
    }

    @Test("Alignment(horizontal:vertical:) and the text baselines")
    func alignments() {
        #expect(Alignment(horizontal: .leading, vertical: .bottom) == .bottomLeading)
        #expect(Alignment(horizontal: .center, vertical: .center) == .center)
        #expect(Alignment.topTrailing.horizontal == .trailing && Alignment.topTrailing.vertical == .top)
        let root = ViewArchive.archive(
            HStack(alignment: .firstTextBaseline) {
                Text("72").font(.largeTitle); Text("°F")
            }, family: .systemSmall
        ).root
        guard case .stack(let stack) = root.kind else { Issue.record("\(root)"); return }
        #expect(stack.alignment == .firstTextBaseline)
    }

    @Test("a grid keeps its rows, cells, spans and the views between rows")
    func grid() throws {
        let root = ViewArchive.archive(
            Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 4) {
                GridRow {
                    Text("Mon"); Text("72°")
                }
                Divider()
                GridRow(alignment: .bottom) { Text("Both").gridCellColumns(2) }
            }, family: .systemMedium
        ).root
        guard case .grid(let grid) = root.kind else { Issue.record("\(root)"); return }
        #expect(grid.alignment == .leading && grid.horizontalSpacing == 6 && grid.verticalSpacing == 4)
        #expect(
            grid.rows == [
                GridRowNode(cells: [ViewNode(.text(.verbatim("Mon"))), ViewNode(.text(.verbatim("72°")))]),
                GridRowNode(cells: [ViewNode(.divider)], spansAllColumns: true),
                GridRowNode(
                    alignment: .bottom, cells: [ViewNode(.text(.verbatim("Both")), modifiers: [.gridCellColumns(2)])]),
            ])
        #expect(grid.columnCount == 2)
    }

    @Test("a custom Layout runs on the phone: each subview at the frame it placed it in")
    func customLayout() throws {
        let root = ViewArchive.archive(
            FlowLayout {
                Text("alpha"); Text("beta"); Text("gamma")
            }.frame(width: 100), family: .systemSmall
        ).root
        guard case .placed(let placed) = root.kind else { Issue.record("\(root)"); return }
        #expect(placed.width == 100)
        #expect(placed.children.map(\.node) == ["alpha", "beta", "gamma"].map { ViewNode(.text(.verbatim($0))) })
        // 17-point text, 0.55 em a character: "alpha" 46.75 wide and "beta" 37.4 fit a row of 100; "gamma" wraps.
        #expect(placed.children[0].x == 0 && placed.children[0].y == 0)
        #expect(abs(placed.children[1].x - 50.75) < 0.001 && placed.children[1].y == 0)
        #expect(placed.children[2].x == 0 && placed.children[2].y > 20)
        let stack = ViewArchive.archive(
            AnyLayout(VStackLayout(spacing: 2)) {
                Text("a"); Text("b")
            }, family: .systemSmall
        ).root
        guard case .stack(let vstack) = stack.kind else { Issue.record("\(stack)"); return }
        #expect(vstack.axis == .vertical && vstack.spacing == 2)
    }

    @Test("a built-in gauge style is archived by name; a custom one as its body, with the gauge's value")
    func gaugeStyles() throws {
        let named = ViewArchive.archive(
            Gauge(value: 0.4) { Text("B") }.gaugeStyle(.accessoryCircularCapacity), family: .accessoryCircular
        ).root
        guard case .gauge(let gauge) = named.kind else { Issue.record("\(named)"); return }
        #expect(gauge.style == "accessoryCircularCapacity")
        let custom = ViewArchive.archive(
            Gauge(value: 15, in: 0...100) { Text("Battery") }.gaugeStyle(BatteryGaugeStyle()), family: .systemSmall
        ).root
        guard case .stack(let stack) = custom.kind else { Issue.record("\(custom)"); return }
        #expect(stack.children.first == ViewNode(.text(.verbatim("Battery"))))
        #expect(
            stack.children.last
                == ViewNode(
                    .shape(ShapeNode(kind: .capsule, fill: .color(.named("red")))),
                    modifiers: [.frame(FrameValue(width: 6, height: 8))]))
    }
}
