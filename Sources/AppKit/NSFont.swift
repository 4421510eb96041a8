import Foundation

/// A font as Mac widget code holds it (AppKit's `NSFont`): the system font at a size and weight,
/// its design (monospaced digits or monospaced). `Font(_:)` shows it as SwiftUI's
/// `.system(size:weight:design:)`; a named face is drawn as the system face at its size, as
/// `Font.custom` is here.
open class NSFont: @unchecked Sendable, Hashable {
    /// `pointSize`
    public let pointSize: CGFloat
    /// The weight, as ``NSFont/Weight``.
    let weight: Weight
    /// `fontName`
    public let fontName: String
    /// The design SwiftUI draws it in.
    let design: Font.Design?

    init(size: CGFloat, weight: Weight, name: String, design: Font.Design? = nil) {
        pointSize = size.isFinite && size > 0 ? size : NSFont.systemFontSize
        self.weight = weight
        fontName = name
        self.design = design
    }

    /// `NSFont(name:size:)`: the named face, drawn as the system face at that size.
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        self.init(size: size, weight: .regular, name: name)
    }

    /// `NSFont.systemFont(ofSize:)`
    open class func systemFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size, weight: .regular) }

    /// `NSFont.systemFont(ofSize:weight:)`
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
        NSFont(size: size, weight: weight, name: ".AppleSystemUIFont")
    }

    /// `NSFont.boldSystemFont(ofSize:)`
    open class func boldSystemFont(ofSize size: CGFloat) -> NSFont { systemFont(ofSize: size, weight: .bold) }

    /// `NSFont.monospacedDigitSystemFont(ofSize:weight:)`
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
        NSFont(size: size, weight: weight, name: ".AppleSystemUIFont", design: .monospaced)
    }

    /// `NSFont.monospacedSystemFont(ofSize:weight:)`
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont {
        NSFont(size: size, weight: weight, name: ".AppleSystemUIFontMonospaced", design: .monospaced)
    }

    /// `NSFont.systemFontSize`: 13 points, macOS's.
    public static var systemFontSize: CGFloat { 13 }
    /// `NSFont.smallSystemFontSize`: 11 points.
    public static var smallSystemFontSize: CGFloat { 11 }
    /// `NSFont.labelFontSize`: 10 points.
    public static var labelFontSize: CGFloat { 10 }

    /// `NSFont.Weight`: AppKit's weights, by their published values (-0.8 … 0.62).
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

        /// SwiftUI's weight nearest to this one.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// This font as SwiftUI's `Font`: the system face at its size, weight and design.
    public var swiftUIFont: Font { .system(size: Double(pointSize), weight: weight.swiftUI, design: design) }

    public static func == (lhs: NSFont, rhs: NSFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.fontName == rhs.fontName
            && lhs.design == rhs.design
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(fontName)
    }
}
