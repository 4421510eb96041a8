/// A translucent material (SwiftUI's `Material`): what is behind it blurred and tinted.
/// Archived by name; a mirror's page draws it with a backdrop blur and a tint of the
/// widget's colour scheme.
public struct Material: ShapeStyle, Hashable {
    let name: String
    public var styleValue: ShapeStyleValue { .material(name) }

    public static let ultraThin = Material(name: "ultraThin")
    public static let thin = Material(name: "thin")
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")

    /// The materials' names, thinnest first.
    public static let names = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
