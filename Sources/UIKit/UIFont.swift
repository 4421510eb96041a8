import Foundation

/// A font as UIKit code holds it (`UIFont`): the system font at a size, weight and design, a
/// text style's preferred font, or a font by name. Widgets meet it through SwiftUI's
/// `Font(_:)`; nothing here measures or draws glyphs (the metrics are the system font's
/// published proportions, for code that sizes a frame by them).
public final class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The font's descriptor: its family, size, weight, design and text style.
    public let fontDescriptor: UIFontDescriptor

    /// `UIFont(descriptor:size:)`: the descriptor's font at `pointSize` (0 keeps the
    /// descriptor's own size, as UIKit does).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        fontDescriptor = pointSize > 0 ? descriptor.withSize(pointSize) : descriptor
    }

    /// `UIFont(name:size:)`: a font by its PostScript or family name. Fonts are not installed on
    /// the phone here: any name but the empty one gives the font, which mirrors draw in their face.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(descriptor: UIFontDescriptor(name: fontName, size: fontSize), size: fontSize)
    }

    /// `systemFont(ofSize:)`
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// `systemFont(ofSize:weight:)`
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: .system(size: fontSize, weight: weight), size: fontSize)
    }

    /// `systemFont(ofSize:weight:width:)`: the width is kept in the descriptor, not drawn.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(descriptor: .system(size: fontSize, weight: weight, width: width), size: fontSize)
    }

    /// `boldSystemFont(ofSize:)`
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// `italicSystemFont(ofSize:)`: the slant is kept in the descriptor's traits.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let descriptor = UIFontDescriptor.system(size: fontSize, weight: .regular)
        return UIFont(descriptor: descriptor.withSymbolicTraits(.traitItalic) ?? descriptor, size: fontSize)
    }

    /// `monospacedSystemFont(ofSize:weight:)`: the system font's monospaced design.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let descriptor = UIFontDescriptor.system(size: fontSize, weight: weight)
        return UIFont(descriptor: descriptor.withDesign(.monospaced) ?? descriptor, size: fontSize)
    }

    /// `monospacedDigitSystemFont(ofSize:weight:)`: the system font (its digits' width is not kept).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// `preferredFont(forTextStyle:)`: the text style's font at the default (Large) content size.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        return UIFont(descriptor: descriptor, size: 0)
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: as `preferredFont(forTextStyle:)`; the
    /// content size of the traits is not applied (widgets are archived at the default size).
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// `systemFontSize`: 14.
    public class var systemFontSize: CGFloat { 14 }
    /// `smallSystemFontSize`: 12.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// `labelFontSize`: 17.
    public class var labelFontSize: CGFloat { 17 }
    /// `buttonFontSize`: 18.
    public class var buttonFontSize: CGFloat { 18 }

    /// `withSize(_:)`
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(descriptor: fontDescriptor, size: fontSize) }

    /// `pointSize`
    public var pointSize: CGFloat { fontDescriptor.pointSize }
    /// `fontName`: the PostScript name (the system font's is `.SFUI-…`, as iOS gives it).
    public var fontName: String { fontDescriptor.postscriptName }
    /// `familyName`
    public var familyName: String { fontDescriptor.familyName }
    /// `ascender`: the system font's proportion of its size.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// `descender`: negative, below the baseline.
    public var descender: CGFloat { -pointSize * 0.241 }
    /// `capHeight`
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// `xHeight`
    public var xHeight: CGFloat { pointSize * 0.527 }
    /// `lineHeight`: ascender + descender's depth.
    public var lineHeight: CGFloat { ascender - descender }
    /// `leading`: 0, as the system font's.
    public var leading: CGFloat { 0 }

    public var description: String { "<UIFont> font-family: \"\(familyName)\"; font-size: \(pointSize)pt" }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.fontDescriptor == rhs.fontDescriptor }
    public func hash(into hasher: inout Hasher) { hasher.combine(fontDescriptor) }
}

extension UIFont {
    /// `UIFont.Weight`: UIKit's weights, -1 (lightest) … 1 (heaviest), 0 regular.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The named weights, lightest first.
        static let named: [(weight: Weight, name: String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
            (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
        ]

        /// The named weight nearest this one (UIKit picks the face nearest a weight between two).
        var nearestName: String {
            Weight.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!.name
        }
    }

    /// `UIFont.Width` (iOS 16): kept, not drawn.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }

    /// `UIFont.TextStyle`: Dynamic Type's styles, with their sizes at the default content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The style's size and weight at the default (Large) content size, and SwiftUI's name
        /// for it (nil: SwiftUI has no such style; it is drawn at its size).
        var standard: (size: CGFloat, weight: Weight, swiftUIName: String?) {
            switch self {
            case .largeTitle: (34, .regular, "largeTitle")
            case .title1: (28, .regular, "title")
            case .title2: (22, .regular, "title2")
            case .title3: (20, .regular, "title3")
            case .headline: (17, .semibold, "headline")
            case .subheadline: (15, .regular, "subheadline")
            case .callout: (16, .regular, "callout")
            case .footnote: (13, .regular, "footnote")
            case .caption1: (12, .regular, "caption")
            case .caption2: (11, .regular, "caption2")
            case .extraLargeTitle: (36, .bold, nil)
            case .extraLargeTitle2: (28, .bold, nil)
            default: (17, .regular, "body")
            }
        }
    }
}
