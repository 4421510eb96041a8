import Foundation
import Testing

@testable import Charts

/// Swift Charts as Home Assistant's energy widget writes it: bars in a ForEach, series coloured
/// by a scale, axes and legend accepted; the plot area drawn.
@Suite("Charts")
struct ChartsTests {
    struct Point: Identifiable {
        let hour: Int
        let kWh: Double
        let flow: String
        var id: String { "\(flow)-\(hour)" }
    }

    static let points = [
        Point(hour: 0, kWh: 1, flow: "grid"), Point(hour: 1, kWh: 2, flow: "grid"),
        Point(hour: 1, kWh: 4, flow: "solar"),
    ]

    static var chart: Chart {
        Chart {
            ForEach(points) { point in
                BarMark(x: .value("Hour", point.hour), y: .value("Energy", point.kWh))
                    .foregroundStyle(by: .value("Flow", point.flow))
                    .cornerRadius(2)
            }
            RuleMark(y: .value("Goal", 3)).foregroundStyle(Color.red)
            if points.isEmpty {
                BarMark(x: .value("Hour", 0), y: .value("Energy", 1)).opacity(0)
            }
        }
        .chartForegroundStyleScale(["grid": Color.blue, "solar": Color.orange])
    }

    @Test("marks in order; bars from zero in the data's extent; series in the scale's colours; a rule across")
    func layout() throws {
        let chart = Self.chart
        #expect(chart.marks.count == 4)
        let layers = ChartLayout(marks: chart.marks, xDomain: nil, yDomain: nil, seriesStyles: chart.seriesStyles)
            .layers()
        #expect(layers.count == 4)
        let bars = layers.prefix(3).compactMap { $0.rects.first }
        try #require(bars.count == 3)
        // y from 0 to 4: the solar bar fills the height, the first grid bar a quarter.
        #expect(bars[2].0.minY == 0 && bars[2].0.maxY == 1 && bars[0].0.maxY == 0.25)
        #expect(bars[0].1 == 2)
        #expect(bars[0].0.midX < bars[1].0.midX && bars[1].0.midX == bars[2].0.midX)
        #expect(layers[0].style.styleValue == AnyShapeStyle(Color.blue).styleValue)
        #expect(layers[2].style.styleValue == AnyShapeStyle(Color.orange).styleValue)
        #expect(layers[3].polylines == [[CGPoint(x: 0, y: 0.75), CGPoint(x: 1, y: 0.75)]])
        #expect(layers[3].style.styleValue == AnyShapeStyle(Color.red).styleValue)
    }

    @Test("a domain set on the chart scales the marks; a line joins its points; dates bin by their unit")
    func domainsLinesAndDates() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let chart = Chart {
            LineMark(x: .value("t", start, unit: .hour), y: .value("v", 5.0))
            LineMark(x: .value("t", start.addingTimeInterval(3600), unit: .hour), y: .value("v", 10.0))
        }
        .chartYScale(domain: 0...20.0)
        .chartXScale(domain: start...start.addingTimeInterval(7200))
        let layers = ChartLayout(marks: chart.marks, xDomain: chart.xDomain, yDomain: chart.yDomain, seriesStyles: [:])
            .layers()
        #expect(layers.count == 1)
        #expect(layers[0].polylines == [[CGPoint(x: 0, y: 0.25), CGPoint(x: 0.5, y: 0.5)]])
    }

    @Test("a domain set after the legend or axes still reaches the chart (Home Assistant's energy chart)")
    func domainAfterLegend() {
        let chart = Self.chart.chartLegend(.hidden).chartXAxis(.hidden).chartXScale(domain: 0.0...10.0)
        #expect(chart.xDomain == 0...10)
    }
}
