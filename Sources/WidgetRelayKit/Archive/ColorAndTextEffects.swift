/// A colour effect (SwiftUI's colour filters), on everything the modifiers before it drew.
public enum ColorEffectValue: Sendable, Hashable {
    /// `.brightness(_:)`: added to each colour component (-1…1).
    case brightness(Double)
    /// `.contrast(_:)`: about mid-grey; 0 is grey, 1 unchanged.
    case contrast(Double)
    /// `.saturation(_:)`: 0 is grey, 1 unchanged.
    case saturation(Double)
    /// `.grayscale(_:)`: 0 unchanged, 1 fully grey.
    case grayscale(Double)
    /// `.colorInvert()`
    case colorInvert
    /// `.hueRotation(_:)`: degrees.
    case hueRotation(degrees: Double)
    /// `.colorMultiply(_:)`: each component multiplied by the colour's.
    case colorMultiply(ColorValue)
    /// `.luminanceToAlpha()`: black, as opaque as the view was bright.
    case luminanceToAlpha
}

/// A line under or through text (`Text.LineStyle`), archived.
public struct TextLineValue: Sendable, Hashable {
    /// `Text.LineStyle.Pattern`'s name: "solid", "dot", "dash", "dashDot", "dashDotDot".
    public var pattern: String
    /// The line's colour; nil for the text's.
    public var color: ColorValue?

    /// The patterns SwiftUI has.
    public static let patterns: Set<String> = ["solid", "dot", "dash", "dashDot", "dashDotDot"]

    public init(pattern: String = "solid", color: ColorValue? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, archived.
public struct Rotation3DValue: Sendable, Hashable {
    /// Degrees about the axis.
    public var degrees: Double
    public var axisX: Double
    public var axisY: Double
    public var axisZ: Double
    /// The point the axis goes through, in the view's unit space.
    public var anchor: UnitPointValue
    /// How far in front of the view the axis lies, in points.
    public var anchorZ: Double
    /// SwiftUI's relative perspective (1 is its default; 0 is none).
    public var perspective: Double

    public init(
        degrees: Double, axisX: Double, axisY: Double, axisZ: Double,
        anchor: UnitPointValue = UnitPointValue(x: 0.5, y: 0.5), anchorZ: Double = 0, perspective: Double = 1
    ) {
        self.degrees = degrees
        self.axisX = axisX
        self.axisY = axisY
        self.axisZ = axisZ
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }
}
