import Foundation
import SwiftUI

// Swift Charts' axis forms Luka's charts write: marks with a format for their labels
// (`AxisMarks(format: .dateTime.hour(), preset: .aligned, values: .automatic(desiredCount: 4))`),
// labels that resolve collisions greedily by priority, and a chart proxy asked for positions.
// Axes are accepted and not drawn here (Axes.swift): each compiles as Apple declares it.

extension AxisMarks {
    /// `AxisMarks(format:preset:position:values:stroke:)`: the default marks, their labels in `format`.
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values)
    }

    /// `AxisMarks(format:preset:position:values:stroke:)` at these values.
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Format.FormatInput], stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: .values(values))
    }
}

extension AxisValueLabelCollisionResolution {
    /// `.greedy(priority:minimumSpacing:)`: labels placed by priority, the higher first, each
    /// dropped where it would overlap one placed.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(name: "greedy")
    }
}

extension ChartProxy {
    /// `position(for:)`: the point of an (x, y) value in the plot. The proxy of a chart's
    /// background or overlay does not know the chart's scales here, so nil: as Swift Charts answers
    /// for a value it cannot place (what the closure draws with it is left out).
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    /// `position(forX:)`: nil (see ``position(for:)``).
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// `position(forY:)`: nil (see ``position(for:)``).
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    /// `value(atX:as:)`: nil; no value is under a point no gesture reports in a widget.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// `value(atY:as:)`: nil (see ``value(atX:as:)``).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// `value(at:as:)`: nil (see ``value(atX:as:)``).
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? { nil }
}
