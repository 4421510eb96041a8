import Foundation

extension AttributedString {
    /// The distance between the baselines of two lines of text (`AttributedString.LineHeight`,
    /// iOS 26), as SwiftUI's `.lineHeight(_:)` takes it.
    public struct LineHeight: Sendable, Hashable, Codable {
        enum Kind: Sendable, Hashable, Codable {
            case variable, normal, tight, loose
            case multiple(CGFloat)
            case leading(CGFloat)
            case exact(CGFloat)
        }
        let kind: Kind

        /// From the ascent and descent of the fonts of each line.
        public static var variable: LineHeight { LineHeight(kind: .variable) }
        /// A multiple of the point size perceived as normal.
        public static var normal: LineHeight { LineHeight(kind: .normal) }
        /// A multiple of the point size perceived as tight.
        public static var tight: LineHeight { LineHeight(kind: .tight) }
        /// A multiple of the point size perceived as loose.
        public static var loose: LineHeight { LineHeight(kind: .loose) }
        /// The largest point size times `factor`.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(kind: .multiple(factor)) }
        /// The largest point size plus `increase` points.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(kind: .leading(increase)) }
        /// Exactly `points`.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(kind: .exact(points)) }
    }
}

extension View {
    /// `.lineHeight(_:)` (iOS 26): the default line height of the text inside
    /// (``EnvironmentValues/lineHeight``); nil lets each text choose, SwiftUI's default. Kept in
    /// the environment the views inside read; the archive does not carry it yet, so mirrors
    /// space lines as the font does.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environment(\.lineHeight, lineHeight)
    }
}
