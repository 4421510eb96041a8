/// A style's hierarchical levels (`.red.secondary`, `.ultraThinMaterial.quaternary`): SwiftUI's
/// `ShapeStyle.secondary` … `.quinary` on any style. A colour's level is the colour at a lower
/// opacity (0.5, 0.3, 0.2, 0.1: Apple documents the levels, not their figures; these are the
/// figures its label colours use); a material's level is drawn as the material itself (relay.v1
/// carries a material by name only: census "partial"); a gradient's as the gradient.
extension ShapeStyle {
    /// The style's second level.
    public var secondary: some ShapeStyle { leveled(0.5) }
    /// The style's third level.
    public var tertiary: some ShapeStyle { leveled(0.3) }
    /// The style's fourth level.
    public var quaternary: some ShapeStyle { leveled(0.2) }
    /// The style's fifth level.
    public var quinary: some ShapeStyle { leveled(0.1) }

    private func leveled(_ factor: Double) -> ArchivedShapeStyle {
        switch styleValue {
        case .color(let color): ArchivedShapeStyle(value: .color(Color(value: color).opacity(factor).value))
        case .hierarchical(let level): ArchivedShapeStyle(value: .color(.named(level, opacity: factor)))
        case let other: ArchivedShapeStyle(value: other)
        }
    }
}
