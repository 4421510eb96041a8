/// A colour as the archive holds it, for the modules that bridge other colour types to
/// SwiftUI's (`Color(uiColor:)` in the SwiftUI module).
extension Color {
    /// The colour as archived: a named colour or components.
    public var archivedValue: ColorValue { value }
    /// A colour from its archived value.
    public init(archivedValue: ColorValue) { self.init(value: archivedValue) }
}
