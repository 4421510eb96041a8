import Foundation
import SwiftUI

/// A type that can serve as data for the labelled, plottable values of a chart.
public protocol Plottable {
    /// The value as the chart plots it.
    var plotValue: PlotValue { get }
}

/// A plottable value as the chart places it: a number, a date, or a category.
public enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    var number: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

extension Double: Plottable { public var plotValue: PlotValue { .number(self) } }
extension Float: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension Int: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
// Swift Charts plots every integer type (Stats' disk widget gives its sectors Int64 byte counts).
extension Int8: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension Int16: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension Int32: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension Int64: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension UInt: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension UInt8: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension UInt16: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension UInt32: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension UInt64: Plottable { public var plotValue: PlotValue { .number(Double(self)) } }
extension Date: Plottable { public var plotValue: PlotValue { .date(self) } }
extension String: Plottable { public var plotValue: PlotValue { .category(self) } }

/// The components of a plottable value: its label and value (`.value("Steps", count)`).
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: PlotValue
    let unit: Calendar.Component?

    /// A labelled value.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "\(label)", value: value.plotValue, unit: nil)
    }

    /// A labelled value.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value.plotValue, unit: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by a calendar unit (`.value("Day", date, unit: .day)`).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component)
        -> PlottableValue<Date>
    {
        PlottableValue(label: "\(label)", value: value.plotValue, unit: unit)
    }

    /// A date binned by a calendar unit.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        PlottableValue(label: label, value: value.plotValue, unit: unit)
    }
}

/// One mark, as the chart draws it.
struct ChartMark {
    enum Kind { case bar, line, area, rule, point, rectangle, sector }
    let kind: Kind
    var x: PlotValue?
    var xEnd: PlotValue?
    var y: PlotValue?
    var yEnd: PlotValue?
    /// A date's calendar unit on x (a bar then spans it).
    var xUnit: Calendar.Component?
    var style: AnyShapeStyle?
    var series: PlotValue?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var lineWidth: CGFloat = 2
    /// A sector's share of the circle (its angle value) and radii.
    var sector: SectorGeometry?
    /// A point's symbol (`.symbol(_:)`); nil: a circle.
    var symbol: (any ChartSymbolShape)?
    /// A point's symbol area in square points (`.symbolSize(_:)`); nil: the default dot.
    var symbolArea: CGFloat?
    /// A mark's clip shape (`.clipShape(_:style:)`), filling the mark's frame.
    var clipShape: (any Shape)?
}

/// A sector mark's value and dimensions, placed when the chart knows every sector's value.
struct SectorGeometry: Sendable {
    var value: Double
    var innerRadius: MarkDimension
    var outerRadius: MarkDimension
    var angularInset: CGFloat
}

/// Marks that draw a value: the shape every mark type shares.
public protocol ChartMarkContent: ChartContent where Body == Never {}

extension ChartMarkContent {
    public var body: Never { return fatalError("\(Self.self) is a mark and has no body") }
}

/// A bar.
public struct BarMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    /// A bar from zero to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = ChartMark(kind: .bar, x: x.value, y: y.value, xUnit: x.unit)
    }
    /// A bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = ChartMark(kind: .bar, x: x.value, y: yStart.value, yEnd: yEnd.value, xUnit: x.unit)
    }
    /// A bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = ChartMark(kind: .bar, x: xStart.value, xEnd: xEnd.value, y: y.value)
    }
    /// A horizontal bar from zero to `x`… drawn here as a bar at `y` up to `x`'s value.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: x.value, y: .number(1))
    }
    init(mark: ChartMark) { self.mark = mark }
}

/// A line through its points.
public struct LineMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }
    /// A point of the line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .line, x: x.value, y: y.value, xUnit: x.unit)
    }
    /// A point of one of several lines (`series`).
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = ChartMark(kind: .line, x: x.value, y: y.value, xUnit: x.unit, series: series.value)
    }
}

/// An area from zero, or a start, to its points.
public struct AreaMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }
    /// A point of the area, from zero.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        mark = ChartMark(kind: .area, x: x.value, y: y.value, xUnit: x.unit)
    }
    /// A point of the area between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .area, x: x.value, y: yStart.value, yEnd: yEnd.value, xUnit: x.unit)
    }
}

/// A straight line across the plot, or a segment.
public struct RuleMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }
    /// A horizontal rule at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark = ChartMark(kind: .rule, y: y.value) }
    /// A vertical rule at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { mark = ChartMark(kind: .rule, x: x.value, xUnit: x.unit) }
    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: x.value, y: yStart.value, yEnd: yEnd.value, xUnit: x.unit)
    }
    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: xStart.value, xEnd: xEnd.value, y: y.value)
    }
}

