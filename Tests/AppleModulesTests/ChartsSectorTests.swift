import Foundation
import SwiftUI
import Testing

@testable import Charts

/// Stats' donut charts (exelban/stats, Modules/CPU/widget.swift, MIT): `SectorMark`s sharing a
/// circle, and the percentage written in the hole through `chartBackground` and the plot frame.
@Suite("Charts: sectors and the chart proxy")
struct ChartsSectorTests {
    static func donut(_ values: [Double], inner: MarkDimension = .ratio(0.8), inset: CGFloat? = nil) -> Chart {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                SectorMark(angle: .value("Load", value), innerRadius: inner, angularInset: inset)
                    .foregroundStyle([Color.red, Color.blue, Color.gray][index % 3])
            }
        }
    }

    @Test("sectors share the circle by their values, clockwise from 12 o'clock, each in its colour")
    func shares() throws {
        let layers = Self.donut([1, 1, 2]).layers
        #expect(layers.map { $0.sectors.map { [$0.start, $0.end] } } == [[[0, 0.25]], [[0.25, 0.5]], [[0.5, 1]]])
        #expect(Self.donut([0, 0]).layers.isEmpty, "nothing to share: nothing drawn")
        // Every integer type is plottable, as in Swift Charts (Stats' disk widget: Int64 byte counts).
        let disk = Chart {
            SectorMark(angle: .value("Used", Int64(3_000_000_000)))
            SectorMark(angle: .value("Free", UInt32(1_000_000_000)))
        }
        #expect(disk.layers.map { $0.sectors.map { [$0.start, $0.end] } } == [[[0, 0.75]], [[0.75, 1]]])
        #expect(Self.donut([-3, .nan, 1]).layers.map { $0.sectors.map(\.end) } == [[0], [0], [1]])
    }

    @Test("a donut is round in a wide frame: in the largest circle it holds, its hole the inner ratio")
    func roundInItsFrame() throws {
        let layers = Self.donut([1, 3]).layers
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let first = ChartLayerShape(layer: layers[0]).path(in: rect)
        // The first quarter: from 12 o'clock to 3 o'clock, outer radius 50 around (100, 50).
        let bounds = first.boundingRect
        #expect(abs(bounds.minX - 100) < 0.5 && abs(bounds.minY - 0) < 0.5)
        #expect(abs(bounds.maxX - 150) < 0.5 && abs(bounds.maxY - 50) < 0.5)
        let whole = ChartLayerShape(layer: layers[1]).path(in: rect).boundingRect
        #expect(abs(whole.minX - 50) < 0.5 && abs(whole.maxX - 150) < 0.5, "three quarters span the circle's width")
        // Every point of the first sector's outline lies between the hole (40) and the rim (50),
        // control points of its curves aside.
        var distances: [Double] = []
        first.forEach { element in
            if case .move(let point) = element { distances.append(hypot(point.x - 100, point.y - 50)) }
            if case .line(let point) = element { distances.append(hypot(point.x - 100, point.y - 50)) }
        }
        #expect(distances.allSatisfy { $0 > 39.5 && $0 < 50.5 })
        #expect(MarkDimension.inset(10).resolved(relativeTo: 50, automatic: 0) == 40)
        #expect(MarkDimension.fixed(12).resolved(relativeTo: 50, automatic: 0) == 12)
        // A pie (no inner radius) starts at the centre.
        let pie = Chart { SectorMark(angle: .value("A", 1)) }.layers
        var firstPoint: CGPoint?
        ChartLayerShape(layer: pie[0]).path(in: rect).forEach {
            if firstPoint == nil, case .move(let p) = $0 { firstPoint = p }
        }
        #expect(firstPoint == CGPoint(x: 100, y: 50))
    }

    /// Stats' CPU chart, as published but for its values.
    struct CPUChart: View {
        let total: Double
        var body: some View {
            Chart {
                SectorMark(angle: .value("System", 0.1), innerRadius: .ratio(0.8)).foregroundStyle(Color.red)
                SectorMark(angle: .value("User", 0.32), innerRadius: .ratio(0.8)).foregroundStyle(Color.blue)
                SectorMark(angle: .value("Idle", 0.58), innerRadius: .ratio(0.8)).foregroundStyle(Color.gray)
            }
            .frame(width: 120, height: 84)
            .chartLegend(.hidden)
            .chartBackground { chartProxy in
                GeometryReader { geometry in
                    if let anchor = chartProxy.plotFrame {
                        let frame = geometry[anchor]
                        Text("\(Int(total * 100))%").position(x: frame.midX, y: frame.midY - 5)
                        Text("\(Int(frame.width))x\(Int(frame.height))")
                    }
                }
            }
        }
    }

    /// Every node, those drawn behind others (`backgroundView`) too.
    static func nodes(_ node: ViewNode) -> [ViewNode] {
        node.allNodes.flatMap { inner in
            [inner]
                + inner.modifiers.flatMap { modifier -> [ViewNode] in
                    if case .backgroundView(let behind) = modifier { nodes(behind) } else { [] }
                }
        }
    }

    @Test("chartBackground's proxy: the plot frame resolves to the frame of the GeometryReader behind the chart")
    func chartBackground() {
        let archive = ViewArchive.archive(CPUChart(total: 0.42), family: .systemSmall)
        let all = Self.nodes(archive.root)
        let texts = all.compactMap { node -> String? in
            if case .text(.verbatim(let text)) = node.kind { text } else { nil }
        }
        #expect(texts.contains("42%"))
        // The reader is offered the chart's own size (120x84), as SwiftUI proposes a background
        // the size of the view it is behind, not the space the view was offered (the family's).
        #expect(texts.contains("120x84"), "the anchor is the reader's frame: \(texts)")
        let sectors = all.filter { if case .shape = $0.kind { true } else { false } }
        #expect(sectors.count == 3)
    }

    @Test("the scale ranges and array axis values real widgets write compile and keep the chart")
    func scaleForms() {
        let chart = Chart { BarMark(x: .value("Hour", 1), y: .value("kWh", 2)) }
            .chartXScale(domain: 0...23)
            .chartXScale(range: .plotDimension(padding: 16))
            .chartYScale(domain: 0...10.0, range: .plotDimension(startPadding: 2, endPadding: 4))
            .chartYAxis { AxisMarks(position: .leading, values: [0, 5, 10]) { _ in AxisGridLine() } }
            .chartXAxis(.hidden)
        #expect(chart.xDomain == 0...23 && chart.yDomain == 0...10)
    }
}
