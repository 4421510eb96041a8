import Foundation
import SwiftUI

/// A view that displays a chart: its marks in the plot area (axes and legends are not drawn here).
public struct Chart: View {
    let marks: [ChartMark]
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var seriesStyles: [PlotValue: AnyShapeStyle] = [:]
    /// The domains a view around the chart set (`chartXScale(domain:)` on a view: ChartScaleDomains.swift).
    @Environment(\.chartScaleDomains) private var inheritedDomains

    /// A chart of the content's marks.
    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) {
        marks = content().chartMarks
    }

    /// A chart of marks made for each element of the data.
    public init<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        marks = data.flatMap { content($0).chartMarks }
    }

    /// A chart of marks made for each identifiable element of the data.
    public init<Data: RandomAccessCollection, Content: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        marks = data.flatMap { content($0).chartMarks }
    }

    /// The marks placed, one layer per colour and paint.
    var layers: [ChartLayer] {
        ChartLayout(
            marks: marks, xDomain: xDomain ?? inheritedDomains.x, yDomain: yDomain ?? inheritedDomains.y,
            seriesStyles: seriesStyles
        ).layers()
    }

    public var body: some View {
        let layers = layers
        return ZStack {
            ForEach(Array(layers.enumerated()), id: \.offset) { _, layer in
                switch layer.paint {
                case .fill: ChartLayerShape(layer: layer).fill(layer.style).opacity(layer.opacity)
                case .stroke(let width):
                    ChartLayerShape(layer: layer).stroke(layer.style, lineWidth: width).opacity(layer.opacity)
                }
            }
        }
    }

    /// The x domain (`chartXScale(domain:)`) of numbers.
    public func chartXScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>) -> Chart {
        var chart = self
        chart.xDomain = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart
    }
    /// The x domain of dates.
    public func chartXScale(domain: ClosedRange<Date>) -> Chart {
        var chart = self
        chart.xDomain =
            domain.lowerBound.timeIntervalSinceReferenceDate...domain.upperBound.timeIntervalSinceReferenceDate
        return chart
    }
    /// The y domain (`chartYScale(domain:)`) of numbers.
    public func chartYScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>) -> Chart {
        var chart = self
        chart.yDomain = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart
    }
    /// The y domain of integers.
    public func chartYScale(domain: ClosedRange<Int>) -> Chart {
        var chart = self
        chart.yDomain = Double(domain.lowerBound)...Double(domain.upperBound)
        return chart
    }
    /// Each series' style (`foregroundStyle(by:)`'s values to styles).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> Chart {
        var chart = self
        for (key, style) in mapping { chart.seriesStyles[key.plotValue] = AnyShapeStyle(style) }
        return chart
    }
}

extension View {
    /// The chart's x axis (accepted; axes are not drawn here).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    /// The chart's y axis (accepted; axes are not drawn here).
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    /// Whether the x axis shows (accepted; axes are not drawn here).
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    /// Whether the y axis shows (accepted; axes are not drawn here).
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    /// Whether the legend shows (accepted; legends are not drawn here).
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    /// The legend's position (accepted; legends are not drawn here).
    public func chartLegend(position: AnnotationPosition, alignment: Alignment? = nil, spacing: CGFloat? = nil)
        -> some View
    { self }
    /// The x axis's label (accepted; not drawn here).
    public func chartXAxisLabel(_ label: LocalizedStringKey) -> some View { self }
    /// The y axis's label (accepted; not drawn here).
    public func chartYAxisLabel(_ label: LocalizedStringKey) -> some View { self }
    /// The plot area's style (accepted; the plot area is the chart's frame here).
    public func chartPlotStyle<Content: View>(_ content: @escaping (ChartPlotContent) -> Content) -> some View { self }
}

extension Chart {
    // The same modifiers on a chart answer the chart, so that a domain or series scale set after
    // them still reaches it (Home Assistant's energy chart: `.chartLegend(.hidden).chartXScale(…)`);
    // Apple's are all `View`'s and keep the chart's settings whatever their order.

    /// The chart's x axis (accepted; axes are not drawn here).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> Chart { self }
    /// The chart's y axis (accepted; axes are not drawn here).
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> Chart { self }
    /// Whether the x axis shows (accepted; axes are not drawn here).
    public func chartXAxis(_ visibility: Visibility) -> Chart { self }
    /// Whether the y axis shows (accepted; axes are not drawn here).
    public func chartYAxis(_ visibility: Visibility) -> Chart { self }
    /// Whether the legend shows (accepted; legends are not drawn here).
    public func chartLegend(_ visibility: Visibility) -> Chart { self }
}

/// The plot area a `chartPlotStyle` closure styles.
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

