import Foundation

// SwiftUI's modifiers that change what a widget draws and that relay.v1 has no field for yet:
// colour effects, text spacing and decoration, depth order, 3D rotation. Each is
// accepted, so real widget code compiles, and leaves the archive as it is: mirrors draw the view
// without the effect (census: differs). They are listed for relay.v1 and the page in
// /work/notes/kit-gaps.md ("undrawn modifiers"); AppleModulesTests.ModifierTableTests holds each
// to leaving the archive unchanged, so that the test fails, and is updated, when one is drawn.
extension View {
    /// `.brightness(_:)`: accepted, not drawn.
    public func brightness(_ amount: Double) -> some View { self }
    /// `.contrast(_:)`: accepted, not drawn.
    public func contrast(_ amount: Double) -> some View { self }
    /// `.saturation(_:)`: accepted, not drawn.
    public func saturation(_ amount: Double) -> some View { self }
    /// `.grayscale(_:)`: accepted, not drawn.
    public func grayscale(_ amount: Double) -> some View { self }
    /// `.colorInvert()`: accepted, not drawn.
    public func colorInvert() -> some View { self }
    /// `.colorMultiply(_:)`: accepted, not drawn.
    public func colorMultiply(_ color: Color) -> some View { self }
    /// `.hueRotation(_:)`: accepted, not drawn.
    public func hueRotation(_ angle: Angle) -> some View { self }
    /// `.luminanceToAlpha()`: accepted, not drawn.
    public func luminanceToAlpha() -> some View { self }
    /// `.zIndex(_:)`: accepted, not drawn (a depth stack draws its children in order).
    public func zIndex(_ value: Double) -> some View { self }
    /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: accepted, not drawn.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View { self }
    /// `.lineSpacing(_:)`: accepted, not drawn (mirrors space lines by their own rule).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    /// `.kerning(_:)` on the text inside: accepted, not drawn.
    public func kerning(_ kerning: CGFloat) -> some View { self }
    /// `.tracking(_:)` on the text inside: accepted, not drawn.
    public func tracking(_ tracking: CGFloat) -> some View { self }
    /// `.baselineOffset(_:)` on the text inside: accepted, not drawn.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    /// `.fontWidth(_:)`: accepted, not drawn (mirrors have one width of face).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// `.textScale(_:isEnabled:)`: accepted, not drawn.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
    /// `.backgroundStyle(_:)`: the style `.background` stands for inside; accepted, not kept
    /// (`.background` is drawn as the system background).
    public func backgroundStyle(_ style: some ShapeStyle) -> some View { self }
    /// `.underline(_:pattern:color:)` on the views inside: accepted, not drawn (as `Text.underline`).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { self }
    /// `.strikethrough(_:pattern:color:)` on the views inside: accepted, not drawn.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { self }
}

extension Text {
    /// `.kerning(_:)` on a text: accepted, not drawn.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// `.tracking(_:)` on a text: accepted, not drawn.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// `.baselineOffset(_:)` on a text: accepted, not drawn.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// `.monospaced(_:)` on a text: the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// `.fontDesign(_:)` on a text.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        var text = self
        text.styles.append(.fontDesign(design.name))
        return text
    }
    /// `.strikethrough(_:pattern:color:)` on a text: accepted, not drawn (relay.v1 has no text decoration).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        self
    }
    /// `.underline(_:pattern:color:)` on a text: accepted, not drawn.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { self }

    /// A line's style under or through text (`Text.LineStyle`).
    public struct LineStyle: Sendable, Hashable {
        /// The line's pattern.
        public let pattern: Pattern
        /// Its colour (the text's when nil).
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()

        /// A line's pattern (`Text.LineStyle.Pattern`).
        public struct Pattern: Sendable, Hashable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// A text's scale (`Text.Scale`).
    public enum Scale: Sendable, Hashable {
        case `default`, secondary
    }
}

extension Font {
    /// `Font.Width`, for `.fontWidth(_:)` and `Font.width(_:)`.
    public struct Width: Sendable, Hashable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// A line's height (`Font.Leading`).
    public enum Leading: Sendable, Hashable {
        case standard, tight, loose
    }

    /// `.width(_:)`: accepted, not drawn (mirrors have one width of face).
    public func width(_ width: Width) -> Font { self }
    /// `.leading(_:)`: accepted, not drawn.
    public func leading(_ leading: Leading) -> Font { self }
    /// `.custom(_:size:relativeTo:)`: as `.custom(_:size:)`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        .custom(name, size: size)
    }
    /// `.custom(_:fixedSize:)`: as `.custom(_:size:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .custom(name, size: fixedSize) }
}
