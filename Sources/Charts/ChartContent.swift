// `import Charts`: Swift Charts as widget code writes it — a `Chart` of marks (`BarMark`,
// `LineMark`, `AreaMark`, `RuleMark`, `PointMark`, `RectangleMark`, `SectorMark`) built from `.value(_:_:)`
// plottable values, in a `ForEach` or one by one; the marks' modifiers (`foregroundStyle`, by a
// series too, `cornerRadius`, `opacity`, `lineStyle`, `interpolationMethod`, `symbol`, `symbolSize`,
// `clipShape`); the chart's
// modifiers (`chartXAxis`/`chartYAxis` with `AxisMarks`, `AxisGridLine`, `AxisTick`,
// `AxisValueLabel`, `chartXScale`/`chartYScale(domain:)`, `chartForegroundStyleScale`,
// `chartLegend`, `chartXScale`/`chartYScale(range:)`, `chartBackground`/`chartOverlay` with a
// `ChartProxy` whose plot frame a `GeometryReader` resolves) — in Apple's names and shapes.
//
// What it draws, and what not: the plot area only. Bars, rectangles and areas are filled, lines
// and rules stroked, points as their symbols (a `ChartSymbolShape`: Charts' own or the app's, at
// the mark's symbol size; a 6-point dot by default), bars and rectangles in their clip shape, sectors as a pie or donut in the largest circle the
// frame holds (clockwise from 12 o'clock, shares of the sum), on a linear scale of the data's extent (bars from
// zero) or of the domain `chartXScale`/`chartYScale` set, dates on a time scale, strings as
// evenly spaced bands; each series in the colour `chartForegroundStyleScale` gives it, else in
// Apple's default palette (blue, green, orange, purple, red, cyan, yellow). Axes, their grid
// lines and labels, legends, annotations, symbols by a series or a view, interpolation and scale ranges'
// paddings are accepted and not drawn (the compatibility page lists them as partial); the plot
// is the chart's whole frame, which is what `ChartProxy.plotFrame` answers.
@_exported import SwiftUI
import Foundation
@_spi(Charts) import WidgetRelayKit

/// A type that represents the content of a chart.
public protocol ChartContent {
    /// The type of content of this content's body.
    associatedtype Body: ChartContent
    /// The content and behaviour of the chart content.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that is its own marks (the marks, groups and modifiers of this module).
protocol PrimitiveChartContent {
    var marks: [ChartMark] { get }
}

extension ChartContent {
    /// Every mark this content draws, in order.
    var chartMarks: [ChartMark] {
        if let primitive = self as? any PrimitiveChartContent { return primitive.marks }
        if let each = self as? any ChartContentForEach { return each.forEachMarks }
        return body.chartMarks
    }
}

/// Builds chart content from closures.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> ChartContentGroup {
        ChartContentGroup(marks: content.chartMarks)
    }
    public static func buildBlock(_ components: ChartContentGroup...) -> ChartContentGroup {
        ChartContentGroup(marks: components.flatMap(\.marks))
    }
    public static func buildOptional(_ component: ChartContentGroup?) -> ChartContentGroup {
        component ?? ChartContentGroup(marks: [])
    }
    public static func buildEither(first component: ChartContentGroup) -> ChartContentGroup { component }
    public static func buildEither(second component: ChartContentGroup) -> ChartContentGroup { component }
    public static func buildArray(_ components: [ChartContentGroup]) -> ChartContentGroup {
        ChartContentGroup(marks: components.flatMap(\.marks))
    }
    public static func buildLimitedAvailability(_ component: ChartContentGroup) -> ChartContentGroup { component }
}

/// Marks built together (what a `@ChartContentBuilder` closure makes).
public struct ChartContentGroup: ChartContent, PrimitiveChartContent {
    let marks: [ChartMark]
    public var body: Never { return fatalError("ChartContentGroup has no body") }
}

/// A `ForEach` in a chart: its elements' marks.
protocol ChartContentForEach {
    var forEachMarks: [ChartMark] { get }
}

/// What a `ForEach` of marks holds per element (a view only so that `ForEach` can carry it).
struct ChartMarksCarrier: View {
    let marks: [ChartMark]
    var body: some View { EmptyView() }
}

extension ForEach: ChartContent, ChartContentForEach {
    var forEachMarks: [ChartMark] { _contents.flatMap { ($0 as? ChartMarksCarrier)?.marks ?? [] } }
}

extension ForEach {
    /// A mark, or marks, for each element of the data.
    public init<C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) {
        // A closure value, not a literal: the kit's `@ViewBuilder` then leaves the carrier as it is.
        let carrier: (Data.Element) -> ChartMarksCarrier = { element in
            ChartMarksCarrier(marks: content(element).chartMarks)
        }
        self.init(data, id: id, content: carrier)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A mark, or marks, for each identifiable element of the data.
    public init<C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) {
        self.init(data, id: \.id, content: content)
    }
}
