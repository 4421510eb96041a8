import Foundation
import SwiftUI

/// The range a scale maps its domain to (Swift Charts' `ScaleRange`): accepted, and the plot is the
/// chart's whole frame here, so a padding is not drawn.
public protocol ScaleRange {}

/// The plot's dimension, with paddings at its ends (`.plotDimension(padding:)`).
public struct PlotDimensionScaleRange: ScaleRange, Sendable, Equatable {
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// `.plotDimension(padding:)`
    public static func plotDimension(padding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// `.plotDimension(startPadding:endPadding:)`
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

/// A scale's type (`ScaleType`): accepted; numbers and dates are placed linearly here.
public struct ScaleType: Sendable, Equatable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let date = ScaleType(name: "date")
    public static let category = ScaleType(name: "category")
}

extension Chart {
    /// `chartXScale(range:type:)`: accepted (the plot fills the chart's frame here).
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> Chart { self }
    /// `chartYScale(range:type:)`: accepted.
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> Chart { self }
    /// `chartYScale(domain:range:type:)`: the y domain of numbers; the range accepted.
    public func chartYScale<N: BinaryFloatingPoint, R: ScaleRange>(
        domain: ClosedRange<N>, range: R, type: ScaleType? = nil
    ) -> Chart { chartYScale(domain: domain) }
    /// `chartXScale(domain:range:type:)`: the x domain of numbers; the range accepted.
    public func chartXScale<N: BinaryFloatingPoint, R: ScaleRange>(
        domain: ClosedRange<N>, range: R, type: ScaleType? = nil
    ) -> Chart { chartXScale(domain: domain) }
    /// The x domain of integers (`chartXScale(domain: 0...23)`).
    public func chartXScale(domain: ClosedRange<Int>) -> Chart {
        chartXScale(domain: Double(domain.lowerBound)...Double(domain.upperBound))
    }
}

extension View {
    /// `chartXScale(range:type:)`: accepted.
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
    /// `chartYScale(range:type:)`: accepted.
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
}

extension AxisMarks {
    /// Marks at these values (`AxisMarks(values: [0, 50, 100])`).
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V])
    {
        self.init(preset: preset, position: position, values: .values(values))
    }
    /// Marks made for each of these values.
    public init<V: Plottable, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }
}
