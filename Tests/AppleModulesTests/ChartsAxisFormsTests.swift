import Foundation
import SwiftUI
import Testing

@testable import Charts

/// Swift Charts' axis forms as Luka's graphs write them: marks with a label format at automatic or
/// given values, labels resolving collisions greedily by priority, grid lines styled, `let`s and
/// `if`s in the builders, and a proxy asked for positions in a background.
@Suite("Charts axis forms")
struct ChartsAxisFormsTests {
    struct Reading: Identifiable {
        let date: Date
        let value: Int
        var id: Date { date }
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let readings = (0..<12).map { Reading(date: now - Double($0) * 300, value: 100 + $0 * 5) }

    static func chart(showLabels: Bool, interval: TimeInterval) -> some View {
        Chart(readings) { reading in
            LineMark(x: .value("Date", reading.date), y: .value("Glucose", reading.value))
        }
        .chartYScale(domain: 40...300)
        .chartYAxis {
            if showLabels {
                let marks = [70, 180].filter { (40...300).contains($0) }
                AxisMarks(values: marks) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3, 2]))
                    AxisValueLabel(format: IntegerFormatStyle<Int>(), collisionResolution: .greedy(priority: 50))
                }
                AxisMarks(values: [55]) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3, 2]))
                        .foregroundStyle(Color.red.secondary)
                    if showLabels {
                        AxisValueLabel(collisionResolution: .greedy(priority: 100))
                    }
                }
            }
        }
        .chartXAxis {
            if showLabels {
                if interval > 60 * 60 * 2 {
                    AxisMarks(format: .dateTime.hour(), preset: .aligned, values: .automatic(desiredCount: 4))
                } else {
                    let end = now
                    AxisMarks(
                        format: .dateTime.hour().minute(), preset: .aligned,
                        values: Array(stride(from: end, to: end - interval, by: -interval / 4)))
                }
            }
        }
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame,
                    let origin = proxy.position(for: (now - 3600, 180)), proxy.value(atX: 10, as: Date.self) == nil
                {
                    Rectangle().frame(width: geometry[plotFrame].width, height: origin.y)
                }
            }
        }
    }

    @Test("the forms compile; the chart archives the same with and without its axes (axes are not drawn here)")
    func forms() {
        let withAxes = ViewArchive.archive(Self.chart(showLabels: true, interval: 3600), family: .systemMedium)
        let longer = ViewArchive.archive(Self.chart(showLabels: true, interval: 6 * 3600), family: .systemMedium)
        let without = ViewArchive.archive(Self.chart(showLabels: false, interval: 3600), family: .systemMedium)
        #expect(withAxes.root == without.root)
        #expect(longer.root == without.root)
    }

    @Test("greedy resolution with a priority is greedy; the proxy places no value (it knows no scale here)")
    func values() {
        #expect(AxisValueLabelCollisionResolution.greedy(priority: 50).name == "greedy")
        #expect(AxisValueLabelCollisionResolution.greedy().name == AxisValueLabelCollisionResolution.greedy.name)
        let proxy = ChartProxy()
        #expect(proxy.position(for: (x: 1, y: 2)) == nil)
        #expect(proxy.position(forX: 1) == nil && proxy.position(forY: 2.5) == nil)
        #expect(proxy.value(atY: 3, as: Double.self) == nil)
    }
    @Test("a scale's domain set on a view around the chart reaches the chart; the chart's own wins")
    func domainAroundTheChart() {
        let chart = Chart {
            LineMark(x: .value("x", 2.0), y: .value("y", 1.0))
            LineMark(x: .value("x", 4.0), y: .value("y", 3.0))
        }
        let inside = ViewArchive.archive(
            chart.chartXScale(domain: 0.0...10.0).chartYScale(domain: 0...5).foregroundStyle(.blue),
            family: .systemMedium)
        let around = ViewArchive.archive(
            chart.foregroundStyle(.blue).chartXScale(domain: 0.0...10.0).chartYScale(domain: 0...5),
            family: .systemMedium)
        let none = ViewArchive.archive(chart.foregroundStyle(.blue), family: .systemMedium)
        #expect(around.root == inside.root)
        #expect(around.root != none.root)
        let own = ViewArchive.archive(
            chart.chartXScale(domain: 0.0...10.0).chartYScale(domain: 0...5).foregroundStyle(.blue)
                .chartXScale(domain: 0.0...100.0),
            family: .systemMedium)
        #expect(own.root == inside.root)
    }
}
