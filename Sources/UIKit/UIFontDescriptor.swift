import Foundation

/// A font's description (UIKit's `UIFontDescriptor`): the system font or a named one, its size,
/// weight, design (`.withDesign(.rounded)`), traits and text style. `UIFont(descriptor:size:)`
/// makes the font; SwiftUI's `Font(_:)` shows it.
public final class UIFontDescriptor: @unchecked Sendable, Hashable {
    /// The family, for a named font; nil for the system font.
    let name: String?
    /// `pointSize`
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let width: UIFont.Width
    let design: SystemDesign
    /// `symbolicTraits`
    public let symbolicTraits: SymbolicTraits
    let textStyle: UIFont.TextStyle?

    init(
        name: String?, pointSize: CGFloat, weight: UIFont.Weight = .regular, width: UIFont.Width = .standard,
        design: SystemDesign = .default, symbolicTraits: SymbolicTraits = [], textStyle: UIFont.TextStyle? = nil
    ) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.width = width
        self.design = design
        self.symbolicTraits = symbolicTraits
        self.textStyle = textStyle
    }

    /// `UIFontDescriptor(name:size:)`: a font by name.
    public convenience init(name fontName: String, size: CGFloat) { self.init(name: fontName, pointSize: size) }

    /// `UIFontDescriptor()`: the system font with no size (UIKit's default is 0).
    public convenience init() { self.init(name: nil, pointSize: 0) }

    static func system(size: CGFloat, weight: UIFont.Weight, width: UIFont.Width = .standard) -> UIFontDescriptor {
        UIFontDescriptor(name: nil, pointSize: size, weight: weight, width: width)
    }

    /// `preferredFontDescriptor(withTextStyle:)`: the text style at the default (Large) size.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        let standard = style.standard
        return UIFontDescriptor(name: nil, pointSize: standard.size, weight: standard.weight, textStyle: style)
    }

    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`: the traits' content size is not applied.
    public class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// Whether this describes the system UI font (`withDesign(_:)` answers nil otherwise).
    var isSystemFont: Bool { name == nil }

    /// `postscriptName`: the system font's as iOS names it.
    public var postscriptName: String {
        if let name { return name }
        let face = weight.rawValue >= UIFont.Weight.semibold.rawValue ? "Semibold" : "Regular"
        return design == .rounded ? ".SFUIRounded-\(face)" : ".SFUI-\(face)"
    }

    /// The family name (the system font's is ".SF UI").
    var familyName: String { name ?? ".SF UI" }

    /// `withSize(_:)`
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        copy(pointSize: newPointSize)
    }

    /// `withDesign(_:)`: the system font in another design; nil for a font that is not the
    /// system font, as UIKit answers.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        isSystemFont ? copy(design: design) : nil
    }

    /// `withSymbolicTraits(_:)`: the traits replaced; bold is the bold weight.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight =
            symbolicTraits.contains(.traitBold)
            ? .bold : (self.symbolicTraits.contains(.traitBold) ? .regular : self.weight)
        let design: SystemDesign = symbolicTraits.contains(.traitMonoSpace) && isSystemFont ? .monospaced : self.design
        return copy(weight: weight, design: design, symbolicTraits: symbolicTraits)
    }

    private func copy(
        pointSize: CGFloat? = nil, weight: UIFont.Weight? = nil, design: SystemDesign? = nil,
        symbolicTraits: SymbolicTraits? = nil
    ) -> UIFontDescriptor {
        UIFontDescriptor(
            name: name, pointSize: pointSize ?? self.pointSize, weight: weight ?? self.weight, width: width,
            design: design ?? self.design, symbolicTraits: symbolicTraits ?? self.symbolicTraits, textStyle: textStyle)
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.name == rhs.name && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.width == rhs.width
            && lhs.design == rhs.design && lhs.symbolicTraits == rhs.symbolicTraits && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(design)
        hasher.combine(textStyle)
    }
}

extension UIFontDescriptor {
    /// `UIFontDescriptor.SystemDesign`: the system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// `UIFontDescriptor.SymbolicTraits`: kept; bold and monospace change the font drawn.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

extension UIFontDescriptor {
    /// The named weight nearest the descriptor's, for SwiftUI's `Font(_:)`.
    package var weightName: String { weight.nearestName }
    /// The system font's design, for SwiftUI's `Font(_:)`.
    package var systemDesign: SystemDesign { design }
    /// Whether the descriptor is the system font's (not a font by name).
    package var isSystemFontDescriptor: Bool { isSystemFont }
}
