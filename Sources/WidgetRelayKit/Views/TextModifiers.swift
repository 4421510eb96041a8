import Foundation

extension View {
    /// `.foregroundColor(_:)`: the same as `.foregroundStyle(color)`.
    public func foregroundColor(_ color: Color?) -> ModifiedView {
        color.map { modified(.foregroundStyle($0.styleValue)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.foregroundStyle(_:_:)`: primary and secondary styles (a symbol's layers in `.palette`,
    /// `.secondary` text inside).
    public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> ModifiedView {
        modified(.foregroundStyles([primary.styleValue, secondary.styleValue]))
    }
    /// `.foregroundStyle(_:_:_:)`
    public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle)
        -> ModifiedView
    {
        modified(.foregroundStyles([primary.styleValue, secondary.styleValue, tertiary.styleValue]))
    }
    /// `.minimumScaleFactor(_:)`: text may shrink to this fraction of its size to fit (0…1).
    public func minimumScaleFactor(_ factor: Double) -> ModifiedView { modified(.minimumScaleFactor(factor)) }
    /// `.multilineTextAlignment(_:)`
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView {
        modified(.multilineTextAlignment(alignment.value))
    }
    /// `.fontWeight(_:)`: the weight of the text inside, whatever its font.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView {
        weight.map { modified(.fontWeight($0.name)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.fontDesign(_:)`
    public func fontDesign(_ design: Font.Design?) -> ModifiedView {
        design.map { modified(.fontDesign($0.name)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.bold()`
    public func bold(_ isActive: Bool = true) -> ModifiedView {
        isActive ? modified(.fontWeight(Font.Weight.bold.name)) : ModifiedView(content: self, modification: .none)
    }
    /// `.italic()`
    public func italic(_ isActive: Bool = true) -> ModifiedView {
        isActive ? modified(.italic) : ModifiedView(content: self, modification: .none)
    }
    /// `.monospacedDigit()`: digits of one width, so a ticking number does not jiggle.
    public func monospacedDigit() -> ModifiedView { modified(.monospacedDigit) }
    /// `.symbolRenderingMode(_:)`
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedView {
        mode.map { modified(.symbolRenderingMode($0.name)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.layoutPriority(_:)`: a stack short of room shrinks lower priorities first.
    public func layoutPriority(_ value: Double) -> ModifiedView { modified(.layoutPriority(value)) }
}

/// `TextAlignment`, for `.multilineTextAlignment(_:)`.
public struct TextAlignment: Sendable, Hashable {
    let value: TextAlignmentValue
    public static let leading = TextAlignment(value: .leading)
    public static let center = TextAlignment(value: .center)
    public static let trailing = TextAlignment(value: .trailing)
}

/// How an SF Symbol's layers are coloured (`SymbolRenderingMode`).
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// How text that does not fit is cut (`Text.TruncationMode`).
extension Text {
    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }
}

extension View {
    /// `.truncationMode(_:)`: accepted; mirrors cut text that does not fit at its end.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    /// `.allowsTightening(_:)`: accepted.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}
