import Foundation
import SwiftUI

/// A type that represents the content of an axis (`AxisMarks`): accepted, not drawn here.
public protocol AxisContent {}

/// A type that represents one of an axis's marks (`AxisGridLine`, `AxisTick`, `AxisValueLabel`).
public protocol AxisMark {}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ content: some AxisContent) -> AxisContentGroup { AxisContentGroup() }
    public static func buildBlock(_ components: AxisContentGroup...) -> AxisContentGroup { AxisContentGroup() }
    public static func buildOptional(_ component: AxisContentGroup?) -> AxisContentGroup { AxisContentGroup() }
    public static func buildEither(first component: AxisContentGroup) -> AxisContentGroup { component }
    public static func buildEither(second component: AxisContentGroup) -> AxisContentGroup { component }
    public static func buildLimitedAvailability(_ component: AxisContentGroup) -> AxisContentGroup { component }
}

/// Axis content built together.
public struct AxisContentGroup: AxisContent {}

/// Builds an axis mark's parts.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression(_ mark: some AxisMark) -> AxisMarkGroup { AxisMarkGroup() }
    public static func buildBlock(_ components: AxisMarkGroup...) -> AxisMarkGroup { AxisMarkGroup() }
    public static func buildOptional(_ component: AxisMarkGroup?) -> AxisMarkGroup { AxisMarkGroup() }
    public static func buildEither(first component: AxisMarkGroup) -> AxisMarkGroup { component }
    public static func buildEither(second component: AxisMarkGroup) -> AxisMarkGroup { component }
    public static func buildLimitedAvailability(_ component: AxisMarkGroup) -> AxisMarkGroup { component }
}

/// Axis marks built together.
public struct AxisMarkGroup: AxisMark {}

/// One value on an axis, as `AxisMarks`' closure receives it.
public struct AxisValue {
    /// The value's index among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int
    let plotValue: PlotValue?
    /// The value as a type, when it is one.
    public func `as`<D: Plottable>(_ type: D.Type) -> D? {
        switch plotValue {
        case .number(let value): (value as? D) ?? (Int(exactly: value) as? D)
        case .date(let date): date as? D
        case .category(let name): name as? D
        case nil: nil
        }
    }
}

/// Which values an axis marks.
public struct AxisMarkValues {
    let name: String
    /// As many as fit.
    public static var automatic: AxisMarkValues { AxisMarkValues(name: "automatic") }
    /// About `desiredCount` values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    { AxisMarkValues(name: "automatic") }
    /// Every `count` calendar units.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    ) -> AxisMarkValues { AxisMarkValues(name: "stride") }
    /// Every `step` of a number.
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    { AxisMarkValues(name: "stride") }
    /// These values.
    public static func values<D: Plottable>(_ values: [D]) -> AxisMarkValues { AxisMarkValues(name: "values") }
}

/// Where an axis's marks go.
public struct AxisMarkPosition: Sendable, Equatable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// A preset for an axis's marks.
public struct AxisMarkPreset: Sendable, Equatable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// An axis's marks: grid lines, ticks and value labels at its values.
public struct AxisMarks: AxisContent {
    /// The default marks.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic
    ) {}
    /// Marks made for each value.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}
}

/// An axis's modifiers, as Apple's marks have them (accepted, not drawn).
extension AxisMark {
    /// The mark's style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkGroup { AxisMarkGroup() }
    /// The label's font.
    public func font(_ font: Font?) -> AxisMarkGroup { AxisMarkGroup() }
    /// The mark's offset.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkGroup { AxisMarkGroup() }
}

/// A grid line at an axis value.
public struct AxisGridLine: AxisMark {
    /// A grid line.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis value.
public struct AxisTick: AxisMark {
    /// A tick.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// A label of an axis value.
public struct AxisValueLabel: AxisMark {
    /// The value, formatted as the axis does.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}
    /// The value in a format.
    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
        multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    )
    where F.FormatOutput == String {}
    /// A label of its own.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content) {}
    /// A text.
    public init(_ label: LocalizedStringKey) {}
}

/// How an axis resolves overlapping labels.
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
}

/// A label's orientation.
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}