/// A point.
public struct PointMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }
    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, x: x.value, y: y.value, xUnit: x.unit)
    }
}

/// A rectangle.
public struct RectangleMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }
    /// A rectangle spanning `xStart`…`xEnd`, `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = ChartMark(kind: .rectangle, x: xStart.value, xEnd: xEnd.value, y: yStart.value, yEnd: yEnd.value)
    }
}

/// A sector of a pie or donut chart: its angle is its value's share of the sum of every sector's.
public struct SectorMark: ChartMarkContent, PrimitiveChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }
    /// A sector whose angle is proportional to `angle`'s value; `innerRadius` (a donut's hole)
    /// relative to the outer radius, `outerRadius` to the largest circle the plot holds,
    /// `angularInset` the gap to its neighbours, in points.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = ChartMark(kind: .sector)
        mark.sector = SectorGeometry(
            value: max(0, angle.value.number.flatMap { $0.isFinite ? $0 : nil } ?? 0), innerRadius: innerRadius,
            outerRadius: outerRadius, angularInset: max(0, angularInset ?? 0))
        self.mark = mark
    }
}

/// A mark's width or height.
public enum MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case automatic
    case fixed(CGFloat)
    case ratio(CGFloat)
    case inset(CGFloat)
    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
}

/// How marks stack.
public struct MarkStackingMethod: Sendable, Equatable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area joins its points (accepted; drawn straight here).
public struct InterpolationMethod: Sendable, Equatable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

/// A chart content with each of its marks changed.
public struct ModifiedChartContent: ChartContent, PrimitiveChartContent {
    let marks: [ChartMark]
    public var body: Never { return fatalError("ModifiedChartContent has no body") }
}

extension ChartContent {
    func modified(_ change: (inout ChartMark) -> Void) -> ModifiedChartContent {
        ModifiedChartContent(
            marks: chartMarks.map { mark in
                var mark = mark
                change(&mark)
                return mark
            })
    }

    /// The marks' style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent {
        modified { $0.style = AnyShapeStyle(style) }
    }
    /// The marks' series: each value its colour (`chartForegroundStyleScale`, else the default palette).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent {
        modified { $0.series = value.value }
    }
    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> ModifiedChartContent { modified { $0.opacity *= opacity } }
    /// The bars' and rectangles' corner radius.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent {
        modified { $0.cornerRadius = radius }
    }
    /// The lines' and rules' stroke.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent { modified { $0.lineWidth = style.lineWidth } }
    /// How a line or area joins its points (accepted; drawn straight).
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent { modified { _ in } }
    /// The points' symbol, by a series (accepted; points keep their symbol).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent { modified { _ in } }
    /// The points' symbol, a view (accepted; points keep their shape).
    public func symbol<S: View>(@ViewBuilder symbol: () -> S) -> ModifiedChartContent { modified { _ in } }
    /// The points' symbol (`.symbol(.diamond)`, a `ChartSymbolShape` of the app's own): each point
    /// drawn as that shape, sized by its perceptual unit rect.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent {
        modified { $0.symbol = symbol }
    }
    /// The points' symbol size: its area, in square points.
    public func symbolSize(_ size: CGFloat) -> ModifiedChartContent {
        modified { $0.symbolArea = size.isFinite ? max(0, size) : nil }
    }
    /// The points' symbol size: its width and height (drawn square, of the same area).
    public func symbolSize(_ size: CGSize) -> ModifiedChartContent { symbolSize(size.width * size.height) }
    /// The points' symbol size, by a value (accepted; every point the default size).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent { modified { _ in } }
    /// The marks' clip shape (`.clipShape(.capsule)`): the shape fills each mark's frame and the
    /// mark is drawn inside it (bars and rectangles; other marks are drawn as they are).
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> ModifiedChartContent {
        modified { $0.clipShape = shape }
    }
    /// Groups the marks side by side by a value (accepted; drawn overlapping).
    public func position<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent { modified { _ in } }
    /// An annotation beside the marks (accepted; not drawn).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> ModifiedChartContent { modified { _ in } }
    /// An accessibility label (accepted).
    public func accessibilityLabel(_ label: Text) -> ModifiedChartContent { modified { _ in } }
    /// An accessibility value (accepted).
    public func accessibilityValue(_ value: Text) -> ModifiedChartContent { modified { _ in } }
}

/// Where an annotation goes.
public struct AnnotationPosition: Sendable, Equatable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let overlay = AnnotationPosition(name: "overlay")
}
