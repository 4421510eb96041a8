import Foundation
import Testing

@testable import WidgetRelayKit

/// SwiftUI's lazy stacks and grids, sections and scroll views, archived as what they draw in a
/// widget (drawn whole, never scrolled): Clendar's calendar grid and event list, Stats' gauges.
@Suite("Containers archive as what they draw")
struct ContainersArchiveTests {
    private func root(_ view: some View, _ family: WidgetFamily = .systemSmall) -> ViewNode {
        withMargins(view, family: family).root
    }

    private func grid(_ view: some View, _ family: WidgetFamily = .systemSmall) -> GridNode? {
        guard case .grid(let grid) = root(view, family).kind else { return nil }
        return grid
    }

    private func texts(_ count: Int) -> some View {
        ForEach(0..<count) { Text("\($0)") }
    }

    @Test("LazyVStack and LazyHStack are the stacks they are")
    func lazyStacks() {
        #expect(
            root(LazyVStack(alignment: .leading, spacing: 10, pinnedViews: [.sectionHeaders]) { texts(3) })
                == root(VStack(alignment: .leading, spacing: 10) { texts(3) }))
        #expect(
            root(LazyHStack(alignment: .top, spacing: 4) { texts(2) })
                == root(HStack(alignment: .top, spacing: 4) { texts(2) }))
    }

    @Test(
        "LazyVGrid flows its views into rows of its columns: the archive's grid",
        arguments: [
            (Array(repeating: GridItem(), count: 7), 31, [7, 7, 7, 7, 3]),  // Clendar's month
            ([GridItem(.flexible()), GridItem(.flexible())], 4, [2, 2]),  // Stats' gauges
            ([GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.fixed(20))], 5, [3, 2]),
            ([GridItem(.flexible())], 3, [1, 1, 1]),
            ([], 2, [1, 1]),
        ] as [([GridItem], Int, [Int])])
    func verticalGrid(columns: [GridItem], count: Int, rows: [Int]) throws {
        let node = try #require(grid(LazyVGrid(columns: columns) { texts(count) }))
        #expect(node.rows.map(\.cells.count) == rows)
        #expect(node.rows.allSatisfy { !$0.spansAllColumns })
        #expect(node.rows.flatMap(\.cells).compactMap(\.plainText.first) == (0..<count).map { "\($0)" })
    }

    @Test(
        "each cell is framed as its column sizes it; the grid keeps its alignment and spacings",
        arguments: [
            (GridItem(.fixed(40), alignment: .leading), FrameValue(width: 40, alignment: .leading)),
            (GridItem(), FrameValue(minWidth: 10, maxWidth: .infinity)),
            (GridItem(.flexible(minimum: 20, maximum: 60)), FrameValue(minWidth: 20, maxWidth: 60)),
            (GridItem(.adaptive(minimum: 50)), FrameValue(minWidth: 50, maxWidth: .infinity)),
        ] as [(GridItem, FrameValue)])
    func cellFrames(item: GridItem, frame: FrameValue) throws {
        let node = try #require(grid(LazyVGrid(columns: [item], alignment: .leading, spacing: 12) { Text("a") }))
        #expect(node.rows.first?.cells.first == root(Text("a").frame(frame)))
        #expect(node.alignment == .leading && node.verticalSpacing == 12 && node.horizontalSpacing == nil)
        let spaced = try #require(grid(LazyVGrid(columns: [GridItem(spacing: 6), GridItem()]) { Text("a") }))
        #expect(spaced.horizontalSpacing == 6)
    }

    @Test(
        "an adaptive column is as many columns of its minimum as fit the width offered",
        arguments: [
            (WidgetFamily.systemSmall, 40.0, 3),  // 170 − 2 × 16 = 138: (138 + 8) / (40 + 8)
            (.systemMedium, 40, 7), (.systemSmall, 200, 1),  // 364 − 32 = 332: (332 + 8) / 48
        ] as [(WidgetFamily, Double, Int)])
    func adaptiveColumns(family: WidgetFamily, minimum: Double, columns: Int) throws {
        let node = try #require(grid(LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum))]) { texts(12) }, family))
        #expect(node.rows.first?.cells.count == columns)
    }

    @Test("LazyHGrid fills its rows top to bottom, then the next column")
    func horizontalGrid() throws {
        let node = try #require(
            grid(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 5) { texts(5) }))
        #expect(node.rows.map { $0.cells.compactMap(\.plainText.first) } == [["0", "2", "4"], ["1", "3"]])
        #expect(node.horizontalSpacing == 5)
        #expect(node.rows[0].cells[0] == root(Text("0").frame(height: 20)))
    }

    @Test("a Section is its header, content and footer, one after another in its container")
    func sections() {
        let expected = root(
            VStack(alignment: .leading) {
                Text("Header"); Text("1"); Text("2"); Text("Footer")
            })
        #expect(
            root(
                VStack(alignment: .leading) {
                    Section {
                        Text("1"); Text("2")
                    } header: {
                        Text("Header")
                    } footer: {
                        Text("Footer")
                    }
                }) == expected)
        // Clendar's form: the deprecated header: argument.
        #expect(
            root(VStack(alignment: .leading) { Section(header: Text("Header"), footer: Text("Footer")) { texts(2) } })
                .plainText == ["Header", "0", "1", "Footer"])
        #expect(
            root(VStack { Section("Title") { Text("1") } })
                == root(
                    VStack {
                        Text("Title"); Text("1")
                    }))
        #expect(root(VStack { Section { Text("1") } }) == root(VStack { Text("1") }))
        #expect(
            root(VStack { Section("Title", isExpanded: .constant(false)) { Text("1") } })
                == root(VStack { Text("Title") }))
    }

    @Test("a ScrollView draws its views in a column from the top of its space")
    func scrollView() {
        #expect(
            root(
                ScrollView {
                    Text("a"); Text("b")
                })
                == root(
                    VStack {
                        Text("a"); Text("b")
                    }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)))
        #expect(
            root(ScrollView(.horizontal, showsIndicators: false) { Text("a") })
                == root(VStack { Text("a") }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)))
    }

    @Test("a label's title of several views is one column beside its icon (FoodTruck's parking spot)")
    func labelTitleColumn() {
        let label = Label {
            Text("Parking Spot"); Text("Bay 4"); Text("Cupertino")
        } icon: {
            Image(systemName: "box.truck")
        }
        #expect(
            root(label, .accessoryRectangular)
                == root(
                    HStack {
                        Image(systemName: "box.truck")
                        VStack(alignment: .leading) {
                            Text("Parking Spot"); Text("Bay 4"); Text("Cupertino")
                        }
                    }, .accessoryRectangular))
        // As it was archived before: the three titles as more views in the label's row.
        #expect(
            root(label, .accessoryRectangular)
                != root(
                    HStack {
                        Image(systemName: "box.truck"); Text("Parking Spot"); Text("Bay 4"); Text("Cupertino")
                    }, .accessoryRectangular))
        #expect(
            root(
                Label {
                    Text("One")
                } icon: {
                    Image(systemName: "star")
                })
                == root(
                    HStack {
                        Image(systemName: "star"); Text("One")
                    }))
    }
}

extension View {
    /// A frame from an archived frame's values, for comparing a grid's cell.
    fileprivate func frame(_ frame: FrameValue) -> ModifiedView { modified(.frame(frame)) }
}