/// One colour's marks, as paths in the unit square (y up), scaled to the chart's frame.
struct ChartLayer: Sendable {
    enum Paint: Sendable {
        case fill
        case stroke(CGFloat)
    }
    var paint: Paint
    var style: AnyShapeStyle
    var opacity: Double
    var rects: [(CGRect, CGFloat)] = []
    /// The rects' clip shape (`.clipShape(_:)`), filling each rect.
    var clip: (any Shape)?
    var polylines: [[CGPoint]] = []
    /// Points, each drawn as its symbol centred on it.
    var dots: [(CGPoint, ChartSymbolOutline)] = []
    /// Sectors, as shares of the circle (0…1 clockwise from 12 o'clock), drawn round in the frame.
    var sectors: [(start: Double, end: Double, geometry: SectorGeometry)] = []
}

struct ChartLayerShape: Shape {
    let layer: ChartLayer
    func path(in rect: CGRect) -> Path {
        func point(_ p: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + p.x * rect.width, y: rect.maxY - p.y * rect.height)
        }
        var path = Path()
        for (unit, radius) in layer.rects {
            let a = point(CGPoint(x: unit.minX, y: unit.minY))
            let b = point(CGPoint(x: unit.maxX, y: unit.maxY))
            let r = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            if let clip = layer.clip {
                path.addPath(clip.path(in: r))
            } else if radius > 0 {
                path.addRoundedRect(in: r, cornerSize: CGSize(width: radius, height: radius))
            } else {
                path.addRect(r)
            }
        }
        for line in layer.polylines where line.count > 1 { path.addLines(line.map(point)) }
        for (dot, symbol) in layer.dots { path.addPath(symbol.path(at: point(dot))) }
        for sector in layer.sectors { addSector(sector, in: rect, to: &path) }
        return path
    }

    /// A sector (a donut's when it has an inner radius) in the largest circle `rect` holds.
    private func addSector(
        _ sector: (start: Double, end: Double, geometry: SectorGeometry), in rect: CGRect, to path: inout Path
    ) {
        let available = min(rect.width, rect.height) / 2
        guard available > 0 else { return }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = max(0, sector.geometry.outerRadius.resolved(relativeTo: available, automatic: available))
        let inner = min(outer, max(0, sector.geometry.innerRadius.resolved(relativeTo: outer, automatic: 0)))
        guard outer > 0 else { return }
        // Clockwise from 12 o'clock; half the inset taken off each end, along the outer arc.
        let half = Double(sector.geometry.angularInset / 2 / outer)
        let start = sector.start * 2 * .pi - .pi / 2 + half
        let end = sector.end * 2 * .pi - .pi / 2 - half
        guard end > start else { return }
        if inner > 0 {
            path.move(to: CGPoint(x: center.x + outer * CGFloat(cos(start)), y: center.y + outer * CGFloat(sin(start))))
            path.addArc(
                center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
            path.addArc(
                center: center, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
        } else {
            path.move(to: center)
            path.addArc(
                center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
        }
        path.closeSubpath()
    }
}

extension MarkDimension {
    /// In points: a ratio or inset of `length`, a fixed size, or `automatic`.
    func resolved(relativeTo length: CGFloat, automatic: CGFloat) -> CGFloat {
        switch self {
        case .automatic: automatic
        case .fixed(let points): points
        case .ratio(let ratio): length * ratio
        case .inset(let inset): length - inset
        }
    }
}

/// Marks placed in the unit square: scales from the data (or the domains set), one layer per
/// colour and paint.
struct ChartLayout {
    let marks: [ChartMark]
    let xDomain: ClosedRange<Double>?
    let yDomain: ClosedRange<Double>?
    let seriesStyles: [PlotValue: AnyShapeStyle]

    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    func layers() -> [ChartLayer] {
        let xs = marks.flatMap { [$0.x, $0.xEnd].compactMap { $0 } }
        let categories = orderedCategories(xs)
        let xNumbers =
            xs.compactMap(\.number)
            + marks.compactMap { mark in
                mark.x.flatMap(\.number).map { $0 + unitSpan(mark.xUnit) }
            }
        let xRange = xDomain ?? range(xNumbers, includingZero: false)
        let yNumbers = marks.flatMap { [$0.y, $0.yEnd].compactMap { $0?.number } }
        let hasBars = marks.contains { $0.kind == .bar || $0.kind == .area }
        let yRange = yDomain ?? range(yNumbers, includingZero: hasBars)
        let series =
            orderedCategories(marks.compactMap(\.series)).map(PlotValue.category)
            + marks.compactMap(\.series).filter { $0.number != nil }
        func xUnit(_ value: PlotValue?) -> CGFloat? {
            guard let value else { return nil }
            if case .category(let name) = value, let index = categories.firstIndex(of: name) {
                return (CGFloat(index) + 0.5) / CGFloat(max(categories.count, 1))
            }
            return value.number.map { scale($0, xRange) }
        }
        func yUnit(_ value: PlotValue?) -> CGFloat? { value?.number.map { scale($0, yRange) } }
        func style(_ mark: ChartMark) -> AnyShapeStyle {
            if let style = mark.style { return style }
            if let key = mark.series {
                if let style = seriesStyles[key] { return style }
                let index = series.firstIndex(of: key) ?? 0
                return AnyShapeStyle(Self.palette[index % Self.palette.count])
            }
            return AnyShapeStyle(Color.blue)
        }
        let barWidth: CGFloat = {
            let bands = categories.isEmpty ? Set(marks.compactMap { $0.x?.number }).count : categories.count
            return 0.8 / CGFloat(max(bands, 1))
        }()
        var layers: [ChartLayer] = []
        // Sectors share the circle by their values, in the order written.
        let sectorTotal = marks.compactMap { $0.sector?.value }.reduce(0, +)
        var sectorStart = 0.0
        var lineKeys: [String] = []
        var lines: [String: (AnyShapeStyle, Double, CGFloat, [CGPoint])] = [:]
        for mark in marks {
            let x = xUnit(mark.x)
            let y = yUnit(mark.y)
            switch mark.kind {
            case .sector:
                guard let sector = mark.sector, sectorTotal > 0 else { continue }
                let end = sectorStart + sector.value / sectorTotal
                layers.append(
                    ChartLayer(
                        paint: .fill, style: style(mark), opacity: mark.opacity,
                        sectors: [(start: sectorStart, end: end, geometry: sector)]))
                sectorStart = end
            case .bar, .rectangle:
                guard let x else { continue }
                let x0: CGFloat, x1: CGFloat
                if let xEnd = xUnit(mark.xEnd) {
                    (x0, x1) = (x, xEnd)
                } else if let unit = mark.xUnit, let start = mark.x?.number {
                    (x0, x1) = (x, scale(start + unitSpan(unit), xRange))
                } else {
                    (x0, x1) = (x - barWidth / 2, x + barWidth / 2)
                }
                let y0 = mark.yEnd == nil ? scale(0, yRange) : (y ?? 0)
                let y1 = yUnit(mark.yEnd) ?? y ?? 0
                let rect = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
                layers.append(
                    ChartLayer(
                        paint: .fill, style: style(mark), opacity: mark.opacity, rects: [(rect, mark.cornerRadius)],
                        clip: mark.clipShape))
            case .line, .area:
                guard let x, let y else { continue }
                let key = "\(mark.kind)|\(mark.series.map { "\($0)" } ?? "")"
                if lines[key] == nil { lineKeys.append(key) }
                var entry = lines[key] ?? (style(mark), mark.opacity, mark.lineWidth, [])
                entry.3.append(CGPoint(x: x, y: y))
                lines[key] = entry
            case .rule:
                let line: [CGPoint]
                if let x, mark.xEnd == nil {
                    line = [CGPoint(x: x, y: y ?? 0), CGPoint(x: x, y: yUnit(mark.yEnd) ?? 1)]
                } else if let y {
                    line = [CGPoint(x: x ?? 0, y: y), CGPoint(x: xUnit(mark.xEnd) ?? 1, y: y)]
                } else {
                    continue
                }
                layers.append(
                    ChartLayer(
                        paint: .stroke(mark.lineWidth), style: style(mark), opacity: mark.opacity, polylines: [line]))
            case .point:
                guard let x, let y else { continue }
                layers.append(
                    ChartLayer(
                        paint: .fill, style: style(mark), opacity: mark.opacity,
                        dots: [(CGPoint(x: x, y: y), ChartSymbolOutline(mark.symbol, size: mark.symbolSide))]))
            }
        }
        let zero = scale(0, yRange)
        for key in lineKeys {
            guard let (style, opacity, width, points) = lines[key] else { continue }
            if key.hasPrefix("area") {
                let outline =
                    [CGPoint(x: points.first?.x ?? 0, y: zero)] + points + [CGPoint(x: points.last?.x ?? 0, y: zero)]
                layers.append(ChartLayer(paint: .fill, style: style, opacity: opacity, polylines: [outline]))
            } else {
                layers.append(ChartLayer(paint: .stroke(width), style: style, opacity: opacity, polylines: [points]))
            }
        }
        return layers
    }

    private func orderedCategories(_ values: [PlotValue]) -> [String] {
        var seen: [String] = []
        for case .category(let name) in values where !seen.contains(name) { seen.append(name) }
        return seen
    }

    private func unitSpan(_ unit: Calendar.Component?) -> Double {
        switch unit {
        case .minute: 60
        case .hour: 3600
        case .day: 86400
        case .weekOfYear, .weekOfMonth: 7 * 86400
        case .month: 30 * 86400
        case .year: 365 * 86400
        default: 0
        }
    }

    private func range(_ values: [Double], includingZero: Bool) -> ClosedRange<Double> {
        var low = values.min() ?? 0
        var high = values.max() ?? 1
        if includingZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if low == high { high = low + 1 }
        return low...high
    }

    private func scale(_ value: Double, _ range: ClosedRange<Double>) -> CGFloat {
        CGFloat((value - range.lowerBound) / (range.upperBound - range.lowerBound))
    }
}
