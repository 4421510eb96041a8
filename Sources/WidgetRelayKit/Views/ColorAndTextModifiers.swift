import Foundation

// SwiftUI's colour effects, text spacing and decoration, depth order and 3D rotation: each is
// archived as its `ModifierValue` (relay.v1's `Modifier` fields 48–58, view.proto) and drawn by
// the page with CSS and SVG filters (docs/drawing.md). `.backgroundStyle` is Modifiers.swift's.
extension View {
    /// `.brightness(_:)`: each colour component raised by `amount` (-1…1).
    public func brightness(_ amount: Double) -> some View { modified(.colorEffect(.brightness(amount))) }
    /// `.contrast(_:)`: about mid-grey; 0 is grey, 1 unchanged.
    public func contrast(_ amount: Double) -> some View { modified(.colorEffect(.contrast(amount))) }
    /// `.saturation(_:)`: 0 is grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View { modified(.colorEffect(.saturation(amount))) }
    /// `.grayscale(_:)`: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View { modified(.colorEffect(.grayscale(amount))) }
    /// `.colorInvert()`
    public func colorInvert() -> some View { modified(.colorEffect(.colorInvert)) }
    /// `.colorMultiply(_:)`: each colour component multiplied by `color`'s.
    public func colorMultiply(_ color: Color) -> some View { modified(.colorEffect(.colorMultiply(color.value))) }
    /// `.hueRotation(_:)`
    public func hueRotation(_ angle: Angle) -> some View {
        modified(.colorEffect(.hueRotation(degrees: angle.degrees)))
    }
    /// `.luminanceToAlpha()`: black, as opaque as the view was bright.
    public func luminanceToAlpha() -> some View { modified(.colorEffect(.luminanceToAlpha)) }
    /// `.zIndex(_:)`: the view's drawing order among its siblings (higher in front).
    public func zIndex(_ value: Double) -> some View { modified(.zIndex(value)) }
    /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: drawn turned in depth, its layout
    /// unchanged (the page: a CSS perspective transform).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modified(
            .rotation3DEffect(
                Rotation3DValue(
                    degrees: angle.degrees, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z),
                    anchor: anchor.value, anchorZ: Double(anchorZ), perspective: Double(perspective))))
    }
    /// `.lineSpacing(_:)`: points between the lines of the text inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { modified(.lineSpacing(Double(lineSpacing))) }
    /// `.kerning(_:)` on the text inside.
    public func kerning(_ kerning: CGFloat) -> some View { modified(.kerning(Double(kerning))) }
    /// `.tracking(_:)` on the text inside.
    public func tracking(_ tracking: CGFloat) -> some View { modified(.tracking(Double(tracking))) }
    /// `.baselineOffset(_:)` on the text inside.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modified(.baselineOffset(Double(baselineOffset)))
    }
    /// `.fontWidth(_:)`: the width of face of the text inside (nil: as it is).
    public func fontWidth(_ width: Font.Width?) -> some View {
        width.map { modified(.fontWidth(Double($0.value))) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.textScale(_:isEnabled:)`: `.secondary` draws the text inside smaller.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        scale == .secondary && isEnabled
            ? modified(.textScaleSecondary) : ModifiedView(content: self, modification: .none)
    }
    /// `.underline(_:pattern:color:)` on the text inside.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        isActive
            ? modified(.underline(TextLineValue(pattern: pattern.name, color: color?.value)))
            : ModifiedView(content: self, modification: .none)
    }
    /// `.strikethrough(_:pattern:color:)` on the text inside.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        isActive
            ? modified(.strikethrough(TextLineValue(pattern: pattern.name, color: color?.value)))
            : ModifiedView(content: self, modification: .none)
    }
}

extension Text {
    /// `.kerning(_:)` on a text.
    public func kerning(_ kerning: CGFloat) -> Text { withStyle(.kerning(Double(kerning))) }
    /// `.tracking(_:)` on a text.
    public func tracking(_ tracking: CGFloat) -> Text { withStyle(.tracking(Double(tracking))) }
    /// `.baselineOffset(_:)` on a text.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { withStyle(.baselineOffset(Double(baselineOffset))) }
    /// `.monospaced(_:)` on a text: the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// `.fontDesign(_:)` on a text.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return withStyle(.fontDesign(design.name))
    }
    /// `.strikethrough(_:pattern:color:)` on a text: a line through it.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? withStyle(.strikethrough(TextLineValue(pattern: pattern.name, color: color?.value))) : self
    }
    /// `.underline(_:pattern:color:)` on a text: a line under it.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? withStyle(.underline(TextLineValue(pattern: pattern.name, color: color?.value))) : self
    }

    /// The text with `modifier` kept with it, archived as its node's.
    func withStyle(_ modifier: ModifierValue) -> Text {
        var text = self
        text.styles.append(modifier)
        return text
    }

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

    /// `.width(_:)`: the font's width of face.
    public func width(_ width: Width) -> Font {
        var value = value
        value.width = width.value == 0 ? nil : Double(width.value)
        return Font(value: value)
    }
    /// `.leading(_:)`: the space between the font's lines.
    public func leading(_ leading: Leading) -> Font {
        var value = value
        switch leading {
        case .standard: value.leading = nil
        case .tight: value.leading = "tight"
        case .loose: value.leading = "loose"
        }
        return Font(value: value)
    }
    /// `.custom(_:size:relativeTo:)`: as `.custom(_:size:)`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        .custom(name, size: size)
    }
    /// `.custom(_:fixedSize:)`: as `.custom(_:size:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .custom(name, size: fixedSize) }
}
