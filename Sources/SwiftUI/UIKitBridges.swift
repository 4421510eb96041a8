import UIKit
import WidgetRelayKit

extension Image {
    /// `Image(uiImage:)`: an image widget code loaded or received, an asset or a symbol.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        case .data(let data): self.init(encoded: data)
        }
    }
}

extension Color {
    /// `Color(uiColor:)`: a UIKit colour; a dynamic one with components for light and dark
    /// archives both (the mirror draws its archive's scheme), else it is resolved for the
    /// archive's colour scheme.
    public init(uiColor: UIColor) {
        let style: UIUserInterfaceStyle = EnvironmentValues.archiving.colorScheme == .dark ? .dark : .light
        self.init(archivedValue: uiColor.adaptiveArchivedValue(fallback: UITraitCollection(userInterfaceStyle: style)))
    }

    /// `Color(_:)` with a `UIColor`.
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
}

extension UIColor {
    /// `UIColor(_:)` with a SwiftUI `Color`.
    public convenience init(_ color: Color) { self.init(archivedValue: color.archivedValue) }
}

extension Font {
    /// `Font(_:)` with a `UIFont`: on iOS SwiftUI's is `Font(_ font: CTFont)`, which a `UIFont`
    /// is (toll-free bridged). The font at its point size, weight and design, fixed as Apple's
    /// (it does not scale with Dynamic Type); a named font is the system font at its size
    /// (`Font.custom`'s rule here).
    public init(_ font: UIFont) {
        let descriptor = font.fontDescriptor
        let weights: [String: Font.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        let designs: [UIFontDescriptor.SystemDesign: Font.Design] = [
            .default: .default, .rounded: .rounded, .serif: .serif, .monospaced: .monospaced,
        ]
        self = .system(
            size: Double(font.pointSize), weight: weights[descriptor.weightName],
            design: descriptor.isSystemFontDescriptor ? designs[descriptor.systemDesign] : nil)
    }
}
